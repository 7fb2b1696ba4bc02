import { YooCheckout } from '@a2seven/yoo-checkout';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../helpers/app';

/** The DEMO sandbox answers a real YooKassa SDK from npm (@a2seven/yoo-checkout) over HTTP, as api.yookassa.ru would. */
const t = fileTestApp();
let sdk: YooCheckout;
let base: string;

beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  sdk = new YooCheckout({ shopId: 'demo-shop', secretKey: 'demo-secret-key' });
  // The SDK's API root is a plain field (https://api.yookassa.ru/v3 by default).
  (sdk as unknown as { root: string }).root = `${base}/api/sandbox/v3`;
});

const receipt = (value: string) => ({
  customer: { email: 'buyer@example.com' },
  items: [
    {
      description: 'Тестовый товар',
      quantity: '1.00',
      amount: { value, currency: 'RUB' },
      vat_code: 11,
      payment_subject: 'commodity' as const,
      payment_mode: 'full_prepayment' as const,
    },
  ],
});

/** A two-stage payment (captured or cancelled later) of `value` roubles, with its receipt. */
function createTwoStage(value: string) {
  return sdk.createPayment({
    amount: { value, currency: 'RUB' },
    capture: false,
    confirmation: { type: 'redirect', return_url: `${base}/back` },
    receipt: receipt(value),
  } as never);
}

async function payOnPage(confirmationUrl: string): Promise<void> {
  const res = await fetch(`${base}${new URL(confirmationUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=succeed',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

describe('@a2seven/yoo-checkout against the sandbox', () => {
  it('create (two-stage) → paid → capture → refund → get', async () => {
    const created = await createTwoStage('150.00');
    expect(created).toMatchObject({ status: 'pending', paid: false, test: true, recipient: { account_id: 'demo-shop' } });
    await payOnPage(created.confirmation.confirmation_url!);
    expect(await sdk.getPayment(created.id)).toMatchObject({ status: 'waiting_for_capture', paid: true });
    const captured = await sdk.capturePayment(created.id, { amount: { value: '150.00', currency: 'RUB' } });
    expect(captured).toMatchObject({ status: 'succeeded', refundable: true });
    const refund = await sdk.createRefund({ payment_id: created.id, amount: { value: '50.00', currency: 'RUB' }, receipt: receipt('50.00') });
    expect(refund).toMatchObject({ status: 'succeeded', payment_id: created.id, amount: { value: '50.00' } });
    expect(await sdk.getRefund(refund.id)).toMatchObject({ id: refund.id, status: 'succeeded' });
    expect(await sdk.getPayment(created.id)).toMatchObject({ refunded_amount: { value: '50.00' }, refundable: true });
  });

  it('a refund sent again with its key while the first is under way answers with that refund, not a refusal', async () => {
    const created = await createTwoStage('150.00');
    await payOnPage(created.confirmation.confirmation_url!);
    await sdk.capturePayment(created.id, { amount: { value: '150.00', currency: 'RUB' } });
    const key = `refund-twice-${created.id}`;
    const body = { payment_id: created.id, amount: { value: '150.00', currency: 'RUB' }, receipt: receipt('150.00') };
    const answers = await Promise.all([1, 2, 3, 4].map(() => sdk.createRefund(body, key)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    for (const answer of answers) expect(answer).toMatchObject({ status: 'succeeded', amount: { value: '150.00' } });
    expect(await sdk.getPayment(created.id)).toMatchObject({ refunded_amount: { value: '150.00' } });
  });

  it('create → paid → cancel; errors come back YooKassa-shaped', async () => {
    const created = await createTwoStage('20.00');
    await payOnPage(created.confirmation.confirmation_url!);
    expect(await sdk.cancelPayment(created.id)).toMatchObject({ status: 'canceled' });
    const refused = await sdk
      .createRefund({ payment_id: created.id, amount: { value: '20.00', currency: 'RUB' }, receipt: receipt('20.00') })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ response: { status: 400, data: { type: 'error', code: 'invalid_request' } } });
    const noReceipt = await sdk
      .createPayment({ amount: { value: '5.00', currency: 'RUB' }, confirmation: { type: 'redirect', return_url: `${base}/back` } } as never)
      .catch((e: unknown) => e);
    expect(noReceipt).toMatchObject({ response: { status: 400, data: { code: 'invalid_request', parameter: 'receipt' } } });
  });
});
