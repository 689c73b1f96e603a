import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { sentMail } from '../../db/schema/index.ts'
import type { Mailer, OutgoingMail } from '../../integrations/mail/mailer.ts'
import { newId } from '../../lib/ids.ts'

/**
 * Sends a workspace's e-mail and records it. Without SMTP the message is kept as LOGGED so the
 * owner still sees what went out; an SMTP failure is recorded as FAILED and reported to the caller.
 * `secret`: a part of the text (a link that lets its holder in) the log keeps out.
 */
export async function sendMail(
  deps: { db: Db; mailer: Mailer | null },
  workspaceId: string,
  mail: OutgoingMail & { entity?: string; entityId?: string; secret?: string },
): Promise<{ status: 'SENT' | 'LOGGED' | 'FAILED'; error: string | null }> {
  let status: 'SENT' | 'LOGGED' | 'FAILED' = 'LOGGED'
  let error: string | null = null
  if (deps.mailer) {
    try {
      await deps.mailer.send(mail)
      status = 'SENT'
    } catch (cause) {
      status = 'FAILED'
      error = cause instanceof Error ? cause.message.slice(0, 500) : 'unknown error'
    }
  }
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
