import { randomUUID } from 'node:crypto';
import {
  cdekOrderRequestSchema,
  cdekTariffListRequestSchema,
  cdekTariffRequestSchema,
  cdekWebhookRequestSchema,
  type CdekOrderInfo,
  type CdekWebhook,
} from '@storefront/contract/delivery';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { one, rows } from '../../db/sql';
import { ADDRESS_DATASET } from '../suggest/dataset';
import { simplePdf } from './pdf';
import { bearerOk, issueToken, TOKEN_TTL_S } from './sandbox-auth';
import { pointsOf, sandboxCity, statusesAt, tariffsBetween, uuidOf } from './sandbox-data';

/** Where the DEMO sandbox of CDEK's API v2 is mounted: {CDEK_SANDBOX_BASE}/v2/… */
export const CDEK_SANDBOX_BASE = '/api/sandbox/cdek';

interface SandboxOrderRow {
  uuid: string;
  account: string;
  number: string;
  cdekNumber: string;
  request: z.output<typeof cdekOrderRequestSchema>;
  city: string;
  deleted: boolean;
  shiftMs: number;
  notifiedCode: string | null;
  createdAt: Date;
}

const ORDER_COLUMNS = sql`uuid, account, number, cdek_number as "cdekNumber", request, city, deleted, shift_ms::float8 as "shiftMs",
  notified_code as "notifiedCode", created_at as "createdAt"`;

/** CDEK's error answers: `{requests: [{state: INVALID, errors}]}` for entities, `{errors}` elsewhere. */
const entityError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({
    requests: [{ request_uuid: randomUUID(), type: 'CREATE', date_time: cdekTime(new Date()), state: 'INVALID', errors: [{ code, message }] }],
  });
const plainError = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ errors: [{ code, message }] });

/** What both tariff calculators read of their request. */
type CalculatorBody = Pick<z.output<typeof cdekTariffListRequestSchema>, 'from_location' | 'to_location' | 'packages'>;

/** CDEK writes times as 2025-09-18T22:10:01+0000. */
export const cdekTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, '+0000');

const stepMs = (app: FastifyInstance) => app.config.CDEK_SANDBOX_STEP_MIN * 60_000;

async function orderByUuid(app: FastifyInstance, uuid: string): Promise<SandboxOrderRow | undefined> {
  return one<SandboxOrderRow>(
    app.db,
    sql`select ${ORDER_COLUMNS} from cdek_sandbox_orders where uuid = ${uuid} and account = ${app.config.CDEK_ACCOUNT}`,
  );
}

function orderInfo(app: FastifyInstance, o: SandboxOrderRow, now: Date): CdekOrderInfo {
  const statuses = o.deleted
    ? [{ code: 'INVALID', name: 'Некорректный заказ', date_time: cdekTime(now), city: app.config.CDEK_FROM_CITY }]
    : statusesAt(
        {
          createdAt: new Date(o.createdAt),
          shiftMs: o.shiftMs,
          tariffCode: o.request.tariff_code,
          fromCity: app.config.CDEK_FROM_CITY,
          toCity: o.city,
        },
        now,
        stepMs(app),
      );
  return {
    entity: {
      uuid: o.uuid,
      type: 1,
      cdek_number: o.cdekNumber,
      number: o.number,
      tariff_code: o.request.tariff_code,
      ...(o.request.delivery_point ? { delivery_point: o.request.delivery_point } : {}),
      // CDEK lists the statuses newest first.
      statuses: [...statuses].reverse(),
    },
    requests: [{ request_uuid: uuidOf(`req:${o.uuid}`), type: 'CREATE', date_time: cdekTime(new Date(o.createdAt)), state: 'SUCCESSFUL' }],
  };
}

/**
 * Pushes ORDER_STATUS to the subscribed URLs for every sandbox order whose latest status was not pushed yet. The
 * sandbox lives in this server, so the push is made in-process to the URL's path (as the payment sandbox does).
 */
