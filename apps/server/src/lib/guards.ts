import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { CurrentUser, Showcase } from './request-context';

export function requireUser(req: FastifyRequest): CurrentUser {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}

export function requireShowcase(req: FastifyRequest): Showcase {
  if (!req.showcase) throw new AppError('NOT_FOUND');
  return req.showcase;
}
