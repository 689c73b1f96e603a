import type { GuestMailKind } from '@innkeep/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { sentMail } from '../../db/schema/index.ts'
import type { Mailer, OutgoingMail } from '../../integrations/mail/mailer.ts'
import { newId } from '../../lib/ids.ts'

/** Gives a mail to SMTP: SENT when the server took it, FAILED with its reason, LOGGED when no SMTP is set up. */
async function handOver(
  mailer: Mailer | null,
  mail: OutgoingMail,
): Promise<{ status: 'SENT' | 'LOGGED' | 'FAILED'; error: string | null }> {
  if (!mailer) return { status: 'LOGGED', error: null }
  try {
    await mailer.send(mail)
    return { status: 'SENT', error: null }
  } catch (cause) {
    return { status: 'FAILED', error: cause instanceof Error ? cause.message.slice(0, 500) : 'unknown error' }
  }
}

/** What a mail to a guest is, kept with it on the stay (sent_mail.kind); the contract's kinds go once per stay. */
export type StayMailKind = GuestMailKind | 'REMINDER' | 'DEPOSIT'

/**
 * Sends a workspace's e-mail and records it. Without SMTP the message is kept as LOGGED so the
 * owner still sees what went out; an SMTP failure is recorded as FAILED and reported to the caller.
 * `secret`: a part of the text (a link that lets its holder in) the log keeps out. A mail to a guest
 * names its stay (`reservationId`, `kind`): shown on the stay, exported and deleted with its data.
 */
export async function sendMail(
  deps: { db: Db; mailer: Mailer | null },
  workspaceId: string,
  mail: OutgoingMail & {
    entity?: string
    entityId?: string
    secret?: string
    reservationId?: string
    kind?: StayMailKind
  },
): Promise<{ status: 'SENT' | 'LOGGED' | 'FAILED'; error: string | null }> {
  const { status, error } = await handOver(deps.mailer, mail)
  await deps.db.insert(sentMail).values({
    workspaceId,
    id: newId(),
    to: mail.to,
    subject: mail.subject,
    text: mail.secret ? mail.text.replaceAll(mail.secret, '[odkaz / link]') : mail.text,
    status,
    error,
    entity: mail.entity ?? null,
    entityId: mail.entityId ?? null,
    reservationId: mail.reservationId ?? null,
    kind: mail.kind ?? null,
  })
  return { status, error }
}

/** Whether an e-mail about that record went out already (or was kept as LOGGED): a follow-up mails once. */
export async function mailedAbout(db: Db, workspaceId: string, entity: string, entityId: string) {
  const [row] = await db
    .select({ id: sentMail.id })
    .from(sentMail)
    .where(
      and(
        eq(sentMail.workspaceId, workspaceId),
        eq(sentMail.entity, entity),
        eq(sentMail.entityId, entityId),
        inArray(sentMail.status, ['SENT', 'LOGGED']),
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * Sends a guest's mail of a kind that goes once per stay (contract GuestMailKind): its row is claimed
 * first (SENDING; the unique index `sent_mail_once_per_stay` lets one claim through), then handed to
 * SMTP and marked SENT, LOGGED or FAILED. A second call finds the claim and sends nothing; a FAILED
 * one may be tried again. 'ALREADY': it went (or is going) before.
 */
export async function sendOncePerStay(
  deps: { db: Db; mailer: Mailer | null },
  workspaceId: string,
  mail: OutgoingMail & { reservationId: string; kind: GuestMailKind; secret?: string },
): Promise<{ status: 'SENT' | 'LOGGED' | 'FAILED' | 'ALREADY'; error: string | null }> {
  const id = newId()
  const claimed = await deps.db
    .insert(sentMail)
    .values({
      workspaceId,
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.secret ? mail.text.replaceAll(mail.secret, '[odkaz / link]') : mail.text,
      status: 'SENDING',
      reservationId: mail.reservationId,
      kind: mail.kind,
    })
    .onConflictDoNothing()
    .returning({ id: sentMail.id })
  if (claimed.length === 0) return { status: 'ALREADY', error: null }
  const { status, error } = await handOver(deps.mailer, mail)
  await deps.db
    .update(sentMail)
    .set({ status, error })
    .where(and(eq(sentMail.workspaceId, workspaceId), eq(sentMail.id, id)))
  return { status, error }
}
