import { escapeHtml } from '../../lib/html';
import type { SandboxPaymentRow } from './sandbox-repository';

const STYLE = `body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f3f5;color:#1d1d1f}
main{max-width:420px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px rgb(0 0 0/.06)}
h1{font-size:1.3rem;margin:0 0 4px}.muted{color:#6e6e73;font-size:.9rem;margin:0 0 20px}
.amount{font-size:2rem;font-weight:700;margin:8px 0 20px}
form{margin:0}button,a.button{display:block;box-sizing:border-box;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:12px;font:inherit;font-weight:600;text-align:center;text-decoration:none;line-height:48px;cursor:pointer}
.pay{background:#2481cc;color:#fff}.decline{background:#e9e9ee;color:#1d1d1f}
.note{margin-top:20px;font-size:.85rem;color:#6e6e73}`;

const STATUS_TEXT: Record<string, string> = {
  succeeded: 'Платёж уже оплачен.',
  canceled: 'Платёж отменён.',
  waiting_for_capture: 'Платёж ожидает подтверждения магазином.',
};

/** Kopeck-exact amount string ("1290.50") as Russian money ("1 290,50 ₽"). */
function money(value: string): string {
  return new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' }).format(Number(value));
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

/** The sandbox's payment page: what is paid and two buttons, as a provider's hosted page would show. */
export function paymentPage(p: SandboxPaymentRow): string {
  const head = `<h1>Тестовая оплата картой</h1><p class="muted">${escapeHtml(p.description || 'Оплата заказа')}</p>
<p class="amount">${escapeHtml(money(p.amountValue))}</p>`;
  if (p.status !== 'pending') {
    return page(
      'Тестовая оплата',
      `${head}<p>${escapeHtml(STATUS_TEXT[p.status] ?? '')}</p>
<a class="button decline" href="${escapeHtml(p.returnUrl)}">Вернуться в магазин</a>`,
    );
  }
  const action = `/api/sandbox/pay/${encodeURIComponent(p.id)}`;
  return page(
    'Тестовая оплата',
    `${head}
<form method="post" action="${action}"><input type="hidden" name="decision" value="succeed"><button class="pay" type="submit">Оплатить</button></form>
<form method="post" action="${action}"><input type="hidden" name="decision" value="cancel"><button class="decline" type="submit">Отказаться</button></form>
<p class="note">Демо-режим: это тестовая страница платёжной системы, деньги не списываются.</p>`,
  );
}

export function notFoundPage(): string {
  return page('Платёж не найден', '<h1>Платёж не найден</h1><p class="muted">Проверьте ссылку или вернитесь в магазин.</p>');
}
