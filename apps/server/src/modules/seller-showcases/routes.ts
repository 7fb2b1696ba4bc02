import {
  createShowcaseSchema,
  homeSectionSchema,
  showcaseCatalogSchema,
  showcaseContactsSchema,
  showcaseDomainSchema,
  showcaseHeaderSchema,
  showcaseHomeSchema,
  showcaseIdQuerySchema,
  showcaseInfoSchema,
} from '@storefront/contract/seller';
import { LOGO_MAX_BYTES } from '@storefront/contract/seller-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { okResponseSchema } from '@storefront/contract/tg';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import type { RouteDoc } from '../../lib/route-doc';
import { requestLocale } from '../../lib/locale';
import { validate } from '../../lib/validate';
import { requireShowcaseAdmin } from './access';
import { storeLogo } from './logo';
import * as domains from './domain';
import * as service from './service';
import { registerUploads } from './upload';

interface Section<S extends z.ZodType> {
  name: string;
  summary: string;
  schema: S;
  save: (db: FastifyInstance['db'], id: number, value: z.output<S>) => Promise<void>;
}
/** Keeps a section's saver typed by its schema while the table stores it erased (as defineMethod does). */
const defineSection = <S extends z.ZodType>(def: Section<S>) => def as unknown as Section<z.ZodType>;

/** The edit sections saved alike (POST /api/account/showcases/edit/{name}): the routes and their docs come from here. */
const SECTIONS = [
  defineSection({ name: 'info', summary: 'Saves name and texts', schema: showcaseInfoSchema, save: service.saveInfo }),
  defineSection({ name: 'catalog', summary: 'Saves catalogue settings', schema: showcaseCatalogSchema, save: service.saveCatalog }),
  defineSection({ name: 'contacts', summary: 'Saves contacts', schema: showcaseContactsSchema, save: service.saveContacts }),
  defineSection({ name: 'header', summary: 'Saves the header', schema: showcaseHeaderSchema, save: service.saveHeader }),
];

/** Spec §7 `/account/showcases/…`: the list, the create form, the settings read, the six edit sections and the domain check. */
export function sellerShowcaseRoutes(app: FastifyInstance): void {
  const idOf = (req: FastifyRequest) => validate(showcaseIdQuerySchema, req.query, requestLocale(req)).id;
  const admin = (req: FastifyRequest, mode: 'read' | 'write') => requireShowcaseAdmin(app, req, idOf(req), mode);

  app.get('/api/account/showcases', async (req) => ({ showcases: await service.listShowcases(app.db, requireUser(req).id) }));

  app.get('/api/account/showcases/add', async (req) => {
    const list = await service.listShowcases(app.db, requireUser(req).id);
    return { templates: list.map(({ id, name, alias }) => ({ id, name, alias })) };
  });

  app.post('/api/account/showcases/add', async (req) => {
    const user = requireUser(req);
    return service.createShowcase(app.db, user, validate(createShowcaseSchema, req.body, requestLocale(req)));
  });

  app.get('/api/account/showcases/edit', async (req) => service.showcaseSettings(app.db, await admin(req, 'read')));
  app.get('/api/account/showcases/edit/header', async (req) => ({
    header: (await service.showcaseSettings(app.db, await admin(req, 'read'))).header,
  }));
  app.get('/api/account/showcases/edit/home/:url', async (req) => {
    const section = validate(z.object({ url: homeSectionSchema }), req.params, requestLocale(req)).url;
    return { [section]: (await service.showcaseSettings(app.db, await admin(req, 'read'))).home[section] };
  });

  const section = <S extends z.ZodType>({ name, schema, save }: Section<S>) =>
    app.post(`/api/account/showcases/edit/${name}`, async (req) => {
      const { showcase } = await admin(req, 'write');
      await save(app.db, showcase.id, validate(schema, req.body, requestLocale(req)));
      return { ok: true };
    });
  SECTIONS.forEach(section);

  app.get('/api/account/showcases/edit/domain', async (req) => {
    const { alias, domain, domainVerification } = await service.showcaseSettings(app.db, await admin(req, 'read'));
    return { alias, domain, domainVerification };
  });
  // The answer carries the domain's verification: the TXT record to create, or that it is proven.
  app.post('/api/account/showcases/edit/domain', async (req) => {
    const access = await admin(req, 'write');
    const locale = requestLocale(req);
    return { ok: true, ...(await domains.saveDomain(app.db, app.config, locale, access, validate(showcaseDomainSchema, req.body, locale))) };
  });
  // «Проверить»: the server looks the domain's TXT record up now.
  app.post('/api/account/showcases/edit/domain/verify', async (req) => {
    const access = await admin(req, 'write');
    return { ok: true, ...(await domains.verifyDomainByDns(app.db, app.resolveTxt, requestLocale(req), access)) };
  });

  app.post('/api/account/showcases/edit/home/:url', async (req) => {
    const { showcase } = await admin(req, 'write');
    const url = validate(z.object({ url: homeSectionSchema }), req.params, requestLocale(req)).url;
    await service.saveHome(app.db, showcase.id, url, validate(showcaseHomeSchema, req.body, requestLocale(req)));
    return { ok: true };
  });

  // Uploads get multipart parsing in a scope of their own; JSON stays the only body everywhere else.
  void app.register(async (scope) => {
    await registerUploads(scope, LOGO_MAX_BYTES);
    scope.post('/api/account/showcases/logo', { config: { multipart: true } }, async (req) => {
      const { showcase, user } = await admin(req, 'write');
      return storeLogo(app, req, user.id, showcase.id);
    });
  });
}

