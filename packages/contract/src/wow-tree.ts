import { z } from 'zod';
import { count, isoDateTime, rowId, url } from './fields';

/** One showcase of the wow-tree switcher: GET /api/tg?json=1&method=getWowTreeShowcases (spec §3, §7). */
export const wowTreeShowcaseSchema = z.object({
  ID: rowId,
  Name: z.string(),
  /** Base64 image (a data URL or bare base64 PNG), may be empty. */
  Logo: z.string(),
  TelegramBot: z.string(),
  Url: url,
});
export type WowTreeShowcase = z.infer<typeof wowTreeShowcaseSchema>;

export const wowTreeShowcasesResponseSchema = z.array(wowTreeShowcaseSchema);

const MAX_ID = 2_147_483_647;
const memberId = z.coerce.number().int().positive().max(MAX_ID);

/** A showcase a member runs (owner or admin). */
export const wowMemberShowcaseSchema = z.object({ ID: rowId, Name: z.string() });

/**
 * One member of the viewer's downline. Level counts from the viewer (1 = direct referral); ParentID is the
 * member's referrer. Amounts are bonuses (1 bonus = 1 ₽). IsNew: a direct referral the viewer has not seen yet.
 */
export const wowTreeMemberSchema = z.object({
  ID: rowId,
  ParentID: rowId,
  Level: z.number().int().positive(),
  Name: z.string(),
  Avatar: url.nullable(),
  /** When the member joined the network (ISO timestamp). */
  JoinedAt: isoDateTime,
  Showcases: z.array(wowMemberShowcaseSchema),
  OrdersCount: count.nonnegative(),
  /** Bonuses the member's orders brought to the viewer (pending and available, never reversed ones). */
  BonusesBrought: z.number().nonnegative(),
  ChildrenCount: count.nonnegative(),
  IsNew: z.boolean(),
});
export type WowTreeMember = z.infer<typeof wowTreeMemberSchema>;

/** Totals of one level of the viewer's whole downline. */
export const wowTreeLevelSchema = z.object({
  Level: z.number().int().positive(),
  Members: count.nonnegative(),
  Orders: count.nonnegative(),
  Bonuses: z.number().nonnegative(),
});
export type WowTreeLevel = z.infer<typeof wowTreeLevelSchema>;

/** How many levels one getWowTree answer carries below its root; deeper ones load when expanded. */
export const WOW_TREE_PAGE_DEPTH = 3;

/** GET /api/tg?method=getWowTree[&parentId=]: the viewer's downline, or the subtree of one downline member. */
export const wowTreeQuerySchema = z.object({ parentId: memberId.optional() });

export const wowTreeResponseSchema = z.object({
  /** The viewer, or the requested member. */
  RootID: rowId,
  /** Levels carried below the root (members at the last one may have unloaded children). */
  Depth: z.number().int().positive(),
  /** Flat list, parents before children; a node's children are the members with its ID as ParentID. */
  Members: z.array(wowTreeMemberSchema),
  /** Totals per level of the whole downline (only in the answer without parentId, else empty). */
  Levels: z.array(wowTreeLevelSchema),
});
export type WowTreeResponse = z.infer<typeof wowTreeResponseSchema>;

/** A showcase of a friend (the viewer's referrer or a direct referral). */
export const friendShowcaseSchema = wowTreeShowcaseSchema.extend({
  AgentID: rowId,
  AgentName: z.string(),
  Relation: z.enum(['referrer', 'referral']),
});
export type FriendShowcase = z.infer<typeof friendShowcaseSchema>;
export const friendShowcasesResponseSchema = z.array(friendShowcaseSchema);

/** GET /api/tg?agentId={id}&method=getAgentShowcases: the showcases one network member runs. */
export const agentShowcasesQuerySchema = z.object({ agentId: memberId });

export const MAX_AGENTS_PER_REQUEST = 50;

/** GET /api/tg?Agents={ids}&method=getAgentsShowcases: `Agents` is a comma-separated list of member ids. */
export const agentsShowcasesQuerySchema = z.object({
  Agents: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { message: 'comma-separated ids expected' })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(MAX_ID)).min(1).max(MAX_AGENTS_PER_REQUEST)),
});

export const agentShowcasesSchema = z.object({ AgentID: rowId, Showcases: z.array(wowTreeShowcaseSchema) });
export const agentsShowcasesResponseSchema = z.array(agentShowcasesSchema);

/** GET /api/tg?agentId={AgentID}&showcaseID={ShowcaseID}&method=getClientWowInfo. */
export const clientWowInfoQuerySchema = z.object({ agentId: memberId, showcaseID: memberId.optional() });

/**
 * A network member as the viewer sees them. Level: positive in the viewer's downline, negative in the upline
 * (-1 = the referrer), 0 = the viewer. With ShowcaseID, orders and bonuses count that showcase only.
 */
export const clientWowInfoSchema = z.object({
  ID: rowId,
  Name: z.string(),
  Avatar: url.nullable(),
  Level: z.number().int(),
  JoinedAt: isoDateTime,
  ShowcaseID: rowId.nullable(),
  Showcases: z.array(wowMemberShowcaseSchema),
  ReferralsCount: count.nonnegative(),
  OrdersCount: count.nonnegative(),
  BonusesBrought: z.number().nonnegative(),
});
export type ClientWowInfo = z.infer<typeof clientWowInfoSchema>;