export async function pushSandboxWebhooks(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const hooks = await rows<{ url: string }>(
    app.db,
    sql`select url from cdek_sandbox_webhooks where account = ${app.config.CDEK_ACCOUNT} and type = 'ORDER_STATUS'`,
  );
  const open = await rows<SandboxOrderRow>(
    app.db,
    sql`select ${ORDER_COLUMNS} from cdek_sandbox_orders where account = ${app.config.CDEK_ACCOUNT} and not deleted
      and notified_code is distinct from 'DELIVERED' order by created_at limit 200`,
  );
  let pushed = 0;
  for (const o of open) {
    const info = orderInfo(app, o, now);
    const latest = info.entity.statuses[0];
    if (!latest || latest.code === o.notifiedCode) continue;
    const body: CdekWebhook = {
      type: 'ORDER_STATUS',
      date_time: cdekTime(now),
      uuid: o.uuid,
      attributes: {
        is_return: false,
        cdek_number: o.cdekNumber,
        number: o.number,
        status_code: latest.code,
        status_date_time: latest.date_time,
        city_name: latest.city ?? '',
        code: latest.code,
      },
    };
    for (const { url } of hooks) {
      const target = new URL(url, 'http://sandbox.invalid');
      const res = await app.inject({ method: 'POST', url: target.pathname + target.search, payload: body });
      if (res.statusCode >= 300) app.log.warn({ status: res.statusCode, uuid: o.uuid }, 'CDEK sandbox webhook was not accepted');
    }
    await app.db.execute(sql`update cdek_sandbox_orders set notified_code = ${latest.code} where uuid = ${o.uuid}`);
    pushed++;
  }
  return pushed;
}

const pointsQuery = z.object({
  city_code: z.coerce.number().int().optional(),
  fias_guid: z.string().max(64).optional(),
  postal_code: z.string().max(12).optional(),
  type: z.enum(['PVZ', 'POSTAMAT', 'ALL']).default('ALL'),
  code: z.string().max(40).optional(),
});

/**
 * DEMO=1 only: CDEK's API v2 as the store uses it, in CDEK's shapes and errors, with the data of sandbox-data.ts.
 * A sandbox-only control, POST {base}/sandbox/deliver {number}, hands a parcel over at once (demos, journeys).
 */
