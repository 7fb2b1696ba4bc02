import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, ts, created, id, blankText, fk, optFk } from './columns';
import { users, userRef } from './identity';
import { optShowcaseRef } from './showcases';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('cascade'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: blankText('body'),
    link: text('link'),
    seenAt: ts('seen_at'),
    /** A showcase event for its staff (migration 0021): the showcase whose bots deliver it. */
    showcaseId: optShowcaseRef('set null'),
    /** Its bot message: 'pending' (the staff member opted in), then 'sent' or 'failed'; null: in the app only. */
    botState: text('bot_state', { enum: ['pending', 'sent', 'failed'] }),
    createdAt: created(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_bot_pending_idx')
      .on(t.id)
      .where(sql`${t.botState} = 'pending'`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    userId: userRef(),
    form: text('form', { enum: ['ip', 'ooo', 'self_employed'] }).notNull(),
    name: text('name').notNull(),
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    bik: text('bik'),
    account: text('account'),
    address: blankText('address'),
    deletedAt: ts('deleted_at'),
    createdAt: created(),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

export const agentRequests = pgTable(
  'agent_requests',
  {
    id: id(),
    userId: userRef(),
    status: text('status', { enum: ['new', 'approved', 'rejected'] })
      .notNull()
      .default('new'),
    comment: blankText('comment'),
    decisionReason: text('decision_reason'),
    decidedBy: optFk('decided_by', () => users.id),
    decidedAt: ts('decided_at'),
    createdAt: created(),
  },
  (t) => [index('agent_requests_user_idx').on(t.userId)],
);

/** Documents live in the database (outside the web root) and are served only to the owner and operators. */
export const agentDocuments = pgTable('agent_documents', {
  id: id(),
  requestId: fk('request_id', () => agentRequests.id, 'cascade'),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: created(),
});
