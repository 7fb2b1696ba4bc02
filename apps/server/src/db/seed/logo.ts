import { renderPng, type Rgba } from '../../lib/png';

/** Showcase logos: a coloured rounded square with a white shape, as a real PNG. */
export type LogoShape = 'bag' | 'star' | 'ring' | 'house';

type Point = readonly [number, number];

function insidePolygon(x: number, y: number, points: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const STAR: Point[] = Array.from({ length: 10 }, (_, i) => {
  const radius = i % 2 === 0 ? 0.3 : 0.13;
  const angle = -Math.PI / 2 + (i * Math.PI) / 5;
  return [0.5 + radius * Math.cos(angle), 0.52 + radius * Math.sin(angle)] as const;
});
const ROOF: Point[] = [
  [0.5, 0.22],
  [0.8, 0.48],
  [0.2, 0.48],
];

const SHAPES: Record<LogoShape, (x: number, y: number) => boolean> = {
  bag: (x, y) => {
    const body = x >= 0.28 && x <= 0.72 && y >= 0.4 && y <= 0.78;
    const d = Math.hypot(x - 0.5, y - 0.4);
    const handle = y <= 0.4 && d >= 0.1 && d <= 0.15;
    return body || handle;
  },
  star: (x, y) => insidePolygon(x, y, STAR),
  ring: (x, y) => {
    const d = Math.hypot(x - 0.5, y - 0.5);
    return (d >= 0.2 && d <= 0.28) || d <= 0.08;
  },
  house: (x, y) => insidePolygon(x, y, ROOF) || (x >= 0.28 && x <= 0.72 && y >= 0.47 && y <= 0.78 && !(x >= 0.44 && x <= 0.56 && y >= 0.6)),
};

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const dx = Math.max(Math.abs(x - 0.5) - (0.5 - radius), 0);
  const dy = Math.max(Math.abs(y - 0.5) - (0.5 - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

export function logoPng(color: string, shape: LogoShape, size = 192): Buffer {
  const [r, g, b] = rgb(color);
  const white: Rgba = [255, 255, 255, 255];
  const fill: Rgba = [r, g, b, 255];
  const clear: Rgba = [0, 0, 0, 0];
  const inShape = SHAPES[shape];
  return renderPng(size, size, (x, y) => (!insideRoundedSquare(x, y, 0.18) ? clear : inShape(x, y) ? white : fill));
}
