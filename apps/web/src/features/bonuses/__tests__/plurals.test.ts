import { createIntl } from '../../../shared/lib/intl';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar-AR.json';
import en from '../locales/en-US.json';
import ru from '../locales/ru-RU.json';

const format = (locale: string, messages: Record<string, string>) => {
  const intl = createIntl({ locale, messages });
  return (id: keyof typeof ru, values: Record<string, string | number>) => intl.formatMessage({ id }, values);
};

describe('bonus amounts in words (ICU plurals, fractions included)', () => {
  it('agrees the noun with the amount in every locale', () => {
    const r = format('ru-RU', ru);
    expect(r('bonuses.transfer.done', { amount: '74,75', count: 74.75, name: 'Анна' })).toBe('Переведено 74,75 бонуса: Анна');
    expect(r('bonuses.transfer.done', { amount: '5', count: 5, name: 'Анна' })).toBe('Переведено 5 бонусов: Анна');
    const e = format('en-US', en);
    expect(e('bonuses.transfer.done', { amount: '1', count: 1, name: 'Ann' })).toBe('Transferred 1 bonus to Ann');
    expect(e('bonuses.transfer.done', { amount: '74.75', count: 74.75, name: 'Ann' })).toBe('Transferred 74.75 bonuses to Ann');
    expect(e('bonuses.withdraw.error.aboveAvailable', { available: '1', availableCount: 1 })).toBe('At most 1 bonus is available');
    const a = format('ar-AR', ar);
    expect(a('bonuses.transfer.done', { amount: '2', count: 2, name: 'آنا' })).toBe('تم تحويل 2 مكافأتان إلى آنا');
    expect(a('bonuses.withdraw.error.belowMinimum', { min: '5', minCount: 5 })).toBe('الحد الأدنى للسحب 5 مكافآت');
    expect(a('bonuses.withdraw.error.belowMinimum', { min: '500', minCount: 500 })).toBe('الحد الأدنى للسحب 500 مكافأة');
  });

  it('has no English left in the Arabic bonus messages that name amounts', () => {
    const a = format('ar-AR', ar);
    const values = { min: '3', minCount: 3, available: '3', availableCount: 3, amount: '3', count: 3, name: 'آنا', refCode: 'ANNA1' };
    for (const key of [
      'bonuses.withdraw.notEnough',
      'bonuses.withdraw.error.belowMinimum',
      'bonuses.transfer.done',
      'bonuses.transfer.confirm.text',
    ] as const)
      expect(a(key, values).replace('ANNA1', '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
