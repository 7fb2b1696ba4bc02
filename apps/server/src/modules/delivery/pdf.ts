import { CYR_TO_LAT } from '../../lib/fuzzy';

/**
 * A one-page PDF 1.4 of plain lines (Helvetica, Latin-1): the labels of the DEMO sandbox and of the seller's courier.
 * Cyrillic is transliterated, as carriers print it on Latin-only label printers.
 */

export function translit(text: string): string {
  return [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const t = CYR_TO_LAT[lower];
      if (t === undefined) return ch;
      return ch === lower ? t : t.charAt(0).toUpperCase() + t.slice(1);
    })
    .join('')
    .replace(/[^\x20-\x7e]/g, '?');
}

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export function simplePdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 40 ${800 - i * 22} Td (${escape(translit(line))}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
