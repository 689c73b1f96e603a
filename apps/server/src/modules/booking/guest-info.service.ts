import {
  epcQr,
  euroCentsOf,
  type GuestInfo,
  type GuestInput,
  type GuestLanguage,
  type Reservation,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import { inOrder } from '../../lib/in-order.ts'
import { todayIn } from '../../lib/local-date.ts'
import { spayd } from '../../lib/spayd.ts'
import { recordGuestWrite } from '../activity/activity.service.ts'
import { guestDownloads } from '../attachments/attachments.service.ts'
import { guestDownload } from '../attachments/public-files.service.ts'
import { euroRateOf } from '../exchange-rates/exchange-rates.service.ts'
import { notify } from '../notifications/notify.ts'
import { publicBookingSettings } from '../pricing/pricelist.service.ts'
import { getReservation, replaceGuests, reservationByGuestToken } from '../reservations/reservations.service.ts'
import { cancellationOfRoom } from '../resources/resources.service.ts'
import { staysOfAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { openDepositOf } from '../stay-accounts/stay-accounts.service.ts'
import { bookedExtras } from '../stay-accounts/stay-extras.service.ts'
import { workspaceById } from '../workspaces/workspaces.service.ts'
import { addressOf } from './house.service.ts'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The reservation code read as a number: a variable symbol of at most 10 digits (32⁶ < 10¹⁰). */
export function variableSymbolOf(code: string): string {
  return String([...code].reduce((n, ch) => n * 32 + Math.max(0, CODE_ALPHABET.indexOf(ch)), 0))
}

/** The link works from booking until check-out; a canceled or finished stay is gone (204). */
async function load(db: Db, token: string) {
  const found = await reservationByGuestToken(db, token)
  const workspace = found ? await workspaceById(db, found.workspaceId) : undefined
  if (!found || !workspace || ['CHECKED_OUT', 'CANCELED'].includes(found.reservation.status)) throw notFound()
  return { reservation: found.reservation, workspace }
}

const GUESTS_OPEN: readonly string[] = ['REQUESTED', 'CONFIRMED']

/** The other rooms of the stay's booking that are not canceled (a party in several rooms shares one link). */
async function partyOf(db: Db, workspaceId: string, reservation: Reservation): Promise<Reservation[]> {
  const stays = await staysOfAccount(db, workspaceId, reservation.account.id)
  const others = stays.filter((stay) => stay.id !== reservation.id && stay.status !== 'CANCELED')
  return inOrder(others, (stay) => getReservation(db, workspaceId, stay.id))
}

/**
 * What the guest page asks to pay now: an open deposit request (its proforma's symbol, due day), else
 * what is still owed — but only once the stay is confirmed: a requested stay without a deposit
 * request is not paid for before the house accepts it. With a euro account, a stay in euros pays to it
 * and gets the European (EPC) QR besides the Czech one; a stay in crowns may be paid there in euros
 * too, at the house's rate or ČNB's of the day (none kept: the Czech QR only).
 */
async function paymentOf(db: Db, reservation: Reservation, workspace: WorkspaceAccess['workspace']) {
  const settings = await publicBookingSettings(db, workspace.id)
  const currency = reservation.price.currency
  const inEuros = currency === 'EUR' && Boolean(settings.eurIban)
  const iban = inEuros ? settings.eurIban : settings.iban
  if (!iban || reservation.paid) return null
  const deposit = await openDepositOf(db, workspace.id, reservation.id)
  if (!deposit && reservation.status === 'REQUESTED') return null
  const variableSymbol = deposit?.variableSymbol || variableSymbolOf(reservation.code)
  const amount = deposit ? deposit.toPay - deposit.paidAmount : Math.max(0, reservation.account.balance)
  if (amount <= 0) return null
  const message = `${workspace.name} ${reservation.code}`
  const euro = currency === 'CZK' && settings.eurIban ? await inEurosOf(db, amount, settings, workspace) : null
  const epc = (to: string, cents: number) =>
    epcQr({ name: workspace.name, iban: to, amount: cents, text: `${message} VS ${variableSymbol}` })
  return {
    iban,
    amount,
    variableSymbol,
    purpose: deposit ? ('DEPOSIT' as const) : ('BALANCE' as const),
    dueDate: deposit?.dueDate ?? null,
    spayd: spayd({ iban, amount, currency, variableSymbol, message, crc: true }),
    epc: inEuros ? epc(iban, amount) : euro ? epc(euro.iban, euro.amount) : null,
    euro,
  }
}

/** An amount in crowns as the guest pays it to the euro account: in cents at the house's or ČNB's rate. */
async function inEurosOf(
  db: Db,
  amount: number,
  settings: { eurIban: string; eurRate: number | null },
  workspace: WorkspaceAccess['workspace'],
) {
  const eurRateMilli = settings.eurRate === null ? null : Math.round(settings.eurRate * 1000)
  const rate = await euroRateOf(db, eurRateMilli, todayIn(workspace.timeZone))
  if (!rate) return null
  return {
    iban: settings.eurIban,
    amount: euroCentsOf(amount, rate.rateMilli),
    rate: rate.rateMilli / 1000,
    rateDate: rate.validOn,
  }
}

/**
 * The language the guest's page opens in: the one they booked in on the booking page, or the one the
 * desk chose for them (a German guest on the phone); a stay the desk made in Czech is nobody's choice.
 */
function chosenLanguage(reservation: Reservation): GuestLanguage | null {
  const language = reservation.contact.language ?? 'cs'
  return reservation.source === 'WEB' || language !== 'cs' ? language : null
}

/** The guest page of a stay; its downloads in `language` (the page's), else the language the guest booked in. */
async function view(
  db: Db,
  reservation: Reservation,
  workspace: WorkspaceAccess['workspace'],
  language?: GuestLanguage,
): Promise<GuestInfo> {
  return {
    workspace: {
      name: workspace.name,
      email: workspace.email,
      phone: workspace.phone,
      address: addressOf(workspace),
    },
    stay: {
      code: reservation.code,
      status: reservation.status,
      resourceName: reservation.resourceName,
      since: reservation.since,
      till: reservation.till,
      guestCounts: reservation.guestCounts,
      price: reservation.price,
      extras: await bookedExtras(db, workspace.id, reservation.id),
      balance: reservation.account.balance,
      paid: reservation.paid,
    },
    payment: await paymentOf(db, reservation, workspace),
    cancellation: await cancellationOfRoom(db, workspace.id, reservation.resourceId, reservation.since),
    guests: reservation.guests,
    editable: GUESTS_OPEN.includes(reservation.status),
    language: chosenLanguage(reservation),
    party: (await partyOf(db, workspace.id, reservation)).map((room) => ({
      code: room.code,
      resourceName: room.resourceName,
      guestCounts: room.guestCounts,
      guests: room.guests,
      editable: GUESTS_OPEN.includes(room.status),
    })),
    downloads: await guestDownloads(db, workspace.id, reservation, language ?? reservation.contact.language ?? 'cs'),
  }
}

export async function guestInfo(db: Db, token: string, language?: GuestLanguage) {
  const { reservation, workspace } = await load(db, token)
  return view(db, reservation, workspace, language)
}

/**
 * Saves the guests of the link's room, or of another room of its party named by its code (`room`).
 * Allowed until that room's check-in.
 */
export async function saveGuestInfo(
  db: Db,
  token: string,
  guests: z.output<typeof GuestInput>[],
  room: string | undefined,
  language?: GuestLanguage,
) {
  const { reservation, workspace } = await load(db, token)
  const target =
    room && room !== reservation.code
      ? (await partyOf(db, workspace.id, reservation)).find((other) => other.code === room)
      : reservation
  if (!target) throw validation('room', 'guestInfo.roomNotFound')
  if (!GUESTS_OPEN.includes(target.status)) throw validation(undefined, 'guestInfo.locked')
  await db.transaction(async (tx) => {
    const stay = await replaceGuests({ db: tx, access: { workspace, role: 'RECEPTION' }, principal: null }, target.id, {
      guests,
    })
    const { id, code, contact, resourceName, since, till } = stay
    await notify(tx, workspace.id, {
      kind: 'GUEST_INFO_FILLED',
      guestInfo: {
        reservationId: id,
        code,
        guestName: contact.name,
        resourceName,
        since,
        till,
        guests: stay.guests.length,
      },
    })
    await recordGuestWrite(tx, workspace.id, {
      entity: 'RESERVATION',
      entityId: id,
      action: 'publicSaveGuestInfo',
      input: { guests, room },
    })
  })
  return view(db, await getReservation(db, workspace.id, reservation.id), workspace, language)
}

/** A download of one of the stay's files for the guest with its link (attachments' guestDownload). */
export async function requestDownload(db: Db, token: string, attachmentId: string) {
  const { reservation, workspace } = await load(db, token)
  return guestDownload(
    db,
    { workspaceId: workspace.id, reservationId: reservation.id, resourceId: reservation.resourceId },
    attachmentId,
  )
}
