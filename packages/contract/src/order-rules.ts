/**
 * Checkout rules without zod, so that a web chunk can check a phone or name the idempotency header without
 * carrying the schema library (orders.ts re-exports them for the schemas and the server).
 */

/** Russian mobile or landline number, any common spelling: +7 (912) 345-67-89, 8 912 345 67 89, 89123456789. */
export const RU_PHONE = /^(?:\+7|8)[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}$/;
export const normalisePhone = (phone: string) => `+7${phone.replace(/\D/g, '').slice(-10)}`;

/** POST /api/orders with header Idempotency-Key (8–64 of [A-Za-z0-9_-]); the same key returns the same order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
