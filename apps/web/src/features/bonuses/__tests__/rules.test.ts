import { describe, expect, it } from 'vitest';
import { checkAmount, checkDetails, formatCardInput, isCredit, parseBonusAmount, sourceShowcase } from '../rules';

describe('bonus rules', () => {
  it('credits from 0 up, shows the showcase only on a credit that has one', () => {
    expect(isCredit(0)).toBe(true);
    expect(isCredit(-0.01)).toBe(false);
    expect(sourceShowcase(5, 'Сарафан Маркет')).toBe('Сарафан Маркет');
    expect(sourceShowcase(-5, 'Сарафан Маркет')).toBeNull();
    expect(sourceShowcase(5, ' ')).toBeNull();
    expect(sourceShowcase(5, null)).toBeNull();
  });

  it('parses amounts with a comma or a dot and two decimals at most', () => {
    expect(parseBonusAmount('1 234,5')).toBe(1234.5);
    expect(parseBonusAmount('500.25')).toBe(500.25);
    expect(parseBonusAmount('5.255')).toBeNull();
    expect(parseBonusAmount('-5')).toBeNull();
    expect(parseBonusAmount('abc')).toBeNull();
    expect(checkAmount('', { minimum: 500, available: 900 })).toBe('required');
    expect(checkAmount('0', { minimum: 0.01, available: 900 })).toBe('format');
    expect(checkAmount('499.99', { minimum: 500, available: 900 })).toBe('belowMinimum');
    expect(checkAmount('900,01', { minimum: 500, available: 900 })).toBe('aboveAvailable');
    expect(checkAmount('900', { minimum: 500, available: 900 })).toBeNull();
  });

  it('checks card numbers with Luhn and SBP phones by format', () => {
    expect(checkDetails('card', '4111 1111 1111 1111')).toBeNull();
    expect(checkDetails('card', '2200 7001 2345 6781')).toBeNull();
    expect(checkDetails('card', '4111 1111 1111 1112')).toBe('cardInvalid');
    expect(checkDetails('card', '4111')).toBe('cardInvalid');
    expect(checkDetails('sbp', '+7 (912) 345-67-89')).toBeNull();
    expect(checkDetails('sbp', '89123456789')).toBeNull();
    expect(checkDetails('sbp', '+1 912 345 67 89')).toBe('phoneInvalid');
    expect(formatCardInput('4111-1111 11111111x')).toBe('4111 1111 1111 1111');
  });
});
