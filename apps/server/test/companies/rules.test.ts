import {
  COMPANY_PROBLEM_TEXT_RU,
  companyProblems,
  isValidAccount,
  isValidInn,
  isValidOgrn,
  normaliseNumber,
} from '@storefront/contract/company-rules';
import { describe, expect, it } from 'vitest';

describe('ИНН', () => {
  it('accepts real numbers with correct control digits', () => {
    expect(isValidInn('7707083893')).toBe(true); // ПАО Сбербанк
    expect(isValidInn('7736207543')).toBe(true); // ООО «Яндекс»
    expect(isValidInn('500100732259')).toBe(true); // a person's 12-digit ИНН
  });

  it('refuses a changed control digit, any other changed digit, wrong lengths and non-digits', () => {
    // The 12-digit ones: the 12th, then the 11th digit changed.
    const wrong = ['7707083894', '7707083993', '500100732258', '500100732269', '77070838930', '770708389', '77070838a3', ''];
    for (const inn of wrong) expect(isValidInn(inn), inn).toBe(false);
  });
});

describe('ОГРН and ОГРНИП', () => {
  it('accepts 13-digit ОГРН (mod 11) and 15-digit ОГРНИП (mod 13)', () => {
    expect(isValidOgrn('1027700132195')).toBe(true); // ПАО Сбербанк
    expect(isValidOgrn('1027700229193')).toBe(true); // ООО «Яндекс»
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(isValidOgrn('315774600000016')).toBe(true);
  });

  it('refuses wrong control digits and lengths', () => {
    for (const ogrn of ['1027700132194', '1027700132295', '304500116000158', '315774600000014', '10277001321', '30450011600015']) {
      expect(isValidOgrn(ogrn), ogrn).toBe(false);
    }
  });
});

describe('БИК and расчётный счёт', () => {
  it('accepts an account whose control key matches the bank (weights 7,1,3 over БИК tail + account)', () => {
    expect(isValidAccount('044525225', '40702810938000000001')).toBe(true);
    expect(isValidAccount('044525999', '40802810500000012345')).toBe(true);
    // A cash settlement centre (БИК ending in 000): "0" and the 5th–6th digits of the БИК take the tail's place.
    expect(isValidAccount('044525000', '40102810545370000003')).toBe(true);
  });

  it('refuses any changed digit, the right account at another bank, and wrong lengths', () => {
    const wrong: Array<[string, string]> = [
      ['044525225', '40702810938000000002'],
      ['044525225', '40702810838000000001'],
      ['044525974', '40702810938000000001'],
      ['044525999', '40802810400000012345'],
      ['04452522', '40702810938000000001'],
      ['044525225', '4070281093800000000'],
    ];
    for (const [bik, account] of wrong) expect(isValidAccount(bik, account), `${bik} ${account}`).toBe(false);
  });
});

describe('company forms', () => {
  const ooo = {
    form: 'ooo' as const,
    name: 'ПАО Сбербанк',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    bik: '044525225',
    account: '40702810938000000001',
  };
  const ip = { form: 'ip' as const, name: 'ИП Петров П. П.', inn: '500100732259', ogrn: '304500116000157' };

  it('accepts a complete ООО, ИП and самозанятый', () => {
    expect(companyProblems(ooo)).toEqual({});
    expect(companyProblems(ip)).toEqual({});
    expect(companyProblems({ form: 'self_employed', name: 'Петров Пётр', inn: '500100732259' })).toEqual({});
  });

  it('asks each form for its own identifiers', () => {
    expect(companyProblems({ ...ooo, kpp: '', ogrn: '' })).toEqual({ kpp: 'required', ogrn: 'required' });
    expect(companyProblems({ ...ooo, inn: '500100732259' })).toEqual({ inn: 'innFormat10' });
    expect(companyProblems({ ...ooo, ogrn: '304500116000157' })).toEqual({ ogrn: 'ogrnFormat' });
    expect(companyProblems({ ...ip, inn: '7707083893' })).toEqual({ inn: 'innFormat12' });
    expect(companyProblems({ ...ip, ogrn: '1027700132195' })).toEqual({ ogrn: 'ogrnipFormat' });
    expect(companyProblems({ ...ip, ogrn: '' })).toEqual({ ogrn: 'required' });
    // A самозанятый has no ОГРН and КПП: whatever is typed there is ignored.
    expect(companyProblems({ form: 'self_employed', name: 'Петров', inn: '7707083893', kpp: 'x', ogrn: '1' })).toEqual({ inn: 'innFormat12' });
  });

  it('reports checksums, formats and the bank pair', () => {
    expect(companyProblems({ ...ooo, inn: '7707083894', ogrn: '1027700132194' })).toEqual({ inn: 'innChecksum', ogrn: 'ogrnChecksum' });
    expect(companyProblems({ ...ooo, kpp: '7736010' })).toEqual({ kpp: 'kppFormat' });
    expect(companyProblems({ ...ooo, kpp: '7736AB001' })).toEqual({});
    expect(companyProblems({ ...ooo, account: '40702810938000000002' })).toEqual({ account: 'accountKey' });
    expect(companyProblems({ ...ooo, account: '' })).toEqual({ account: 'bankPair' });
    expect(companyProblems({ ...ooo, bik: '04452522' })).toEqual({ bik: 'bikFormat' });
    expect(companyProblems({ ...ooo, account: '407028109380000000' })).toEqual({ account: 'accountFormat' });
    expect(companyProblems({ ...ooo, bik: '', account: '' })).toEqual({});
    expect(companyProblems({ ...ooo, name: ' ' })).toEqual({ name: 'required' });
  });

  it('ignores the spaces and dashes people type into numbers', () => {
    expect(normaliseNumber(' 7707 083-893 ')).toBe('7707083893');
    expect(companyProblems({ ...ooo, inn: '7707 083 893', account: '40702 810 9 3800 0000001' })).toEqual({});
  });

  it('has a Russian text for every problem', () => {
    for (const text of Object.values(COMPANY_PROBLEM_TEXT_RU)) expect(text).toMatch(/[а-яё]/i);
    expect(COMPANY_PROBLEM_TEXT_RU.innChecksum).toBe('ИНН введён с ошибкой: не сходятся контрольные цифры');
  });
});
