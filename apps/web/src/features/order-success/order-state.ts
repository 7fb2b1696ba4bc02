import type { Order } from '@storefront/contract/orders';
import type ru from './locales/ru-RU.json';

type MessageId = keyof typeof ru;
export type PaymentState = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled' | 'onDelivery' | 'none';

/** What the payment line says: the card payment's state, "on delivery" (system 2), or nothing left to pay. */
export function paymentState(order: Order): PaymentState {
  if (order.total === 0) return 'none';
  if (order.paymentSystemId === 2) return order.payment?.status === 'succeeded' ? 'succeeded' : 'onDelivery';
  return order.payment?.status ?? 'pending';
}

export function titleOf(order: Order): MessageId {
  if (order.status === 'cancelled') return 'success.titleCancelled';
  if (order.paymentSystemId === 1 && order.payment?.status === 'succeeded') return 'success.titlePaid';
  return 'success.title';
}

/** What to expect next, by status and payment. */
export function nextSteps(order: Order): MessageId[] {
  const state = paymentState(order);
  const steps: MessageId[] = [];
  switch (order.status) {
    case 'new':
    case 'awaiting_payment':
      steps.push(state === 'canceled' ? 'next.paymentFailed' : 'next.awaitingPayment');
      break;
    case 'paid':
      steps.push('next.paid');
      break;
    case 'assembling':
      steps.push(state === 'onDelivery' ? 'next.assemblingCash' : 'next.assembling');
      break;
    default:
      steps.push(`next.${order.status}`);
  }
  if (order.status !== 'cancelled' && order.status !== 'completed') steps.push('next.notify');
  return steps;
}
