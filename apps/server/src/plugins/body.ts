import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { JSON_MAX_DEPTH, jsonNestedDeeperThan } from '../lib/json-body';

declare module 'fastify' {
  interface FastifyRequest {
    /** Bytes of the JSON body as received (0 without one); dispatch checks it against the method's limit. */
    jsonBytes: number;
  }
}

/**
 * The application/json parser: Fastify's own (prototype poisoning refused), behind a depth check that costs
 * one scan of the bytes — JSON.parse of a deeply nested megabyte blocks the event loop for 100 ms and more.
 */
export const bodyPlugin = fp(
  (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'ignore');
    app.decorateRequest('jsonBytes', 0);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      const bytes = body as Buffer;
      req.jsonBytes = bytes.length;
      if (jsonNestedDeeperThan(bytes, JSON_MAX_DEPTH)) {
        done(new AppError('BAD_REQUEST'), undefined);
        return;
      }
      void parse(req, bytes.toString('utf8'), done);
    });
  },
  { name: 'body' },
);
