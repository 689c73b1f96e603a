import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm'
import { czech } from '../../db/czech.ts'
import type { Db } from '../../db/index.ts'
import { contacts } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'
import { foldedSql } from '../../lib/fold.ts'
import { containsPattern } from '../../lib/search-words.ts'
import { carriesAnyLabel } from '../labels/label-filter.ts'

export type ContactRow = typeof contacts.$inferSelect
type ContactColumns = Omit<typeof contacts.$inferInsert, 'workspaceId' | 'id' | 'createdAt' | 'version'>

interface ContactQuery {
  text?: string | undefined
  /** Any of these labels. */
  labelId?: string[] | undefined
  withAccount?: boolean
}

function matching(workspaceId: string, filter: ContactQuery) {
  const pattern = filter.text ? `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  return and(
    eq(contacts.workspaceId, workspaceId),
    filter.withAccount ? or(ne(contacts.bankAccount, ''), ne(contacts.iban, '')) : undefined,
    carriesAnyLabel('CONTACT', contacts, filter.labelId),
    pattern
      ? or(
          ilike(contacts.name, pattern),
          ilike(contacts.ico, pattern),
          ilike(contacts.dic, pattern),
          ilike(contacts.email, pattern),
          ilike(contacts.city, pattern),
        )
      : undefined,
  )
}

export async function selectPage(db: Db, workspaceId: string, filter: ContactQuery & { page: number; size: number }) {
  const where = matching(workspaceId, filter)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(czech(contacts.name), asc(contacts.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(contacts).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findContact(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)))
  return row
}

export async function findByIco(db: Db, workspaceId: string, ico: string) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.ico, ico)))
  return row
}

/** A guest's contact made before: the same e-mail, or without one the same name and no e-mail. */
export async function findGuestContact(db: Db, workspaceId: string, guest: { name: string; email: string }) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.workspaceId, workspaceId),
        guest.email ? eq(contacts.email, guest.email) : and(eq(contacts.name, guest.name), eq(contacts.email, '')),
      ),
    )
    .orderBy(asc(contacts.createdAt))
    .limit(1)
  return row
}

export async function insertContact(db: Db, workspaceId: string, id: string, values: ContactColumns) {
  const [row] = await db
    .insert(contacts)
    .values({ workspaceId, id, ...values })
    .returning()
  return row
}

/** Updates the contact when it is still at `version`; undefined when it is not (stale or missing). */
export async function updateIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: ContactColumns,
) {
  return updateAtVersion(db, contacts, { workspaceId, id, version }, values)
}

/**
 * Contacts each of whose `words` (folded, search-words.ts) is in the name without regard to accents,
 * the e-mail, the ICO or the phone's digits; by name. For the staff header's quick search.
 */
export async function selectByWords(db: Db, workspaceId: string, words: string[], limit: number) {
  if (words.length === 0) return []
  const haystack = sql`${foldedSql(contacts.name)} || ' ' || lower(${contacts.email}) || ' ' || ${contacts.ico} || ' ' || regexp_replace(${contacts.phone}, '[^0-9]', '', 'g')`
  return db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.workspaceId, workspaceId),
        ...words.map((word) => sql`${haystack} like ${containsPattern(word)}`),
      ),
    )
    .orderBy(czech(contacts.name), asc(contacts.id))
    .limit(limit)
}
