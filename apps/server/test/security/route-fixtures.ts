import { sql } from 'drizzle-orm';
import type { DemoUserKey } from '../../src/db/seed/fixtures';
import { rows } from '../../src/db/sql';
import type { Access } from '../../src/lib/dispatch-types';
import { formData, PNG } from '../claims/multipart';
import { unique } from './dispatch-fixtures';
import type { FixtureContext } from './matrix-facts';
import type { Call } from './matrix-helpers';

type Prepared = Record<string, unknown>;

/** The TXT value the permissions matrix's stand-in DNS answers for every name. */
export const MATRIX_DNS_TOKEN = 'matrixdnstoken';

/** A valid sample call of one `/api/account/*` route (keyed `VERB /path` as Fastify registered it). */
export interface RouteFixture {
  access: Access;
  call(ctx: FixtureContext, prepared: Prepared): Call;
  prepare?(ctx: FixtureContext): Promise<Prepared>;
  rightful?: DemoUserKey;
  owned?: boolean;
  allowBanned?: boolean;
  /** The call ends the caller's session (logout): every role gets a fresh one afterwards. */
  endsSession?: boolean;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(64, 0x20)]);
const main = ({ f }: FixtureContext) => ({ id: String(f.showcase.main) });
const get = (url: string, query?: Record<string, string>): Call => ({ method: 'GET', url, query });
/** A picture upload (multipart `file`) to a main-showcase route. */
const pngUpload = (url: string, filename: string, ctx: FixtureContext): Call => ({
  method: 'POST',
  url,
  query: main(ctx),
  multipart: formData({}, [{ name: 'file', filename, type: 'image/png', data: PNG }]),
});

/** The main showcase's current settings, posted back unchanged by the edit sections. */
async function settings({ as, f }: FixtureContext): Promise<Prepared> {
  return as('showcaseAdmin', get('/api/account/showcases/edit', { id: String(f.showcase.main) }));
}

const section = (name: string, pick: (s: Prepared) => unknown): RouteFixture => ({
  access: 'showcaseAdmin',
  prepare: settings,
  call: (ctx, s) => ({ method: 'POST', url: `/api/account/showcases/edit/${name}`, query: main(ctx), body: pick(s) }),
});

async function agentRequest({ as }: FixtureContext): Promise<Prepared> {
  const state = await as('shopper', get('/api/account/mlm/upload'));
  const existing = (state.request as { id: number } | null)?.id;
  const id =
    existing ?? ((await as('shopper', { method: 'POST', url: '/api/ajax', body: { action: 'createAgentRequest' } })).request as { id: number }).id;
  return { rq: id };
}

