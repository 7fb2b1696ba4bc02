import { describe, expect, it } from 'vitest';
import ar from '../locales/ar-AR.json';
import en from '../locales/en-US.json';
import ru from '../locales/ru-RU.json';

describe('share dialog locales', () => {
  it('have the same ids in ru-RU, en-US and ar-AR and no empty text', () => {
    const ids = Object.keys(ru).sort();
    expect(Object.keys(en).sort()).toEqual(ids);
    expect(Object.keys(ar).sort()).toEqual(ids);
    for (const messages of [ru, en, ar]) for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});
