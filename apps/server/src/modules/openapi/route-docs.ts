import {
  agentDocumentParamsSchema,
  agentDocumentResponseSchema,
  agentDocumentUploadQuerySchema,
  agentUploadQuerySchema,
  agentUploadResponseSchema,
} from '@storefront/contract/agents';
import { advanceClockBodySchema, advanceClockResponseSchema, transferFormSchema } from '@storefront/contract/bonuses';
import {
  authLinkQuerySchema,
  botNotificationsBodySchema,
  botUpdateSchema,
  showcaseBotsSchema,
  telegramBotTokenBodySchema,
} from '@storefront/contract/bot';
import { cartResponseSchema } from '@storefront/contract/cart';
import {
  brandsResponseSchema,
  catalogSuggestQuerySchema,
  catalogSuggestResponseSchema,
  facetsResponseSchema,
  homeResponseSchema,
  productDetailSchema,
  productListQuerySchema,
  productListResponseSchema,
  searchQuerySchema,
} from '@storefront/contract/catalog';
import {
  claimFormQuerySchema,
  claimFormResponseSchema,
  claimPhotoParamsSchema,
  claimsResponseSchema,
  createClaimFieldsSchema,
  createClaimResponseSchema,
  escalateClaimBodySchema,
  escalateClaimParamsSchema,
  escalateClaimResponseSchema,
} from '@storefront/contract/claims';
import { companiesResponseSchema, saveCompanyBodySchema, saveCompanyResponseSchema } from '@storefront/contract/companies';
import {
  cdekWebhookSchema,
  deliveryOptionsQuerySchema,
  deliveryOptionsSchema,
  sellerCourierBodySchema,
  sellerCourierSettingsSchema,
} from '@storefront/contract/delivery';
import {
  consentDocumentSchema,
  consentDocumentsSchema,
  consentStatesSchema,
  sellerConsentDocumentsSchema,
  giveConsentBodySchema,
  sellerConsentDocumentBodySchema,
  withdrawConsentBodySchema,
} from '@storefront/contract/consent';
import { identitiesSchema, identityLinkSchema } from '@storefront/contract/identities';
import { prepareShareMessageBodySchema, preparedInlineMessageSchema } from '@storefront/contract/share-message';
import { maxBotSettingsSchema, maxBotStatusSchema, maxUpdateSchema } from '@storefront/contract/max-bot';
import {
  phoneCodeBodySchema,
  phoneCodeSentSchema,
  phoneVerifyBodySchema,
  phoneVerifyResultSchema,
  sandboxSmsListSchema,
} from '@storefront/contract/phone-login';
import { landingDetailSchema } from '@storefront/contract/landings';
import { authStateSchema, menuConfigSchema } from '@storefront/contract/menu';
import { notificationsQuerySchema, notificationsResponseSchema } from '@storefront/contract/notifications';
import {
  checkoutInfoSchema,
  orderResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  ordersResponseSchema,
} from '@storefront/contract/orders';
import { staticPageAliasSchema, staticPageSchema } from '@storefront/contract/pages';
import { paymentWebhookSchema } from '@storefront/contract/payments';
import { profileResponseSchema } from '@storefront/contract/account';
import { dashboardExportQuerySchema, dashboardQuerySchema, dashboardSchema } from '@storefront/contract/dashboard';
import {
  saleOrderResponseSchema,
  saleOrdersExportQuerySchema,
  saleOrdersQuerySchema,
  saleOrdersResponseSchema,
} from '@storefront/contract/sale-orders';
import { startupConfigSchema, startupRequestSchema } from '@storefront/contract/startup';
import { addressSuggestionsSchema, deliverySuggestionsSchema, findDeliveryBodySchema, suggestAddressBodySchema } from '@storefront/contract/suggest';
import { demoUsersResponseSchema, testLoginBodySchema, testRegisterBodySchema } from '@storefront/contract/test-login';
import { publicUserParamsSchema, publicUserQuerySchema, publicUserResponseSchema } from '@storefront/contract/users';
import { wishlistDetailSchema, wishlistsResponseSchema, wishlistTokenSchema } from '@storefront/contract/wishlists';
import { z } from 'zod';
import type { RouteDoc } from '../../lib/route-doc';
import { sellerShowcaseRouteDocs, showcaseAdminDoc } from '../seller-showcases/routes';

export type { RouteDoc };

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const okAnswer = z.object({ ok: z.boolean() });

