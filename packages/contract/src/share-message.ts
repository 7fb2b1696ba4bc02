import { z } from 'zod';
import { idInput } from './fields';

/**
 * Telegram's prepared inline messages (Bot API 8.0, issue 19): the share dialog's Telegram target inside Telegram
 * asks the server to store a card of the product or the showcase (picture, text, a button with the shopper's
 * referral deep link) for the logged-in user through `savePreparedInlineMessage`, then hands its id to
 * `Telegram.WebApp.shareMessage`. The server builds the card and the link itself: the client names only what to share.
 */
export const prepareShareMessageBodySchema = z
  .object({
    /** The product to share; the showcase itself when absent. */
    productId: idInput.optional(),
    /** The campaign suffix of this share dialog opening (links.ts randomCmp), so the card counts with its QR code. */
    cmp: z.string().regex(/^[0-9]{2}[A-Z]{4}$/),
  })
  .strict();
export type PrepareShareMessageBody = z.infer<typeof prepareShareMessageBodySchema>;

/** POST /api/account/share/prepared-message: Telegram's PreparedInlineMessage (id for shareMessage, expiry in Unix seconds). */
export const preparedInlineMessageSchema = z.object({
  id: z.string().min(1).max(256),
  expiration_date: z.number().int(),
});
export type PreparedInlineMessage = z.infer<typeof preparedInlineMessageSchema>;
