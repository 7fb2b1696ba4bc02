import { PATHS, SHOWCASE_STATE } from '@storefront/contract/constants';
import type {
  AliasCheck,
  createShowcaseSchema,
  SellerShowcaseSettings,
  SellerShowcaseSummary,
  showcaseCatalogSchema,
  showcaseContactsSchema,
  showcaseHeaderSchema,
  showcaseHomeSchema,
  showcaseInfoSchema,
} from '@storefront/contract/seller';
import { aliasProblem, HOME_SECTIONS, type HomeSection } from '@storefront/contract/seller-rules';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { showcaseAdmins, showcases } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { fieldText, type FieldText } from '../../lib/messages';
import { agentStanding } from '../agents/service';
import { hasValidRequisites } from '../companies/service';
import type { CurrentUser, Showcase } from '../../lib/request-context';
import { canAdminister, showcaseById } from '../showcases/service';
import type { AdminAccess } from './access';
import { assertAliasFree, domainVerification } from './domain';
import * as repo from './repository';

const logoUrl = (s: { id: number; updatedAfter: number }) => `${PATHS.logos}${s.id}_mobile.png?t=${s.updatedAfter}`;

export async function listShowcases(db: Db, userId: number): Promise<SellerShowcaseSummary[]> {
  const list = await repo.listAdministered(db, userId);
  return list.map(({ hasLogo, ...r }) => ({ ...r, logoUrl: hasLogo ? logoUrl(r) : null }));
}

export async function checkAlias(db: Db, raw: string, exceptShowcaseId?: number): Promise<AliasCheck> {
  const alias = raw.trim().toLowerCase();
  const problem = aliasProblem(alias) ?? ((await repo.aliasTaken(db, alias, exceptShowcaseId)) ? 'taken' : null);
  return { alias, available: problem === null, problem };
}

/** The creator becomes the owner; a template the creator administers passes on its settings and categories. */
export async function createShowcase(db: Db, user: CurrentUser, input: z.output<typeof createShowcaseSchema>): Promise<{ id: number }> {
  if (input.templateId !== undefined && !(await canAdminister(db, user, input.templateId))) throw new AppError('FORBIDDEN');
  const template = input.templateId !== undefined ? await showcaseById(db, input.templateId) : null;
  if (input.templateId !== undefined && !template) throw new AppError('FORBIDDEN');
  await assertAliasFree(db, input.alias);
  try {
    return await insertShowcase(db, user, input, template);
  } catch (err) {
    // Two sellers taking the same alias at once: the unique index decides, and the loser hears «адрес занят».
    if (isUniqueViolation(err)) throw new AppError('ALIAS_TAKEN', {}, { alias: 'taken' });
    throw err;
  }
}

function insertShowcase(db: Db, user: CurrentUser, input: z.output<typeof createShowcaseSchema>, template: Showcase | null): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(showcases)
      .values({
        alias: input.alias,
        name: input.name,
        description: input.description,
        slogan: input.slogan,
        botUsername: input.botUsername,
        shareText: input.shareText,
        ownerId: user.id,
        stateId: SHOWCASE_STATE.draft,
      })
      .returning({ id: showcases.id });
    const id = row!.id;
    await tx.insert(showcaseAdmins).values({ showcaseId: id, userId: user.id, role: 'owner' });
    if (template) {
      await repo.copySettings(tx, template.id, id);
      await repo.copyCategories(tx, template.id, id);
      // The form's own description and slogan win over the template's when given.
      if (input.description || input.slogan) {
        await tx.execute(sql`update showcases set description = coalesce(nullif(${input.description}, ''), description),
          slogan = coalesce(nullif(${input.slogan}, ''), slogan) where id = ${id}`);
      }
    } else {
      await repo.showAllCategories(tx, id);
    }
    return { id };
  });
}

export async function cloneTemplate(db: Db, access: AdminAccess, templateId: number): Promise<void> {
  if (templateId === access.showcase.id || !(await canAdminister(db, access.user, templateId)) || !(await showcaseById(db, templateId))) {
    throw new AppError('FORBIDDEN');
  }
  await db.transaction(async (tx) => {
    await repo.copySettings(tx, templateId, access.showcase.id);
    await repo.copyCategories(tx, templateId, access.showcase.id);
  });
}

