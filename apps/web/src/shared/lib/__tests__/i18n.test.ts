import { createIntl } from '../intl';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar-AR.json';
import en from '../../../locales/en-US.json';
import ru from '../../../locales/ru-RU.json';
import { applyDocumentLocale } from '../i18n';

const format = (locale: string, messages: Record<string, string>, id: string, count: number) =>
  createIntl({ locale, messages }).formatMessage({ id }, { count });

describe('locales', () => {
  it('have the same message ids in every locale', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(ru).sort());
  });

  it('carry the spec texts verbatim in Russian', () => {
    expect(ru['error.fallback.lead']).toBe('Что-то пошло не так, но мы уже знаем о проблеме:');
    expect(ru['error.fallback.retry']).toBe('Попробуйте ещё раз или перезагрузите страницу...');
    expect(ru['confirm.cancel']).toBe('Продолжить покупки');
    expect(ru['confirm.accept']).toBe('Удалить');
    expect(ru['header.wowTitle']).toBe('Моя сарафанная Сеть');
  });
});

describe('Russian plurals (one / few / many / other)', () => {
  it.each([
    [1, '1 товар'],
    [2, '2 товара'],
    [4, '4 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [21, '21 товар'],
    [22, '22 товара'],
    [1.5, '1,5 товара'],
  ])('%s → %s', (count, text) => {
    expect(format('ru-RU', ru, 'count.items', count)).toBe(text);
  });

  it('declines days and bonuses too', () => {
    expect(format('ru-RU', ru, 'count.days', 3)).toBe('3 дня');
    expect(format('ru-RU', ru, 'count.bonuses', 25)).toBe('25 бонусов');
  });
});

describe('English and Arabic counted phrases', () => {
  it('English has zero-review, one and other', () => {
    expect(format('en-US', en, 'count.reviews', 0)).toBe('No reviews');
    expect(format('en-US', en, 'count.reviews', 1)).toBe('1 review');
    expect(format('en-US', en, 'count.reviews', 7)).toBe('7 reviews');
  });

  it('Arabic keeps English text for counted phrases', () => {
    expect(format('ar-AR', ar, 'count.items', 3)).toMatch(/items$/);
    expect(ar['nav.home']).toBe('بيت');
    expect(ar['nav.product']).toBe('منتج');
  });
});

describe('document direction', () => {
  it('sets dir="rtl" only for ar-AR, lang always', () => {
    const root = document.createElement('html');
    applyDocumentLocale('ar-AR', root);
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar-AR');
    applyDocumentLocale('ru-RU', root);
    expect(root).not.toHaveAttribute('dir');
    expect(root).toHaveAttribute('lang', 'ru-RU');
  });
});
