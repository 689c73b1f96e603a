import type { InvoiceLineInput, InvoiceValues, Reservation, StayExtraUnit, StayPrice } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { AppError, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import { formatMoney } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { inOrder } from '../../lib/in-order.ts'
import { todayIn } from '../../lib/local-date.ts'
import * as contacts from '../contacts/contacts.queries.ts'
import { createInvoice, getInvoice, issueInvoice } from '../invoicing/invoices.service.ts'
import { invoicesOfStay } from '../invoicing/stay-balance.ts'
import { liveStayInvoice } from '../invoicing/stay-invoices.service.ts'
import { publicBookingSettings } from '../pricing/pricelist.service.ts'
import { accountOfReservation, lockAccount, staysOfAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { billableCharges, openDepositOf } from '../stay-accounts/stay-accounts.service.ts'
import * as q from './reservations.queries.ts'
import { getReservation } from './reservations.service.ts'

const LINE_TEXT: Record<StayPrice['lines'][number]['kind'], string> = {
  ACCOMMODATION: 'Ubytování',
  EXTRA_ADULT: 'Přistýlka – dospělý',
  EXTRA_CHILD: 'Přistýlka – dítě',
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

const lineDetail = (line: StayPrice['lines'][number]) =>
  line.kind === 'LOCAL_FEE' && line.detail ? (FEE_PAYER[line.detail] ?? line.detail) : line.detail

const czechDate = (date: string) => {
  const [y, m, d] = date.split('-')
  return `${Number(d)}. ${Number(m)}. ${y}`
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

/** How a document names the rooms of a booking and their dates. */
function roomsText(rooms: readonly Reservation[]) {
  const dates = (room: Reservation) => `${czechDate(room.since)} – ${czechDate(room.till)}`
  const [first] = rooms
  if (first && rooms.every((room) => room.since === first.since && room.till === first.till))
    return `${rooms.map((room) => room.resourceName).join(', ')}, ${dates(first)}`
  return rooms.map((room) => `${room.resourceName}, ${dates(room)}`).join('; ')
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
  return reservation.price.lines.map((line) => ({
    text: `${LINE_TEXT[line.kind]}${line.kind === 'ACCOMMODATION' ? ` – ${stay}` : ''}${lineDetail(line) ? ` (${lineDetail(line)})` : ''}`,
    quantity: line.quantity,
    unit: line.kind === 'LOCAL_FEE' ? 'os./noc' : reservation.price.unit === 'PER_NIGHT' ? 'noc' : 'den',
    unitPrice: line.unitPrice,
    vatRate: line.vatRate === 12 || line.vatRate === 21 ? line.vatRate : 0,
    priceCategory: null,
    discount: 0,
  }))
}

/**
 * The stay's invoice: its live one (a draft, or an issued one not canceled) when it has one, so that
 * invoicing a stay again opens it; else a draft made in one step. The customer is the contact given, or a new
 * contact made from the booking's name, e-mail and phone.
 */
export async function invoiceReservation(ctx: StaffContext, reservationId: string, contactId: string | undefined) {
  const ws = ctx.access.workspace.id
  return ctx.db.transaction(async (tx) => {
    // two clicks on "Vystavit fakturu" queue here; the second finds the first one's draft
    if (!(await q.lockReservation(tx, ws, reservationId))) throw notFound()
    // as does the tax document of a deposit received at that moment (documentReceivedDeposit)
    const accountId = await accountOfReservation(tx, ws, reservationId)
    if (accountId) await lockAccount(tx, ws, accountId)
    if (contactId && !(await contacts.findContact(tx, ws, contactId)))
      throw validation('contactId', 'invoice.contactNotFound')
    const live = await liveStayInvoice(tx, ws, reservationId)
    if (live) return getInvoice(tx, ctx.access, live.id)
    return newStayInvoice({ ...ctx, db: tx }, reservationId, contactId)
  })
}

/**
 * The customer of a stay's document: the contact given, the guest's contact made before (same e-mail,
 * or same name without one), or a new contact made from the booking.
 */
async function stayCustomer(ctx: MaybeStaffContext, reservation: Reservation, contactId: string | undefined) {
  if (contactId) return contactId
  const known = await contacts.findGuestContact(ctx.db, ctx.access.workspace.id, reservation.contact)
  if (known) return known.id
  const created = await contacts.insertContact(ctx.db, ctx.access.workspace.id, newId(), {
    name: reservation.contact.name,
    email: reservation.contact.email,
    phone: reservation.contact.phone,
  })
  if (!created) throw validation('contactId', 'invoice.contactNotFound')
  return created.id
}

/**
 * The rooms of the stay's booking (decision 011) that are not canceled, in the booking's order; a
 * booking of one room is that room.
 */
async function roomsOfBooking(db: Db, workspaceId: string, reservation: Reservation): Promise<Reservation[]> {
  const stays = await staysOfAccount(db, workspaceId, reservation.account.id)
  if (stays.length <= 1) return [reservation]
  const live = stays.filter((stay) => stay.status !== 'CANCELED')
  return inOrder(live, async (stay) =>
    stay.id === reservation.id ? reservation : getReservation(db, workspaceId, stay.id),
  )
}

/** What a stay's document carries besides its type and lines. */
function stayDocument(reservation: Reservation, customer: string, rooms: readonly Reservation[] = [reservation]) {
  return {
    contactId: customer,
    language: 'cs' as const,
    currency: reservation.price.currency === 'EUR' ? ('EUR' as const) : ('CZK' as const),
    exchangeRate: null,
    vatMode: 'FROM_TOTAL' as const,
    variableSymbol: '',
    paymentMethod: 'bank' as const,
    iban: '',
    cashRounding: false,
    note: `Rezervace ${rooms.map((room) => room.code).join(', ')}`,
    advanceIds: [],
    reservationId: reservation.id,
  }
}

async function newStayInvoice(ctx: StaffContext, reservationId: string, contactId: string | undefined) {
  const { db, access } = ctx
  const ws = access.workspace.id
  const reservation = await getReservation(db, ws, reservationId)
  if (reservation.status === 'CANCELED') throw validation(undefined, 'invoice.reservationCanceled')
  const customer = await stayCustomer(ctx, reservation, contactId)
  const rooms = await roomsOfBooking(db, ws, reservation)
  const lines = linesOfStay(rooms, await billableCharges(db, ws, reservationId))
  const deducted = await paidDeposits(ctx, reservation, customer)
  const input: InvoiceValues = {
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
  return createInvoice(ctx, input)
}

/**
 * The deposits of the stay's booking as its documents say: what was paid on the deposit requests of
 * `customer` in the stay's currency (and their numbers), and the tax documents for received payments
 * issued for them.
 */
async function depositsOf(ctx: MaybeStaffContext, reservation: Reservation, customer: string) {
  const documents = (await invoicesOfStay(ctx.db, ctx.access.workspace.id, reservation.id)).filter(
    (doc) =>
      doc.status === 'ISSUED' &&
      doc.validity === 'VALID' &&
      doc.contactId === customer &&
      doc.currency === reservation.price.currency,
  )
  const paid = documents.filter((doc) => doc.type === 'PROFORMA' && doc.paidAmount > 0)
  const taxDocuments = documents.filter((doc) => doc.type === 'RECEIVED_PAYMENT_INVOICE')
  return {
    received: paid.reduce((sum, doc) => sum + doc.paidAmount, 0),
    numbers: paid.map((doc) => doc.number).join(', '),
    taxDocuments: taxDocuments.map((doc) => doc.id),
    documented: taxDocuments.reduce((sum, doc) => sum + doc.toPay, 0),
  }
}

/**
 * A VAT payer's tax document for the received payment (daňový doklad k přijaté platbě, § 28 odst. 1
 * ZDPH) of what the paid deposits exceed the documented ones, its taxable day the day the money came
 * (`paidOn`; today without one); the deposit is accommodation, 12 %. Its id, or undefined when every
 * deposit is documented.
 */
async function documentDeposits(
  ctx: MaybeStaffContext,
  reservation: Reservation,
  customer: string,
  deposits: Awaited<ReturnType<typeof depositsOf>>,
  paidOn?: string,
) {
  if (deposits.received <= deposits.documented) return undefined
  const draft = await createInvoice(ctx, {
    ...stayDocument(reservation, customer),
    type: 'RECEIVED_PAYMENT_INVOICE',
    ...(paidOn ? { taxableSupplyDate: paidOn } : {}),
    lines: [
      {
        text: `Přijatá záloha na ubytování (zálohová faktura ${deposits.numbers})`,
        quantity: 1,
        unit: '',
        unitPrice: deposits.received - deposits.documented,
        vatRate: 12,
        priceCategory: null,
        discount: 0,
      },
    ],
  })
  return (await issueInvoice(ctx, draft.id, draft.version)).id
}

/**
 * What the stay's final invoice deducts of the deposits paid on its deposit requests. A VAT payer
 * deducts them per rate through its tax documents for the received payments (issued when the money
 * came, see documentReceivedDeposit; here for what is still undocumented); a workspace that charges
 * no VAT deducts them as a line. Deposits paid by another customer are left to the desk.
 */
async function paidDeposits(ctx: StaffContext, reservation: Reservation, customer: string) {
  const deposits = await depositsOf(ctx, reservation, customer)
  if (deposits.received <= 0) return { lines: [], advanceIds: [] }
  if (ctx.access.workspace.vatPayerStatus !== 'PAYER')
    return {
      lines: [
        {
          text: `Uhrazená záloha (zálohová faktura ${deposits.numbers})`,
          unitPrice: -deposits.received,
          vatRate: 0 as const,
        },
      ],
      advanceIds: [],
    }
  const issued = await documentDeposits(ctx, reservation, customer, deposits)
  return { lines: [], advanceIds: issued ? [...deposits.taxDocuments, issued] : deposits.taxDocuments }
}

/**
 * A stay's deposit request was paid (the bank item came on `paidOn`): a VAT payer issues its tax
 * document for the received payment now, within the law's 15 days (§ 28 odst. 1 ZDPH), not when the
 * final invoice is made. Idempotent: what is documented already is not issued again. The request and
 * its stay, or undefined when the request is no longer a valid deposit of a stay.
 */
export async function documentReceivedDeposit(ctx: MaybeStaffContext, proformaId: string, paidOn: string) {
  const ws = ctx.access.workspace.id
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    const proforma = await getInvoice(tx, ctx.access, proformaId).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return undefined
      throw error
    })
    if (proforma?.type !== 'PROFORMA' || proforma.validity !== 'VALID' || !proforma.reservationId) return undefined
    const accountId = await accountOfReservation(tx, ws, proforma.reservationId)
    // the final invoice of the same booking takes this lock too: one of them documents the deposit
    if (!accountId || !(await lockAccount(tx, ws, accountId))) return undefined
    const reservation = await getReservation(tx, ws, proforma.reservationId)
    if (ctx.access.workspace.vatPayerStatus === 'PAYER')
      await documentDeposits(
        inTx,
        reservation,
        proforma.contactId,
        await depositsOf(inTx, reservation, proforma.contactId),
        paidOn,
      )
    return { proforma, reservation }
  })
}

/** Without an amount, a deposit asks for the workspace's share of the stay (30 % when it sets none), in whole crowns. */
const DEFAULT_DEPOSIT_PERCENT = 30

/**
 * The stay's deposit request (issue 24): its open one (an issued proforma not paid in full) when it
 * has one; else a new proforma of `amount`, or of the workspace's deposit share of what the account
 * charges, issued at once so that it has its number and numeric variable symbol for the guest's QR
 * payment. Never more than the account still owes; not for a stay that is canceled or over.
 */
export async function requestDeposit(ctx: MaybeStaffContext, reservationId: string, amount: number | undefined) {
  const ws = ctx.access.workspace.id
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    if (!(await q.lockReservation(tx, ws, reservationId))) throw notFound()
    const open = await openDepositOf(tx, ws, reservationId)
    if (open) return getInvoice(tx, ctx.access, open.id)
    const reservation = await getReservation(tx, ws, reservationId)
    if (reservation.status === 'CANCELED' || reservation.status === 'CHECKED_OUT')
      throw validation(undefined, 'stayAccount.depositClosed')
    const { depositPercent } = await publicBookingSettings(tx, ws)
    const share = (reservation.account.charged * (depositPercent || DEFAULT_DEPOSIT_PERCENT)) / 100
    const wanted = amount ?? Math.round(share / 100) * 100
    if (wanted <= 0 || wanted > reservation.account.balance)
      throw validation('amount', 'stayAccount.depositTooLarge', {
        owed: formatMoney(Math.max(0, reservation.account.balance), reservation.price.currency, ctx.language),
      })
    const customer = await stayCustomer(inTx, reservation, undefined)
    const rooms = await roomsOfBooking(tx, ws, reservation)
    const stay = roomsText(rooms)
    const draft = await createInvoice(inTx, {
      ...stayDocument(reservation, customer, rooms),
      type: 'PROFORMA',
      taxableSupplyDate: todayIn(ctx.access.workspace.timeZone),
      lines: [
        {
          text: `Záloha na ubytování – ${stay}`,
          quantity: 1,
          unit: '',
          unitPrice: wanted,
          vatRate: 12,
          priceCategory: null,
          discount: 0,
        },
      ],
    })
    return issueInvoice(inTx, draft.id, draft.version)
  })
}
