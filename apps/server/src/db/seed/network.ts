import { eq, inArray } from 'drizzle-orm';
import { media, networkSettings, showcaseAdmins, showcaseBans, showcaseCategories, showcases, staticPageGroups, staticPages, users } from '../schema';
import type { Tx } from '../client';
import { daysBefore, insertAll } from './batch';
import { CATEGORY_TREE } from './catalog-data';
import { DEMO_USERS, logoMediaPath, NETWORK_SETTINGS, SHOWCASES, type DemoShowcaseKey } from './fixtures';
import { logoPng } from './logo';
import { createRandom } from './random';
import { SHOWCASE_SPECS } from './showcases-data';
import { PEOPLE, phoneFor } from './users-data';

export type UserIds = Map<string, number>;
export type ShowcaseIds = Map<DemoShowcaseKey, number>;

export async function seedSettings(tx: Tx, now: Date): Promise<void> {
  await tx.insert(networkSettings).values(Object.entries(NETWORK_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now })));
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function seedUsers(tx: Tx, now: Date): Promise<UserIds> {
  const r = createRandom('users');
  const taken = new Set<string>(Object.values(DEMO_USERS).map((u) => u.refCode));
  const ids: UserIds = new Map();
  for (const p of PEOPLE) {
    let refCode = p.refCode;
    while (!refCode || (!p.refCode && taken.has(refCode))) refCode = r.chars(REF_ALPHABET, 8);
    taken.add(refCode);
    const createdAt = daysBefore(now, p.daysAgo);
    const referrerId = p.referrer ? ids.get(p.referrer) : undefined;
    if (p.referrer && referrerId === undefined) throw new Error(`referrer ${p.referrer} must come before ${p.key}`);
    const [row] = await tx
      .insert(users)
      .values({
        telegramId: p.telegramId,
        username: p.username,
        name: p.name,
        phone: phoneFor(p),
        email: p.demo ? `${p.username.replace(/_/g, '.')}@sarafan.example` : null,
        city: p.city ?? 'Москва',
        role: p.demo === 'operator' ? 'operator' : 'shopper',
        refCode,
        referrerId: referrerId ?? null,
        referrerSetAt: referrerId ? createdAt : null,
        referralSeen: !p.unseen,
        isBanned: p.demo === 'banned',
        demoRole: p.demo ? DEMO_USERS[p.demo].demoRole : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id });
    ids.set(p.key, row!.id);
  }
  return ids;
}

export async function seedShowcases(tx: Tx, now: Date, userIds: UserIds): Promise<ShowcaseIds> {
  const ids: ShowcaseIds = new Map();
  for (const [i, spec] of SHOWCASE_SPECS.entries()) {
    const fact = SHOWCASES[spec.key];
    const ownerId = userIds.get(spec.owner)!;
    const [row] = await tx
      .insert(showcases)
      .values({
        alias: fact.alias,
        name: fact.name,
        description: spec.description,
        slogan: spec.slogan,
        botUsername: fact.bot,
        ownerId,
        stateId: fact.stateId,
        cashbackPercent: fact.cashbackPercent,
        requireReferral: spec.requireReferral,
        contacts: spec.contacts,
        headerSettings: spec.headerSettings,
        homeSettings: spec.homeSettings,
        burgerMenu: spec.burgerMenu,
        shareText: spec.shareText,
        updatedAfter: Math.floor(now.getTime() / 1000),
        createdAt: daysBefore(now, 180 - i * 10),
      })
      .returning({ id: showcases.id });
    const showcaseId = row!.id;
    ids.set(spec.key, showcaseId);

    const [logo] = await tx
      .insert(media)
      .values({
        path: logoMediaPath(String(showcaseId)),
        contentType: 'image/png',
        data: logoPng(spec.color, spec.logo),
        ownerId,
      })
      .returning({ id: media.id });
    await tx.update(showcases).set({ logoMediaId: logo!.id }).where(eq(showcases.id, showcaseId));
    await tx.insert(showcaseAdmins).values({ showcaseId, userId: ownerId, role: 'owner' });

    for (const [g, group] of spec.groups.entries()) {
      const [groupRow] = await tx
        .insert(staticPageGroups)
        .values({ showcaseId, name: group.name, position: g })
        .returning({ id: staticPageGroups.id });
      await tx.insert(staticPages).values(group.pages.map((page, p) => ({ groupId: groupRow!.id, showcaseId, ...page, position: p })));
    }
  }

  await tx
    .insert(showcaseBans)
    .values({ showcaseId: ids.get('main')!, userId: userIds.get('bannedOnMain')!, reason: 'Спам и оскорбления в отзывах' });
  for (const key of ['main', 'promo', 'sport'] as const) {
    const keys = PEOPLE.filter((p) => p.referrer && p.via === key).map((p) => userIds.get(p.key)!);
    if (keys.length)
      await tx
        .update(users)
        .set({ referralShowcaseId: ids.get(key)! })
        .where(inArray(users.id, keys));
  }
  return ids;
}

/** Which categories each showcase shows, in its own order. Roots are listed with the children they show. */
const SHOWCASE_CATEGORIES: Record<DemoShowcaseKey, ReadonlyArray<{ slug: string; customName?: string }>> = {
  main: CATEGORY_TREE.flatMap((root) => [{ slug: root.slug }, ...root.children.map((c) => ({ slug: c.slug }))]),
  sport: [
    { slug: 'sport' },
    { slug: 'fitnes' },
    { slug: 'velosport' },
    { slug: 'turizm' },
    { slug: 'plavanie' },
    { slug: 'odezhda', customName: 'Экипировка' },
    { slug: 'obuv', customName: 'Спортивная обувь' },
    { slug: 'elektronika', customName: 'Гаджеты' },
    { slug: 'umnye-chasy' },
    { slug: 'audio' },
  ],
  promo: [
    { slug: 'elektronika' },
    { slug: 'smartfony' },
    { slug: 'noutbuki' },
    { slug: 'audio' },
    { slug: 'umnye-chasy' },
    { slug: 'krasota' },
    { slug: 'ukhod-za-litsom' },
    { slug: 'ukhod-za-volosami' },
    { slug: 'parfyumeriya' },
  ],
  blocked: [{ slug: 'dom-i-sad' }, { slug: 'kukhnya' }, { slug: 'tekstil' }],
};

export async function seedShowcaseCategories(tx: Tx, showcaseIds: ShowcaseIds, categoryIds: Map<string, number>): Promise<void> {
  const rows = (Object.keys(SHOWCASE_CATEGORIES) as DemoShowcaseKey[]).flatMap((key) =>
    SHOWCASE_CATEGORIES[key].map((c, position) => ({
      showcaseId: showcaseIds.get(key)!,
      categoryId: categoryIds.get(c.slug)!,
      position,
      customName: c.customName ?? null,
    })),
  );
  await insertAll(tx, showcaseCategories, rows);
}
