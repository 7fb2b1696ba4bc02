import type { StaticPage } from '@storefront/contract/pages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize-html';

export async function staticPage(db: Db, showcaseId: number, alias: string): Promise<StaticPage> {
  const row = await one<{ alias: string; name: string; groupName: string; body: string }>(
    db,
    sql`
    select p.alias, p.name, g.name as "groupName", p.body from static_pages p join static_page_groups g on g.id = p.group_id
    where p.showcase_id = ${showcaseId} and p.alias = ${alias}`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, body: sanitizeHtml(row.body) };
}
