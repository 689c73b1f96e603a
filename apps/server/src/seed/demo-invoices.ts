import { ExpenseInput, InvoiceInput, type InvoiceLineInput } from '@innkeep/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { contacts, invoices, workspaces } from '../db/schema/index.ts'
import type { WorkspaceAccess } from '../http/access.ts'
import type { MaybeStaffContext } from '../http/staff-context.ts'
import { addDays, todayIn } from '../lib/local-date.ts'
import { saveExpense } from '../modules/expenses/expenses.service.ts'
import { createInvoice, issueInvoice } from '../modules/invoicing/invoices.service.ts'

/**
 * A few invoices around today (issued, overdue, a draft, a proforma) and two supplier invoices, so
 * the accounting screens show something on a fresh start. Added once.
 */
export async function seedDemoInvoices(db: Db, slug: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  // the stays' deposit requests are the reservations' seed; these are the invoices made here
  const [existing] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspace.id), isNull(invoices.reservationId)))
    .limit(1)
  if (existing) return
  const people = await db.select().from(contacts).where(eq(contacts.workspaceId, workspace.id))
  const byName = (name: string) => people.find((c) => c.name === name)?.id
  const agency = byName('Cestovní kancelář Krkonoše s.r.o.')
  const person = byName('Jan Novák')
  const laundry = byName('Prádelna Bělidlo s.r.o.')
  const brewery = byName('Pivovar Pod Horou a.s.')
  if (!agency || !person || !laundry || !brewery) return
  const access: WorkspaceAccess = { workspace, role: 'OWNER' }
  const system: MaybeStaffContext = { db, access, principal: null, language: 'cs' }
  const today = todayIn(workspace.timeZone)
  const day = (offset: number) => addDays(today, offset)
  const stay = (nights: number, price: number): InvoiceLineInput => ({
    text: 'Ubytování – Dvoulůžkový pokoj',
    quantity: nights,
    unit: 'noc',
    unitPrice: price,
    vatRate: 12,
  })

  const invoice = async (input: InvoiceInput, issue: boolean) => {
    const created = await createInvoice(system, InvoiceInput.parse(input))
    if (issue) await issueInvoice(system, created.id, created.version)
  }
  await invoice(
    {
      contactId: agency,
      issueDate: day(-40),
      vatMode: 'FROM_TOTAL',
      lines: [
        stay(12, 1_450_00),
        { text: 'Snídaně', quantity: 24, unit: 'ks', unitPrice: 180_00, priceCategory: 'FOOD_REGULAR' },
      ],
      note: 'Zájezd Krkonoše – skupina 6 osob',
    },
    true,
  )
  await invoice({ contactId: person, issueDate: day(-9), vatMode: 'FROM_TOTAL', lines: [stay(3, 1_450_00)] }, true)
  await invoice(
    {
      contactId: agency,
      type: 'PROFORMA',
      issueDate: day(-2),
      vatMode: 'FROM_TOTAL',
      lines: [stay(5, 1_690_00)],
      note: 'Záloha na letní pobyt',
    },
    true,
  )
  await invoice(
    {
      contactId: person,
      issueDate: today,
      vatMode: 'FROM_TOTAL',
      lines: [
        stay(2, 1_450_00),
        { text: 'Víno Ryzlink rýnský', quantity: 1, unit: 'láhev', unitPrice: 390_00, priceCategory: 'BEV_REGULAR' },
      ],
    },
    false,
  )
  const expense = (input: ExpenseInput) => saveExpense(system, ExpenseInput.parse(input))
  await expense({
    contactId: laundry,
    number: `${today.slice(0, 4)}-0815`,
    issueDate: day(-20),
    dueDate: day(-6),
    lines: [{ text: 'Praní ložního prádla', quantity: 86, unit: 'kg', unitPrice: 38_00, vatRate: 21 }],
  })
  await expense({
    contactId: brewery,
    number: `PP${today.slice(2, 4)}1207`,
    issueDate: day(-5),
    dueDate: day(9),
    lines: [
      { text: 'Sud 50 l ležák', quantity: 4, unit: 'ks', unitPrice: 2_150_00, vatRate: 21 },
      { text: 'Zálohovaný obal', quantity: 4, unit: 'ks', unitPrice: 1_500_00, vatRate: 0 },
    ],
  })
}
