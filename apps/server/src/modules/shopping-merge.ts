import type { FastifyInstance } from 'fastify';
import { mergeSessionCarts } from './cart/service';
import { mergeSessionFavourites } from './favourites/service';

/** On login the anonymous session's carts and favourites become the account's (inside the login transaction). */
export function registerLoginMerges(app: FastifyInstance): void {
  app.sessions.onLogin(async ({ oldHash, userId }, tx) => {
    if (oldHash === null) return;
    await mergeSessionCarts(tx, oldHash, userId);
    await mergeSessionFavourites(tx, oldHash, userId);
  });
}
