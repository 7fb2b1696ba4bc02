import type { ConsentDocument } from '@storefront/contract/consent';
import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRoute } from '../../../test/fetch-mock';
import { NO_COURIER, renderSettingsPage, sellerSettings } from './settings-page';

const renderEdit = (extra: MockRoute[], over: Partial<SellerShowcaseSettings> = {}) =>
  renderSettingsPage([{ path: '/api/account/showcases/edit/', body: sellerSettings(over) }, NO_COURIER, ...extra]);

const doc = (over: Partial<ConsentDocument> & Pick<ConsentDocument, 'id' | 'kind'>): ConsentDocument => ({
  version: 1,
  title: 'Текст оператора',
  body: 'Текст оператора по умолчанию для этой цели обработки данных.',
  showcaseId: null,
  publishedAt: '2026-03-02T10:00:00.000Z',
  ...over,
});
const documents = [
  doc({ id: 1, kind: 'privacy', title: 'Политика обработки персональных данных' }),
  doc({ id: 2, kind: 'order', title: 'Согласие на обработку данных для заказа', body: 'Я даю согласие оператору на обработку имени и телефона.' }),
  doc({ id: 7, kind: 'marketing', version: 2, showcaseId: 3, title: 'Рассылки чайной лавки', publishedAt: '2026-04-15T09:00:00.000Z' }),
];
const DOCS = '/api/seller/showcases/3/consent-documents';

const card = () => screen.findByRole('region', { name: 'Согласия и политика конфиденциальности' });
const item = async (name: string) => within(await card()).findByRole('listitem', { name });

describe('consent documents of a showcase', () => {
  it('shows per kind the text in force: the operator’s default or the showcase’s own, with version and date', async () => {
    renderEdit([{ path: DOCS, body: { documents } }]);
    const privacy = await item('Политика конфиденциальности');
    expect(privacy).toHaveTextContent('Текст оператора по умолчанию, редакция 1 от 2 марта 2026');
    expect(within(privacy).getByText('Прочитать: «\u2068Политика обработки персональных данных\u2069»')).toBeInTheDocument();
    expect(within(privacy).getByRole('button', { name: 'Написать свой текст' })).toBeInTheDocument();
    const marketing = await item('Согласие на сообщения об акциях и скидках');
    expect(marketing).toHaveTextContent('Текст витрины, редакция 2 от 15 апреля 2026');
    expect(within(marketing).getByRole('button', { name: 'Новая редакция' })).toBeInTheDocument();
    // Listed in a fixed order whatever the server's: policy, order, marketing.
    expect(
      within(await card())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Политика конфиденциальности', 'Согласие на обработку данных для заказа и доставки', 'Согласие на сообщения об акциях и скидках']);
  });

  it('publishes the showcase’s own text after a confirmation that buyers must consent again', async () => {
    const published = doc({
      id: 9,
      kind: 'order',
      showcaseId: 3,
      title: 'Согласие покупателя чайной лавки',
      body: 'Я даю согласие ИП Иванову на обработку имени, телефона и адреса для доставки заказа.',
      publishedAt: '2026-05-20T12:00:00.000Z',
    });
    const { user, mock } = renderEdit([
      { path: DOCS, body: { documents } },
      { method: 'POST', path: DOCS, body: { document: published } },
    ]);
    const order = await item('Согласие на обработку данных для заказа и доставки');
    await user.click(within(order).getByRole('button', { name: 'Написать свой текст' }));
    const form = within(order).getByRole('form', { name: 'Новая редакция: Согласие на обработку данных для заказа и доставки' });
    // The editor starts from the text in force.
    expect(within(form).getByLabelText('Текст документа')).toHaveValue('Я даю согласие оператору на обработку имени и телефона.');
    await user.clear(within(form).getByLabelText('Заголовок'));
    await user.type(within(form).getByLabelText('Заголовок'), published.title);
    await user.clear(within(form).getByLabelText('Текст документа'));
    await user.type(within(form).getByLabelText('Текст документа'), published.body);
    await user.click(within(form).getByRole('button', { name: 'Опубликовать' }));

    const dialog = await screen.findByRole('dialog', { name: 'Опубликовать новую редакцию?' });
    expect(dialog).toHaveTextContent('Покупателям придётся дать согласие заново');
    expect(mock.requests.some((r) => r.method === 'POST' && r.url.pathname === DOCS)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));

    expect(await within(order).findByRole('status')).toHaveTextContent(
      'Редакция 1 опубликована. Покупатели дадут согласие на неё при следующем заказе.',
    );
    expect(mock.requests.find((r) => r.method === 'POST' && r.url.pathname === DOCS)?.body).toEqual({
      kind: 'order',
      title: published.title,
      body: published.body,
    });
    expect(order).toHaveTextContent('Текст витрины, редакция 1 от 20 мая 2026');
    expect(within(order).queryByRole('form')).not.toBeInTheDocument();
    expect(within(order).getByText(`Прочитать: «\u2068${published.title}\u2069»`)).toBeInTheDocument();
  });

  it('shows the server’s field error under the field and keeps everything typed', async () => {
    const { user } = renderEdit([
      { path: DOCS, body: { documents } },
      {
        method: 'POST',
        path: DOCS,
        status: 400,
        body: { message: 'Проверьте поля', code: 'VALIDATION_FAILED', fields: { body: 'Не короче 20 знаков' } },
      },
    ]);
    const privacy = await item('Политика конфиденциальности');
    await user.click(within(privacy).getByRole('button', { name: 'Написать свой текст' }));
    const form = within(privacy).getByRole('form');
    await user.clear(within(form).getByLabelText('Заголовок'));
    await user.type(within(form).getByLabelText('Заголовок'), 'Политика чайной лавки');
    await user.clear(within(form).getByLabelText('Текст документа'));
    await user.type(within(form).getByLabelText('Текст документа'), 'Коротко.');
    await user.click(within(form).getByRole('button', { name: 'Опубликовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Опубликовать новую редакцию?' });
    expect(dialog).toHaveTextContent('Покупатели увидят новую редакцию политики');
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Исправьте отмеченные поля — текст не опубликован и остался в форме.');
    const body = within(form).getByLabelText('Текст документа');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAccessibleDescription(expect.stringContaining('Не короче 20 знаков') as string);
    expect(body).toHaveValue('Коротко.');
    expect(within(form).getByLabelText('Заголовок')).toHaveValue('Политика чайной лавки');
    expect(within(form).getByLabelText('Заголовок')).not.toHaveAttribute('aria-invalid');
    // The text in force is unchanged.
    expect(privacy).toHaveTextContent('Текст оператора по умолчанию, редакция 1 от 2 марта 2026');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Опубликовать' })).toBeEnabled());
  });

  it('lets a blocked showcase’s owner read the texts but not publish', async () => {
    renderEdit([{ path: DOCS, body: { documents } }], { stateId: 3 });
    const privacy = await item('Политика конфиденциальности');
    expect(privacy).toHaveTextContent('Текст оператора по умолчанию');
    expect(within(privacy).queryByRole('button', { name: 'Написать свой текст' })).not.toBeInTheDocument();
  });
});