function homeOf(s: Showcase): SellerShowcaseSettings['home'] {
  const stored = s.homeSettings as Partial<Record<HomeSection, Partial<z.output<typeof showcaseHomeSchema>>>>;
  return Object.fromEntries(
    HOME_SECTIONS.map((k) => [k, { title: stored[k]?.title ?? '', text: stored[k]?.text ?? '', visible: stored[k]?.visible ?? true }]),
  ) as SellerShowcaseSettings['home'];
}

export async function showcaseSettings(db: Db, access: AdminAccess): Promise<SellerShowcaseSettings> {
  const s = access.showcase;
  const c = s.contacts;
  const h = s.headerSettings as { announcement?: string };
  const [admins, bans, fund, network] = await Promise.all([
    repo.listAdmins(db, s.id),
    repo.listBans(db, s.id),
    repo.showcaseAccountBalance(db, s.id, 'showcase_fund'),
    repo.showcaseAccountBalance(db, s.id, 'showcase_network'),
  ]);
  const role = access.isOperator && s.ownerId !== access.user.id ? 'operator' : s.ownerId === access.user.id ? 'owner' : 'admin';
  return {
    id: s.id,
    alias: s.alias,
    domain: s.domain ?? '',
    domainVerification: domainVerification(s),
    stateId: s.stateId,
    role,
    isOperator: access.isOperator,
    updatedAfter: s.updatedAfter,
    logoUrl: s.logoMediaId !== null ? logoUrl(s) : null,
    info: { name: s.name, description: s.description, slogan: s.slogan, botUsername: s.botUsername, shareText: s.shareText },
    catalog: { cashbackPercent: s.cashbackPercent, requireReferral: s.requireReferral },
    contacts: {
      phone: c.phone ?? '',
      email: c.email ?? '',
      address: c.address ?? '',
      telegram: c.telegram ?? '',
      whatsapp: c.whatsapp ?? '',
      vk: c.vk ?? '',
      workHours: c.workHours ?? '',
    },
    header: {
      burgerMenu: { '1': s.burgerMenu['1'] ?? '', '2': s.burgerMenu['2'] ?? '', '3': s.burgerMenu['3'] ?? '' },
      announcement: h.announcement ?? '',
    },
    home: homeOf(s),
    admins,
    bans,
    localFund: { balance: fund },
    networkAccount: { balance: network },
  };
}

// ---- the six sections of spec §7 ----

export async function saveInfo(db: Db, id: number, v: z.output<typeof showcaseInfoSchema>): Promise<void> {
  await repo.updateShowcase(
    db,
    id,
    sql`name = ${v.name}, description = ${v.description}, slogan = ${v.slogan},
    bot_username = ${v.botUsername}, share_text = ${v.shareText}`,
  );
}

export async function saveCatalog(db: Db, id: number, v: z.output<typeof showcaseCatalogSchema>): Promise<void> {
  await repo.updateShowcase(db, id, sql`cashback_percent = ${v.cashbackPercent}, require_referral = ${v.requireReferral}`);
}

export async function saveContacts(db: Db, id: number, v: z.output<typeof showcaseContactsSchema>): Promise<void> {
  const contacts = Object.fromEntries(Object.entries(v).filter(([, value]) => value !== ''));
  await repo.updateShowcase(db, id, sql`contacts = ${JSON.stringify(contacts)}::jsonb`);
}

export async function saveHeader(db: Db, id: number, v: z.output<typeof showcaseHeaderSchema>): Promise<void> {
  const menu = Object.fromEntries(Object.entries(v.burgerMenu).filter(([, caption]) => caption !== ''));
  await repo.updateShowcase(
    db,
    id,
    sql`burger_menu = ${JSON.stringify(menu)}::jsonb,
    header_settings = header_settings || ${JSON.stringify({ announcement: v.announcement })}::jsonb`,
  );
}

export async function saveHome(db: Db, id: number, section: HomeSection, v: z.output<typeof showcaseHomeSchema>): Promise<void> {
  await repo.updateShowcase(db, id, sql`home_settings = home_settings || ${JSON.stringify({ [section]: v })}::jsonb`);
}

/**
 * KYC before money (issue 15): a showcase takes orders (state 2) only when its owner has a company with valid
 * requisites and is an agent approved by the operator on a request that carries its documents. The refusal names
 * every missing piece as a field message in the reader's language.
 */
