import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ed25519PublicKey,
  inspectHmacInitData,
  inspectThirdPartyInitData,
  TELEGRAM_PUBLIC_KEYS,
  thirdPartyCheckString,
} from '../../src/lib/init-data';

/**
 * Vectors built by hand from the hosts' documented algorithms (not with the code under test):
 * Telegram core.telegram.org/bots/webapps (HMAC and "Validating data for Third-Party Use"), MAX dev.max.ru/docs/webapps/validation.
 */
const NOW = 1_790_000_000;
const TG_TOKEN = '7000000001:demo-token-for-local-use-only';
const MAX_TOKEN = 'f9LHodD0cOKm4p3tFQ9xWbYkBzRs2a8nXvgE7uJc';
const user = { id: 279058397, first_name: 'Владислав', last_name: 'Кибенко', username: 'vdkfrost', language_code: 'ru' };

/** The documented HMAC by hand: secret = HMAC_SHA256(key "WebAppData", token); hash = hex HMAC_SHA256(secret, sorted lines). */
function documentedHmac(token: string, fields: Record<string, string>): string {
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const lines = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  return createHmac('sha256', secret).update(lines).digest('hex');
}

function initData(fields: Record<string, string>, hash: string): string {
  return new URLSearchParams({ ...fields, hash }).toString();
}

const maxFields = (authDate: number) => ({
  auth_date: String(authDate),
  query_id: 'c2a5b8f0-4b1e-4c0e-9b57-1f5d3b0b7e11',
  user: JSON.stringify({ ...user, photo_url: 'https://i.oneme.ru/i?r=abc' }),
  chat: JSON.stringify({ id: 900100, type: 'DIALOG' }),
  start_param: 'p_12',
});

describe('MAX init data (HMAC-SHA256 with key HMAC("WebAppData", MAX bot token))', () => {
  it('accepts data signed by the documented algorithm and reads user, start parameter and age', () => {
    const fields = maxFields(NOW - 10);
    const got = inspectHmacInitData(initData(fields, documentedHmac(MAX_TOKEN, fields)), MAX_TOKEN, 3600, NOW);
    expect(got).toMatchObject({ user: { id: user.id, first_name: 'Владислав' }, startParam: 'p_12', authDate: NOW - 10, fresh: true });
  });

  it('refuses a forged field, another bot, a duplicated key and a missing hash', () => {
    const fields = maxFields(NOW - 10);
    const hash = documentedHmac(MAX_TOKEN, fields);
    const forged = initData({ ...fields, user: JSON.stringify({ ...user, id: 1 }) }, hash);
    expect(inspectHmacInitData(forged, MAX_TOKEN, 3600, NOW)).toBeNull();
    expect(inspectHmacInitData(initData(fields, documentedHmac('another-max-bot-token-0000', fields)), MAX_TOKEN, 3600, NOW)).toBeNull();
    expect(inspectHmacInitData(`${initData(fields, hash)}&auth_date=${NOW}`, MAX_TOKEN, 3600, NOW)).toBeNull();
    expect(inspectHmacInitData(new URLSearchParams(fields).toString(), MAX_TOKEN, 3600, NOW)).toBeNull();
  });

  it('marks data older than the allowed age as not fresh, refuses it from the future, and reads millisecond auth_date', () => {
    const old = maxFields(NOW - 3601);
    expect(inspectHmacInitData(initData(old, documentedHmac(MAX_TOKEN, old)), MAX_TOKEN, 3600, NOW)?.fresh).toBe(false);
    const future = maxFields(NOW + 120);
    expect(inspectHmacInitData(initData(future, documentedHmac(MAX_TOKEN, future)), MAX_TOKEN, 3600, NOW)).toBeNull();
    const ms = maxFields((NOW - 5) * 1000);
    expect(inspectHmacInitData(initData(ms, documentedHmac(MAX_TOKEN, ms)), MAX_TOKEN, 3600, NOW)).toMatchObject({ authDate: NOW - 5, fresh: true });
  });
});

