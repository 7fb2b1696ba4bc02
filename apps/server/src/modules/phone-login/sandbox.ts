import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { insertSandboxSms } from './repository';
import { SMS_SANDBOX_BASE } from './sms-client';

const querySchema = z.object({
  api_id: z.string().default(''),
  to: z.string().default(''),
  msg: z.string().default(''),
  from: z.string().optional(),
  json: z.string().optional(),
});

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const error = (code: number, text: string) => ({ status: 'ERROR', status_code: code, status_text: text });

/**
 * The DEMO stand-in for SMS.ru's `GET /sms/send` (json=1 answers): the same parameters, codes and shapes, the
 * api_id checked against SMS_API_ID; instead of a phone, the message lands in table sandbox_sms (the /test page
 * lists it). One recipient per call is all this app sends; a list gets each number its own result, as SMS.ru does.
 */
export function smsSandboxRoutes(app: FastifyInstance): void {
  const route = {
    config: { csrf: false as const, allowBanned: true as const },
    // The api_id is a secret: the request log shows the path only.
    logSerializers: { req: (req: { method: string }) => ({ method: req.method, url: `${SMS_SANDBOX_BASE}/sms/send` }) },
  };
  app.get(`${SMS_SANDBOX_BASE}/sms/send`, route, async (req) => {
    const q = querySchema.safeParse(req.query);
    if (!q.success) return error(300, 'Неправильный запрос');
    if (!sameText(q.data.api_id, app.config.SMS_API_ID)) return error(200, 'Неправильный api_id');
    const text = q.data.msg.trim();
    if (!text) return error(203, 'Нет текста сообщения');
    const numbers = q.data.to
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (numbers.length === 0 || numbers.length > 100) return error(202, 'Неправильно указан номер телефона получателя, либо на него нет маршрута');
    const sms: Record<string, object> = {};
    for (const phone of numbers) {
      if (!/^7\d{10}$/.test(phone)) {
        sms[phone] = error(202, 'Неправильно указан номер телефона получателя, либо на него нет маршрута');
        continue;
      }
      const id = `${String(randomInt(0, 1e6)).padStart(6, '0')}-${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      await insertSandboxSms(app.db, { id, apiId: q.data.api_id, phone, text, sender: q.data.from ?? null });
      sms[phone] = { status: 'OK', status_code: 100, sms_id: id };
    }
    return { status: 'OK', status_code: 100, sms, balance: 100 };
  });
}
