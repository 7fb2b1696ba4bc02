import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Who may call a method: anyone, a logged-in user, an admin of the showcase concerned, a network operator. */
export type Access = 'public' | 'user' | 'showcaseAdmin' | 'operator';

export interface MethodContext {
  app: FastifyInstance;
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * For 'showcaseAdmin' methods: the showcase whose administration was checked — the input's ShowcaseID
   * (or showcaseID / showcaseId) when given, else the request's showcase. Handlers act on this one only.
   */
  adminShowcaseId?: number;
}

export interface MethodDef<S extends z.ZodType = z.ZodType> {
  schema: S;
  access: Access;
  /** Writes are only accepted by POST (they are CSRF-checked); reads by GET and POST. */
  kind: 'read' | 'write';
  /**
   * Largest JSON body (bytes) the method takes when it needs more than JSON_BODY_LIMIT (64 KB). The route
   * reads up to the largest of its table; a method gets 413 for a body above its own.
   */
  bodyLimit?: number;
  handler(input: z.output<S>, ctx: MethodContext): Promise<unknown>;
}

export type MethodTable = Record<string, MethodDef>;

/** The answer of a write that has nothing else to tell. */
export const ok = { ok: true } as const;

/** The body limit of a dispatcher route: the largest any of its methods takes. */
export function tableBodyLimit(table: MethodTable, base: number): number {
  return Math.max(base, ...Object.values(table).map((def) => def.bodyLimit ?? 0));
}

/** Keeps the handler's input typed by its schema while the table stores it erased. */
export function defineMethod<S extends z.ZodType>(def: MethodDef<S>): MethodDef {
  return def;
}

type Handler<S extends z.ZodType> = MethodDef<S>['handler'];
const entry =
  (access: Access, kind: MethodDef['kind']) =>
  <S extends z.ZodType>(schema: S, handler: Handler<S>): MethodDef =>
    defineMethod({ schema, access, kind, handler });

/**
 * The usual table entries, named by who may call them and whether they write: `userWrite(schema, handler)`.
 * `defineMethod` stays for the entries that need more (a larger body limit).
 */
export const publicRead = entry('public', 'read');
export const publicWrite = entry('public', 'write');
export const userRead = entry('user', 'read');
export const userWrite = entry('user', 'write');
export const operatorRead = entry('operator', 'read');
export const operatorWrite = entry('operator', 'write');
