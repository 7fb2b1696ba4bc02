/**
 * Request bodies (DESIGN §5). JSON is the only body outside the upload routes, and the calls take little:
 * 64 KB by default (Fastify's bodyLimit, 413 beyond it). Routes that take more say so themselves: the
 * /api/tg methods through their `bodyLimit` (dispatch), multipart uploads through their file limits, the bot
 * webhook through its route option.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Nesting of arrays/objects no call needs more than a few levels of; a deeper body is refused before parsing. */
export const JSON_MAX_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text nests arrays/objects deeper than maxDepth. One pass over the bytes, skipping
 * strings; the bytes of multi-byte UTF-8 characters are all ≥ 0x80, so they never look like brackets.
 */
export function jsonNestedDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) {
      inString = true;
    } else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
