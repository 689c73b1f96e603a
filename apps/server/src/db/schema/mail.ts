import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'

/** Every e-mail the workspace sent (or, without SMTP, would have sent): the in-app sent-mail log. */
export const sentMail = pgTable(
  'sent_mail',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** SENT over SMTP, LOGGED only (no SMTP configured), FAILED with `error`. */
    status: text({ enum: ['SENT', 'LOGGED', 'FAILED'] }).notNull(),
    error: text(),
    entity: text(),
    entityId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('sent_mail_created_idx').on(t.workspaceId, t.createdAt),
  ],
)
