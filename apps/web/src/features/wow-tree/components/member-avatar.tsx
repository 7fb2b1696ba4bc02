import { initials } from '../tree-model';

/** The member's Telegram picture, else their initials. */
export function MemberAvatar({ name, src }: { name: string; src: string | null }) {
  if (src && /^https:\/\//.test(src)) return <img className="wow-member__avatar" src={src} alt="" width={40} height={40} loading="lazy" />;
  return (
    <span className="wow-member__avatar wow-member__avatar--initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}
