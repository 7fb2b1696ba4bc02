import { LOCALES } from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';
import { fieldMessage, fieldMessages, fieldText } from '../../src/lib/messages';

describe('field messages', () => {
  it('writes a catalogue entry in the locale asked for, naming order statuses in that language', () => {
    const text = fieldText('orderCannotMove', { from: 'awaiting_payment', to: 'assembling' });
    expect(fieldMessage('ru-RU', text)).toBe('Заказ в статусе «ожидает оплаты» нельзя перевести в «собирается»');
    expect(fieldMessage('en-US', text)).toBe('An order that is awaiting payment cannot become being assembled');
    expect(fieldMessage('ar-AR', text)).toBe('لا يمكن نقل الطلب من حالة «بانتظار الدفع» إلى «قيد التجهيز»');
    expect(fieldMessage('en-US', fieldText('claimAnswerTooLong', { max: 2000 }))).toBe('The answer must be at most 2000 characters');
  });

  it('passes texts already written through and writes only the catalogue entries', () => {
    expect(fieldMessages('en-US', { amount: 'готовый текст', bankId: fieldText('sbpBankMissing') })).toEqual({
      amount: 'готовый текст',
      bankId: 'Choose the recipient’s bank in the Faster Payments System',
    });
  });

  it('has every entry in every locale, with no placeholder left unfilled', () => {
    const keys = [
      'orderCannotMove',
      'shippedNotCancellable',
      'receiptBeforeDelivery',
      'orderNotAwaitingPayment',
      'confirmCashOnDeliveryOnly',
      'claimAnswerTooLong',
      'claimRejectionReason',
      'receiptContactMissing',
      'destinationNotFound',
      'sbpBankMissing',
      'payoutWithoutDestination',
    ] as const;
    for (const locale of LOCALES) {
      const texts = keys.map((key) => fieldMessage(locale, fieldText(key, { from: 'new', to: 'paid', max: 10 })));
      for (const [i, text] of texts.entries()) {
        expect(text.trim(), `${locale} ${keys[i]}`).not.toBe('');
        expect(text, `${locale} ${keys[i]}`).not.toMatch(/[{}]/);
      }
      if (locale !== 'ru-RU')
        expect(
          texts.filter((t) => /[А-Яа-яЁё]/.test(t)),
          locale,
        ).toEqual([]);
    }
  });
});
