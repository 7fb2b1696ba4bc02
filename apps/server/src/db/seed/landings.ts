import { landings, media, type LandingBlock } from '../schema';
import type { Tx } from '../client';
import { daysBefore } from './batch';
import { readSeedData } from './data-file';
import type { CatalogIds } from './catalog';
import type { DemoShowcaseKey } from './fixtures';
import type { ShowcaseIds } from './network';
import { drawnSvg } from './pictures';
import { bannerSvg } from './svg';

interface LandingSpec {
  showcase: DemoShowcaseKey;
  slug: string;
  title: string;
  description: string;
  gradient: readonly [string, string];
  published: boolean;
  /** Days relative to the seeding moment; negative is in the past. */
  starts?: number;
  ends?: number;
  intro: string;
  pick: { leaves: readonly string[]; title: string };
  outro?: { title: string; text: string };
}

const LANDINGS = readSeedData<readonly LandingSpec[]>('landings.json');

export async function seedLandings(tx: Tx, now: Date, showcaseIds: ShowcaseIds, sample: CatalogIds['products']): Promise<void> {
  const positions = new Map<DemoShowcaseKey, number>();
  for (const spec of LANDINGS) {
    const showcaseId = showcaseIds.get(spec.showcase)!;
    const [cover] = await tx
      .insert(media)
      .values(drawnSvg(`images/media/landing-${showcaseId}-${spec.slug}.svg`, bannerSvg(spec.title, spec.description, spec.gradient)))
      .returning({ id: media.id });
    const productIds = sample
      .filter((p) => spec.pick.leaves.includes(p.spec.leafSlug) && p.spec.stock > 0)
      .slice(0, 6)
      .map((p) => p.id);
    const blocks: LandingBlock[] = [
      { type: 'picture', mediaId: cover!.id, caption: spec.title },
      { type: 'text', title: spec.title, text: spec.intro },
      { type: 'products', title: spec.pick.title, productIds },
    ];
    if (spec.outro) blocks.push({ type: 'text', ...spec.outro });
    const position = positions.get(spec.showcase) ?? 0;
    positions.set(spec.showcase, position + 1);
    await tx.insert(landings).values({
      showcaseId,
      slug: spec.slug,
      title: spec.title,
      description: spec.description,
      coverMediaId: cover!.id,
      blocks,
      published: spec.published,
      startsAt: spec.starts === undefined ? null : daysBefore(now, -spec.starts),
      endsAt: spec.ends === undefined ? null : daysBefore(now, -spec.ends),
      position,
      createdAt: daysBefore(now, 30),
      updatedAt: daysBefore(now, 2),
    });
  }
}
