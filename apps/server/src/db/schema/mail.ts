import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
    /**
     * SENT over SMTP, LOGGED only (no SMTP configured), FAILED with `error`; SENDING: a guest's mail
     * claimed before it is handed to SMTP (a process that died then leaves it so: never sent twice).
     */
    status: text({ enum: ['SENDING', 'SENT', 'LOGGED', 'FAILED'] }).notNull(),
    error: text(),
    entity: text(),
    entityId: text(),
    /** The stay a mail to a guest belongs to (shown on it, in the guest's data export, deleted with its data). */
    reservationId: uuid(),
    /** What a guest's mail was (BOOKING_RECEIVED, REMINDER, DEPOSIT…); null for other mail. */
    kind: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('sent_mail_created_idx').on(t.workspaceId, t.createdAt),
    index('sent_mail_reservation_idx').on(t.workspaceId, t.reservationId).where(sql`${t.reservationId} is not null`),
    // a guest's mail of a kind goes once per stay: the claim of the second one finds the first
    uniqueIndex('sent_mail_once_per_stay')
      .on(t.workspaceId, t.reservationId, t.kind)
      .where(
        sql`${t.kind} in ('BOOKING_RECEIVED', 'BOOKING_CONFIRMED', 'PRE_ARRIVAL', 'AFTER_STAY', 'CANCELLATION', 'DEPOSIT_REMINDER') and ${t.status} <> 'FAILED'`,
      ),
  ],
)

/** A workspace's own text of a guest e-mail in one language (none stored: the built-in text). */
export const guestMailTemplates = pgTable(
  'guest_mail_templates',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    kind: text({
      enum: ['BOOKING_RECEIVED', 'BOOKING_CONFIRMED', 'PRE_ARRIVAL', 'AFTER_STAY', 'CANCELLATION', 'DEPOSIT_REMINDER'],
    }).notNull(),
    language: text({ enum: ['cs', 'en', 'de'] }).notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.kind, t.language] })],
)

/** When guest e-mails go and what they say besides their templates (none stored: the defaults). */
export const guestMailSettings = pgTable('guest_mail_settings', {
  workspaceId: uuid()
    .primaryKey()
    .references(() => workspaces.id),
  /** The kinds the workspace does not send. */
  disabled: text().array().notNull().default(sql`'{}'::text[]`),
  preArrivalDays: integer().notNull().default(2),
  afterStayDays: integer().notNull().default(1),
  /** The local hour (the workspace's time zone) scheduled mails go at. */
  sendHour: integer().notNull().default(9),
  reviewUrl: text().notNull().default(''),
  /** How to get there and when to arrive, for the pre-arrival mail. */
  directions: text().notNull().default(''),
  /** Check-in from and check-out until, HH:MM local (the mails and the booking page tell guests). */
  checkInFrom: text().notNull().default('14:00'),
  checkOutUntil: text().notNull().default('10:00'),
  version: integer().notNull().default(0),
})
