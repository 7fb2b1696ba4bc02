import { DEMO_ROLES, type DemoUser } from '@storefront/contract/test-login';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_USERS } from '../../db/seed/fixtures';
import { AppError } from '../../lib/app-error';
import { findDemoUserId, insertShopper, listDemoUsers } from './repository';

const descriptions = new Map<number, string>(Object.values(DEMO_USERS).map((u) => [u.telegramId, u.description]));

function isDemoRole(role: string | null): role is DemoUser['role'] {
  return (DEMO_ROLES as readonly (string | null)[]).includes(role);
}

/** The demo accounts of the /test page (DEMO=1 only). */
export async function demoUsers(app: FastifyInstance): Promise<DemoUser[]> {
  const rows = await listDemoUsers(app.db);
  return rows.flatMap((row) =>
    isDemoRole(row.demoRole)
      ? [{ id: row.id, name: row.name, role: row.demoRole, description: (row.telegramId !== null && descriptions.get(row.telegramId)) || '' }]
      : [],
  );
}

/** Logs in as a demo user: only accounts the seed marked with a demo role, never an arbitrary user. */
export async function demoLogin(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const id = await findDemoUserId(app.db, userId);
  if (id === null) throw new AppError('NOT_FOUND');
  await app.sessions.login(req, reply, id);
}

/** Creates a fresh shopper and logs in as them; the anonymous session's referral sets their referrer. */
export async function demoRegister(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, name: string): Promise<void> {
  await app.sessions.login(req, reply, await insertShopper(app.db, name));
}
