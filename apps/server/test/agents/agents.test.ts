import type { AgentDocument, AgentRequest, AgentRequestsResponse, AgentUploadResponse, OperatorAgentRequest } from '@storefront/contract/agents';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../src/db/sql';
import { formData, JPEG, PNG, postForm, WEBP } from '../claims/multipart';
import { fileTestApp } from '../helpers/app';
import { DEMO_USERS } from '../../src/db/seed/fixtures';
import { demoUserId } from '../helpers/facts';
import { expectRefusal, get, post } from '../helpers/http';
import { anonymousSession, loginAll, loginAs } from '../helpers/login';

const t = fileTestApp();
let ivan: string;
let natalya: string;
let olga: string;
let aleksey: string;
beforeAll(async () => {
  [ivan, natalya, olga, aleksey] = await loginAll(t, 'shopper', 'referrer', 'operator', 'showcaseAdmin');
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(64, 0x20)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);

const state = async (cookie: string, rq?: number) =>
  get(t.app, '/api/account/mlm/upload/', { cookie, query: { rq: rq === undefined ? undefined : String(rq) } });
const apply = (cookie: string | null, comment = 'Хочу продавать товары для дома') =>
  post(t.app, '/api/ajax/', { action: 'createAgentRequest', comment }, { cookie });
const upload = (rq: number | string, file: { filename: string; type: string; data: Buffer }, cookie: string | null, name = 'file') =>
  postForm(t.app, `/api/account/mlm/upload/?rq=${rq}`, formData({}, [{ ...file, name }]), { cookie });
const documentsTable = async () =>
  (
    await one<{ v: string }>(
      t.database.db,
      sql`select json_build_object(
  'docs', (select coalesce(json_agg(json_build_object('i', id, 'r', request_id, 'n', file_name, 't', content_type, 's', size) order by id), '[]') from agent_documents),
  'requests', (select coalesce(json_agg(json_build_object('i', id, 'u', user_id, 's', status, 'r', decision_reason, 'b', decided_by) order by id), '[]') from agent_requests)
)::text as v`,
    )
  )?.v;

let ivanRequest: AgentRequest;
let natalyaRequestId: number;

describe('agent requests', () => {
  it('starts with no request; applying opens one and tells the operators', async () => {
    const empty = (await state(ivan)).json<AgentUploadResponse>();
    expect(empty).toMatchObject({
      request: null,
      canApply: true,
      limits: { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', 'image/jpeg', 'image/png'] },
    });
    const res = await apply(ivan);
    expect(res.statusCode, res.body).toBe(200);
    ivanRequest = res.json<{ request: AgentRequest }>().request;
    expect(ivanRequest).toMatchObject({ status: 'new', comment: 'Хочу продавать товары для дома', documents: [], decisionReason: null });
    expect((await state(ivan)).json<AgentUploadResponse>()).toMatchObject({ request: { id: ivanRequest.id }, canApply: false });
    const told = await one<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications
      where user_id = ${await demoUserId(t.database.db, 'operator')} and type = 'agent_request' and body like 'Иван%'`,
    );
    expect(told?.n).toBe(1);
  });

  it('keeps one open request at a time', async () => {
    const before = await documentsTable();
    const again = await apply(ivan);
    expectRefusal(again, 409, { fields: { comment: 'У вас уже есть заявка на рассмотрении' } });
    const seeded = await apply(natalya);
    expect(seeded.statusCode).toBe(409);
    expect(await documentsTable()).toBe(before);
  });

  it('refuses anonymous sessions and banned users', async () => {
    const before = await documentsTable();
    const anonymous = await anonymousSession(t);
    expect((await apply(anonymous)).statusCode).toBe(401);
    expect((await state(anonymous)).statusCode).toBe(401);
    expect((await upload(ivanRequest.id, { filename: 'a.pdf', type: 'application/pdf', data: PDF }, anonymous)).statusCode).toBe(401);
    const banned = await loginAs(t, 'banned');
    expect((await apply(banned)).json()).toMatchObject({ code: 'BANNED' });
    expect(await documentsTable()).toBe(before);
  });

  it('shows a request only to its owner: another user’s rq is a 404', async () => {
    natalyaRequestId = (await state(natalya)).json<AgentUploadResponse>().request!.id;
    expect((await state(ivan, natalyaRequestId)).statusCode).toBe(404);
    expect((await state(ivan, ivanRequest.id)).statusCode).toBe(200);
  });
});

describe('request documents', () => {
  let pdf: AgentDocument;

  it('stores PDF, JPEG and PNG files judged by their bytes, not their names', async () => {
    const res = await upload(ivanRequest.id, { filename: 'паспорт.pdf', type: 'application/pdf', data: PDF }, ivan);
    expect(res.statusCode, res.body).toBe(201);
    pdf = res.json<{ document: AgentDocument }>().document;
    expect(pdf).toMatchObject({
      fileName: 'паспорт.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      url: `/api/account/mlm/documents/${pdf.id}`,
    });
    const png = (await upload(ivanRequest.id, { filename: '../../etc/scan.pdf', type: 'application/pdf', data: PNG }, ivan)).json<{
      document: AgentDocument;
    }>().document;
    expect(png).toMatchObject({ fileName: 'scan.png', contentType: 'image/png' });
    const jpeg = (await upload(ivanRequest.id, { filename: 'photo', type: 'text/plain', data: JPEG }, ivan)).json<{ document: AgentDocument }>()
      .document;
    expect(jpeg).toMatchObject({ fileName: 'photo.jpg', contentType: 'image/jpeg' });
    const listed = (await state(ivan, ivanRequest.id)).json<AgentUploadResponse>().request!.documents;
    expect(listed.map((d) => d.contentType)).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
  });

  it('refuses an EXE (even named .pdf), a WebP, an empty file and a wrong field, with Russian messages', async () => {
    const before = await documentsTable();
    const exe = await upload(ivanRequest.id, { filename: 'договор.pdf', type: 'application/pdf', data: EXE }, ivan);
    expectRefusal(exe, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', fields: { file: 'Загрузите документ в формате PDF, JPEG или PNG' } });
    expect((await upload(ivanRequest.id, { filename: 'x.webp', type: 'image/webp', data: WEBP }, ivan)).statusCode).toBe(415);
    expect((await upload(ivanRequest.id, { filename: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) }, ivan)).statusCode).toBe(400);
    expect((await upload(ivanRequest.id, { filename: 'a.pdf', type: 'application/pdf', data: PDF }, ivan, 'photos')).statusCode).toBe(400);
    const json = await post(t.app, `/api/account/mlm/upload/?rq=${ivanRequest.id}`, { file: 'x' }, { cookie: ivan });
    expect(json.statusCode).toBe(415);
    expect(await documentsTable()).toBe(before);
  });

  it('refuses a file over 10 MB with 413 and a Russian message', async () => {
    const before = await documentsTable();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await upload(ivanRequest.id, { filename: 'big.pdf', type: 'application/pdf', data: big }, ivan);
    expectRefusal(res, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      fields: { file: 'Файл больше 10 МБ: уменьшите скан или разбейте документ на части' },
    });
    expect(await documentsTable()).toBe(before);
  });

  it('accepts uploads only from the request’s owner (404 for others, nothing written)', async () => {
    const before = await documentsTable();
    expect((await upload(natalyaRequestId, { filename: 'a.pdf', type: 'application/pdf', data: PDF }, ivan)).statusCode).toBe(404);
    expect((await upload(ivanRequest.id, { filename: 'a.pdf', type: 'application/pdf', data: PDF }, olga)).statusCode).toBe(404);
    expect((await upload(999999, { filename: 'a.pdf', type: 'application/pdf', data: PDF }, ivan)).statusCode).toBe(404);
    expect((await upload('abc', { filename: 'a.pdf', type: 'application/pdf', data: PDF }, ivan)).statusCode).toBe(400);
    expect(await documentsTable()).toBe(before);
  });

  it('serves a document to its owner and operators as an attachment, and 404 to everyone else', async () => {
    const own = await get(t.app, pdf.url, { cookie: ivan });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="_______.pdf"; filename*=UTF-8''${encodeURIComponent('паспорт.pdf')}`);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const operator = await get(t.app, pdf.url, { cookie: olga });
    expect(operator.statusCode).toBe(200);
    expect(operator.rawPayload.equals(PDF)).toBe(true);
    for (const cookie of [natalya, aleksey]) {
      const res = await get(t.app, pdf.url, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.includes(PDF.subarray(0, 8))).toBe(false);
    }
    expect((await get(t.app, pdf.url)).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/mlm/documents/999999', { cookie: olga })).statusCode).toBe(404);
  });
});

describe('operator decisions', () => {
  const decide = (body: Record<string, unknown>, cookie: string | null = olga) =>
    post(t.app, '/api/tg', { method: 'decideAgentRequest', ...body }, { cookie });
  const queue = async (status?: string) =>
    (await get(t.app, '/api/tg', { cookie: olga, query: { method: 'getAgentRequests', status } })).json<AgentRequestsResponse>().requests;

  it('lists the requests with the user and their documents, filtered by status', async () => {
    const all = await queue('new');
    expect(all.map((r) => r.user.name)).toEqual(expect.arrayContaining(['Иван Покупателев', 'Наталья Рекомендова']));
    const ivans = all.find((r) => r.id === ivanRequest.id)!;
    expect(ivans.documents).toHaveLength(3);
    expect(ivans.documents[0]!.url).toMatch(/^\/api\/account\/mlm\/documents\/\d+$/);
    // Only the demo sellers (approved in the seed: their stores take orders past the KYC gate).
    expect((await queue('approved')).map((r) => r.user.name).sort()).toEqual([DEMO_USERS.showcaseAdmin.name, DEMO_USERS.sportAdmin.name].sort());
  });

  it('refuses the queue and decisions to non-operators and anonymous sessions', async () => {
    const before = await documentsTable();
    for (const cookie of [ivan, aleksey]) {
      expect((await get(t.app, '/api/tg', { cookie, query: { method: 'getAgentRequests' } })).statusCode).toBe(403);
      expect((await decide({ id: ivanRequest.id, approve: true }, cookie)).statusCode).toBe(403);
    }
    expect((await decide({ id: ivanRequest.id, approve: true }, null)).statusCode).toBe(401);
    expect(await documentsTable()).toBe(before);
  });

  it('needs a reason to reject', async () => {
    const res = await decide({ id: natalyaRequestId, approve: false, reason: ' ' });
    expectRefusal(res, 400, { fields: { reason: 'Укажите причину отказа' } });
    expect((await decide({ id: 999999, approve: true })).statusCode).toBe(404);
  });

  it('rejects with a reason and approves, notifying each user; a decided request is final', async () => {
    const rejected = await decide({ id: natalyaRequestId, approve: false, reason: 'Нет документов о регистрации' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ request: OperatorAgentRequest }>().request).toMatchObject({
      status: 'rejected',
      decisionReason: 'Нет документов о регистрации',
      decidedBy: { name: 'Ольга Операторова' },
    });
    const approved = await decide({ id: ivanRequest.id, approve: true });
    const approvedRequest = approved.json<{ request: OperatorAgentRequest }>().request;
    expect(approvedRequest).toMatchObject({ status: 'approved', decisionReason: null });
    expect(Date.parse(approvedRequest.decidedAt ?? '')).toBeGreaterThan(0);

    const notes = await rows<{ user: number; title: string; body: string; link: string }>(
      t.database.db,
      sql`
      select user_id as user, title, body, link from notifications where type = 'agent_request' and link is not null order by id`,
    );
    expect(notes).toEqual([
      {
        user: await demoUserId(t.database.db, 'referrer'),
        title: 'Заявка агента отклонена',
        body: 'Причина: Нет документов о регистрации',
        link: '/account/profile/agent',
      },
      {
        user: await demoUserId(t.database.db, 'shopper'),
        title: 'Заявка агента одобрена',
        body: 'Теперь вы агент сети: открывайте витрины и приглашайте продавцов.',
        link: '/account/profile/agent',
      },
    ]);

    const again = await decide({ id: ivanRequest.id, approve: false, reason: 'Передумали' });
    expect(again.statusCode).toBe(409);
    expect((await state(ivan)).json<AgentUploadResponse>()).toMatchObject({ request: { status: 'approved' }, canApply: false });
    expect((await apply(ivan)).json()).toMatchObject({ fields: { comment: 'Ваша заявка уже одобрена: вы агент сети' } });
  });

  it('takes no documents once a request is decided; a rejected user may apply again', async () => {
    const closed = await upload(natalyaRequestId, { filename: 'a.pdf', type: 'application/pdf', data: PDF }, natalya);
    expectRefusal(closed, 409, { fields: { file: 'Заявка уже рассмотрена: документы к ней больше не принимаются' } });
    const view = (await state(natalya)).json<AgentUploadResponse>();
    expect(view).toMatchObject({ request: { status: 'rejected', decisionReason: 'Нет документов о регистрации' }, canApply: true });
    expect((await apply(natalya, 'Приложу документы')).statusCode).toBe(200);
  });
});