export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  'GET /api/account/auth': { access: 'public', call: () => get('/api/account/auth') },
  'POST /api/account/logout': {
    access: 'public',
    allowBanned: true,
    endsSession: true,
    call: () => ({ method: 'POST', url: '/api/account/logout', body: {} }),
  },
  'GET /api/account/orders': { access: 'user', owned: true, call: ({ f }) => get('/api/account/orders', { id: String(f.order) }) },
  'GET /api/account/showcases': { access: 'user', call: () => get('/api/account/showcases') },
  'GET /api/account/showcases/add': { access: 'user', call: () => get('/api/account/showcases/add') },
  'POST /api/account/showcases/add': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/api/account/showcases/add', body: { name: 'Витрина матрицы', alias: unique('mx-') } }),
  },
  'POST /api/account/showcases/actions/picture': {
    access: 'showcaseAdmin',
    call: (ctx) => pngUpload('/api/account/showcases/actions/picture', 'p.png', ctx),
  },
  'POST /api/account/showcases/logo': {
    access: 'showcaseAdmin',
    call: (ctx) => pngUpload('/api/account/showcases/logo', 'l.png', ctx),
  },
  'GET /api/account/showcases/dashboard': {
    access: 'showcaseAdmin',
    call: ({ f }) => get('/api/account/showcases/dashboard', { id: String(f.showcase.main), days: '30' }),
  },
  'GET /api/account/showcases/dashboard/export.csv': {
    access: 'showcaseAdmin',
    call: ({ f }) => get('/api/account/showcases/dashboard/export.csv', { id: String(f.showcase.main), days: '7', kind: 'links' }),
  },
  'GET /api/account/showcases/edit': { access: 'showcaseAdmin', call: (ctx) => get('/api/account/showcases/edit', main(ctx)) },
  'GET /api/account/showcases/edit/header': { access: 'showcaseAdmin', call: (ctx) => get('/api/account/showcases/edit/header', main(ctx)) },
  'POST /api/account/showcases/edit/header': section('header', (s) => s.header),
  'GET /api/account/showcases/edit/home/:url': { access: 'showcaseAdmin', call: (ctx) => get('/api/account/showcases/edit/home/banner', main(ctx)) },
  'POST /api/account/showcases/edit/home/:url': {
    access: 'showcaseAdmin',
    prepare: settings,
    call: (ctx, s) => ({ method: 'POST', url: '/api/account/showcases/edit/home/banner', query: main(ctx), body: (s.home as Prepared).banner }),
  },
  'POST /api/account/showcases/edit/info': section('info', (s) => s.info),
  'GET /api/account/showcases/edit/domain': { access: 'showcaseAdmin', call: (ctx) => get('/api/account/showcases/edit/domain', main(ctx)) },
  'POST /api/account/showcases/edit/domain': section('domain', (s) => ({ alias: s.alias, domain: s.domain ?? '' })),
  'POST /api/account/showcases/edit/domain/verify': {
    access: 'showcaseAdmin',
    // The main showcase gets a domain whose TXT record the matrix's stand-in DNS publishes (MATRIX_DNS_TOKEN).
    prepare: async ({ t, f }) => {
      await t.database.db.execute(sql`update showcases set domain = 'matrix-main.example.com', domain_token = ${MATRIX_DNS_TOKEN},
        domain_verified_at = null, domain_verified_via = null where id = ${f.showcase.main}`);
      return {};
    },
    call: (ctx) => ({ method: 'POST', url: '/api/account/showcases/edit/domain/verify', query: main(ctx), body: {} }),
  },
  'GET /api/account/showcases/edit/catalog': { access: 'showcaseAdmin', call: (ctx) => get('/api/account/showcases/edit/catalog', main(ctx)) },
  'POST /api/account/showcases/edit/catalog': section('catalog', (s) => s.catalog),
  'POST /api/account/showcases/edit/contacts': section('contacts', (s) => s.contacts),
  'GET /api/account/mlm/transfer': { access: 'user', call: () => get('/api/account/mlm/transfer') },
  'GET /api/account/profile': { access: 'user', call: () => get('/api/account/profile') },
  'GET /api/account/notifications': { access: 'user', call: () => get('/api/account/notifications') },
  'GET /api/account/claims': { access: 'user', call: () => get('/api/account/claims') },
  'GET /api/account/claims/create': {
    access: 'user',
    owned: true,
    call: ({ f }) => get('/api/account/claims/create', { id: String(f.claimLines[0]!.orderId), article: f.claimLines[0]!.article }),
  },
  'POST /api/account/claims': {
    access: 'user',
    owned: true,
    call: ({ f }) => ({
      method: 'POST',
      url: '/api/account/claims',
      multipart: formData({ orderItemId: String(f.claimLines[0]!.itemId), reason: 'defect', description: 'Треснул корпус при распаковке' }),
    }),
  },
  'GET /api/account/claims/:id/photos/:n': {
    access: 'user',
    owned: true,
    prepare: async ({ as, f }) => {
      const body = formData({ orderItemId: String(f.claimLines[1]!.itemId), reason: 'damaged', description: 'Упаковка пришла мятой и мокрой' }, [
        { filename: 'a.png', type: 'image/png', data: PNG },
      ]);
      return as('shopper', { method: 'POST', url: '/api/account/claims', multipart: body });
    },
    call: (_ctx, p) => get(`/api/account/claims/${(p.claim as { id: number }).id}/photos/1`),
  },
  'POST /api/account/claims/:id/escalate': {
    access: 'user',
    owned: true,
    // A rejected claim of the shopper's (rejected by the main showcase's owner) that only the shopper may escalate.
    prepare: async ({ f, t }) => {
      const line = f.claimLines[1]!;
      const [row] = await rows<{ id: number }>(
        t.database.db,
        sql`insert into claims (order_id, order_item_id, user_id, reason, description, status, answer)
        values (${line.orderId}, ${line.itemId}, ${f.user.shopper}, 'defect', 'Не работает с первого дня', 'rejected', 'Это не брак') returning id`,
      );
      await t.database.db.execute(sql`insert into claim_lines (claim_id, order_item_id, quantity) values (${row!.id}, ${line.itemId}, 1)`);
      return { id: row!.id };
    },
    call: (_ctx, p) => ({ method: 'POST', url: `/api/account/claims/${p.id as number}/escalate`, body: { note: 'Прошу оператора разобраться' } }),
  },
  'GET /api/account/mlm/upload': {
    access: 'user',
    owned: true,
    prepare: agentRequest,
    call: (_ctx, p) => get('/api/account/mlm/upload', { rq: String(p.rq) }),
  },
  'POST /api/account/mlm/upload': {
    access: 'user',
    owned: true,
    prepare: agentRequest,
    call: (_ctx, p) => ({
      method: 'POST',
      url: '/api/account/mlm/upload',
      query: { rq: String(p.rq) },
      multipart: formData({}, [{ name: 'file', filename: 'd.pdf', type: 'application/pdf', data: PDF }]),
    }),
  },
  'GET /api/account/mlm/documents/:id': {
    access: 'user',
    owned: true,
    prepare: async (ctx) => {
      const { rq } = await agentRequest(ctx);
      const body = formData({}, [{ name: 'file', filename: 'd.pdf', type: 'application/pdf', data: PDF }]);
      return ctx.as('shopper', { method: 'POST', url: '/api/account/mlm/upload', query: { rq: String(rq) }, multipart: body });
    },
    call: (_ctx, p) => get(`/api/account/mlm/documents/${(p.document as { id: number }).id}`),
  },
  'GET /api/account/companies': { access: 'user', call: () => get('/api/account/companies') },
  'POST /api/account/companies': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/api/account/companies', body: { form: 'self_employed', name: 'Иван Покупателев', inn: '500100732259' } }),
  },
  'GET /api/account/sale-orders': {
    access: 'showcaseAdmin',
    call: ({ f }) => get('/api/account/sale-orders', { id: String(f.order) }),
  },
  'GET /api/account/sale-orders/label.pdf': {
    access: 'showcaseAdmin',
    // A shipment the seller's own courier has taken, so its label can be printed offline.
    prepare: async ({ t, f }) => {
      await t.database.db.execute(sql`insert into shipments (order_id, provider, state, provider_uuid)
        values (${f.order}, 'seller', 'created', ${`matrix-${f.order}`}) on conflict (order_id) do nothing`);
      return {};
    },
    call: ({ f }) => get('/api/account/sale-orders/label.pdf', { id: String(f.order) }),
  },
  'GET /api/account/consents': { access: 'user', call: () => get('/api/account/consents') },
  'POST /api/account/consents': {
    access: 'user',
    prepare: async ({ as }) => {
      const states = (await as('shopper', get('/api/account/consents'))) as { consents?: Array<{ purpose: string; document: { id: number } }> };
      const order = states.consents?.find((c) => c.purpose === 'order');
      return { documentId: order?.document.id ?? 0 };
    },
    call: (_ctx, p) => ({ method: 'POST', url: '/api/account/consents', body: { documentId: p.documentId } }),
  },
  'POST /api/account/consents/withdraw': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/api/account/consents/withdraw', body: { purpose: 'marketing' } }),
  },
  'GET /api/account/identities': { access: 'user', call: () => get('/api/account/identities') },
  'POST /api/account/identities/link': { access: 'user', call: () => ({ method: 'POST', url: '/api/account/identities/link', body: {} }) },
  'POST /api/account/share/prepared-message': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/api/account/share/prepared-message', body: { cmp: '12ABCD' } }),
  },
  'GET /api/account/sale-orders/export.csv': {
    access: 'showcaseAdmin',
    call: ({ f }) => get('/api/account/sale-orders/export.csv', { from: '2026-01-01', to: '2026-03-01', showcaseId: String(f.showcase.main) }),
  },
};
