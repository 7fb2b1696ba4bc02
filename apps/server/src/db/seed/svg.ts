/** The demo's pictures, drawn as SVG: valid, self-contained, no scripts, no external references. pictures.ts stores them. */

export type IconName =
  | 'phone'
  | 'laptop'
  | 'headphones'
  | 'watch'
  | 'pan'
  | 'textile'
  | 'lamp'
  | 'plant'
  | 'shirt'
  | 'dress'
  | 'shoe'
  | 'bag'
  | 'dumbbell'
  | 'bicycle'
  | 'tent'
  | 'wave'
  | 'jar'
  | 'bottle'
  | 'perfume';

export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const W = '#fff';
const ICONS: Record<IconName, (accent: string) => string> = {
  phone: () =>
    `<rect x="110" y="45" width="80" height="145" rx="14" fill="none" stroke="${W}" stroke-width="8"/><circle cx="150" cy="172" r="6" fill="${W}"/>`,
  laptop: (a) =>
    `<rect x="90" y="65" width="120" height="85" rx="6" fill="${W}"/><rect x="100" y="75" width="100" height="65" fill="${a}" opacity=".4"/><path d="M70 158h160l-12 18H82z" fill="${W}"/>`,
  headphones: () =>
    `<path d="M95 150v-30a55 55 0 0 1 110 0v30" fill="none" stroke="${W}" stroke-width="10"/><rect x="80" y="138" width="30" height="50" rx="10" fill="${W}"/><rect x="190" y="138" width="30" height="50" rx="10" fill="${W}"/>`,
  watch: (a) =>
    `<rect x="130" y="40" width="40" height="160" rx="10" fill="${W}" opacity=".55"/><rect x="108" y="78" width="84" height="84" rx="22" fill="${W}"/><path d="M150 98v24l14 10" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  pan: (a) =>
    `<circle cx="130" cy="125" r="52" fill="${W}"/><circle cx="130" cy="125" r="38" fill="${a}" opacity=".35"/><rect x="178" y="117" width="76" height="16" rx="8" fill="${W}"/>`,
  textile: () =>
    `<rect x="85" y="70" width="130" height="32" rx="8" fill="${W}"/><rect x="80" y="107" width="140" height="32" rx="8" fill="${W}" opacity=".8"/><rect x="75" y="144" width="150" height="32" rx="8" fill="${W}" opacity=".6"/>`,
  lamp: () =>
    `<path d="M115 58h70l25 62H90z" fill="${W}"/><rect x="146" y="120" width="8" height="60" fill="${W}"/><rect x="112" y="178" width="76" height="12" rx="6" fill="${W}"/>`,
  plant: () =>
    `<path d="M115 140h70l-10 50h-50z" fill="${W}"/><path d="M150 140c0-40-30-62-52-62 0 32 22 57 52 62zm0 0c0-46 26-72 57-72 0 36-23 66-57 72z" fill="${W}" opacity=".8"/>`,
  shirt: () => `<path d="M112 55l-47 30 18 32 20-10v85h94v-85l20 10 18-32-47-30c-5 15-20 22-38 22s-33-7-38-22z" fill="${W}"/>`,
  dress: () => `<path d="M130 48h40l-5 42 42 102H93l42-102z" fill="${W}"/>`,
  shoe: () => `<path d="M68 175v-55l42 10 30 20 62 10c20 3 30 12 30 25v5H68z" fill="${W}"/>`,
  bag: () =>
    `<rect x="90" y="95" width="120" height="95" rx="12" fill="${W}"/><path d="M120 95V80a30 30 0 0 1 60 0v15" fill="none" stroke="${W}" stroke-width="10"/>`,
  dumbbell: () =>
    `<rect x="95" y="116" width="110" height="14" fill="${W}"/><rect x="70" y="88" width="24" height="70" rx="6" fill="${W}"/><rect x="206" y="88" width="24" height="70" rx="6" fill="${W}"/><rect x="50" y="100" width="20" height="46" rx="5" fill="${W}"/><rect x="230" y="100" width="20" height="46" rx="5" fill="${W}"/>`,
  bicycle: () =>
    `<g fill="none" stroke="${W}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"><circle cx="92" cy="150" r="36"/><circle cx="208" cy="150" r="36"/><path d="M92 150l38-58h52l26 58M130 92l22 58H92M152 150l30-58"/></g>`,
  tent: (a) => `<path d="M150 52L58 190h184z" fill="${W}"/><path d="M150 110l-30 80h60z" fill="${a}" opacity=".5"/>`,
  wave: () =>
    `<path d="M50 125q25-25 50 0t50 0 50 0 50 0M50 165q25-25 50 0t50 0 50 0 50 0" fill="none" stroke="${W}" stroke-width="10" stroke-linecap="round"/><circle cx="205" cy="75" r="18" fill="${W}"/>`,
  jar: () =>
    `<rect x="95" y="100" width="110" height="88" rx="16" fill="${W}"/><rect x="105" y="74" width="90" height="30" rx="8" fill="${W}" opacity=".7"/>`,
  bottle: () =>
    `<rect x="135" y="44" width="30" height="32" rx="4" fill="${W}" opacity=".7"/><rect x="110" y="75" width="80" height="115" rx="18" fill="${W}"/>`,
  perfume: (a) =>
    `<rect x="135" y="50" width="30" height="28" rx="4" fill="${W}" opacity=".7"/><rect x="100" y="85" width="100" height="105" rx="30" fill="${W}"/><circle cx="150" cy="137" r="22" fill="${a}" opacity=".35"/>`,
};

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mixColor(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

function fitFont(text: string, width: number, max: number): number {
  return Math.max(11, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.58))));
}

function label(text: string, y: number, max: number, weight = 700): string {
  return `<text x="150" y="${y}" fill="${W}" font-family="Arial, Helvetica, sans-serif" font-size="${fitFont(text, 270, max)}" font-weight="${weight}" text-anchor="middle">${escapeXml(text)}</text>`;
}

export interface ProductPicture {
  title: string;
  subtitle: string;
  brand: string;
  icon: IconName;
  gradient: readonly [string, string];
  /** Picture number 1..3: each one is framed a little differently. */
  n: number;
  /** 300 for the small picture, 900 for the big one. */
  size: 300 | 900;
}

export function productSvg(p: ProductPicture): string {
  const [from, to] = p.gradient;
  const direction = p.n === 2 ? 'x1="1" y1="0" x2="0" y2="1"' : p.n === 3 ? 'x1="0" y1="1" x2="1" y2="0"' : 'x1="0" y1="0" x2="1" y2="1"';
  const frame =
    p.n === 2
      ? `<circle cx="150" cy="120" r="92" fill="${W}" opacity=".12"/>`
      : p.n === 3
        ? `<rect x="40" y="25" width="220" height="190" rx="28" fill="${W}" opacity=".1"/>`
        : '';
  const iconTransform = p.n === 3 ? ' transform="translate(150 120) scale(.85) translate(-150 -120)"' : '';
  const brandLine = p.size === 900 ? label(p.brand, 22, 14, 400) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${p.size}" height="${p.size}" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(`${p.title} ${p.subtitle}`)}">` +
    `<defs><linearGradient id="g" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="300" height="300" fill="url(#g)"/>${frame}<g${iconTransform}>${ICONS[p.icon](from)}</g>` +
    `${brandLine}${label(p.title, 236, 24)}${label(p.subtitle, 266, 20, 400)}</svg>`
  );
}

export function brandSvg(name: string, color: string): string {
  const size = Math.max(12, Math.min(30, Math.floor(180 / (name.length * 0.6))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-label="${escapeXml(name)}">` +
    `<rect x="2" y="2" width="196" height="96" rx="18" fill="${color}"/><circle cx="26" cy="26" r="8" fill="${W}" opacity=".5"/>` +
    `<text x="100" y="${50 + size * 0.35}" fill="${W}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${escapeXml(name)}</text></svg>`
  );
}

/**
 * A 16:9 landing cover. Only the title is drawn, sized to fit the central 700 px so that any crop keeps it;
 * the description is shown as text beside the picture, never baked into it.
 */
export function bannerSvg(title: string, _subtitle: string, gradient: readonly [string, string]): string {
  const size = Math.max(24, Math.min(64, Math.floor(700 / (title.length * 0.6))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient[0]}"/><stop offset="1" stop-color="${gradient[1]}"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#g)"/><circle cx="1050" cy="120" r="220" fill="${W}" opacity=".1"/><circle cx="150" cy="640" r="180" fill="${W}" opacity=".08"/>` +
    `<text x="600" y="${350 + Math.round(size / 3)}" fill="${W}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${escapeXml(title)}</text></svg>`
  );
}
