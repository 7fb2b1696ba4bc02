import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, FormattedMessage, IntlProvider, useIntl } from '../intl';

const messages = {
  count: '{count, plural, =0 {пусто} one {# товар} few {# товара} many {# товаров} other {# товара}}',
  ar: '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  offset: '{n, plural, offset:1 =0 {никто} =1 {вы} one {вы и # друг} other {вы и # друзей}}',
  ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  amount: 'Итого {amount, number}',
  percent: '{share, number, ::percent}',
  select: '{kind, select, seller {Продавец} other {Покупатель}}',
  name: 'Привет, {name}!',
  rich: 'Доставка в <b>{city}</b>',
  city: 'Доставка в {city}',
  day: '{d, date, long}',
};

describe('intl (the app’s ICU formatting)', () => {
  it('formats plurals with exact matches, #, the locale’s rules and an offset', () => {
    const ru = createIntl({ locale: 'ru-RU', messages });
    expect(ru.formatMessage({ id: 'count' }, { count: 0 })).toBe('пусто');
    expect(ru.formatMessage({ id: 'count' }, { count: 1 })).toBe('1 товар');
    expect(ru.formatMessage({ id: 'count' }, { count: 3 })).toBe('3 товара');
    expect(ru.formatMessage({ id: 'count' }, { count: 1234 })).toBe('1\u00a0234 товара');
    expect(ru.formatMessage({ id: 'count' }, { count: 25 })).toBe('25 товаров');
    expect(ru.formatMessage({ id: 'offset' }, { n: 1 })).toBe('вы');
    expect(ru.formatMessage({ id: 'offset' }, { n: 2 })).toBe('вы и 1 друг');
    expect(ru.formatMessage({ id: 'offset' }, { n: 6 })).toBe('вы и 5 друзей');
    const ar = createIntl({ locale: 'ar-AR', messages });
    expect(ar.formatMessage({ id: 'ar' }, { count: 0 })).toBe('لا منتجات');
    expect(ar.formatMessage({ id: 'ar' }, { count: 2 })).toBe('منتجان');
    expect(ar.formatMessage({ id: 'ar' }, { count: 11 })).toBe('11 منتجًا');
    const en = createIntl({ locale: 'en-US', messages });
    expect(en.formatMessage({ id: 'ordinal' }, { n: 22 })).toBe('22nd');
  });

  it('formats numbers, dates, select and arguments; an unknown id is shown as is', () => {
    const ru = createIntl({ locale: 'ru-RU', messages });
    expect(ru.formatMessage({ id: 'amount' }, { amount: 5045.75 })).toBe('Итого 5\u00a0045,75');
    expect(ru.formatMessage({ id: 'percent' }, { share: 0.4 })).toBe('40\u00a0%');
    expect(ru.formatMessage({ id: 'select' }, { kind: 'seller' })).toBe('Продавец');
    expect(ru.formatMessage({ id: 'select' }, { kind: 'x' })).toBe('Покупатель');
    expect(ru.formatMessage({ id: 'name' }, { name: 'Иван' })).toBe('Привет, Иван!');
    expect(ru.formatMessage({ id: 'day' }, { d: new Date(2025, 2, 5) })).toBe('5 марта 2025 г.');
    expect(ru.formatMessage({ id: 'nope' })).toBe('nope');
    expect(ru.formatNumber(1234.5)).toBe('1\u00a0234,5');
    expect(ru.formatDate(new Date(2025, 2, 5), { dateStyle: 'medium' })).toBe('5 мар. 2025 г.');
  });

  it('takes precompiled messages (what the build ships) like plain ones', () => {
    const ru = createIntl({ locale: 'ru-RU', messages: { count: parse(messages.count) } });
    expect(ru.formatMessage({ id: 'count' }, { count: 5 })).toBe('5 товаров');
  });

  it('renders rich values and tags as React children', () => {
    function City() {
      const intl = useIntl();
      return <p data-testid="rich">{intl.formatMessage({ id: 'rich' }, { city: 'Казань', b: (chunks) => <strong>{chunks}</strong> })}</p>;
    }
    render(
      <IntlProvider locale="ru-RU" messages={messages}>
        <City />
        <FormattedMessage id="city" values={{ city: <bdi>Москва</bdi> }} />
      </IntlProvider>,
    );
    expect(screen.getByTestId('rich')).toHaveTextContent('Доставка в Казань');
    expect(screen.getByText('Казань').tagName).toBe('STRONG');
    expect(screen.getByText('Москва').tagName).toBe('BDI');
  });
});
