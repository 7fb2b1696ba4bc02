import { AGENT_DOCUMENTS } from '@storefront/contract/agents';
import { CLAIM_PHOTOS } from '@storefront/contract/claims';
import { LOGO_MAX_BYTES, PICTURE_MAX_BYTES } from '@storefront/contract/seller-rules';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoUserId, showcaseByAlias } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { loginAs } from '../helpers/login';
import { padded, pngDeclaring, postAligned, type Upload } from './upload-helpers';

const QUOTA_MB = 1;
let t: TestApp;
let aleksey: string;
let ivan: string;
let mainId: number;
let requestId: number;
let claimLine: number;
let route: Record<
  'logo' | 'picture' | 'document' | 'claim',
  { limit: number; upload: (data: Buffer, type?: string) => Upload; cookie: () => string }
>;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_QUOTA_MB_PER_USER: QUOTA_MB });
  aleksey = await loginAs(t, 'showcaseAdmin');
  ivan = await loginAs(t, 'shopper');
  mainId = (await showcaseByAlias(t.database.db, 'main')).id;
  const applied = await post(t.app, '/api/ajax/', { action: 'createAgentRequest', comment: 'Хочу продавать' }, { cookie: ivan });
  requestId = applied.json<{ request: { id: number } }>().request.id;
  claimLine = (await one<{ id: number }>(
    t.database.db,
    sql`select oi.id from orders o join order_items oi on oi.order_id = o.id
    where o.user_id = ${await demoUserId(t.database.db, 'shopper')} and o.status = 'delivered' order by oi.id limit 1`,
  ))!.id;
  route = {
    logo: {
      limit: LOGO_MAX_BYTES,
      cookie: () => aleksey,
      upload: (data, type = 'image/png') => ({ url: `/api/account/showcases/logo?id=${mainId}`, field: 'file', filename: 'logo.png', type, data }),
    },
    picture: {
      limit: PICTURE_MAX_BYTES,
      cookie: () => aleksey,
      upload: (data, type = 'image/png') => ({
        url: `/api/account/showcases/actions/picture?id=${mainId}`,
        field: 'file',
        filename: 'p.png',
        type,
        data,
      }),
    },
    document: {
      limit: AGENT_DOCUMENTS.maxBytes,
      cookie: () => ivan,
      upload: (data, type = 'image/png') => ({ url: `/api/account/mlm/upload?rq=${requestId}`, field: 'file', filename: 'scan.png', type, data }),
    },
    claim: {
      limit: CLAIM_PHOTOS.maxBytes,
      cookie: () => ivan,
      upload: (data, type = 'image/png') => ({
        url: '/api/account/claims',
        field: 'photos',
        filename: 'photo.png',
        type,
        data,
        fields: { orderItemId: String(claimLine), reason: 'defect', description: 'Экран с трещиной при получении' },
      }),
    },
  };
});
afterAll(async () => t.close());

/** Everything an upload may write: a refused one must leave it as it was. */
const stored = async () =>
  (await one<{ v: string }>(
    t.database.db,
    sql`select json_build_object(
  'media', (select json_build_object('n', count(*), 'b', coalesce(sum(octet_length(data)), 0)) from media),
  'documents', (select json_build_object('n', count(*), 'b', coalesce(sum(octet_length(data)), 0)) from agent_documents),
  'claims', (select count(*) from claims),
  'logos', (select json_agg(logo_media_id order by id) from showcases)
)::text as v`,
  ))!.v;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const names = ['logo', 'picture', 'document', 'claim'] as const;

