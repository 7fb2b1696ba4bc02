import { deflateSync } from 'node:zlib';

/** A minimal PNG encoder (8-bit RGBA, no interlace) on node:zlib, for generated logos. */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(4 + body.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The file around scanlines already filtered (`raw`, each row led by its filter byte): a header declaring width × height
 * pixels of 8-bit colour type 2 (RGB) or 6 (RGBA), the deflated data, the end. Nothing checks that they agree —
 * encodePng does; tests use this to build small files and files that lie about their size.
 */
export function pngFile(width: number, height: number, colourType: 2 | 6, raw: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]);
}

/** `rgba` holds width × height × 4 bytes, row by row. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) throw new Error('bad PNG size');
  if (rgba.length !== width * height * 4) throw new Error('PNG pixel buffer has the wrong length');
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return pngFile(width, height, 6, raw);
}

export type Rgba = readonly [number, number, number, number];

/**
 * Paints a picture from a function of the pixel centre (coordinates in 0..1), 4× supersampled so
 * that edges come out smooth.
 */
export function renderPng(width: number, height: number, paint: (x: number, y: number) => Rgba): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  const offsets = [0.25, 0.75];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (const oy of offsets) {
        for (const ox of offsets) {
          const [pr, pg, pb, pa] = paint((x + ox) / width, (y + oy) / height);
          r += pr * pa;
          g += pg * pa;
          b += pb * pa;
          a += pa;
        }
      }
      const i = (y * width + x) * 4;
      // Colours are averaged weighted by alpha so that transparent samples do not darken the edges.
      rgba[i] = a ? Math.round(r / a) : 0;
      rgba[i + 1] = a ? Math.round(g / a) : 0;
      rgba[i + 2] = a ? Math.round(b / a) : 0;
      rgba[i + 3] = Math.round(a / 4);
    }
  }
  return encodePng(width, height, rgba);
}
