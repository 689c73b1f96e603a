import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { workspaces } from './identity.ts'
import { guests } from './reservations.ts'

/**
 * The workspace's account for the police's Ubyport web service (NTLM, issued per facility apart from
 * the web-form login): the password sealed (lib/sealed.ts), never shown again.
 */
export const ubyportAccounts = pgTable('ubyport_accounts', {
  workspaceId: uuid()
    .primaryKey()
    .references(() => workspaces.id),
  username: text().notNull(),
  passwordSealed: text().notNull(),
  endpoint: text({ enum: ['TEST', 'PRODUCTION'] }).notNull(),
  /** The last "test connection" that reached the service. */
  checkedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * One foreign guest's report through the web service and the police's answer. ACCEPTED is final (the
 * guest is never sent again); REFUSED waits for a correction (`sent_hash` is what was refused);
 * FAILED waits for `next_attempt_at` (an outage) or for the account to be fixed. `sending_until`
 * claims the guest while a list with them is on its way, so two jobs never send them both.
 */
export const policeReports = pgTable(
  'police_reports',
  {
    workspaceId: uuid().notNull(),
    guestId: uuid().notNull(),
    reservationId: uuid().notNull(),
    state: text({ enum: ['PENDING', 'ACCEPTED', 'REFUSED', 'FAILED'] }).notNull(),
    /** SHA-256 of the record and header last sent. */
    sentHash: text(),
    /** The police's error numbers of the last answer: `{ header: number[], record: number[] }`. */
    codes: jsonb(),
    /** Why the last attempt failed: a problem code (UBYPORT_UNAVAILABLE…) and the service's words. */
    problem: text(),
    problemDetail: text(),
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    sendingUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.guestId] }),
    foreignKey({
      name: 'police_reports_guest_fk',
      columns: [t.workspaceId, t.guestId],
      foreignColumns: [guests.workspaceId, guests.id],
    }).onDelete('cascade'),
    index('police_reports_reservation_idx').on(t.workspaceId, t.reservationId),
    check('police_reports_accepted_check', sql`${t.state} <> 'ACCEPTED' or ${t.acceptedAt} is not null`),
  ],
)