/** A DaData-protocol route of the suggest module: the same request by GET (query) or POST (body). */
function dadata(path: string, summary: string, request: z.ZodType, answer: z.ZodType): Record<string, RouteDoc> {
  return {
    [`GET ${path}`]: { summary, access: 'public', query: request, answer },
    [`POST ${path}`]: { summary, access: 'public', body: request, answer },
  };
}

/**
 * Every route of the store except the dispatchers' methods (documented from their own tables) and the web app's
 * pages. A route missing here fails test/server/openapi.test.ts.
 */
export const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  'GET /api/health': { summary: 'Liveness and the database kind', access: 'public', answer: z.object({ ok: z.boolean(), database: z.string() }) },
  'POST /api/startup': {
    summary: 'Launch: the showcase configuration and the session state',
    access: 'public',
    body: startupRequestSchema,
    answer: startupConfigSchema,
  },
  'GET /api/menu': { summary: 'The menu: counters, balances, client info', access: 'public', answer: menuConfigSchema },
  'GET /api/account/auth': { summary: 'Who is logged in', access: 'public', answer: authStateSchema },
  'POST /api/account/logout': { summary: 'Ends the session', access: 'public', answer: okAnswer },
  'GET /api/catalog/home': { summary: 'Home page products and landings', access: 'public', answer: homeResponseSchema },
  'GET /api/catalog/products': { summary: 'A catalogue page', access: 'public', query: productListQuerySchema, answer: productListResponseSchema },
  'GET /api/catalog/facets': {
    summary: 'Filters of a catalogue page or search',
    access: 'public',
    query: productListQuerySchema.extend({ q: z.string().optional(), literal: searchQuerySchema.shape.literal }),
    answer: facetsResponseSchema,
  },
  'GET /api/catalog/search': {
    summary: 'Product search (forgiving: typos, layout, transliteration, articles)',
    access: 'public',
    query: searchQuerySchema,
    answer: productListResponseSchema,
  },
  'GET /api/catalog/suggest': {
    summary: 'Suggestions while typing',
    access: 'public',
    query: catalogSuggestQuerySchema,
    answer: catalogSuggestResponseSchema,
  },
  'GET /api/catalog/brands': { summary: 'Brands of the showcase', access: 'public', answer: brandsResponseSchema },
  'GET /api/product/:id': { summary: 'A product page', access: 'public', params: idParams, answer: productDetailSchema },
  'GET /api/cart': { summary: 'The cart', access: 'public', answer: cartResponseSchema },
  'GET /api/favourites': { summary: 'Favourite products', access: 'public', answer: z.object({ items: productListResponseSchema.shape.items }) },
  'GET /api/pages/:alias': {
    summary: 'A static page',
    access: 'public',
    params: z.object({ alias: staticPageAliasSchema }),
    answer: staticPageSchema,
  },
  'GET /api/actions/:id': { summary: 'A published landing (action)', access: 'public', params: idParams, answer: landingDetailSchema },
  'GET /api/users/:handle': {
    summary: "A user's public page",
    access: 'public',
    params: publicUserParamsSchema,
    query: publicUserQuerySchema,
    answer: publicUserResponseSchema,
  },
  'GET /api/wishlists': { summary: "The user's wishlists", access: 'user', answer: wishlistsResponseSchema },
  'GET /api/wishlists/shared/:token': {
    summary: 'A wishlist shared by link',
    access: 'public',
    params: z.object({ token: wishlistTokenSchema }),
    answer: wishlistDetailSchema,
  },
  'GET /api/wishlists/:id': { summary: "One of the user's wishlists", access: 'user', params: idParams, answer: wishlistDetailSchema },
  'GET /api/orders/checkout': { summary: 'Checkout: totals, bonus caps, contact, payment methods', access: 'user', answer: checkoutInfoSchema },
  'POST /api/orders': {
    summary: 'Places an order (Idempotency-Key header)',
    access: 'user',
    body: placeOrderBodySchema,
    answer: placeOrderResponseSchema,
    status: 201,
  },
  'GET /api/account/orders': {
    summary: "The buyer's orders, or one order with `id`",
    access: 'user',
    query: z.object({ id: id.optional() }),
    answer: z.union([ordersResponseSchema, orderResponseSchema]),
  },
  'GET /api/account/profile': { summary: 'The profile', access: 'user', answer: profileResponseSchema },
  'GET /api/account/notifications': {
    summary: 'Notifications',
    access: 'user',
    query: notificationsQuerySchema,
    answer: notificationsResponseSchema,
  },
  'GET /api/account/companies': { summary: "The user's companies", access: 'user', answer: companiesResponseSchema },
  'POST /api/account/companies': { summary: 'Saves a company', access: 'user', body: saveCompanyBodySchema, answer: saveCompanyResponseSchema },
  'GET /api/account/claims': { summary: "The user's claims", access: 'user', answer: claimsResponseSchema },
  'GET /api/account/claims/create': {
    summary: 'The claim form for an ordered product',
    access: 'user',
    query: claimFormQuerySchema,
    answer: claimFormResponseSchema,
  },
  'POST /api/account/claims': {
    summary: 'Files a claim (multipart: fields and photos)',
    access: 'user',
    body: createClaimFieldsSchema,
    answer: createClaimResponseSchema,
  },
  'GET /api/account/claims/:id/photos/:n': { summary: 'A claim photo', access: 'user', params: claimPhotoParamsSchema, answer: 'binary' },
  'POST /api/account/claims/:id/escalate': {
    summary: 'Sends a rejected claim of the user to the operator',
    access: 'user',
    params: escalateClaimParamsSchema,
    body: escalateClaimBodySchema,
    answer: escalateClaimResponseSchema,
  },
  'GET /api/account/mlm/transfer': { summary: 'The bonus transfer form', access: 'user', answer: transferFormSchema },
  'GET /api/account/mlm/upload': { summary: 'Agent documents', access: 'user', query: agentUploadQuerySchema, answer: agentUploadResponseSchema },
  'POST /api/account/mlm/upload': {
    summary: 'Uploads an agent document (multipart)',
    access: 'user',
    query: agentDocumentUploadQuerySchema,
    answer: agentDocumentResponseSchema,
    status: 201,
  },
  'GET /api/account/mlm/documents/:id': { summary: 'An agent document file', access: 'user', params: agentDocumentParamsSchema, answer: 'binary' },
  'GET /api/account/sale-orders': {
    summary: "The seller's orders, or one order with `id`",
    access: 'showcaseAdmin',
    query: saleOrdersQuerySchema,
    answer: z.union([saleOrdersResponseSchema, saleOrderResponseSchema]),
  },
  'GET /api/account/sale-orders/export.csv': {
    summary: "The seller's orders as CSV",
    access: 'showcaseAdmin',
    query: saleOrdersExportQuerySchema,
    answer: 'csv',
  },
  'GET /api/account/showcases/dashboard': {
    summary: "A showcase's dashboard: revenue, orders, link opens and campaigns, bonuses, top products for 7/30/90 days",
    access: 'showcaseAdmin',
    query: dashboardQuerySchema,
    answer: dashboardSchema,
  },
  'GET /api/account/showcases/dashboard/export.csv': {
    summary: "A showcase's bonus entries or link statistics as CSV",
    access: 'showcaseAdmin',
    query: dashboardExportQuerySchema,
    answer: 'csv',
  },
  ...sellerShowcaseRouteDocs,
  'POST /api/account/showcases/actions/picture': showcaseAdminDoc('Uploads a landing picture (multipart)'),
  ...dadata('/api/suggest/address', 'Address suggestions (DaData protocol)', suggestAddressBodySchema, addressSuggestionsSchema),
  ...dadata('/api/suggest/findById/delivery', 'Delivery ids of a city (DaData protocol)', findDeliveryBodySchema, deliverySuggestionsSchema),
  ...dadata('/api/findById/delivery', 'Delivery ids of a city (DaData protocol)', findDeliveryBodySchema, deliverySuggestionsSchema),
  'POST /api/payments/1/webhook': {
    summary: 'Payment provider notification (YooKassa protocol)',
    access: 'provider',
    body: paymentWebhookSchema,
    answer: z.looseObject({}),
  },
  'GET /api/payments/1/return': { summary: 'The buyer comes back from the payment page', access: 'public', answer: 'redirect' },
  'GET /api/payments/1/topup-return': {
    summary: 'The seller comes back from a top-up payment',
    access: 'public',
    query: z.object({ topupId: id }),
    answer: 'redirect',
  },
  'POST /api/bot/:showcase/:secret': {
    summary: 'Telegram Bot API webhook',
    access: 'provider',
    params: z.object({ showcase: z.string(), secret: z.string() }),
    body: botUpdateSchema,
    answer: z.looseObject({}),
  },
  'GET /api/auth/link': { summary: 'Login by a one-time link from the bot', access: 'public', query: authLinkQuerySchema, answer: 'redirect' },
  'GET /api/test/users': { summary: 'Demo users (DEMO=1 only)', access: 'demo', answer: demoUsersResponseSchema },
  'POST /api/test/login': { summary: 'Logs in as a demo user (DEMO=1 only)', access: 'demo', body: testLoginBodySchema, answer: z.looseObject({}) },
  'POST /api/test/register': {
    summary: 'Registers a demo user (DEMO=1 only)',
    access: 'demo',
    body: testRegisterBodySchema,
    answer: z.looseObject({}),
  },
  'GET /api/test/telegram': { summary: 'The Telegram launcher imitation (DEMO=1 only)', access: 'demo', answer: 'html' },
  'POST /api/test/advance-clock': {
    summary: 'Moves the bonus clock (DEMO=1 only)',
    access: 'demo',
    body: advanceClockBodySchema,
    answer: advanceClockResponseSchema,
  },
  'GET /api/ready': {
    summary: 'Readiness: the database answers and its migrations are applied (503 otherwise)',
    access: 'public',
    answer: z.looseObject({ ok: z.boolean() }),
  },
  'GET /api/delivery/options': {
    summary: 'Delivery methods, pickup points, prices and dates for an address',
    access: 'public',
    query: deliveryOptionsQuerySchema,
    answer: deliveryOptionsSchema,
  },
  'POST /api/delivery/cdek/webhook/:token': {
    summary: "CDEK's order status webhook (the status is re-read from CDEK)",
    access: 'provider',
    params: z.object({ token: z.string() }),
    body: cdekWebhookSchema,
    answer: okAnswer,
  },
  'GET /api/seller/showcases/:id/courier': {
    summary: "The seller's own courier: price, cities, days",
    access: 'showcaseAdmin',
    params: idParams,
    answer: z.object({ settings: sellerCourierSettingsSchema }),
  },
  'POST /api/seller/showcases/:id/courier': {
    summary: "Saves the seller's own courier",
    access: 'showcaseAdmin',
    params: idParams,
    body: sellerCourierBodySchema,
    answer: z.object({ settings: sellerCourierSettingsSchema }),
  },
  'GET /api/consent/documents': { summary: 'The showcase’s consent documents in force (152-ФЗ)', access: 'public', answer: consentDocumentsSchema },
  'GET /api/account/consents': { summary: "The user's consents on this showcase", access: 'user', answer: consentStatesSchema },
  'POST /api/account/consents': {
    summary: 'Gives consent to a document version',
    access: 'user',
    body: giveConsentBodySchema,
    answer: consentStatesSchema,
  },
  'POST /api/account/consents/withdraw': {
    summary: 'Withdraws the consent for one purpose',
    access: 'user',
    body: withdrawConsentBodySchema,
    answer: consentStatesSchema,
  },
  'GET /api/seller/showcases/:id/consent-documents': {
    summary: "The consent documents in force on a showcase, for its admins (its own or the operator's default)",
    access: 'showcaseAdmin',
    params: idParams,
    answer: sellerConsentDocumentsSchema,
  },
  'POST /api/seller/showcases/:id/consent-documents': {
    summary: "Publishes the showcase's own version of a consent document",
    access: 'showcaseAdmin',
    params: idParams,
    body: sellerConsentDocumentBodySchema,
    answer: z.object({ document: consentDocumentSchema }),
  },
  'GET /api/account/sale-orders/label.pdf': {
    summary: "A sale order's shipping label",
    access: 'showcaseAdmin',
    query: z.object({ id }),
    answer: 'binary',
  },
  'GET /api/account/identities': { summary: 'The messenger accounts (Telegram, MAX) of the user', access: 'user', answer: identitiesSchema },
  'POST /api/account/identities/link': {
    summary: "A one-time code and deep links to attach the other messenger's account",
    access: 'user',
    answer: identityLinkSchema,
  },
  'POST /api/account/share/prepared-message': {
    summary: "Stores the user's product or showcase card for Telegram's shareMessage (Bot API savePreparedInlineMessage)",
    access: 'user',
    body: prepareShareMessageBodySchema,
    answer: preparedInlineMessageSchema,
  },
  'GET /api/test/telegram/prepared/:id': {
    summary: 'A card the Bot API sandbox stored for shareMessage (DEMO=1 only)',
    access: 'demo',
    params: z.object({ id: z.string() }),
    answer: z.looseObject({ id: z.string(), expiration_date: z.number(), request: z.unknown() }),
  },
  'POST /api/auth/phone/code': {
    summary: 'Sends a one-time login code by SMS',
    access: 'public',
    body: phoneCodeBodySchema,
    answer: phoneCodeSentSchema,
  },
  'POST /api/auth/phone/verify': {
    summary: 'Logs in with the SMS code (merging into the logged-in account on confirmation)',
    access: 'public',
    body: phoneVerifyBodySchema,
    answer: phoneVerifyResultSchema,
  },
  'GET /api/test/sms': { summary: 'Messages the SMS sandbox was asked to send (DEMO=1 only)', access: 'demo', answer: sandboxSmsListSchema },
  'POST /api/max-bot/:showcase': {
    summary: "MAX Bot API webhook of a showcase's MAX bot",
    access: 'provider',
    params: z.object({ showcase: z.string() }),
    body: maxUpdateSchema,
    answer: okAnswer,
  },
  'GET /api/seller/showcases/:id/max-bot': {
    summary: "The showcase's MAX bot (the token is never shown)",
    access: 'showcaseAdmin',
    params: idParams,
    answer: maxBotStatusSchema,
  },
  'PUT /api/seller/showcases/:id/max-bot': {
    summary: "The owner sets or clears the showcase's MAX bot token (stored encrypted)",
    access: 'showcaseAdmin',
    params: idParams,
    body: maxBotSettingsSchema,
    answer: maxBotStatusSchema,
  },
  'GET /api/seller/showcases/:id/bots': {
    summary: "The showcase's Telegram and MAX bots (masked token, @username) and the caller's opt-in for bot messages",
    access: 'showcaseAdmin',
    params: idParams,
    answer: showcaseBotsSchema,
  },
  'PUT /api/seller/showcases/:id/telegram-bot': {
    summary: "The owner connects the showcase's own Telegram bot: getMe, setWebhook with secret_token, stored encrypted",
    access: 'showcaseAdmin',
    params: idParams,
    body: telegramBotTokenBodySchema,
    answer: showcaseBotsSchema,
  },
  'DELETE /api/seller/showcases/:id/telegram-bot': {
    summary: "The owner removes the showcase's own Telegram bot token",
    access: 'showcaseAdmin',
    params: idParams,
    answer: showcaseBotsSchema,
  },
  'PUT /api/seller/showcases/:id/bot-notifications': {
    summary: "The caller (owner or admin) opts in or out of the showcase's events as bot messages",
    access: 'showcaseAdmin',
    params: idParams,
    body: botNotificationsBodySchema,
    answer: showcaseBotsSchema,
  },
  'GET /api/test/max': { summary: 'The MAX launcher imitation (DEMO=1 only)', access: 'demo', answer: 'html' },
  'GET /api/test/max/bridge.js': { summary: 'The stand-in MAX Bridge of the launcher (DEMO=1 only)', access: 'demo', answer: 'binary' },
  'GET /api/test/telegram/calls': {
    summary: 'Calls the Telegram Bot API sandbox received (DEMO=1 without BOT_API_URL only)',
    access: 'demo',
    answer: z.looseObject({ calls: z.array(z.unknown()) }),
  },
  'GET /api/test/max/calls': {
    summary: 'Calls the MAX Bot API sandbox received (DEMO=1 only)',
    access: 'demo',
    answer: z.looseObject({ calls: z.array(z.unknown()) }),
  },
  'GET /api/openapi.json': { summary: 'This document (DEMO=1 only)', access: 'demo', answer: z.looseObject({ openapi: z.string() }) },
  'GET /api/docs': { summary: 'A page that shows this document (DEMO=1 only)', access: 'demo', answer: 'html' },
};

/** Routes that are not the store's API: the web app's pages and files, media, the payment provider's offline sandbox. */
export function undocumented(url: string): boolean {
  return (
    url === '*' ||
    url === '/*' ||
    url.startsWith('/api/tgbundle') ||
    url.startsWith('/api/maxbundle') ||
    url === '/robots.txt' ||
    url === '/sitemap.xml' ||
    url.startsWith('/images/') ||
    url.startsWith('/api/stat/images/') ||
    url.startsWith('/api/sandbox/')
  );
}