/**
 * The entry of a showcase admin's route that names its showcase in the query (`ShowcaseID`): a settings read, a save,
 * an upload. The answer is left open unless `doc` names it; `doc` adds the path params and the body.
 */
export function showcaseAdminDoc(summary: string, doc: Pick<RouteDoc, 'params' | 'body'> & { answer?: RouteDoc['answer'] } = {}): RouteDoc {
  return { summary, access: 'showcaseAdmin', query: showcaseIdQuerySchema, answer: z.looseObject({}), ...doc };
}

const homeSectionParams = z.object({ url: homeSectionSchema });
const sectionDocs: Record<string, RouteDoc> = Object.fromEntries(
  SECTIONS.map(({ name, summary, schema }) => [
    `POST /api/account/showcases/edit/${name}`,
    showcaseAdminDoc(summary, { body: schema, answer: okResponseSchema }),
  ]),
);

/** The OpenAPI entries of these routes (modules/openapi merges them into ROUTE_DOCS). */
export const sellerShowcaseRouteDocs: Readonly<Record<string, RouteDoc>> = {
  'GET /api/account/showcases': {
    summary: "The user's showcases",
    access: 'user',
    answer: z.object({ showcases: z.array(z.looseObject({ id: z.number() })) }),
  },
  'GET /api/account/showcases/add': { summary: 'The new-showcase form', access: 'user', answer: z.looseObject({}) },
  'POST /api/account/showcases/add': {
    summary: 'Creates a showcase',
    access: 'user',
    body: createShowcaseSchema,
    answer: z.looseObject({ id: z.number() }),
  },
  'GET /api/account/showcases/edit': showcaseAdminDoc('Showcase settings'),
  'GET /api/account/showcases/edit/header': showcaseAdminDoc('Showcase header settings', { answer: z.object({ header: showcaseHeaderSchema }) }),
  'GET /api/account/showcases/edit/home/:url': showcaseAdminDoc('A home page section', {
    params: homeSectionParams,
    answer: z.record(z.string(), showcaseHomeSchema),
  }),
  'POST /api/account/showcases/edit/home/:url': showcaseAdminDoc('Saves a home page section', {
    params: homeSectionParams,
    body: showcaseHomeSchema,
    answer: okResponseSchema,
  }),
  ...sectionDocs,
  'GET /api/account/showcases/edit/catalog': showcaseAdminDoc('The showcase catalogue tree for editing'),
  'GET /api/account/showcases/edit/domain': showcaseAdminDoc('Alias and custom domain'),
  'POST /api/account/showcases/edit/domain': showcaseAdminDoc('Saves alias and custom domain', {
    body: showcaseDomainSchema,
    answer: z.looseObject({ ok: z.boolean() }),
  }),
  'POST /api/account/showcases/edit/domain/verify': showcaseAdminDoc('Checks the domain TXT record'),
  'POST /api/account/showcases/logo': showcaseAdminDoc('Uploads the logo (multipart)'),
};
