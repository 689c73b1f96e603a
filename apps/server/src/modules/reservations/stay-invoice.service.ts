import { createHash } from 'node:crypto'
import type { InvoiceLineInput, InvoiceValues, Reservation, StayExtraUnit, StayPrice } from '@innkeep/contract'
import { notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import * as contacts from '../contacts/contacts.queries.ts'
import { createInvoice, getInvoice, updateInvoice } from '../invoicing/invoices.service.ts'
import { liveStayInvoice, setStayLinesHash } from '../invoicing/stay-invoices.service.ts'
import { accountOfReservation, lockAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { billableCharges } from '../stay-accounts/stay-accounts.service.ts'
import * as q from './reservations.queries.ts'
import { getReservation } from './reservations.service.ts'
import { paidDeposits } from './stay-deposits.service.ts'
import { roomsOfBooking, roomsText, stayCustomer, stayDocument } from './stay-documents.ts'

const LINE_TEXT: Record<StayPrice['lines'][number]['kind'], string> = {
  ACCOMMODATION: 'Ubytování',
  EXTRA_ADULT: 'Přistýlka – dospělý',
  EXTRA_CHILD: 'Přistýlka – dítě',
  ADJUSTMENT: 'Úprava ceny',
  LOCAL_FEE: 'Místní poplatek z pobytu',
}

/** The local fee's line names whom it is for (the pricing function gives the age category's code). */
const FEE_PAYER: Record<string, string> = {
  ADULT: 'dospělí',
  CHILD: 'děti',
  ZTP: 'držitelé ZTP',
  OVER60: 'senioři 60+',
  WORK: 'pracovní pobyt',
}

/** How an invoice names a stay rule's change of the price. */
const ADJUSTMENT_TEXT: Record<string, string> = {
  LENGTH_DISCOUNT: 'Sleva za délku pobytu',
  EARLY_BOOKING: 'Včasná rezervace',
  LAST_MINUTE: 'Last minute',
}

function lineDetail(line: StayPrice['lines'][number]): string | null {
  if (line.kind === 'LOCAL_FEE' && line.detail) return FEE_PAYER[line.detail] ?? line.detail
  if (line.kind === 'ADJUSTMENT') {
    const percent = line.percent ? ` ${line.percent > 0 ? '+' : '−'}${Math.abs(line.percent)} %` : ''
    return `${ADJUSTMENT_TEXT[line.detail ?? ''] ?? line.detail ?? ''}${percent}`
  }
  return line.detail
}

/** How an invoice line names the unit of a charge. */
const CHARGE_UNIT: Record<StayExtraUnit, string> = {
  PER_STAY: 'pobyt',
  PER_NIGHT: 'noc',
  PER_PERSON: 'os.',
  PER_PERSON_NIGHT: 'os./noc',
  PER_PIECE: 'ks',
}

interface BilledCharge {
  name: string
  quantity: number
  unit: StayExtraUnit | null
  unitPrice: number
  vatRate: number
}

/**
 * The price breakdown of each room of the booking and the booking's charges (extras, meals put on a
 * room) as invoice lines: prices include VAT, each charge at its own rate; the local fee is outside VAT.
 */
export function linesOfStay(
  rooms: Reservation | readonly Reservation[],
  charges: readonly BilledCharge[] = [],
): InvoiceLineInput[] {
  const chargeLines = charges.map(
    (charge): InvoiceLineInput => ({
      text: charge.name,
      quantity: charge.quantity,
      unit: charge.unit ? CHARGE_UNIT[charge.unit] : 'ks',
      unitPrice: charge.unitPrice,
      vatRate: charge.vatRate === 12 || charge.vatRate === 21 ? charge.vatRate : 0,
      priceCategory: null,
      discount: 0,
    }),
  )
  const stays = Array.isArray(rooms) ? rooms : [rooms as Reservation]
  return [...stays.flatMap((room) => priceLines(room, roomsText([room]))), ...chargeLines]
}

function priceLines(reservation: Reservation, stay: string): InvoiceLineInput[] {
  const unitOf = (line: StayPrice['lines'][number]) => {
    if (line.kind === 'ADJUSTMENT') return ''
    if (line.kind === 'LOCAL_FEE') return 'os./noc'
    return reservation.price.unit === 'PER_NIGHT' ? 'noc' : 'den'
  }
  return reservation.price.lines.map((line) => ({
    text:
      line.kind === 'ADJUSTMENT'
        ? `${lineDetail(line)} – ${stay}`
        : `${LINE_TEXT[line.kind]}${line.kind === 'ACCOMMODATION' ? ` – ${stay}` : ''}${lineDetail(line) ? ` (${lineDetail(line)})` : ''}`,
    quantity: line.quantity,
    unit: unitOf(line),
    unitPrice: line.unitPrice,
    // the local fee has no rate: it is outside the scope of VAT
    vatRate: line.vatRate === null ? null : line.vatRate === 12 || line.vatRate === 21 ? line.vatRate : 0,
    priceCategory: null,
    discount: 0,
  }))
}

/**
 * The stay's invoice: its live one (a draft, or an issued one not canceled) when it has one, so that
 * invoicing a stay again opens it — a draft whose lines are still the ones the stay wrote is brought
 * up to date with the account first; else a draft made in one step. The customer is the contact given,
 * or a new contact made from the booking's name, e-mail and phone.
 */
export async function invoiceReservation(ctx: StaffContext, reservationId: string, contactId: string | undefined) {
  const ws = ctx.access.workspace.id
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    // two clicks on "Vystavit fakturu" queue here; the second finds the first one's draft
    if (!(await q.lockReservation(tx, ws, reservationId))) throw notFound()
    // as does the tax document of a deposit received at that moment (documentReceivedDeposit)
    const accountId = await accountOfReservation(tx, ws, reservationId)
    if (accountId) await lockAccount(tx, ws, accountId)
    if (contactId && !(await contacts.findContact(tx, ws, contactId)))
      throw validation('contactId', 'invoice.contactNotFound')
    const live = await liveStayInvoice(tx, ws, reservationId)
    if (live?.status === 'DRAFT') return refreshedDraft(inTx, live)
    if (live) return getInvoice(tx, ctx.access, live.id)
    const reservation = await getReservation(tx, ws, reservationId)
    if (reservation.status === 'CANCELED') throw validation(undefined, 'invoice.reservationCanceled')
    const created = await createInvoice(
      inTx,
      await stayInvoice(inTx, reservation, await stayCustomer(inTx, reservation, contactId)),
    )
    await setStayLinesHash(tx, ws, created.id, linesHash(created.lines, payerOf(ctx)))
    return created
  })
}

