import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { networkSettings } from '../../db/schema';

/** Bonus rules of DESIGN §6; the network_settings table overrides these defaults key by key. */
export interface BonusSettings {
  /** Percent of an order's network pool per recipient: the showcase owner and lines 1–3 of the buyer's upline. */
  split: { showcaseOwner: number; levels: number[] };
  maturationDays: number;
  /** Kopecks. */
  withdrawalMin: number;
  networkSpendCapPercent: number;
  localSpendCapPercent: number;
}

export const DEFAULT_BONUS_SETTINGS: BonusSettings = {
  split: { showcaseOwner: 40, levels: [30, 20, 10] },
  maturationDays: 14,
  withdrawalMin: 500_00,
  networkSpendCapPercent: 50,
  localSpendCapPercent: 100,
};

const KEYS = ['bonus_split', 'maturation_days', 'withdrawal_min_bonuses', 'network_spend_cap_percent', 'local_spend_cap_percent'] as const;

const percent = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100 ? v : undefined);
const count = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

function splitOf(v: unknown): BonusSettings['split'] | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const { showcaseOwner, levels } = v as { showcaseOwner?: unknown; levels?: unknown };
  const owner = percent(showcaseOwner);
  if (owner === undefined || !Array.isArray(levels) || levels.length > 10) return undefined;
  const parsed = levels.map(percent);
  if (parsed.some((p) => p === undefined)) return undefined;
  const all = parsed as number[];
  return owner + all.reduce((a, b) => a + b, 0) <= 100 ? { showcaseOwner: owner, levels: all } : undefined;
}

/** Current rules; a malformed row falls back to its default rather than paying out nonsense. */
export async function loadBonusSettings(db: Db | Tx): Promise<BonusSettings> {
  const found = await db
    .select({ key: networkSettings.key, value: networkSettings.value })
    .from(networkSettings)
    .where(inArray(networkSettings.key, [...KEYS]));
  const value = (key: (typeof KEYS)[number]) => found.find((r) => r.key === key)?.value;
  const d = DEFAULT_BONUS_SETTINGS;
  const minBonuses = count(value('withdrawal_min_bonuses'));
  return {
    split: splitOf(value('bonus_split')) ?? d.split,
    maturationDays: count(value('maturation_days')) ?? d.maturationDays,
    withdrawalMin: minBonuses === undefined ? d.withdrawalMin : minBonuses * 100,
    networkSpendCapPercent: percent(value('network_spend_cap_percent')) ?? d.networkSpendCapPercent,
    localSpendCapPercent: percent(value('local_spend_cap_percent')) ?? d.localSpendCapPercent,
  };
}
