import { icon } from '../../../shared/ui/icons';

/** A network bonus: the whole network (a globe). */
export const NetworkBonusIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.3 3.6 5.1 3.6 8.5s-1.2 6.2-3.6 8.5c-2.4-2.3-3.6-5.1-3.6-8.5s1.2-6.2 3.6-8.5Z" />
  </>,
);

/** A local bonus: one showcase (a shop front). */
export const LocalBonusIcon = icon(
  <>
    <path d="M4 9.5 5.5 4.5h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
    <path d="M5.5 12v7.5h13V12M10 19.5v-4.5h4v4.5" />
  </>,
);

/** The sort control: lines of falling length. */
export const SortIcon = icon(<path d="M4 6h16M4 12h11M4 18h6" />);
