import { RU_PHONE } from '@storefront/contract/order-rules';
import type { CheckoutInfo, PlaceOrderBody } from '@storefront/contract/orders';

export type DeliveryMethod = 'courier' | 'pickup';
export type PaymentSystemId = 1 | 2;

/** What the shopper fills in. Bonuses are whole bonuses (1 bonus = 1 ₽); the wire carries kopecks. */
export interface CheckoutForm {
  name: string;
  phone: string;
  email: string;
  city: string;
  address: string;
  /** The suggestion service's id of a chosen address; cleared when the address is typed over. */
  fiasId: string;
  method: DeliveryMethod;
  paymentSystemId: PaymentSystemId;
  bonusNetwork: number;
  bonusLocal: number;
  comment: string;
}

/** Form field ids; server field paths (contact.phone, delivery.address…) map onto them. */
export type FieldName = 'name' | 'phone' | 'email' | 'city' | 'address' | 'method' | 'paymentSystemId' | 'bonusNetwork' | 'bonusLocal' | 'comment';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const FIELD_ORDER: readonly FieldName[] = ['name', 'phone', 'email', 'city', 'address', 'method', 'paymentSystemId', 'bonusNetwork', 'bonusLocal', 'comment'];

const SERVER_FIELDS: Record<string, FieldName> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'contact.email': 'email',
  'delivery.city': 'city',
  'delivery.address': 'address',
  'delivery.method': 'method',
  'delivery.fiasId': 'address',
  paymentSystemId: 'paymentSystemId',
  bonusNetwork: 'bonusNetwork',
  bonusLocal: 'bonusLocal',
  comment: 'comment',
};

/** Server field errors placed on the form's fields; the rest (if any) are returned for a general message. */
export function mapServerFields(fields: Record<string, string> | undefined): { errors: FieldErrors; rest: string[] } {
  const errors: FieldErrors = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = SERVER_FIELDS[path];
    if (field) errors[field] ??= message;
    else rest.push(message);
  }
  return { errors, rest };
}

export function initialForm(info: CheckoutInfo): CheckoutForm {
  const cardOn = info.paymentSystems.some((p) => p.id === 1 && p.available);
  return {
    name: info.contact.name,
    phone: info.contact.phone,
    email: info.contact.email,
    city: info.city,
    address: '',
    fiasId: '',
    method: 'courier',
    paymentSystemId: cardOn ? 1 : 2,
    bonusNetwork: 0,
    bonusLocal: 0,
    comment: '',
  };
}

/** Whole bonuses the shopper may spend of each kind (the server's caps are kopecks). */
export function bonusLimits(info: CheckoutInfo, form: Pick<CheckoutForm, 'bonusNetwork' | 'bonusLocal'>): { network: number; local: number } {
  const goods = Math.floor(info.goodsTotal / 100);
  const network = Math.min(Math.floor(info.bonus.networkCap / 100), goods);
  const local = Math.min(Math.floor(info.bonus.localCap / 100), Math.max(0, goods - Math.min(form.bonusNetwork, network)));
  return { network: Math.max(0, network), local: Math.max(0, local) };
}

export interface Totals {
  goods: number;
  network: number;
  local: number;
  toPay: number;
}

/** Kopecks: goods, what bonuses take off, what is left to pay. */
export function totals(info: CheckoutInfo, form: Pick<CheckoutForm, 'bonusNetwork' | 'bonusLocal'>): Totals {
  const network = form.bonusNetwork * 100;
  const local = form.bonusLocal * 100;
  return { goods: info.goodsTotal, network, local, toPay: Math.max(0, info.goodsTotal - network - local) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ClientProblem = 'name' | 'phone' | 'email' | 'city' | 'address';

/** The checks the server makes too, run first so the shopper sees them without a round trip. */
export function validate(form: CheckoutForm): Partial<Record<FieldName, ClientProblem>> {
  const problems: Partial<Record<FieldName, ClientProblem>> = {};
  if (form.name.trim().length < 2) problems.name = 'name';
  if (!RU_PHONE.test(form.phone.trim())) problems.phone = 'phone';
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) problems.email = 'email';
  if (form.city.trim().length < 2) problems.city = 'city';
  if (form.address.trim().length < 5) problems.address = 'address';
  return problems;
}

export function toBody(form: CheckoutForm): PlaceOrderBody {
  const email = form.email.trim();
  return {
    contact: { name: form.name.trim(), phone: form.phone.trim(), ...(email ? { email } : {}) },
    delivery: {
      method: form.method,
      city: form.city.trim(),
      address: form.address.trim(),
      ...(form.fiasId ? { fiasId: form.fiasId } : {}),
    },
    paymentSystemId: form.paymentSystemId,
    bonusNetwork: form.bonusNetwork * 100,
    bonusLocal: form.bonusLocal * 100,
    comment: form.comment.trim(),
  };
}
