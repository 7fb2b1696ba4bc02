import { z } from 'zod';

/**
 * The field recipes the contract's schemas share, each named for what the field carries: a schema says `rowId`,
 * `kopecks` or `isoDateTime` instead of spelling out again how zod checks it. An atom is one immutable zod schema;
 * a modifier (`.nullable()`, `.optional()`, `.positive()`) makes a new one, so sharing an atom changes no wire shape.
 */

/** The largest value of a Postgres `integer` column: the ceiling of every id a client may send. */
const INT4_MAX = 2_147_483_647;

/** The id of a stored row (a serial key), of a fixed catalogue entry (a payment system), or of a record a partner's API numbers. */
export const rowId = z.number().int();

/** An id the client sends in a JSON body: a positive whole number an `integer` column can hold. */
export const idInput = z.number().int().positive().max(INT4_MAX);

/** The same id read from a path, a query string or a form field: the text coerced to a number. */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);

/** How many of something there are (units, orders, members, unseen entries): a whole number. */
export const count = z.number().int();

/** Money on the wire is integer kopecks; the client formats it. */
export const kopecks = z.number().int();

/** Bonuses (1 bonus = 1 ₽) as balances and moves carry them: a number with at most two decimals. */
export const bonuses = z.number();

/** An instant as ISO 8601 text, as the server writes it (`Date.toISOString()`) or a partner's API sends it. */
export const isoDateTime = z.string();

/** A link as the wire carries it: an absolute URL or a path on this server (pages, pictures, avatars, logos). */
export const url = z.string();

/** A member's referral code, the one share links carry. */
export const refCode = z.string();

/** A showcase's state code (0 draft · 1 landing mode · 2 store · 3 blocked; see `updateShowcaseSettingsSchema` in contract/seller). */
export const showcaseState = z.number().int();

/** A zero-based list page asked in a query string (`?page=`): the bonus history, notifications, sale orders. */
export const pageParam = z.coerce.number().int().min(0).max(100_000).default(0);

/** Where a zero-based list page stands: `currentPage` of `totalPages` (at least 1). */
export const pager = z.object({ currentPage: z.number().int(), totalPages: z.number().int() });
