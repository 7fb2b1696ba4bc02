import { SESSION_COOKIE } from '@storefront/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/client';
import type { SessionData } from '../db/schema';
import { AppError } from '../lib/app-error';
import { randomToken, sha256Hex } from '../lib/crypto';
import type { SessionState } from '../lib/request-context';
import { revokeInitData } from '../modules/identity/init-data-revocations';
import { deleteSession, extendSession, findLiveSession, findUser, insertSession, saveSessionData } from '../modules/identity/repository';

/** Runs inside the login transaction, before the old session row (and what cascades from it) is deleted. */
export type LoginHook = (event: { oldHash: string | null; newHash: string; userId: number }, tx: Tx) => Promise<void>;

export interface SessionManager {
  /** Loads the session of a valid cookie; the sliding expiry is written at most once a day per session. */
  load(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * The request's session, created (anonymous) when it has none. Only writes that need state call it (add to cart,
   * favourite, a launch carrying a referral); new anonymous sessions are limited per IP (SESSIONS_PER_IP_PER_HOUR).
   */
  ensure(req: FastifyRequest, reply: FastifyReply): Promise<SessionState>;
  /** Rotation on login: a new id for the user, the anonymous session's data carried over, the old row deleted. */
  login(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<SessionState>;
  logout(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  patchData(req: FastifyRequest, patch: Partial<SessionData>): Promise<void>;
  onLogin(hook: LoginHook): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

const ID_RE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const sessionPlugin = fp(
  (app: FastifyInstance) => {
    const { db, config } = app;
    const ttlMs = config.SESSION_TTL_DAYS * DAY_MS;
    const hooks: LoginHook[] = [];
    // Counters live in Redis with REDIS_URL (shared by every node), else in this process (plugins/external.ts).
    const newSessionsByIp = app.createRateLimit({
      max: config.SESSIONS_PER_IP_PER_HOUR,
      timeWindow: HOUR_MS,
      keyGenerator: (req) => `new-session-ip:${req.ip}`,
    });

    const setCookie = (req: FastifyRequest, reply: FastifyReply, id: string) => {
      const https = req.protocol === 'https';
      reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, secure: https, sameSite: https ? 'none' : 'lax', maxAge: ttlMs / 1000 });
    };

    /** Inserts a session row; the caller sets the cookie once the row is committed. */
    const create = async (userId: number | null, data: SessionData, tx?: Tx) => {
      const id = randomToken(32);
      const state: SessionState = { hash: sha256Hex(id), userId, data, expiresAt: new Date(Date.now() + ttlMs) };
      await insertSession(tx ?? db, state);
      return { id, state };
    };

    app.decorateRequest('session', null);
    app.decorateRequest('user', null);

    app.decorate('sessions', {
      async load(req, reply) {
        const id = req.cookies[SESSION_COOKIE];
        if (!id || !ID_RE.test(id)) return;
        const found = await findLiveSession(db, sha256Hex(id));
        if (!found) return;
        req.session = found.session;
        req.user = found.user;
        if (Date.now() - found.lastSeenAt.getTime() > DAY_MS) {
          req.session.expiresAt = new Date(Date.now() + ttlMs);
          await extendSession(db, found.session.hash, req.session.expiresAt);
          setCookie(req, reply, id);
        }
      },
      async ensure(req, reply) {
        if (req.session) return req.session;
        const allowed = await newSessionsByIp(req);
        if (!allowed.isAllowed && allowed.isExceeded) {
          reply.header('retry-after', allowed.ttlInSeconds);
          throw new AppError('RATE_LIMITED');
        }
        const { id, state } = await create(null, {});
        setCookie(req, reply, id);
        req.session = state;
        return state;
      },
      async login(req, reply, userId) {
        const old = req.session;
        const anonymous = old !== null && old.userId === null;
        const carried: SessionData = {};
        if (anonymous && old.data.referral) carried.referral = old.data.referral;
        if (anonymous && old.data.wowTreeMode !== undefined) carried.wowTreeMode = old.data.wowTreeMode;
        const { id, state } = await db.transaction(async (tx) => {
          const created = await create(userId, carried, tx);
          for (const hook of hooks) await hook({ oldHash: anonymous ? old.hash : null, newHash: created.state.hash, userId }, tx);
          if (old) await deleteSession(tx, old.hash);
          return created;
        });
        setCookie(req, reply, id);
        req.session = state;
        req.user = await findUser(db, userId);
        return state;
      },
      async logout(req, reply) {
        const session = req.session;
        if (session) {
          await db.transaction(async (tx) => {
            // Init data stays valid for a while after Telegram signed it: revoke it, or a replay logs straight back in.
            const initData = session.data.initData;
            if (initData && session.userId !== null) await revokeInitData(tx, session.userId, initData.hash, initData.expiresAt);
            await deleteSession(tx, session.hash);
          });
        }
        req.session = null;
        req.user = null;
        const https = req.protocol === 'https';
        reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: https, sameSite: https ? 'none' : 'lax' });
      },
      async patchData(req, patch) {
        if (!req.session) throw new Error('patchData without a session');
        const data = { ...req.session.data, ...patch };
        await saveSessionData(db, req.session.hash, data);
        req.session.data = data;
      },
      onLogin(hook) {
        hooks.push(hook);
      },
    } satisfies SessionManager);
  },
  { name: 'session-manager', dependencies: ['external'] },
);

/** Registered in the API scope only: static files and images never touch the sessions table. */
export const sessionLoader = fp(
  (app: FastifyInstance) => {
    app.addHook('onRequest', (req, reply) => app.sessions.load(req, reply));
  },
  { name: 'session', dependencies: ['session-manager'] },
);
