import { z } from 'zod';
import { rowId } from './fields';

export const DEMO_ROLES = ['shopper', 'showcase_admin', 'operator', 'banned', 'referrer'] as const;
export const demoUserSchema = z.object({
  id: rowId,
  name: z.string(),
  role: z.enum(DEMO_ROLES),
  description: z.string(),
});
export type DemoUser = z.infer<typeof demoUserSchema>;
export const demoUsersResponseSchema = z.object({ users: z.array(demoUserSchema) });
export const testLoginBodySchema = z.object({ userId: rowId.positive() });
/** POST /api/test/register (DEMO only): a brand-new shopper, logged in at once (the referral journeys need one). */
export const testRegisterBodySchema = z.object({ name: z.string().trim().min(1).max(100) });
