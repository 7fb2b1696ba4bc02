import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { one } from '../../src/db/sql';

/** A fingerprint of every row the seller calls may write: a refused call must leave it as it was. */
export async function sellerSnapshot(db: Db): Promise<string> {
  const row = await one<{ v: string }>(
    db,
    sql`select json_build_object(
    'showcases', (select json_agg(to_jsonb(s) - 'created_at' order by id) from showcases s),
    'admins', (select coalesce(json_agg(json_build_object('s', showcase_id, 'u', user_id, 'r', role) order by showcase_id, user_id), '[]') from showcase_admins),
    'bans', (select coalesce(json_agg(json_build_object('s', showcase_id, 'u', user_id, 'r', reason) order by showcase_id, user_id), '[]') from showcase_bans),
    'landings', (select coalesce(json_agg(to_jsonb(l) order by id), '[]') from landings l),
    'categories', (select coalesce(json_agg(to_jsonb(c) order by showcase_id, category_id), '[]') from showcase_categories c),
    'media', (select count(*) from media)
  )::text as v`,
  );
  return row?.v ?? '';
}

const BOUNDARY = '----sellertest';

/** A multipart body with one file, as the browser's FormData sends it. */
export function multipart(bytes: Uint8Array, filename: string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A real 1×1 PNG (uploads are decoded); JPEG_BYTES is a bare signature, for the "passes sniffing, fails decoding" cases. */
export const PNG_BYTES = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
