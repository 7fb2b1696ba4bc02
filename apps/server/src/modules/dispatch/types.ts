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
  handler(input: z.output<S>, ctx: MethodContext): Promise<unknown>;
}

export type MethodTable = Record<string, MethodDef>;

/** Keeps the handler's input typed by its schema while the table stores it erased. */
export function defineMethod<S extends z.ZodType>(def: MethodDef<S>): MethodDef {
  return def;
}
