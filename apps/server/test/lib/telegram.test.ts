import { describe, expect, it } from 'vitest';
import { signInitData, verifyInitData } from '../../src/lib/telegram';

const TOKEN = '7000000001:test-token';
const now = 1_800_000_000;
const fields = { auth_date: now - 10, query_id: 'AAH', user: { id: 42, first_name: 'Иван', username: 'ivan' } };

describe('Telegram init data', () => {
  it('accepts data signed with the bot token', () => {
    const signed = signInitData(TOKEN, fields);
    const verified = verifyInitData(signed, TOKEN, 3600, now);
    expect(verified).toEqual({
      user: expect.objectContaining({ id: 42, first_name: 'Иван', username: 'ivan' }) as unknown,
      authDate: now - 10,
      startParam: null,
      // The hash identifies this init data (logout revokes it).
      hash: new URLSearchParams(signed).get('hash'),
    });
  });

  it('uses the data-check-string of sorted key=value lines (independent of field order)', () => {
    const a = new URLSearchParams(signInitData(TOKEN, fields));
    const reordered = new URLSearchParams([...a.entries()].reverse());
    expect(verifyInitData(reordered.toString(), TOKEN, 3600, now)).not.toBeNull();
  });

  it('refuses a tampered field', () => {
    const params = new URLSearchParams(signInitData(TOKEN, fields));
    params.set('user', JSON.stringify({ id: 43, first_name: 'Иван' }));
    expect(verifyInitData(params.toString(), TOKEN, 3600, now)).toBeNull();
  });

  it('refuses another token, a missing or malformed hash, duplicated keys', () => {
    const signed = signInitData(TOKEN, fields);
    expect(verifyInitData(signed, '7000000002:other', 3600, now)).toBeNull();
    const noHash = new URLSearchParams(signed);
    noHash.delete('hash');
    expect(verifyInitData(noHash.toString(), TOKEN, 3600, now)).toBeNull();
    expect(verifyInitData(`${signed.replace(/hash=[0-9a-f]+/, 'hash=xyz')}`, TOKEN, 3600, now)).toBeNull();
    expect(verifyInitData(`${signed}&query_id=AAH`, TOKEN, 3600, now)).toBeNull();
  });

  it('refuses expired and future auth_date, and a missing user', () => {
    expect(verifyInitData(signInitData(TOKEN, { ...fields, auth_date: now - 3601 }), TOKEN, 3600, now)).toBeNull();
    expect(verifyInitData(signInitData(TOKEN, { ...fields, auth_date: now + 3600 }), TOKEN, 3600, now)).toBeNull();
    expect(verifyInitData(signInitData(TOKEN, { auth_date: now }), TOKEN, 3600, now)).toBeNull();
    expect(verifyInitData(signInitData(TOKEN, { ...fields, user: 'not json' }), TOKEN, 3600, now)).toBeNull();
  });

  it('passes the start parameter through', () => {
    expect(verifyInitData(signInitData(TOKEN, { ...fields, start_param: 'abc' }), TOKEN, 3600, now)?.startParam).toBe('abc');
  });
});
