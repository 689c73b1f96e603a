import type { ContactRecord, ContactValues } from '@innkeep/contract'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { searchWords } from '../../lib/search-words.ts'
import { checkLabelFilter } from '../labels/labels.service.ts'
import { withLabels } from '../labels/labels-of-objects.ts'
import * as q from './contacts.queries.ts'

export function toContact(row: q.ContactRow): ContactRecord {
  return {
    id: row.id,
    name: row.name,
    ico: row.ico,
    dic: row.dic,
    address: { street: row.street, city: row.city, postcode: row.postcode, country: row.country },
    email: row.email,
    phone: row.phone,
    bankAccount: row.bankAccount,
    iban: row.iban,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }
}

export async function listContacts(
  { db, access }: StaffContext,
  filter: { text?: string | undefined; labelId?: string[] | undefined; page: number; size: number },
  withAccount = false,
) {
  await checkLabelFilter(db, access.workspace.id, filter.labelId)
  const { rows, total } = await q.selectPage(db, access.workspace.id, { ...filter, withAccount })
  const items = await withLabels(db, access.workspace.id, 'CONTACT', rows.map(toContact))
  return { items, total, page: filter.page, size: filter.size }
}

export async function getContact(db: Db, workspaceId: string, id: string) {
  const row = await q.findContact(db, workspaceId, id)
  if (!row) throw notFound()
  return toContact(row)
}

/** Creates a contact, or updates one at the version the caller read (CONFLICT with the current one). */
export async function saveContact(db: Db, access: WorkspaceAccess, input: ContactValues) {
  const ws = access.workspace.id
  const values = {
    name: input.name,
    ico: input.ico,
    dic: input.dic,
    ...input.address,
    email: input.email,
    phone: input.phone,
    bankAccount: input.bankAccount,
    iban: input.iban,
    note: input.note,
  }
  try {
    if (!input.id) {
      const row = await q.insertContact(db, ws, newId(), values)
      if (!row) throw new Error('contact insert returned nothing')
      return toContact(row)
    }
    if (input.version === undefined) throw validation('version', 'validation.required')
    const row = await q.updateIfVersion(db, ws, input.id, input.version, values)
    if (row) return toContact(row)
  } catch (error) {
    if (!isUniqueViolation(error, 'contacts_ico_key')) throw error
    const holder = await q.findByIco(db, ws, input.ico)
    throw validation('ico', 'contacts.duplicateIco', { ico: input.ico, name: holder?.name ?? '' })
  }
  throw conflict('contacts.stale', await getContact(db, ws, input.id))
}

/** A few contacts matching what was typed into the staff header's quick search (accents ignored). */
export async function quickFindContacts(db: Db, workspaceId: string, text: string, limit: number) {
  return (await q.selectByWords(db, workspaceId, searchWords(text), limit)).map(toContact)
}
