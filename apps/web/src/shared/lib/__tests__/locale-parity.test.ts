import { describe, expect, it } from 'vitest';

/** Every locales folder (the app's, each feature's, each app area's and each shared module's) has the same ids in ru-RU, en-US and ar-AR. */
const files = import.meta.glob<Record<string, string>>(
  ['../../../locales/*.json', '../../../features/*/locales/*.json', '../../../app/*/locales/*.json', '../../*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

const folders = new Map<string, Record<string, Record<string, string>>>();
for (const [file, messages] of Object.entries(files)) {
  const [, folder = '', locale = ''] = /^(.*)\/([A-Za-z-]+)\.json$/.exec(file) ?? [];
  folders.set(folder, { ...folders.get(folder), [locale]: messages });
}

describe.each([...folders.entries()])('locales in %s', (_folder, byLocale) => {
  it('exist for ru-RU, en-US and ar-AR with the same ids and no empty text', () => {
    expect(Object.keys(byLocale).sort()).toEqual(['ar-AR', 'en-US', 'ru-RU']);
    const ids = Object.keys(byLocale['ru-RU']!).sort();
    for (const locale of ['en-US', 'ar-AR']) expect(Object.keys(byLocale[locale]!).sort()).toEqual(ids);
    for (const messages of Object.values(byLocale)) for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});