export function cdekSandboxRoutes(app: FastifyInstance, _opts: unknown, done: () => void): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, next) => {
    next(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const api = { config: { csrf: false as const, allowBanned: true as const } };
  const B = `${CDEK_SANDBOX_BASE}/v2`;
  const guard = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (bearerOk(app, req)) return true;
    void reply.code(401).send({ errors: [{ code: 'v2_token_expired', message: 'Токен недействителен или истёк' }] });
    return false;
  };

  /** What both calculators start with: the token, the body, both cities (null where unknown) and the total weight. */
  const calculation = <S extends z.ZodType<CalculatorBody>>(req: FastifyRequest, reply: FastifyReply, schema: S) => {
    if (!guard(req, reply)) return undefined;
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) {
      plainError(reply, 400, 'v2_bad_request', `Некорректный запрос: ${parsed.error.issues[0]?.path.join('.')}`);
      return undefined;
    }
    const body = parsed.data;
    return {
      body,
      from: sandboxCity(body.from_location),
      to: sandboxCity(body.to_location),
      weight: body.packages.reduce((s, p) => s + p.weight, 0),
    };
  };

  app.post(`${B}/oauth/token`, api, async (req, reply) => {
    const form = { ...(req.query as Record<string, string>), ...((req.body as Record<string, string>) ?? {}) };
    const ok =
      form.grant_type === 'client_credentials' && form.client_id === app.config.CDEK_ACCOUNT && form.client_secret === app.config.CDEK_SECRET;
    if (!ok) return reply.code(401).send({ error: 'invalid_client', error_description: 'Bad credentials' });
    return {
      access_token: issueToken(app, Date.now()),
      token_type: 'bearer',
      expires_in: TOKEN_TTL_S,
      scope: 'order:all payment:all',
      jti: randomUUID(),
    };
  });

  app.post(`${B}/calculator/tarifflist`, api, async (req, reply) => {
    const calc = calculation(req, reply, cdekTariffListRequestSchema);
    if (!calc) return reply;
    const { from, to, weight } = calc;
    if (!from) return plainError(reply, 400, 'v2_city_from_not_found', 'Не удалось определить город отправителя');
    if (!to) return { tariff_codes: [], errors: [{ code: 'v2_city_to_not_found', message: 'Не удалось определить город получателя' }] };
    return { tariff_codes: tariffsBetween(from, to, weight) };
  });

  app.post(`${B}/calculator/tariff`, api, async (req, reply) => {
    const calc = calculation(req, reply, cdekTariffRequestSchema);
    if (!calc) return reply;
    const { from, to, weight } = calc;
    if (!from || !to) return plainError(reply, 400, 'v2_city_not_found', 'Не удалось определить город');
    const t = tariffsBetween(from, to, weight).find((x) => x.tariff_code === calc.body.tariff_code);
    if (!t) return plainError(reply, 400, 'v2_tariff_not_available', 'Тариф недоступен для этого направления');
    return {
      delivery_sum: t.delivery_sum,
      period_min: t.period_min,
      period_max: t.period_max,
      calendar_min: t.calendar_min,
      calendar_max: t.calendar_max,
      weight_calc: weight,
      total_sum: t.delivery_sum,
      currency: 'RUB',
      services: [],
    };
  });

  app.get(`${B}/deliverypoints`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const q = pointsQuery.safeParse(req.query);
    if (!q.success) return plainError(reply, 400, 'v2_bad_request', 'Некорректные параметры');
    const city = sandboxCity({
      ...(q.data.city_code !== undefined ? { code: q.data.city_code } : {}),
      ...(q.data.fias_guid ? { fias_guid: q.data.fias_guid } : {}),
      ...(q.data.postal_code ? { postal_code: q.data.postal_code } : {}),
    });
    if (!city) return [];
    return pointsOf(city).filter((p) => (q.data.type === 'ALL' || p.type === q.data.type) && (!q.data.code || p.code === q.data.code));
  });

  app.post(`${B}/orders`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const parsed = cdekOrderRequestSchema.safeParse(req.body);
    if (!parsed.success) return entityError(reply, 400, 'v2_field_is_invalid', `Поле ${parsed.error.issues[0]?.path.join('.')} заполнено неверно`);
    const body = parsed.data;
    let city: string | null = null;
    if (body.delivery_point) {
      const code = body.delivery_point;
      const match = findPoint(code);
      if (!match) return entityError(reply, 400, 'v2_entity_not_found_delivery_point', `Пункт выдачи ${code} не найден`);
      city = match;
    } else if (body.to_location) {
      city = sandboxCity(body.to_location)?.name ?? null;
    }
    if (!city) return entityError(reply, 400, 'v2_address_not_found', 'Не указан адрес доставки или пункт выдачи');
    const existing = await one<{ uuid: string }>(
      app.db,
      sql`select uuid from cdek_sandbox_orders where account = ${app.config.CDEK_ACCOUNT} and number = ${body.number} and not deleted`,
    );
    if (existing) return entityError(reply, 400, 'v2_im_number_exists', `Заказ с номером ${body.number} уже существует`);
    const uuid = randomUUID();
    const cdekNumber = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
    await app.db.execute(
      sql`insert into cdek_sandbox_orders (uuid, account, number, cdek_number, request, city)
          values (${uuid}, ${app.config.CDEK_ACCOUNT}, ${body.number}, ${cdekNumber}, ${JSON.stringify(body)}::jsonb, ${city})`,
    );
    return reply
      .code(202)
      .send({ entity: { uuid }, requests: [{ request_uuid: randomUUID(), type: 'CREATE', date_time: cdekTime(new Date()), state: 'ACCEPTED' }] });
  });

  app.get(`${B}/orders`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const number = (req.query as Record<string, unknown>).im_number;
    if (typeof number !== 'string' || number === '') return plainError(reply, 400, 'v2_bad_request', 'Нужен параметр im_number или cdek_number');
    const row = await one<SandboxOrderRow>(
      app.db,
      sql`select ${ORDER_COLUMNS} from cdek_sandbox_orders where account = ${app.config.CDEK_ACCOUNT} and number = ${number} and not deleted`,
    );
    if (!row) return entityError(reply, 404, 'v2_entity_not_found_im_number', `Заказ ${number} не найден`);
    return orderInfo(app, row, new Date());
  });

  app.get(`${B}/orders/:uuid`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const row = await orderByUuid(app, (req.params as { uuid: string }).uuid);
    if (!row) return entityError(reply, 404, 'v2_entity_not_found', 'Заказ не найден');
    return orderInfo(app, row, new Date());
  });

  app.delete(`${B}/orders/:uuid`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const row = await orderByUuid(app, (req.params as { uuid: string }).uuid);
    if (!row || row.deleted) return entityError(reply, 404, 'v2_entity_not_found', 'Заказ не найден');
    const latest = orderInfo(app, row, new Date()).entity.statuses[0]?.code;
    if (latest !== 'CREATED') return entityError(reply, 400, 'v2_order_not_deletable', 'Заказ уже принят на склад и не может быть удалён');
    await app.db.execute(sql`update cdek_sandbox_orders set deleted = true where uuid = ${row.uuid}`);
    return reply.code(202).send({
      entity: { uuid: row.uuid },
      requests: [{ request_uuid: randomUUID(), type: 'DELETE', date_time: cdekTime(new Date()), state: 'ACCEPTED' }],
    });
  });

  app.post(`${B}/print/waybills`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const body = z
      .object({
        orders: z
          .array(z.object({ order_uuid: z.string() }))
          .min(1)
          .max(100),
      })
      .safeParse(req.body);
    if (!body.success) return entityError(reply, 400, 'v2_bad_request', 'Нужен список заказов');
    for (const o of body.data.orders) {
      if (!(await orderByUuid(app, o.order_uuid))) return entityError(reply, 400, 'v2_entity_not_found', `Заказ ${o.order_uuid} не найден`);
    }
    // The print form's uuid names its orders, so GET can rebuild it without storing anything.
    const uuid = `wb-${Buffer.from(body.data.orders.map((o) => o.order_uuid).join(',')).toString('base64url')}`;
    return reply
      .code(202)
      .send({ entity: { uuid }, requests: [{ request_uuid: randomUUID(), type: 'CREATE', date_time: cdekTime(new Date()), state: 'ACCEPTED' }] });
  });

  const waybillOrders = (uuid: string) => (uuid.startsWith('wb-') ? Buffer.from(uuid.slice(3), 'base64url').toString().split(',') : []);

  app.get(`${B}/print/waybills/:uuid`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const uuid = (req.params as { uuid: string }).uuid;
    if (uuid.endsWith('.pdf')) {
      const ids = waybillOrders(uuid.slice(0, -4));
      const found = (await Promise.all(ids.map((id) => orderByUuid(app, id)))).filter((o): o is SandboxOrderRow => !!o);
      if (found.length === 0) return entityError(reply, 404, 'v2_entity_not_found', 'Печатная форма не найдена');
      const o = found[0]!;
      const pdf = simplePdf([
        'СДЭК — накладная (песочница)',
        `Номер СДЭК: ${o.cdekNumber}`,
        `Номер заказа: ${o.number}`,
        `Тариф: ${o.request.tariff_code}`,
        `Пункт выдачи: ${o.request.delivery_point ?? '—'}`,
        `Город: ${o.city}`,
        `Получатель: ${o.request.recipient.name}`,
        `Телефон: ${o.request.recipient.phones[0]?.number ?? ''}`,
        `Мест: ${o.request.packages.length}, вес ${o.request.packages.reduce((s, p) => s + p.weight, 0)} г`,
      ]);
      return reply.type('application/pdf').send(pdf);
    }
    if (waybillOrders(uuid).length === 0) return entityError(reply, 404, 'v2_entity_not_found', 'Печатная форма не найдена');
    const at = cdekTime(new Date());
    return {
      entity: {
        uuid,
        url: `${req.protocol}://${req.headers.host ?? 'sandbox.invalid'}${B}/print/waybills/${uuid}.pdf`,
        statuses: [
          { code: 'ACCEPTED', name: 'Принят', date_time: at },
          { code: 'READY', name: 'Сформирован', date_time: at },
        ],
      },
    };
  });

  app.post(`${B}/webhooks`, api, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const parsed = cdekWebhookRequestSchema.safeParse(req.body);
    if (!parsed.success) return entityError(reply, 400, 'v2_bad_request', 'Нужны type=ORDER_STATUS и url');
    const existing = await one<{ uuid: string }>(
      app.db,
      sql`select uuid from cdek_sandbox_webhooks where account = ${app.config.CDEK_ACCOUNT} and type = ${parsed.data.type} and url = ${parsed.data.url}`,
    );
    const uuid = existing?.uuid ?? randomUUID();
    if (!existing) {
      await app.db.execute(
        sql`insert into cdek_sandbox_webhooks (uuid, account, type, url) values (${uuid}, ${app.config.CDEK_ACCOUNT}, ${parsed.data.type}, ${parsed.data.url})
            on conflict do nothing`,
      );
    }
    return { entity: { uuid }, requests: [{ request_uuid: randomUUID(), type: 'CREATE', date_time: cdekTime(new Date()), state: 'SUCCESSFUL' }] };
  });

  // Sandbox control (not CDEK's API): hand the parcel of an order number over now, and push its statuses.
  app.post(`${CDEK_SANDBOX_BASE}/sandbox/deliver`, api, async (req, reply) => {
    const body = z.object({ number: z.string().min(1).max(40) }).safeParse(req.body);
    if (!body.success) return reply.code(400).send({ errors: [{ code: 'v2_bad_request', message: 'Нужен номер заказа' }] });
    const row = await one<SandboxOrderRow>(
      app.db,
      sql`select ${ORDER_COLUMNS} from cdek_sandbox_orders where account = ${app.config.CDEK_ACCOUNT} and number = ${body.data.number} and not deleted`,
    );
    if (!row) return reply.code(404).send({ errors: [{ code: 'v2_entity_not_found', message: 'Заказ не найден' }] });
    await app.db.execute(sql`update cdek_sandbox_orders set shift_ms = ${stepMs(app) * 10} where uuid = ${row.uuid}`);
    const pushed = await pushSandboxWebhooks(app);
    return { uuid: row.uuid, pushed };
  });

  done();
}

/** The city of a sandbox pickup point code (codes are unique per city: prefix and number). */
const pointCity = new Map<string, string>();
function findPoint(code: string): string | null {
  if (pointCity.size === 0) {
    for (const city of ADDRESS_DATASET) for (const p of pointsOf(city)) pointCity.set(p.code, city.name);
  }
  return pointCity.get(code) ?? null;
}
