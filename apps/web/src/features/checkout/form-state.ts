import { RU_PHONE } from '@storefront/contract/order-rules';
import type { CheckoutInfo, PlaceOrderBody } from '@storefront/contract/orders';

export type DeliveryMethod = 'pickup' | 'courier' | 'seller_courier';
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
  /** The signed quote of the chosen delivery option or pickup point, its price (kopecks) and what to show for it. */
  quote: string;
  deliveryPrice: number;
  pointCode: string;
  /** 152-ФЗ: the documents the buyer ticked (0: not ticked); never ticked in advance. */
  consentOrder: number;
  consentMarketing: number;
  /** The buyer already gave the order consent (to the current version) and has not withdrawn it. */
  consentGiven: boolean;
  paymentSystemId: PaymentSystemId;
  bonusNetwork: number;
  bonusLocal: number;
  comment: string;
}

/** Form field ids; server field paths (contact.phone, delivery.address…) map onto them. */
export type FieldName =
  | 'name'
  | 'phone'
  | 'email'
  | 'city'
  | 'address'
  | 'method'
  | 'choice'
  | 'paymentSystemId'
  | 'bonusNetwork'
  | 'bonusLocal'
  | 'comment'
  | 'consentOrder';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const FIELD_ORDER: readonly FieldName[] = [
  'name',
  'phone',
  'email',
  'city',
  'address',
  'method',
  'choice',
  'paymentSystemId',
  'bonusNetwork',
  'bonusLocal',
  'comment',
  'consentOrder',
];

const SERVER_FIELDS: Record<string, FieldName> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'contact.email': 'email',
  'delivery.city': 'city',
  'delivery.address': 'address',
  'delivery.method': 'method',
  'delivery.fiasId': 'address',
  'delivery.choice': 'choice',
  'consents.order': 'consentOrder',
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
    method: 'pickup',
    quote: '',
    deliveryPrice: 0,
    pointCode: '',
    consentOrder: 0,
    consentMarketing: 0,
    consentGiven: false,
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
  /** null: no delivery chosen yet. */
  delivery: number | null;
  toPay: number;
}

/** Kopecks: goods, what bonuses take off (goods only), the delivery, what is left to pay. */
export function totals(info: CheckoutInfo, form: Pick<CheckoutForm, 'bonusNetwork' | 'bonusLocal' | 'quote' | 'deliveryPrice'>): Totals {
  const network = form.bonusNetwork * 100;
  const local = form.bonusLocal * 100;
  const delivery = form.quote ? form.deliveryPrice : null;
  return { goods: info.goodsTotal, network, local, delivery, toPay: Math.max(0, info.goodsTotal - network - local) + (delivery ?? 0) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ClientProblem = 'name' | 'phone' | 'email' | 'city' | 'address' | 'choice' | 'consentOrder';

/** The checks the server makes too, run first so the shopper sees them without a round trip. */
export function validate(form: CheckoutForm): Partial<Record<FieldName, ClientProblem>> {
  const problems: Partial<Record<FieldName, ClientProblem>> = {};
  if (form.name.trim().length < 2) problems.name = 'name';
  if (!RU_PHONE.test(form.phone.trim())) problems.phone = 'phone';
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) problems.email = 'email';
  if (form.city.trim().length < 2) problems.city = 'city';
  if (form.address.trim().length < 5) problems.address = 'address';
  if (!form.quote) problems.choice = 'choice';
  if (!form.consentGiven && !form.consentOrder) problems.consentOrder = 'consentOrder';
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
      ...(form.quote ? { choice: { quote: form.quote } } : {}),
    },
    paymentSystemId: form.paymentSystemId,
    bonusNetwork: form.bonusNetwork * 100,
    bonusLocal: form.bonusLocal * 100,
    comment: form.comment.trim(),
    consents: {
      ...(form.consentOrder ? { order: form.consentOrder } : {}),
      ...(form.consentMarketing ? { marketing: form.consentMarketing } : {}),
    },
  };
}
