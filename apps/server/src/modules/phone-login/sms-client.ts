import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { httpFetcher, injectFetcher, type Fetcher } from '../payments/provider';

/**
 * An SMS gateway client speaking SMS.ru's HTTP API: `GET {base}/sms/send?api_id=…&to=7XXXXXXXXXX&msg=…&json=1`
 * (optional `from`, the approved sender, and `ip`, the visitor's address SMS.ru uses against flooding). The answer:
 * `{status: "OK"|"ERROR", status_code, status_text?, sms: {"7…": {status, status_code, sms_id?, status_text?}}, balance}`;
 * 100 is success, anything else an error (200 wrong api_id, 202 wrong number, 207 number not allowed…).
 */
export interface SmsGateway {
  /** Sends one text to one phone; resolves with the gateway's message id, rejects with SMS_PROVIDER_ERROR. */
  send(phone: string, text: string, ip: string): Promise<string>;
}

export const SMS_SANDBOX_BASE = '/api/sandbox/smsru';

const numberResultSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  sms_id: z.string().optional(),
  status_text: z.string().optional(),
});
const sendResultSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  status_text: z.string().optional(),
  sms: z.record(z.string(), numberResultSchema).optional(),
});

export function smsRuClient(opts: {
  baseUrl: string;
  apiId: string;
  from?: string | undefined;
  fetch: Fetcher;
  log?: (msg: string) => void;
}): SmsGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  return {
    async send(phone, text, ip) {
      const query = new URLSearchParams({ api_id: opts.apiId, to: phone, msg: text, json: '1' });
      if (opts.from) query.set('from', opts.from);
      if (ip) query.set('ip', ip);
      let body: unknown;
      try {
        const res = await opts.fetch(`${base}/sms/send?${query.toString()}`, { method: 'GET', headers: { accept: 'application/json' } });
        body = await res.json();
      } catch {
        throw new AppError('SMS_PROVIDER_ERROR');
      }
      const parsed = sendResultSchema.safeParse(body);
      const result = parsed.success ? parsed.data.sms?.[phone] : undefined;
      if (!parsed.success || parsed.data.status !== 'OK' || !result || result.status !== 'OK' || result.status_code !== 100 || !result.sms_id) {
        // The gateway's own words go to the log (never the key); the shopper gets the plain message.
        const why = parsed.success
          ? `${result?.status_code ?? parsed.data.status_code} ${result?.status_text ?? parsed.data.status_text ?? ''}`
          : 'unreadable answer';
        opts.log?.(`SMS gateway refused: ${why.trim()}`);
        throw new AppError('SMS_PROVIDER_ERROR');
      }
      return result.sms_id;
    },
  };
}

const gateways = new WeakMap<object, SmsGateway | null>();

/** SMS_URL, else the built-in sandbox when DEMO=1 (answered in-process), else none: phone login is off. */
export function smsGateway(app: FastifyInstance): SmsGateway | null {
  if (!gateways.has(app.config)) {
    const { SMS_URL, SMS_API_ID, SMS_FROM, DEMO } = app.config;
    const log = (msg: string) => app.log.warn(msg);
    const gateway = SMS_URL
      ? smsRuClient({ baseUrl: SMS_URL, apiId: SMS_API_ID, from: SMS_FROM, fetch: httpFetcher(app.config.OUTBOUND_TIMEOUT_MS), log })
      : DEMO
        ? smsRuClient({ baseUrl: `http://sandbox.invalid${SMS_SANDBOX_BASE}`, apiId: SMS_API_ID, from: SMS_FROM, fetch: injectFetcher(app), log })
        : null;
    gateways.set(app.config, gateway);
  }
  return gateways.get(app.config) ?? null;
}
