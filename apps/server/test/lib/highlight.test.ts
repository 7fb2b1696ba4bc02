import { describe, expect, it } from 'vitest';
import { segmentsBySimilarity, segmentsFromMarkers, similarity } from '../../src/lib/highlight';

describe('search highlighting', () => {
  it('splits a ts_headline result into matched segments', () => {
    expect(segmentsFromMarkers('Кроссовки \u0001беговые\u0002 Nova', '\u0001', '\u0002')).toEqual([
      { text: 'Кроссовки ', match: false },
      { text: 'беговые', match: true },
      { text: ' Nova', match: false },
    ]);
  });

  it('keeps text intact when markers are unbalanced', () => {
    expect(segmentsFromMarkers('a \u0001b', '\u0001', '\u0002')).toEqual([{ text: 'a b', match: false }]);
    expect(segmentsFromMarkers('plain', '\u0001', '\u0002')).toEqual([{ text: 'plain', match: false }]);
  });

  it('marks misspelt words by trigram similarity', () => {
    expect(similarity('кросовки', 'Кроссовки')).toBeGreaterThan(0.5);
    expect(segmentsBySimilarity('Кроссовки беговые', 'кросовки')).toEqual([
      { text: 'Кроссовки', match: true },
      { text: ' беговые', match: false },
    ]);
  });
});
