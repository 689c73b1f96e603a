import type { LabelColor, LabeledObjectType } from '@innkeep/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { contacts, expenses, invoices, labels, reservations, workspaces } from '../db/schema/index.ts'
import type { WorkspaceAccess } from '../http/access.ts'
import { saveLabel, setObjectLabels } from '../modules/labels/labels.service.ts'

const LABELS: { name: string; color: LabelColor }[] = [
  { name: 'Stálý host', color: 'green' },
  { name: 'VIP', color: 'grape' },
  { name: 'Firemní klient', color: 'blue' },
  { name: 'Cestovka', color: 'cyan' },
  { name: 'Reklamace', color: 'red' },
  { name: 'Záloha', color: 'orange' },
  { name: 'Pravidelný dodavatel', color: 'teal' },
]

/**
 * Labels of the demo workspace on a few guests' stays, contacts, invoices and supplier invoices, so
 * the label filters and pickers show something on a fresh start. Added once.
 */
export async function seedDemoLabels(db: Db, slug: string): Promise<void> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const [existing] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(eq(labels.workspaceId, workspace.id))
    .limit(1)
  if (existing) return
  const access: WorkspaceAccess = { workspace, role: 'OWNER' }
  const ws = workspace.id
  const ids = new Map<string, string>()
  for (const label of LABELS) ids.set(label.name, (await saveLabel(db, access, label)).id)
  const mark = async (objectType: LabeledObjectType, objectId: string | undefined, names: string[]) => {
    if (!objectId) return
    const labelIds = names.map((name) => ids.get(name)).filter((id): id is string => id !== undefined)
    await setObjectLabels(db, access, { objectType, objectId, labelIds })
  }

  const people = await db
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(eq(contacts.workspaceId, ws))
  const contactId = (name: string) => people.find((c) => c.name === name)?.id
  await mark('CONTACT', contactId('Jan Novák'), ['Stálý host'])
  await mark('CONTACT', contactId('Cestovní kancelář Krkonoše s.r.o.'), ['Cestovka', 'Firemní klient'])
  await mark('CONTACT', contactId('Prádelna Bělidlo s.r.o.'), ['Pravidelný dodavatel'])
  await mark('CONTACT', contactId('Pivovar Pod Horou a.s.'), ['Pravidelný dodavatel'])

  const stays = await db
    .select({ id: reservations.id, contactName: reservations.contactName })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, ws), inArray(reservations.contactName, ['Jan Novák', 'Klaus Becker'])))
    .orderBy(asc(reservations.since))
  for (const stay of stays)
    await mark('RESERVATION', stay.id, [stay.contactName === 'Jan Novák' ? 'Stálý host' : 'VIP'])

  const issued = await db
    .select({ id: invoices.id, type: invoices.type, contactId: invoices.contactId })
    .from(invoices)
    .where(eq(invoices.workspaceId, ws))
  for (const invoice of issued) {
    if (invoice.type === 'PROFORMA') await mark('INVOICE', invoice.id, ['Záloha', 'Cestovka'])
    else if (invoice.contactId === contactId('Cestovní kancelář Krkonoše s.r.o.'))
      await mark('INVOICE', invoice.id, ['Cestovka'])
  }
  const received = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.workspaceId, ws))
    .orderBy(asc(expenses.issueDate))
  await mark('EXPENSE', received[0]?.id, ['Reklamace', 'Pravidelný dodavatel'])
}