/** What the stay's final invoice says: every room of the booking, its charges, its deposits deducted. */
async function stayInvoice(ctx: StaffContext, reservation: Reservation, customer: string): Promise<InvoiceValues> {
  const ws = ctx.access.workspace.id
  const rooms = await roomsOfBooking(ctx.db, ws, reservation)
  const lines = linesOfStay(rooms, await billableCharges(ctx.db, ws, reservation.id))
  const deducted = await paidDeposits(ctx, reservation, customer)
  return {
    ...stayDocument(reservation, customer, rooms),
    type: 'REGULAR_INVOICE',
    // the booking's last departure: the day the service of its rooms ends
    taxableSupplyDate:
      rooms
        .map((room) => room.till)
        .sort()
        .at(-1) ?? reservation.till,
    lines: [...lines, ...deducted.lines].map((line) => ({
      quantity: 1,
      unit: '',
      vatRate: 21,
      priceCategory: null,
      discount: 0,
      ...line,
    })),
    advanceIds: deducted.advanceIds,
  }
}

const payerOf = (ctx: StaffContext) => ctx.access.workspace.vatPayerStatus === 'PAYER'

interface Line {
  text: string
  quantity?: number | undefined
  unit?: string | undefined
  unitPrice: number
  vatRate?: number | null | undefined
  discount?: number | undefined
}

/**
 * A fingerprint of invoice lines: what they say and cost, as the invoice keeps them (a workspace that
 * is no VAT payer keeps every line at 0 %, a line outside the scope of VAT has no rate).
 */
function linesHash(lines: readonly Line[], payer: boolean) {
  const said = lines.map((l) => [
    l.text,
    l.quantity ?? 1,
    l.unit ?? '',
    l.unitPrice,
    l.vatRate === null ? null : payer ? (l.vatRate ?? 21) : 0,
    l.discount ?? 0,
  ])
  return createHash('sha256').update(JSON.stringify(said)).digest('hex')
}

/**
 * The stay's draft brought up to date with its account (a charge added, a room changed, a deposit
 * paid since it was made): its lines, deducted deposits and taxable day are written again, the rest
 * (customer, note, payment) stays. A draft whose lines were edited by hand is left as it is.
 */
async function refreshedDraft(
  ctx: StaffContext,
  live: { id: string; reservationId: string | null; stayLinesHash: string | null },
) {
  const draft = await getInvoice(ctx.db, ctx.access, live.id)
  if (!live.reservationId || !live.stayLinesHash || linesHash(draft.lines, payerOf(ctx)) !== live.stayLinesHash)
    return draft
  const reservation = await getReservation(ctx.db, ctx.access.workspace.id, live.reservationId)
  if (reservation.status === 'CANCELED') return draft
  const fresh = await stayInvoice(ctx, reservation, draft.contactId)
  const advances = draft.advances.map((advance) => advance.id)
  if (linesHash(fresh.lines, payerOf(ctx)) === live.stayLinesHash && fresh.advanceIds.join() === advances.join())
    return draft
  const updated = await updateInvoice(ctx, {
    ...fresh,
    id: draft.id,
    version: draft.version,
    contactId: draft.contactId,
    language: draft.language,
    currency: draft.currency,
    exchangeRate: draft.exchangeRate,
    vatMode: draft.vatMode,
    issueDate: draft.issueDate,
    dueDate: draft.dueDate,
    variableSymbol: draft.variableSymbol,
    paymentMethod: draft.paymentMethod,
    iban: draft.iban,
    cashRounding: draft.cashRounding,
    note: draft.note,
  })
  await setStayLinesHash(ctx.db, ctx.access.workspace.id, updated.id, linesHash(updated.lines, payerOf(ctx)))
  return getInvoice(ctx.db, ctx.access, updated.id)
}