describe('Telegram init data', () => {
  const tgFields = (authDate: number, signature: string) => ({
    auth_date: String(authDate),
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
    signature,
  });

  it('checks the HMAC over every field but hash (the signature included)', () => {
    const fields = tgFields(NOW - 1, 'x'.repeat(86));
    const raw = initData(fields, documentedHmac(TG_TOKEN, fields));
    expect(inspectHmacInitData(raw, TG_TOKEN, 3600, NOW)?.user.id).toBe(user.id);
    const withoutSignatureInHash = initData(fields, documentedHmac(TG_TOKEN, { ...fields, signature: 'y' }));
    expect(inspectHmacInitData(withoutSignatureInHash, TG_TOKEN, 3600, NOW)).toBeNull();
    expect(inspectHmacInitData(raw, '7000000099:other-bot', 3600, NOW)).toBeNull();
  });

  describe('third-party validation (Ed25519 signature)', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const publicHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('hex');
    const BOT_ID = '7342037359';

    /** Documented: `{bot_id}:WebAppData\n` + sorted `key=value` lines without hash and signature; base64url Ed25519 signature. */
    function documentedSignature(key: KeyObject, botId: string, fields: Record<string, string>): string {
      const lines = Object.keys(fields)
        .filter((k) => k !== 'hash' && k !== 'signature')
        .sort()
        .map((k) => `${k}=${fields[k]}`)
        .join('\n');
      return sign(null, Buffer.from(`${botId}:WebAppData\n${lines}`), key).toString('base64url');
    }

    const signed = (authDate: number, botId = BOT_ID) => {
      const base = { auth_date: String(authDate), query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: JSON.stringify(user) };
      return { ...base, signature: documentedSignature(privateKey, botId, base), hash: 'a'.repeat(64) };
    };

    it('builds the documented check string', () => {
      expect(
        thirdPartyCheckString('42', [
          ['user', 'u'],
          ['hash', 'h'],
          ['auth_date', '1'],
          ['signature', 's'],
        ]),
      ).toBe('42:WebAppData\nauth_date=1\nuser=u');
    });

    it('accepts a signature made with the key, without any bot token', () => {
      const got = inspectThirdPartyInitData(new URLSearchParams(signed(NOW - 1)).toString(), BOT_ID, ed25519PublicKey(publicHex), 3600, NOW);
      expect(got).toMatchObject({ user: { id: user.id }, fresh: true });
    });

    it('refuses another bot id, a forged field, the wrong public key and a missing signature; flags expired data', () => {
      const key = ed25519PublicKey(publicHex);
      const good = signed(NOW - 1);
      expect(inspectThirdPartyInitData(new URLSearchParams(signed(NOW - 1, '1111111111')).toString(), BOT_ID, key, 3600, NOW)).toBeNull();
      const forged = new URLSearchParams({ ...good, user: JSON.stringify({ ...user, id: 7 }) }).toString();
      expect(inspectThirdPartyInitData(forged, BOT_ID, key, 3600, NOW)).toBeNull();
      const raw = new URLSearchParams(good).toString();
      expect(inspectThirdPartyInitData(raw, BOT_ID, ed25519PublicKey(TELEGRAM_PUBLIC_KEYS.production), 3600, NOW)).toBeNull();
      expect(inspectThirdPartyInitData(raw, BOT_ID, ed25519PublicKey(TELEGRAM_PUBLIC_KEYS.test), 3600, NOW)).toBeNull();
      const { signature: _drop, ...unsigned } = good;
      expect(inspectThirdPartyInitData(new URLSearchParams(unsigned).toString(), BOT_ID, key, 3600, NOW)).toBeNull();
      expect(inspectThirdPartyInitData(new URLSearchParams(signed(NOW - 3601)).toString(), BOT_ID, key, 3600, NOW)?.fresh).toBe(false);
    });

    it("loads Telegram's published keys", () => {
      expect(ed25519PublicKey(TELEGRAM_PUBLIC_KEYS.production).asymmetricKeyType).toBe('ed25519');
      expect(ed25519PublicKey(TELEGRAM_PUBLIC_KEYS.test).asymmetricKeyType).toBe('ed25519');
    });
  });
});
