import { z } from 'zod';
import { count, isoDateTime } from './fields';
import { authStateSchema } from './menu';

/** Web login by phone with a one-time SMS code (DESIGN §8). The numbers are the rules the server enforces. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 5;
/** Wrong entries a code survives; the fifth wrong one burns it. */
export const PHONE_CODE_ATTEMPTS = 5;
/** A new code for the same phone only after this many seconds… */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** …and at most this many codes per phone per hour. */
export const PHONE_CODES_PER_PHONE_PER_HOUR = 5;
/** Codes asked from one client IP per hour (any phones). */
export const PHONE_CODES_PER_IP_PER_HOUR = 20;

/**
 * A Russian number in any usual spelling (`+7 (912) 345-67-89`, `8 912 345 67 89`, `9123456789`) as the
 * 11 digits SMS gateways take (`79123456789`); null when it is not one.
 */
export function normalizePhone(raw: string): string | null {
  if (!/^[\d\s()+-]{10,24}$/.test(raw.trim())) return null;
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 10 ? digits : digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : null;
  return national && /^9\d{9}$/.test(national) ? `7${national}` : null;
}

/** `79123456789` → `+7 912 345-67-89`. */
export function formatPhone(phone: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 ${m[1]} ${m[2]}-${m[3]}-${m[4]}` : phone;
}

/** The phone as typed; the server normalises it (normalizePhone) and answers PHONE_INVALID when it is not one. */
const phoneField = z.string().max(32);

/** POST /api/auth/phone/code */
export const phoneCodeBodySchema = z.object({ phone: phoneField });
export const phoneCodeSentSchema = z.object({
  phone: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds until another code may be asked for this phone. */
  resendIn: z.number().int(),
  attempts: count,
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/**
 * POST /api/auth/phone/verify. Anonymous: logs in (the account is created on first login). Logged in: links the
 * phone to the account; when the phone already belongs to another (phone-only) account, the first answer is
 * `confirmMerge` and the same code sent again with `merge: true` merges that account into the current one.
 */
export const phoneVerifyBodySchema = z.object({
  phone: phoneField,
  code: z.string().max(16),
  merge: z.boolean().optional(),
});
export type PhoneVerifyBody = z.input<typeof phoneVerifyBodySchema>;

export const phoneVerifyResultSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('loggedIn'), auth: authStateSchema }),
  z.object({ result: z.literal('linked'), auth: authStateSchema }),
  z.object({ result: z.literal('merged'), auth: authStateSchema, orders: count }),
  z.object({ result: z.literal('confirmMerge'), account: z.object({ name: z.string(), orders: count }) }),
]);
export type PhoneVerifyResult = z.infer<typeof phoneVerifyResultSchema>;

/** GET /api/test/sms (DEMO only): what the SMS sandbox "sent", newest first. */
export const sandboxSmsSchema = z.object({ id: z.string(), phone: z.string(), text: z.string(), sentAt: isoDateTime });
export const sandboxSmsListSchema = z.object({ messages: z.array(sandboxSmsSchema) });
export type SandboxSms = z.infer<typeof sandboxSmsSchema>;
