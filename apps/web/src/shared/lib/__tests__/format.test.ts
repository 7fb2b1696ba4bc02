import { describe, expect, it } from 'vitest';
import { formatAmount, formatCurrency, formatDate, formatLongDate, formatTime, formatWeekdayDayMonth, truncate } from '../format';

describe('truncate', () => {
  it('keeps text up to the default 50 characters', () => {
    const text = 'а'.repeat(50);
    expect(truncate(text)).toBe(text);
  });

  it('cuts longer text at 50 characters and marks the cut', () => {
    expect(truncate('б'.repeat(60))).toBe(`${'б'.repeat(50)}…`);
  });

  it('cuts a showcase name to 35 characters for the menu', () => {
    const name = 'Очень длинное название витрины сарафанной сети';
    expect(truncate(name, 35)).toBe('Очень длинное название витрины сара…');
  });

  it('does not leave a trailing space before the ellipsis', () => {
    expect(truncate('один два три', 5)).toBe('один…');
  });
});

describe('dates and times', () => {
  const date = new Date(2025, 2, 5, 9, 7);

  it('formats dd.mm.yyyy', () => {
    expect(formatDate(date)).toBe('05.03.2025');
  });

  it('formats HH:MM', () => {
    expect(formatTime(date)).toBe('09:07');
    expect(formatTime(new Date(2025, 0, 1, 23, 59))).toBe('23:59');
  });

  it('formats the Russian long-month form', () => {
    expect(formatLongDate(date, 'ru-RU')).toBe('5 марта 2025');
  });

  it('shows weekday, day and month in Russian', () => {
    expect(formatWeekdayDayMonth(date, 'ru-RU')).toBe('среда, 5 марта');
  });
});

describe('amounts', () => {
  it('formats roubles with the ₽ sign', () => {
    expect(formatCurrency(1234.5, 'ru-RU')).toBe('1\u00a0234,5\u00a0₽');
    expect(formatCurrency(1234.5, 'en-US')).toBe('₽1,234.5');
    expect(formatCurrency(1234.5, 'ar-AR')).toContain('₽');
  });

  it('shows "−" for an empty amount', () => {
    expect(formatCurrency(null, 'ru-RU')).toBe('−');
    expect(formatCurrency(undefined, 'ru-RU')).toBe('−');
    expect(formatAmount(Number.NaN, 'ru-RU')).toBe('−');
  });

  it('formats plain numbers by locale', () => {
    expect(formatAmount(1500, 'en-US')).toBe('1,500');
  });
});
