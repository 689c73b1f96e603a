import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  accommodationSettings,
  bankAccounts,
  bankItems,
  invoices,
  paymentDifferences,
  paymentLinks,
  reservations,
  stayPayments,
} from '../../db/schema/index.ts'
import { staysBookedWith } from './stay-accounts.queries.ts'

// Where an account meets the bank: payments mirrored from the links of bank and cash-register items
// to a stay's documents, deposit requests and what their payment confirms, reception's cash register.

/** The workspace's cash registers, by name. */
export async function selectCashRegisters(db: Db, workspaceId: string) {
  return db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      currency: bankAccounts.currency,
      isDefault: bankAccounts.isDefault,
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccounts.kind, 'CASH')))
    .orderBy(asc(bankAccounts.name))
}

/**
 * The cash register cash of an account in `currency` goes into: the one named, else the workspace's
 * only one, or its default; undefined when there is none.
 */
export async function findCashRegister(db: Db, workspaceId: string, currency: string, id?: string) {
  const rows = await db
    .select({ id: bankAccounts.id, name: bankAccounts.name, isDefault: bankAccounts.isDefault })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.workspaceId, workspaceId),
        eq(bankAccounts.kind, 'CASH'),
        eq(bankAccounts.currency, currency === 'EUR' ? 'EUR' : 'CZK'),
        id ? eq(bankAccounts.id, id) : undefined,
      ),
    )
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.name))
  return id || rows.length === 1 ? rows[0] : rows.find((row) => row.isDefault)
}

/** Cash in or out of a register (the bank module's cash item, made for a payment at reception). */
export async function insertCashItem(db: Db, row: typeof bankItems.$inferInsert) {
  await db.insert(bankItems).values(row)
}

/** The invoices whose payments are a stay account's payments: its final invoices and its deposit requests. */
const ACCOUNT_INVOICE_TYPES = sql`('REGULAR_INVOICE', 'EU_INVOICE', 'PROFORMA')`

/**
 * Mirrors new links of bank or cash-register items to stays' invoices as payments of the stays'
 * accounts (by transfer, or cash from a cash register), dated when the item was booked; links to other
 * documents are left alone. In the caller's transaction, beside the links.
 */
export async function mirrorLinkedPayments(db: Db, workspaceId: string, linkIds: string[]) {
  if (linkIds.length === 0) return
  await db.execute(sql`insert into ${stayPayments}
       (workspace_id, id, account_id, amount, method, paid_on, note, payment_link_id, created_by)
     select l.workspace_id, gen_random_uuid(), r.account_id, l.amount + coalesce(d.amount, 0),
            case when a.kind = 'CASH' then 'cash' else 'bank' end, b.booked_on,
            'Platba dokladu ' || coalesce(i.number, '') || case d.reason
              when 'PORTAL_COMMISSION' then ' vč. provize portálu'
              when 'BANK_FEE' then ' vč. bankovního poplatku'
              when 'ROUNDING' then ' vč. zaokrouhlení' else '' end,
            l.id, l.created_by
       from ${paymentLinks} l
       join ${invoices} i on i.workspace_id = l.workspace_id and i.id = l.invoice_id
       -- what the portal kept (or a fee, a rounding) settled the stay's invoice too: the guest paid it all
       left join ${paymentDifferences} d on d.workspace_id = l.workspace_id and d.payment_link_id = l.id
                                        and d.side = 'DOCUMENT'
       join ${reservations} r on r.workspace_id = i.workspace_id and r.id = i.reservation_id
       join ${bankItems} b on b.workspace_id = l.workspace_id and b.id = l.bank_item_id
       join ${bankAccounts} a on a.workspace_id = b.workspace_id and a.id = b.account_id
      where l.workspace_id = ${workspaceId} and l.id = any(${`{${linkIds.join(',')}}`}::uuid[])
        and i.type in ${ACCOUNT_INVOICE_TYPES}`)
}

/** The deposit requests of stays that the links pay, each with the day its money came (the latest link's). */
export async function depositsPaidBy(db: Db, workspaceId: string, linkIds: string[]) {
  if (linkIds.length === 0) return []
  const rows = await db.execute(sql`select i.id as "invoiceId", max(b.booked_on)::text as "paidOn"
       from ${paymentLinks} l
       join ${invoices} i on i.workspace_id = l.workspace_id and i.id = l.invoice_id
       join ${bankItems} b on b.workspace_id = l.workspace_id and b.id = l.bank_item_id
      where l.workspace_id = ${workspaceId} and l.id = any(${`{${linkIds.join(',')}}`}::uuid[])
        and i.type = 'PROFORMA' and i.reservation_id is not null
      group by i.id`)
  return (rows as unknown as { rows: { invoiceId: string; paidOn: string }[] }).rows
}

/** A removed link's mirrored payment is reversed (a negative payment on `day`), once. */
export async function reverseLinkedPayment(db: Db, workspaceId: string, linkId: string, day: string, by: string) {
  await db.execute(sql`insert into ${stayPayments}
       (workspace_id, id, account_id, amount, method, paid_on, note, payment_link_id, created_by)
     select p.workspace_id, gen_random_uuid(), p.account_id, -p.amount, p.method, ${day},
            'Zrušené spárování: ' || p.note, p.payment_link_id, ${by}
       from ${stayPayments} p
      where p.workspace_id = ${workspaceId} and p.payment_link_id = ${linkId} and p.amount > 0
        and not exists (select 1 from ${stayPayments} v where v.workspace_id = p.workspace_id
                          and v.payment_link_id = p.payment_link_id and v.amount < 0)`)
}

/** A stay's deposit request still open (its booking's): an issued, valid proforma not yet paid in full. */
export async function openDepositOf(db: Db, workspaceId: string, reservationId: string) {
  const [row] = await db
    .select({
      id: invoices.id,
      variableSymbol: invoices.variableSymbol,
      toPay: invoices.toPay,
      paidAmount: invoices.paidAmount,
      currency: invoices.currency,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.workspaceId, workspaceId),
        inArray(invoices.reservationId, staysBookedWith(workspaceId, reservationId)),
        eq(invoices.type, 'PROFORMA'),
        eq(invoices.status, 'ISSUED'),
        eq(invoices.validity, 'VALID'),
        sql`${invoices.paidAmount} < ${invoices.toPay}`,
      ),
    )
    .orderBy(asc(invoices.createdAt))
    .limit(1)
  return row
}

/**
 * Confirms the requested web bookings whose deposit request the links paid in full, where the
 * workspace confirms on a paid deposit; the stays confirmed (id, code).
 */
export async function confirmPaidDeposits(db: Db, workspaceId: string, linkIds: string[]) {
  if (linkIds.length === 0) return []
  const rows = await db.execute(sql`update ${reservations} r set status = 'CONFIRMED', version = r.version + 1
      from ${paymentLinks} l
      join ${invoices} i on i.workspace_id = l.workspace_id and i.id = l.invoice_id
      join ${accommodationSettings} s on s.workspace_id = l.workspace_id
      join ${reservations} asked on asked.workspace_id = i.workspace_id and asked.id = i.reservation_id
     where l.workspace_id = ${workspaceId} and l.id = any(${`{${linkIds.join(',')}}`}::uuid[])
       and i.type = 'PROFORMA' and i.paid_amount >= i.to_pay
       and s.confirm_on_deposit
       and r.workspace_id = asked.workspace_id and r.account_id = asked.account_id
       and r.status = 'REQUESTED' and r.source = 'WEB'
     returning r.id, r.code`)
  return (rows as unknown as { rows: { id: string; code: string }[] }).rows
}