export async function requireKyc(db: Db, ownerId: number): Promise<void> {
  const [requisites, agent] = await Promise.all([hasValidRequisites(db, ownerId), agentStanding(db, ownerId)]);
  const missing: Record<string, FieldText> = {};
  if (!requisites) missing.company = fieldText('kycCompany');
  if (!agent.isAgent) missing.agent = fieldText('kycAgent');
  if (!agent.hasDocuments) missing.documents = fieldText('kycDocuments');
  if (Object.keys(missing).length > 0) throw new AppError('KYC_REQUIRED', {}, missing);
}

/** DESIGN §6: draft ↔ landing mode ↔ store (past the KYC gate); blocked (3) is set and lifted only by an operator. */
export async function setState(db: Db, access: AdminAccess, stateId: number): Promise<void> {
  const touchesBlocked = stateId === SHOWCASE_STATE.blocked || access.showcase.stateId === SHOWCASE_STATE.blocked;
  if (touchesBlocked && !access.isOperator) throw new AppError('FORBIDDEN');
  if (stateId === SHOWCASE_STATE.store && access.showcase.stateId !== SHOWCASE_STATE.store) await requireKyc(db, access.showcase.ownerId);
  // An operator's block from the settings screen keeps the same record as the console's (without a reason).
  const blockRecord =
    stateId === SHOWCASE_STATE.blocked
      ? sql`, state_before_block = case when state_id = 3 then state_before_block else state_id end, blocked_at = coalesce(blocked_at, now()), blocked_by = ${access.user.id}`
      : sql`, blocked_reason = null, blocked_at = null, blocked_by = null, state_before_block = null`;
  await repo.updateShowcase(db, access.showcase.id, sql`state_id = ${stateId}${blockRecord}`);
}

// ---- admins and bans ----

async function personByRefCode(db: Db, refCode: string): Promise<{ id: number; isBanned: boolean }> {
  const person = await repo.userByRefCode(db, refCode);
  if (!person) throw new AppError('NOT_FOUND', {}, { refCode: 'unknown' });
  return person;
}

export async function addAdmin(db: Db, access: AdminAccess, refCode: string): Promise<void> {
  const person = await personByRefCode(db, refCode);
  if (person.isBanned) throw new AppError('CONFLICT', {}, { refCode: 'banned' });
  await db.execute(
    sql`insert into showcase_admins (showcase_id, user_id, role) values (${access.showcase.id}, ${person.id}, 'admin') on conflict do nothing`,
  );
}

/** The owner stays: ownership is not removed through the admins list. */
export async function removeAdmin(db: Db, access: AdminAccess, userId: number): Promise<void> {
  if (userId === access.showcase.ownerId) throw new AppError('FORBIDDEN');
  await db.execute(sql`delete from showcase_admins where showcase_id = ${access.showcase.id} and user_id = ${userId} and role <> 'owner'`);
}

export async function banUser(db: Db, access: AdminAccess, refCode: string, reason: string): Promise<void> {
  const person = await personByRefCode(db, refCode);
  const isAdmin = await canAdminister(db, { id: person.id, role: 'shopper' } as CurrentUser, access.showcase.id);
  if (person.id === access.user.id || isAdmin) throw new AppError('CONFLICT', {}, { refCode: 'admin' });
  await db.execute(sql`insert into showcase_bans (showcase_id, user_id, reason) values (${access.showcase.id}, ${person.id}, ${reason})
    on conflict (showcase_id, user_id) do update set reason = excluded.reason`);
}

export async function unbanUser(db: Db, access: AdminAccess, userId: number): Promise<void> {
  await db.execute(sql`delete from showcase_bans where showcase_id = ${access.showcase.id} and user_id = ${userId}`);
}

/** Soft delete (orders keep pointing at it); only the owner or an operator may remove a showcase. */
export async function removeShowcase(db: Db, access: AdminAccess): Promise<void> {
  if (!access.isOperator && access.showcase.ownerId !== access.user.id) throw new AppError('FORBIDDEN');
  await db.execute(sql`update showcases set deleted_at = now() where id = ${access.showcase.id} and deleted_at is null`);
}

/** A settings change stored elsewhere (the showcase's categories, its menu): `updated_after` moves so cached menus and logos refresh. */
export function touchShowcase(db: Db | Tx, showcaseId: number): Promise<void> {
  return repo.bumpShowcase(db, showcaseId);
}
