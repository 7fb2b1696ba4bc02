import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Seed content that is pure data (texts, category templates, landing specs…) lives as JSON in data/; the
 * TypeScript modules next to it name its type and shape it into rows.
 */
export function readSeedData<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'data', file), 'utf8')) as T;
}
