import type { Role } from '@innkeep/contract'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { accounts, identities, memberships, workspaces } from '../db/schema/index.ts'

const PEOPLE: { email: string; fullName: string; role: Role }[] = [
  { email: 'demo@example.com', fullName: 'Jana Nováková', role: 'OWNER' },
  { email: 'recepce@example.com', fullName: 'Petra Svobodová', role: 'RECEPTION' },
  { email: 'ucetni@example.com', fullName: 'Ing. Miroslav Dvořák', role: 'ACCOUNTANT' },
  { email: 'uklid@example.com', fullName: 'Lucie Černá', role: 'HOUSEKEEPING' },
  { email: 'cisnik@example.com', fullName: 'Tomáš Procházka', role: 'WAITER' },
]

const COMPANY = {
  kind: 'WORKSPACE' as const,
  name: 'Penzion U Lípy s.r.o.',
  ico: '12345679',
  dic: 'CZ12345679',
  vatPayerStatus: 'PAYER' as const,
  street: 'Náměstí Míru 12',
  city: 'Nové Město na Moravě',
  postcode: '592 31',
  country: 'CZ',
  email: 'info@penzion-ulipy.example',
  phone: '+420 566 123 456',
  web: 'https://penzion-ulipy.example',
}

/**
 * The demo company and one person per role, all signing in with the demo password. Accounts get
 * the current password on every start; everything else is created once.
 */
export async function seedDemoIdentities(
  db: Db,
  options: { email: string; slug: string; passwordHash: string; issuer: string; newId: () => string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(workspaces).where(eq(workspaces.slug, options.slug))
    const workspaceId = existing?.id ?? options.newId()
    if (!existing) await tx.insert(workspaces).values({ id: workspaceId, slug: options.slug, ...COMPANY })
    for (const person of PEOPLE) {
      const byEmail = eq(sql`lower(${accounts.email})`, person.email)
      const [found] = await tx.update(accounts).set({ passwordHash: options.passwordHash }).where(byEmail).returning()
      const account = found ?? { id: options.newId() }
      if (!found)
        await tx.insert(accounts).values({ id: account.id, email: person.email, passwordHash: options.passwordHash })
      if (existing) continue
      const identityId = options.newId()
      await tx.insert(identities).values({
        id: identityId,
        issuer: options.issuer,
        subject: account.id,
        email: person.email,
        fullName: person.fullName,
      })
      await tx.insert(memberships).values({ workspaceId, identityId, role: person.role })
    }
    return !existing
  })
}
