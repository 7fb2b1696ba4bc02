import { apiErrorBodySchema } from '@storefront/contract/errors';
import { z } from 'zod';
import type { MethodTable } from '../../lib/dispatch-types';
import { METHOD_ANSWERS } from './method-answers';
import { ROUTE_DOCS, undocumented, type RouteDoc } from './route-docs';

export interface RouteEntry {
  method: string;
  url: string;
}

type Json = Record<string, unknown>;

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema: what a client sends (input) or receives (output). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return out;
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Query or path parameters from an object schema, one per property. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): Json[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: s }));
}

const errorAnswer = {
  description: 'An error: code, localised message, field messages',
  content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema, 'output') } },
};

function answerOf(doc: RouteDoc): Json {
  const status = String(doc.status ?? 200);
  const ok =
    doc.answer === 'html'
      ? { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } }
      : doc.answer === 'binary'
        ? { description: 'A file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
        : doc.answer === 'csv'
          ? { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } }
          : doc.answer === 'redirect'
            ? { description: 'Redirect' }
            : { description: 'OK', content: { 'application/json': { schema: jsonSchema(doc.answer, 'output') } } };
  return doc.answer === 'redirect' ? { '302': ok, default: errorAnswer } : { [status]: ok, default: errorAnswer };
}

function operation(method: string, doc: RouteDoc): Json {
  return {
    summary: doc.summary,
    'x-access': doc.access,
    parameters: [...parameters(doc.params, 'path'), ...parameters(doc.query, 'query')],
    ...(doc.body && method !== 'GET'
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } } } }
      : {}),
    responses: answerOf(doc),
  };
}

/** One dispatcher method: the `method`/`action` field plus its own input schema; its access and kind. */
function methodSchema(field: 'method' | 'action', name: string, def: MethodTable[string]): Json {
  return {
    title: name,
    description: `${def.kind === 'write' ? 'Write (POST only)' : 'Read (GET or POST)'}; access: ${def.access}`,
    allOf: [{ type: 'object', properties: { [field]: { const: name } }, required: [field] }, jsonSchema(def.schema, 'input')],
  };
}

/** What a method answers (its entry in METHOD_ANSWERS), titled with its name. */
function answerSchema(name: string): Json {
  const answer = METHOD_ANSWERS[name];
  return { title: name, ...(answer ? jsonSchema(answer, 'output') : {}) };
}

/** The 200 answer of a dispatcher call: one of the named methods' answers (x-methods pairs each input with its own). */
function dispatcherAnswers(names: readonly string[]): Json {
  return {
    '200': {
      description: "The method's answer (JSON); x-methods names each method's own",
      content: { 'application/json': { schema: { anyOf: names.map(answerSchema) } } },
    },
    default: errorAnswer,
  };
}

function dispatcher(field: 'method' | 'action', table: MethodTable, summary: string): Json {
  const names = Object.keys(table).sort();
  return {
    summary,
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { oneOf: names.map((n) => methodSchema(field, n, table[n]!)) } } },
    },
    responses: dispatcherAnswers(names),
    'x-methods': Object.fromEntries(names.map((n) => [n, { access: table[n]!.access, kind: table[n]!.kind, answer: answerSchema(n) }])),
  };
}

/** Methods of the dispatch tables that have no answer in METHOD_ANSWERS (the test requires none). */
export function missingAnswers(tables: { tg: MethodTable; ajax: MethodTable }): string[] {
  return [...Object.keys(tables.tg), ...Object.keys(tables.ajax)].filter((n) => !METHOD_ANSWERS[n]);
}

/** Routes of the app that have no entry in ROUTE_DOCS (the test requires none). */
export function missingDocs(routes: readonly RouteEntry[]): string[] {
  return routes
    .filter((r) => r.method !== 'HEAD' && !undocumented(r.url) && !['/api/tg', '/api/ajax'].includes(r.url))
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !ROUTE_DOCS[key]);
}

/** The OpenAPI 3.1 document of the routes the app registered, built from the contract's zod schemas. */
export function openApiDocument(routes: readonly RouteEntry[], tables: { tg: MethodTable; ajax: MethodTable }): Json {
  const paths: Record<string, Json> = {};
  for (const r of routes) {
    if (r.method === 'HEAD' || undocumented(r.url)) continue;
    const path = toOpenApiPath(r.url);
    const method = r.method.toLowerCase();
    paths[path] ??= {};
    if (r.url === '/api/tg') {
      const reads = Object.keys(tables.tg).filter((n) => tables.tg[n]!.kind === 'read');
      paths[path][method] =
        r.method === 'GET'
          ? {
              summary: 'The /api/tg dispatcher, reads: the method and its input as query parameters (see POST for each input)',
              parameters: [{ name: 'method', in: 'query', required: true, schema: { enum: reads.sort() } }],
              responses: dispatcherAnswers(reads),
            }
          : dispatcher('method', tables.tg, 'The /api/tg dispatcher: every method with its input');
      continue;
    }
    if (r.url === '/api/ajax') {
      paths[path][method] = dispatcher('action', tables.ajax, 'The /api/ajax/ dispatcher: every action with its input');
      continue;
    }
    const doc = ROUTE_DOCS[`${r.method} ${r.url}`];
    paths[path][method] = doc ? operation(r.method, doc) : { summary: 'UNDOCUMENTED', responses: { default: errorAnswer } };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API',
      version: '1',
      description:
        'Generated from the zod schemas of packages/contract. Writes need the CSRF header (x-storefront-client: 1) and a JSON body; x-access names who may call.',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
