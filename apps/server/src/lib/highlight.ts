/** Cuts a text into matched / unmatched segments, for rendering <mark> on the client without HTML. */
export interface Segment {
  text: string;
  match: boolean;
}

/** Splits a ts_headline result whose matches are wrapped in start/end markers. */
export function segmentsFromMarkers(text: string, start: string, end: string): Segment[] {
  const out: Segment[] = [];
  let rest = text;
  while (rest.length) {
    const s = rest.indexOf(start);
    if (s < 0) break;
    const e = rest.indexOf(end, s + start.length);
    if (e < 0) break;
    if (s > 0) out.push({ text: rest.slice(0, s), match: false });
    out.push({ text: rest.slice(s + start.length, e), match: true });
    rest = rest.slice(e + end.length);
  }
  if (rest.length) out.push({ text: rest.split(start).join('').split(end).join(''), match: false });
  return merge(out);
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let common = 0;
  for (const t of ta) if (tb.has(t)) common++;
  return common / (ta.size + tb.size - common || 1);
}

/** Marks the words of a text that look like a (possibly misspelt) word of the query. */
export function segmentsBySimilarity(text: string, query: string, threshold = 0.4): Segment[] {
  const queryWords = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  return merge(
    parts
      .filter((p) => p.length)
      .map((p) => ({
        text: p,
        match: /[\p{L}\p{N}]/u.test(p) && queryWords.some((w) => similarity(w, p) >= threshold),
      })),
  );
}

function merge(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (last && last.match === s.match) last.text += s.text;
    else out.push({ ...s });
  }
  return out;
}
