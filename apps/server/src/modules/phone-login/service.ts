import { randomInt } from 'node:crypto';
import {
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_MINUTES,
  PHONE_CODES_PER_IP_PER_HOUR,
  PHONE_CODES_PER_PHONE_PER_HOUR,
  formatPhone,
  normalizePhone,
  type PhoneCodeSent,
  type PhoneVerifyResult,
} from '@storefront/contract/phone-login';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { newRefCode, randomToken, safeEqualHex, sha256Hex } from '../../lib/crypto';
import { requestLocale } from '../../lib/locale';
import { errorMessage } from '../../lib/messages';
import type { Showcase } from '../../lib/request-context';
import { authState } from '../menu/service';
import { mergeShopper, sellsSomething } from './merge-repository';
import * as repo from './repository';
import { smsGateway } from './sms-client';

const codeHash = (salt: string, code: string) => sha256Hex(`${salt}:${code}`);

function phoneOf(req: FastifyRequest, raw: string): string {
  const phone = normalizePhone(raw);
  if (phone === null) throw new AppError('PHONE_INVALID', {}, { phone: errorMessage(requestLocale(req), 'PHONE_INVALID') });
  return phone;
}

function tooMany(reply: FastifyReply, seconds: number, code: 'PHONE_CODE_TOO_SOON' | 'RATE_LIMITED'): AppError {
  reply.header('retry-after', Math.max(1, Math.ceil(seconds)));
  return new AppError(code, { seconds: Math.max(1, Math.ceil(seconds)) });
}

/**
 * Sends a one-time code: at most one per phone a minute and PHONE_CODES_PER_PHONE_PER_HOUR an hour, and
 * PHONE_CODES_PER_IP_PER_HOUR per client IP. The counters are the code rows themselves (any node sees them),
 * checked and written under a per-phone lock. A code the gateway failed to send is burnt at once.
 */
export async function sendCode(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  showcase: Showcase,
  rawPhone: string,
): Promise<PhoneCodeSent> {
  const gateway = smsGateway(app);
  if (!gateway) throw new AppError('PHONE_LOGIN_UNAVAILABLE');
  const phone = phoneOf(req, rawPhone);
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const id = await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phone}`}))`);
    const recent = await repo.recentCodes(tx, phone, req.ip);
    if (recent.lastAgo !== null && recent.lastAgo < PHONE_CODE_RESEND_SECONDS)
      throw tooMany(reply, PHONE_CODE_RESEND_SECONDS - recent.lastAgo, 'PHONE_CODE_TOO_SOON');
    if (recent.byPhone >= PHONE_CODES_PER_PHONE_PER_HOUR || recent.byIp >= PHONE_CODES_PER_IP_PER_HOUR) throw tooMany(reply, 3600, 'RATE_LIMITED');
    const salt = randomToken(12);
    return repo.insertCode(tx, { phone, salt, codeHash: codeHash(salt, code), ip: req.ip, ttlMinutes: PHONE_CODE_TTL_MINUTES });
  });
  const text = `${code} — код для входа на «${showcase.name}». Действует ${PHONE_CODE_TTL_MINUTES} минут. Никому его не сообщайте.`;
  try {
    await gateway.send(phone, text, req.ip);
  } catch (err) {
    await app.db.transaction((tx) => repo.markCodeUsed(tx, id));
    throw err;
  }
  return { phone: formatPhone(phone), expiresIn: PHONE_CODE_TTL_MINUTES * 60, resendIn: PHONE_CODE_RESEND_SECONDS, attempts: PHONE_CODE_ATTEMPTS };
}

type Outcome =
  | { kind: 'expired' | 'attempts' | 'taken' | 'refused' | 'linked' }
  | { kind: 'wrong'; left: number }
  | { kind: 'login'; userId: number }
  | { kind: 'confirm'; name: string; orders: number }
  | { kind: 'merged'; orders: number };

/**
 * Checks a code (PHONE_CODE_ATTEMPTS wrong entries burn it). Anonymous: logs into the phone's account, creating
 * it on first login. Logged in: links the phone; a phone-only account that already has it is merged into this one
 * once the visitor confirms (the same code sent again with `merge: true`), an account with its own Telegram is not.
 */
export async function verifyCode(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  body: { phone: string; code: string; merge?: boolean | undefined },
): Promise<PhoneVerifyResult> {
  const phone = phoneOf(req, body.phone);
  const me = req.user;
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const live = await repo.lockLiveCode(tx, phone);
    if (!live || live.expired) return { kind: 'expired' };
    if (live.attempts >= PHONE_CODE_ATTEMPTS) return { kind: 'attempts' };
    if (!/^\d+$/.test(body.code) || !safeEqualHex(codeHash(live.salt, body.code), live.codeHash)) {
      return { kind: 'wrong', left: PHONE_CODE_ATTEMPTS - (await repo.countFailedAttempt(tx, live.id)) };
    }
    const owner = await repo.findPhoneOwner(tx, phone);
    if (!me) {
      await repo.markCodeUsed(tx, live.id);
      const name = `Покупатель ${phone.slice(-4)}`;
      return { kind: 'login', userId: owner?.id ?? (await repo.insertPhoneUser(tx, { phone, name, refCode: newRefCode() })) };
    }
    if (owner?.id === me.id) {
      await repo.markCodeUsed(tx, live.id);
      return { kind: 'linked' };
    }
    if (!owner) {
      await repo.markCodeUsed(tx, live.id);
      await repo.setLoginPhone(tx, me.id, phone);
      return { kind: 'linked' };
    }
    if (owner.telegramId !== null) return { kind: 'taken' };
    if (!body.merge) return { kind: 'confirm', name: owner.name, orders: owner.orders };
    if (await sellsSomething(tx, owner.id)) return { kind: 'refused' };
    const orders = await mergeShopper(tx, owner.id, me.id);
    if ((await repo.loginPhoneOf(tx, me.id)) === null) await repo.setLoginPhone(tx, me.id, phone);
    await repo.markCodeUsed(tx, live.id);
    return { kind: 'merged', orders };
  });
  switch (outcome.kind) {
    case 'expired':
      throw new AppError('PHONE_CODE_EXPIRED');
    case 'attempts':
      throw new AppError('PHONE_CODE_ATTEMPTS');
    case 'wrong': {
      const message = errorMessage(requestLocale(req), 'PHONE_CODE_WRONG', { left: outcome.left });
      if (outcome.left <= 0) throw new AppError('PHONE_CODE_ATTEMPTS');
      throw new AppError('PHONE_CODE_WRONG', { left: outcome.left }, { code: message });
    }
    case 'taken':
      throw new AppError('PHONE_TAKEN');
    case 'refused':
      throw new AppError('PHONE_MERGE_REFUSED');
    case 'confirm':
      return { result: 'confirmMerge', account: { name: outcome.name, orders: outcome.orders } };
    case 'login':
      await app.sessions.login(req, reply, outcome.userId);
      return { result: 'loggedIn', auth: authState(req) };
    case 'linked':
      return { result: 'linked', auth: authState(req) };
    case 'merged':
      return { result: 'merged', auth: authState(req), orders: outcome.orders };
  }
}

/** The sandbox's latest messages for the /test page. */
export async function sandboxMessages(app: FastifyInstance) {
  const list = await repo.latestSandboxSms(app.db, 20);
  return list.map((m) => ({ id: m.id, phone: formatPhone(m.phone), text: m.text, sentAt: new Date(m.created_at).toISOString() }));
}
