import { describe, expect, it } from 'vitest';
import { checkPayoutChoice, formatCardInput, payoutTarget } from '../../../shared/bonuses/payout-rules';
import { checkAmount, isCredit, parseBonusAmount, sourceShowcase } from '../rules';

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

  it('checks card numbers with Luhn, SBP phones by format with a bank, YooMoney wallets by prefix', () => {
    const check = (method: 'card' | 'sbp' | 'yoomoney', details: string, bankId = '100000000111') => checkPayoutChoice({ method, details, bankId });
    expect(check('card', '4111 1111 1111 1111')).toEqual({});
    expect(check('card', '2200 7001 2345 6781')).toEqual({});
    expect(check('card', '4111 1111 1111 1112')).toEqual({ details: 'cardInvalid' });
    expect(check('card', '4111')).toEqual({ details: 'cardInvalid' });
    expect(check('sbp', '+7 (912) 345-67-89')).toEqual({});
    expect(check('sbp', '89123456789')).toEqual({});
    expect(check('sbp', '+1 912 345 67 89')).toEqual({ details: 'phoneInvalid' });
    expect(check('sbp', '+7 912 345 67 89', '')).toEqual({ bankId: 'bankRequired' });
    expect(check('yoomoney', '4100 1234 5678 9')).toEqual({});
    expect(check('yoomoney', '5100123456789')).toEqual({ details: 'walletInvalid' });
    expect(checkPayoutChoice({ destinationId: 3 })).toEqual({});
    expect(formatCardInput('4111-1111 11111111x')).toBe('4111 1111 1111 1111');
  });

  it('sends a saved destination by id and new details with the bank only for SBP', () => {
    expect(payoutTarget({ destinationId: 3 })).toEqual({ destinationId: 3 });
    expect(payoutTarget({ method: 'card', details: ' 4111 1111 1111 1111 ', bankId: '100000000111' })).toEqual({
      payoutMethod: 'card',
      details: '4111 1111 1111 1111',
    });
    expect(payoutTarget({ method: 'sbp', details: '+7 912 345 67 89', bankId: '100000000111' })).toEqual({
      payoutMethod: 'sbp',
      details: '+7 912 345 67 89',
      bankId: '100000000111',
    });
  });
});
