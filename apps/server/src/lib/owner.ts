import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { Showcase } from './request-context';

/** Who is asking: favourites belong to a user, or to an anonymous session. */
export interface Owner {
  userId: number | null;
  sessionHash: string | null;
}

/** Whose cart and favourites a request sees: the logged-in user's, else the anonymous session's. */
export function ownerOf(req: FastifyRequest): Owner {
  if (req.user) return { userId: req.user.id, sessionHash: null };
  return { userId: null, sessionHash: req.session?.hash ?? null };
}

/** For writes: an anonymous visitor gets a session first, so the cart or favourite has an owner. */
export async function ensureOwner(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): Promise<Owner> {
  if (req.user) return { userId: req.user.id, sessionHash: null };
  const session = await app.sessions.ensure(req, reply);
  return { userId: null, sessionHash: session.hash };
}

/** The resolved showcase; in landing mode (state 1) only landings are public, so the catalogue is not. */
export function storeShowcase(req: FastifyRequest): Showcase {
  const showcase = req.showcase;
  if (!showcase) throw new AppError('NOT_FOUND');
  if (showcase.stateId === 1) throw new AppError('LANDING_MODE');
  return showcase;
}