describe('uploads over their size limit', () => {
  for (const name of names) {
    it(`${name}: 1.5× and 2× the limit, sent in chunks that end exactly on it → 413, nothing stored`, async () => {
      const r = route[name];
      const before = await stored();
      for (const factor of [1.5, 2]) {
        const res = await postAligned(t.app, r.upload(padded(PNG_SIGNATURE, r.limit * factor)), r.cookie());
        expect(res.statusCode, `${factor}× ${res.body}`).toBe(413);
        expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      }
      expect(await stored()).toBe(before);
    });
  }

  it('a 3 MB logo is too large (413), not of an unsupported type', async () => {
    const res = await postAligned(t.app, route.logo.upload(padded(PNG_SIGNATURE, 3 * 1024 * 1024)), aleksey);
    expect(res.statusCode).toBe(413);
  });
});

describe('pictures are decoded before they are stored', () => {
  let huge: Buffer;
  beforeAll(async () => {
    // A real, valid picture over 40 megapixels (8000 × 5001), small as a file.
    huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  });

  for (const name of names) {
    it(`${name}: a PNG declaring 50 000 × 50 000 and a valid 40+ MP picture → 413, nothing stored`, async () => {
      const r = route[name];
      const before = await stored();
      const bomb = await postAligned(t.app, r.upload(pngDeclaring(50_000, 50_000)), r.cookie());
      expect(bomb.statusCode, bomb.body).toBe(413);
      expect(Object.values(bomb.json<{ fields: Record<string, string> }>().fields)[0]).toBe(
        'Картинка слишком большая: не больше 40 мегапикселей и 12000 точек по стороне',
      );
      const big = await postAligned(t.app, r.upload(huge), r.cookie(), { 'accept-language': 'en-US' });
      expect(big.statusCode, big.body).toBe(413);
      expect(Object.values(big.json<{ fields: Record<string, string> }>().fields)[0]).toBe(
        'The picture is too large: at most 40 megapixels and 12000 pixels a side',
      );
      expect(await stored()).toBe(before);
    });
  }

  it('stores a landing picture re-encoded: metadata stripped, fitted into 2048 px', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3a7bd5' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'gps-and-all' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await postAligned(t.app, route.picture.upload(photo, 'image/jpeg'), aleksey);
    expect(res.statusCode, res.body).toBe(200);
    const served = await get(t.app, res.json<{ url: string }>().url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([2048, 1024, undefined]);
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });
});

describe('per-user storage quota', () => {
  it('refuses an upload that would take the user over UPLOAD_QUOTA_MB_PER_USER (413, localised), nothing stored', async () => {
    const pdf = (size: number) => padded(Buffer.from('%PDF-1.7\n'), size);
    const used = (await one<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(octet_length(d.data)), 0)::int as n
      from agent_documents d join agent_requests r on r.id = d.request_id where r.user_id = ${await demoUserId(t.database.db, 'shopper')}`,
    ))!.n;
    const first = await postAligned(t.app, { ...route.document.upload(pdf(600 * 1024)), filename: 'a.pdf', type: 'application/pdf' }, ivan);
    expect(first.statusCode, first.body).toBe(201);
    expect(used).toBe(0);
    const before = await stored();
    const second = await postAligned(t.app, { ...route.document.upload(pdf(600 * 1024)), filename: 'b.pdf', type: 'application/pdf' }, ivan);
    expectRefusal(second, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      fields: { file: `Место для ваших файлов закончилось (${QUOTA_MB} МБ): удалите ненужные и попробуйте снова` },
    });
    // The quota counts pictures too: a claim photo of the same user is refused as well.
    const noise = await sharp(randomBytes(500 * 500 * 3), { raw: { width: 500, height: 500, channels: 3 } })
      .png()
      .toBuffer();
    const photo = await postAligned(t.app, route.claim.upload(noise), ivan, { 'accept-language': 'ar' });
    expect(photo.statusCode, photo.body).toBe(413);
    expect(photo.json()).toMatchObject({ fields: { photos: `امتلأت مساحة ملفاتك (${QUOTA_MB} ميغابايت): احذف ما لا تحتاجه وحاول مرة أخرى` } });
    expect(await stored()).toBe(before);
  });
});
