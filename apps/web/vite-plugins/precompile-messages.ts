import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Every locale file of the app: src/locales, each feature's and each shared module's own (…/locales/<locale>.json). */
export const LOCALE_FILE = /[\\/]src[\\/](?:[a-z0-9-]+[\\/])*locales[\\/][A-Za-z-]+\.json$/;
const PREFIX = '\0storefront-messages:';

/** Text without ICU syntax: no argument, tag or quote, so it formats to itself (the same test as in shared/lib/intl.tsx). */
export const isPlainText = (text: string): boolean => !/[{}<']/.test(text);

/**
 * Ships locale messages as precompiled ICU ASTs, so the browser bundle can drop the ICU parser
 * (about 8 KB gzip of the entry). Tests keep the plain strings and the real parser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'storefront:precompile-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // The virtual id must not end in .json, or the built-in JSON plugin would parse our output again.
      return resolved && LOCALE_FILE.test(resolved.id) ? PREFIX + resolved.id.replace(/\.json$/, '') : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      // Plain text (most messages) ships as the string itself, which the formatter (shared/lib/intl.tsx) reads as one
      // literal; only a message with ICU syntax ships as its AST.
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, isPlainText(text) ? text : parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
