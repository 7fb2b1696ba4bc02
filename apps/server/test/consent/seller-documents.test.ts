import { sellerConsentDocumentsSchema, type ConsentDocument } from '@storefront/contract/consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { showcaseByAlias } from '../helpers/facts';
import { get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';

/** The seller's screen of consent documents (issue 17): what is in force on its showcase, and its own new versions. */
describe('a showcase’s consent documents for its admins', () => {
  let t: TestApp;
  let owner: string;
  let otherAdmin: string;
  let mainId: number;
  let sportId: number;
  const url = (id: number) => `/api/seller/showcases/${id}/consent-documents`;

  async function list(id: number, cookie: string): Promise<ConsentDocument[]> {
    const res = await get(t.app, url(id), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return sellerConsentDocumentsSchema.parse(res.json()).documents;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'showcaseAdmin');
    otherAdmin = await loginAs(t, 'sportAdmin');
    mainId = (await showcaseByAlias(t.database.db, 'main')).id;
    sportId = (await showcaseByAlias(t.database.db, 'sport')).id;
  });
  afterAll(() => t.close());

  it('lists the operator’s defaults, then the showcase’s own version once published, only on that showcase', async () => {
    const before = await list(mainId, owner);
    expect(before.map((d) => d.kind).sort()).toEqual(['marketing', 'order', 'privacy']);
    expect(before.every((d) => d.showcaseId === null)).toBe(true);

    const text = { kind: 'marketing', title: 'Рассылки чайной лавки', body: 'Я согласен получать письма о новинках и скидках этой витрины.' };
    const published = await post(t.app, url(mainId), text, { cookie: owner });
    expect(published.statusCode, published.body).toBe(200);
    const after = await list(mainId, owner);
    expect(after.find((d) => d.kind === 'marketing')).toMatchObject({ ...text, version: 1, showcaseId: mainId });
    expect(after.find((d) => d.kind === 'order')).toEqual(before.find((d) => d.kind === 'order'));
    // Another showcase keeps the operator's text.
    expect((await list(sportId, otherAdmin)).find((d) => d.kind === 'marketing')?.showcaseId).toBeNull();
  });

  it('refuses another showcase’s admin and a guest, to read as well as to publish', async () => {
    const text = { kind: 'order', title: 'Чужое согласие', body: 'Текст, который чужой администратор хотел бы опубликовать.' };
    expect((await get(t.app, url(mainId), { cookie: otherAdmin })).statusCode).toBe(404);
    expect((await post(t.app, url(mainId), text, { cookie: otherAdmin })).statusCode).toBe(404);
    expect((await get(t.app, url(mainId))).statusCode).toBe(401);
    expect((await list(mainId, owner)).find((d) => d.kind === 'order')?.showcaseId).toBeNull();
  });

  it('names the field that is too short, in Russian', async () => {
    const res = await post(t.app, url(mainId), { kind: 'privacy', title: 'Политика', body: 'Коротко.' }, { cookie: owner });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields)).toEqual(['body']);
    expect(fields.body).toMatch(/20/);
  });
});
