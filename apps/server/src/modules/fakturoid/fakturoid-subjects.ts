import type { Invoice } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { type FakturoidClient, FakturoidValidationError } from '../../integrations/fakturoid/fakturoid.client.ts'
import { RetryLaterError } from '../../jobs/jobs.ts'
import * as q from './fakturoid.queries.ts'
import { subjectBody } from './fakturoid-payload.ts'

type Party = Invoice['customer']

/** A claim older than this belongs to a run that died: another run may find or create the subject. */
const CLAIM_STALE_MS = 2 * 60_000

/** Fakturoid refused the subject (a contact) the document needs. */
export class SubjectRefusedError extends Error {
  constructor(
    readonly partyName: string,
    readonly fields: Record<string, string[]>,
  ) {
    super(`Fakturoid refused the subject ${partyName}`)
    this.name = 'SubjectRefusedError'
  }
}

/**
 * The Fakturoid subject of a contact: the one we made (`custom_id` = contact id), else the one with
 * the same ICO, else a new one. The claim row makes sure two runs never create the same subject, and
 * the `custom_id` look-up comes first, so a run that died after creating it finds it again.
 */
export async function subjectFor(
  db: Db,
  client: FakturoidClient,
  at: { workspaceId: string; contactId: string; party: Party; type: 'customer' | 'supplier' },
): Promise<number> {
  const known = await q.findSubject(db, at.workspaceId, at.contactId)
  if (known?.subjectId) return known.subjectId
  const claimed = await q.claimSubject(db, at.workspaceId, at.contactId, new Date(Date.now() - CLAIM_STALE_MS))
  if (!claimed) throw new RetryLaterError(5_000, 'FAKTUROID_SUBJECT_BUSY: another run is writing this contact')
  try {
    const found = (await client.findSubjectByCustomId(at.contactId)) ?? (await byIco(client, at.party.ico))
    const subject = found ?? (await created(client, at))
    await q.setSubject(db, at.workspaceId, at.contactId, subject.id)
    return subject.id
  } catch (error) {
    await q.setSubject(db, at.workspaceId, at.contactId, null)
    throw error
  }
}

/** Forgets a subject Fakturoid no longer has (deleted there): the next run looks it up again. */
export async function forgetSubject(db: Db, workspaceId: string, contactId: string) {
  await q.setSubject(db, workspaceId, contactId, null)
}

async function byIco(client: FakturoidClient, ico: string) {
  if (!/^\d{8}$/.test(ico)) return null
  const found = await client.searchSubjects(ico)
  return found.find((subject) => subject.registration_no === ico) ?? null
}

async function created(
  client: FakturoidClient,
  at: { contactId: string; party: Party; type: 'customer' | 'supplier' },
) {
  try {
    return await client.createSubject(subjectBody(at.contactId, at.party, at.type))
  } catch (error) {
    if (error instanceof FakturoidValidationError) throw new SubjectRefusedError(at.party.name, error.fields)
    throw error
  }
}
