import type { ReactElement, SVGProps } from 'react';

/** Inline icons (stroke = currentColor). Decorative: the control around them carries the label. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon component drawing `paths` in the shared look (features make their own icons with it). */
export function icon(paths: ReactElement) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.3-4.3" />
  </>,
);
export const HeartIcon = /* @__PURE__ */ icon(<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />);
export const ListIcon = /* @__PURE__ */ icon(
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </>,
);
export const CartIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6" />
    <circle cx="9.5" cy="19.5" r="1.2" />
    <circle cx="17" cy="19.5" r="1.2" />
  </>,
);
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6 6 18" />);
/** Four corners: open in full screen (an SVG, as the ⛶ character is missing from many phones' fonts). */
export const ExpandIcon = /* @__PURE__ */ icon(<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />);
export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
/** Share and tree draw the same figure: three nodes (circles of radius 2.5 at `nodes`) joined by the lines `links`. */
function linkedNodes(nodes: ReadonlyArray<readonly [cx: number, cy: number]>, links: string) {
  return (
    <>
      {nodes.map(([cx, cy]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r="2.5" />
      ))}
      <path d={links} />
    </>
  );
}
export const ShareIcon = /* @__PURE__ */ icon(
  /* @__PURE__ */ linkedNodes(
    [
      [18, 5.5],
      [6, 12],
      [18, 18.5],
    ],
    'm8.2 10.8 7.6-4M8.2 13.2l7.6 4',
  ),
);
export const TreeIcon = /* @__PURE__ */ icon(
  /* @__PURE__ */ linkedNodes(
    [
      [12, 5],
      [5.5, 18],
      [18.5, 18],
    ],
    'M12 7.5V12M12 12l-6 3.6M12 12l6 3.6',
  ),
);
export const ChevronIcon = /* @__PURE__ */ icon(<path d="m9 6 6 6-6 6" />);
export const FailureIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
);
export const WalletIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="6" width="18" height="13" rx="2.5" />
    <path d="M16 12.5h.01M3 9.5h18" />
  </>,
);
export const BotIcon = /* @__PURE__ */ icon(<path d="m21 4-18 7 6.5 2.5L12 20l3-5 6-11ZM9.5 13.5 21 4" />);
