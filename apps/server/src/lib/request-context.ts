import type { SessionData, showcases } from '../db/schema';
import type { InvalidationScope } from './read-cache';

/** What the session, showcase and auth plugins attach to each API request. */
export interface SessionState {
  hash: string;
  userId: number | null;
  data: SessionData;
  expiresAt: Date;
}

export interface CurrentUser {
  id: number;
  name: string;
  avatarUrl: string | null;
  refCode: string;
  role: 'shopper' | 'operator';
  isBanned: boolean;
  referrerId: number | null;
}

export type Showcase = typeof showcases.$inferSelect;
export type ShowcaseSource = 'host' | 's' | 'default';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
    user: CurrentUser | null;
    showcase: Showcase | null;
    showcaseSource: ShowcaseSource | null;
  }
  interface FastifyContextConfig {
    /** false: the route takes state-changing calls without the CSRF checks (webhooks). */
    csrf?: false;
    /** true: multipart bodies are allowed (upload routes). */
    multipart?: true;
    /** true: banned users and blocked showcases still reach the route (startup, logout, demo login). */
    allowBanned?: true;
    /** What a write clears of the read cache (lib/read-cache.ts): everything by default. */
    readCacheScope?: InvalidationScope;
  }
}
