import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlainText, LOCALE_FILE } from '../../../vite-plugins/precompile-messages';

const SRC = path.resolve(import.meta.dirname, '../..');

/** Every JSON file in a `locales` folder under src. */
function localeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : localeFiles(full);
    return path.basename(dir) === 'locales' && entry.name.endsWith('.json') ? [full] : [];
  });
}

describe('precompiled messages', () => {
  // The browser build has no ICU parser: a locale file the plugin missed would ship strings that fail at run time.
  it('takes every locale file of the app, shared modules included', () => {
    const files = localeFiles(SRC);
    expect(files.length).toBeGreaterThan(30);
    expect(files.some((f) => f.includes(`${path.sep}shared${path.sep}`))).toBe(true);
    expect(files.filter((f) => !LOCALE_FILE.test(f))).toEqual([]);
    expect(LOCALE_FILE.test(path.join(SRC, 'features', 'cart', 'cart.json'))).toBe(false);
  });

  it('ships text without ICU syntax as itself', () => {
    expect(isPlainText('Заявки на вывод')).toBe(true);
    expect(isPlainText('{count, plural, one {# бонус} other {# бонусов}}')).toBe(false);
    expect(isPlainText('Доставка в <b>городе</b>')).toBe(false);
  });
});
