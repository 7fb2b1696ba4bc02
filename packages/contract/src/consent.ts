import { z } from 'zod';
import { idInput, isoDateTime, rowId } from './fields';

/**
 * 152-ФЗ consent (issue 17). Since 1 September 2025 consent to personal-data processing is a separate document, one per
 * purpose, never pre-ticked and never a condition of a service it is not needed for. Documents are versioned: the
 * operator's defaults (showcaseId null) and a showcase's own, which replace the default of the same kind there.
 */
export const CONSENT_PURPOSES = ['order', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_DOCUMENT_KINDS = ['privacy', ...CONSENT_PURPOSES] as const;
export type ConsentDocumentKind = (typeof CONSENT_DOCUMENT_KINDS)[number];
/** Purposes without which an order cannot be placed (processing the buyer's name, phone and address to deliver it). */
export const REQUIRED_FOR_ORDER: readonly ConsentPurpose[] = ['order'];

export const consentDocumentSchema = z.object({
  id: rowId,
  kind: z.enum(CONSENT_DOCUMENT_KINDS),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** null: the operator's default. */
  showcaseId: rowId.nullable(),
  publishedAt: isoDateTime,
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;

/** GET /api/consent/documents: the current version of each kind on this showcase. */
export const consentDocumentsSchema = z.object({ documents: z.array(consentDocumentSchema) });

/** One purpose in the account: the current document, and the user's consent to it (or to an older version). */
export const consentStateSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  document: consentDocumentSchema,
  /** The consent in force: which version, when, from which address; null when none (never given or withdrawn). */
  given: z.object({ documentId: rowId, version: z.number().int(), at: z.string(), ip: z.string() }).nullable(),
  withdrawnAt: isoDateTime.nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
/** GET /api/account/consents. */
export const consentStatesSchema = z.object({ consents: z.array(consentStateSchema), privacy: consentDocumentSchema });
export type ConsentStates = z.infer<typeof consentStatesSchema>;

/** POST /api/account/consents: give consent to that document (its purpose), from the request's address. */
export const giveConsentBodySchema = z.object({ documentId: idInput });
/** POST /api/account/consents/withdraw. */
export const withdrawConsentBodySchema = z.object({ purpose: z.enum(CONSENT_PURPOSES) });

/** In POST /api/orders: the documents the buyer ticked at checkout, by purpose (the box is never ticked for them). */
export const checkoutConsentsSchema = z.object({
  order: idInput.optional(),
  marketing: idInput.optional(),
});

/**
 * GET /api/seller/showcases/:id/consent-documents (the showcase's admins): the documents in force on that showcase, one
 * per kind, the operator's default (showcaseId null) where the showcase has no text of its own.
 */
export const sellerConsentDocumentsSchema = z.object({ documents: z.array(consentDocumentSchema) });
export type SellerConsentDocuments = z.infer<typeof sellerConsentDocumentsSchema>;

/** POST /api/seller/showcases/:id/consent-documents: a showcase's own text of a kind becomes its next version. */
export const sellerConsentDocumentBodySchema = z.object({
  kind: z.enum(CONSENT_DOCUMENT_KINDS),
  title: z.string().trim().min(3).max(200),
  body: z.string().trim().min(20).max(50_000),
});
