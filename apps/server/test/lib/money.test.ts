import { describe, expect, it } from 'vitest';
import { formatBonusCount, formatMoney, fromKopecks } from '../../src/lib/money';

describe('money formatting', () => {
  it('formats kopecks with two decimals in each locale (Western digits in Arabic), formatters kept per locale', () => {
    // The formatters are cached per locale: alternating locales must not leak one's format into the other.
    for (let i = 0; i < 2; i++) {
      expect(formatMoney(239340)).toBe('2\u00a0393,40');
      expect(formatMoney(239340, 'en-US')).toBe('2,393.40');
      expect(formatMoney(239340, 'ar-AR')).toBe('2,393.40');
      expect(formatMoney(-5)).toBe('-0,05');
    }
  });

  it('names bonuses by the plural rules of the locale, a fraction as "other"', () => {
    expect(formatBonusCount(100)).toBe('1 бонус');
    expect(formatBonusCount(300)).toBe('3 бонуса');
    expect(formatBonusCount(500)).toBe('5 бонусов');
    expect(formatBonusCount(7475)).toBe('74,75 бонуса');
    expect(formatBonusCount(100, 'en-US')).toBe('1 bonus');
    expect(formatBonusCount(250, 'en-US')).toBe('2.50 bonuses');
    expect(formatBonusCount(-500)).toBe('5 бонусов');
    expect(formatBonusCount(300, 'ar-AR')).toBe('3 مكافآت');
  });

  it('reads kopecks as roubles', () => {
    expect(fromKopecks(12345)).toBe(123.45);
    expect(fromKopecks(null)).toBe(0);
  });
});
