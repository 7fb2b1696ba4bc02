import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botApi, BotApiError } from '../../src/modules/bot/client';
import { webhookSecret } from '../../src/modules/bot/secret';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api';

const TOKEN = '7000000055:client-test-token';
const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

let fake: FakeBotApi;
beforeAll(async () => {
  fake = await startFakeBotApi();
});
afterAll(async () => fake.close());

describe('Bot API client', () => {
  it('posts JSON to {BOT_API_URL}/bot{token}/{method} and returns the result', async () => {
    const result = await botApi(`${fake.url}/`, TOKEN).sendMessage({ chat_id: 42, text: 'Привет' });
    expect(result).toMatchObject({ message_id: expect.any(Number) as unknown });
    expect(fake.calls.at(-1)).toEqual({ token: TOKEN, method: 'sendMessage', body: { chat_id: 42, text: 'Привет' } });
  });

  it('turns refusals and unreachable servers into BotApiError without the token in the message', async () => {
    fake.failing = true;
    const refused = await botApi(fake.url, TOKEN)
      .sendMessage({ chat_id: 1, text: 'x' })
      .catch((e: unknown) => e);
    fake.failing = false;
    expect(refused).toBeInstanceOf(BotApiError);
    expect((refused as Error).message).toBe('Bot API sendMessage answered 400: Bad Request: chat not found');
    const unreachable = await botApi('http://127.0.0.1:9', TOKEN)
      .sendMessage({ chat_id: 1, text: 'x' })
      .catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(BotApiError);
    expect((unreachable as Error).message).not.toContain(TOKEN);
    const unknownPath = await botApi(`${fake.url}/elsewhere`, TOKEN)
      .setWebhook({ url: 'https://x.example' })
      .catch((e: unknown) => e);
    expect((unknownPath as Error).message).toMatch(/^Bot API setWebhook answered 404/);
  });
});

describe('set-webhook.ts', () => {
  it('points the bot at /api/bot/{alias}/{secret} through BOT_API_URL and never prints the secret', async () => {
    const before = fake.calls.length;
    const env = { ...process.env, BOT_API_URL: fake.url, TELEGRAM_BOT_TOKENS: `sport=${TOKEN}` };
    const { stderr, stdout } = await run('npx', ['tsx', 'src/modules/bot/set-webhook.ts', 'sport', '3', 'https://sport.example.com'], {
      cwd: SERVER_DIR,
      env,
    });
    const secret = webhookSecret(TOKEN, 3);
    expect(fake.calls.slice(before)).toEqual([
      {
        token: TOKEN,
        method: 'setWebhook',
        body: { url: `https://sport.example.com/api/bot/sport/${secret}`, allowed_updates: ['message'], secret_token: secret },
      },
    ]);
    expect(stderr + stdout).toContain('webhook of sport set to https://sport.example.com/api/bot/sport/…');
    expect(stderr + stdout).not.toContain(secret);
    expect(stderr + stdout).not.toContain(TOKEN);

    const missing = await run('npx', ['tsx', 'src/modules/bot/set-webhook.ts', 'main', '1', 'https://main.example.com'], {
      cwd: SERVER_DIR,
      env,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('TELEGRAM_BOT_TOKENS has no token for "main"') as unknown });
  }, 60_000);
});
