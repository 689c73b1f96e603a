import {
  GUEST_REGISTER_YEARS,
  type GuestDataExport,
  type GuestDataQuery,
  type GuestDataStay,
  VIEW_ID_DOCUMENT,
} from '@innkeep/contract'
import type { z } from 'zod'
import { actorOf } from '../../http/access.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { foldName } from '../../lib/fold.ts'
import { recordAudit } from '../activity/activity.service.ts'
import * as q from './privacy.queries.ts'

type Query = z.output<typeof GuestDataQuery>
type GuestRow = Awaited<ReturnType<typeof q.selectGuestsOf>>[number]

const iso = (at: Date | null) => at?.toISOString() ?? null

function registerEntry(guest: GuestRow) {
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    birthDate: guest.birthDate,
    nationality: guest.nationality,
    address: guest.address,
    documentType: guest.documentType,
    documentNumber: guest.documentNumber,
    visaNumber: guest.visaNumber,
    ageCategory: guest.ageCategory,
  }
}

function groupBy<T, K>(items: T[], keyOf: (item: T) => K) {
  const groups = new Map<K, T[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return (key: K) => groups.get(key) ?? []
}

/**
 * Everything the workspace keeps about one person, found by the e-mail or name of a booking's contact
 * or by a name (and birth date) in the guest register: what they may ask to see (GDPR art. 15). Showing
 * it is recorded as a view of identity documents when it shows any.
 */
export async function exportGuestData(
  { db, access, principal }: StaffContext,
  query: Query,
  now = new Date(),
): Promise<GuestDataExport> {
  const ws = access.workspace.id
  const whom: q.Whom = { email: query.email, name: foldName(query.name), birthDate: query.birthDate ?? null }
  const [byContact, registerMatches, settings, invoices] = await Promise.all([
    q.selectStaysByContact(db, ws, whom),
    q.selectGuestsByName(db, ws, whom),
    q.findSettings(db, ws),
    q.selectInvoicesOf(db, ws, whom),
  ])
  const contactStays = new Set(byContact)
  const guestStays = new Set(registerMatches.map((guest) => guest.reservationId))
  const ids = [...new Set([...byContact, ...guestStays])]
  const [stays, allGuests, mails, files] = await Promise.all([
    q.selectStaysWithResource(db, ws, ids),
    q.selectGuestsOf(db, ws, byContact),
    q.selectMailsOf(db, ws, ids),
    q.selectAttachmentsOf(db, ws, ids),
  ])
  const matchedGuestIds = new Set(registerMatches.map((guest) => guest.id))
  // the booking's contact sees the whole party they registered; a guest found by name, only their entry
  const guestsOf = groupBy(
    [...allGuests, ...registerMatches.filter((guest) => !contactStays.has(guest.reservationId))],
    (guest) => guest.reservationId,
  )
  const mailsOf = groupBy(mails, (mail) => mail.reservationId ?? mail.entityId)
  const filesOf = groupBy(files, (file) => file.objectId)

  const shownGuests: GuestRow[] = []
  const result: GuestDataStay[] = stays.map(({ reservation: stay, resourceName }) => {
    const stayGuests = guestsOf(stay.id).filter((guest) => contactStays.has(stay.id) || matchedGuestIds.has(guest.id))
    shownGuests.push(...stayGuests)
    return {
      reservationId: stay.id,
      code: stay.code,
      resourceName,
      since: stay.since,
      till: stay.till,
      status: stay.status,
      createdAt: stay.createdAt.toISOString(),
      matchedBy: [
        ...(contactStays.has(stay.id) ? (['CONTACT'] as const) : []),
        ...(guestStays.has(stay.id) ? (['GUEST'] as const) : []),
      ],
      contact: { name: stay.contactName, email: stay.contactEmail, phone: stay.contactPhone },
      note: stay.note,
      contactAnonymizedAt: iso(stay.contactAnonymizedAt),
      registerAnonymizedAt: iso(stay.registerAnonymizedAt),
      guests: stayGuests.map(registerEntry),
      mails: mailsOf(stay.id).map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        sentAt: mail.createdAt.toISOString(),
      })),
      attachments: filesOf(stay.id).map(({ fileName, title, contentType }) => ({ fileName, title, contentType })),
    }
  })

  const guestIds = shownGuests.filter((guest) => guest.documentNumber !== '').map((guest) => guest.id)
  await recordAudit(db, ws, actorOf(principal).label, [
    {
      entity: 'GUEST_DATA',
      entityId: '',
      action: guestIds.length > 0 ? VIEW_ID_DOCUMENT : 'EXPORT_GUEST_DATA',
      data: { guestIds, reservationIds: ids },
    },
  ])

  return {
    generatedAt: now.toISOString(),
    controller: { name: access.workspace.name, ico: access.workspace.ico, email: access.workspace.email },
    query: { email: query.email, name: query.name, birthDate: query.birthDate ?? null },
    retention: { retentionMonths: settings.retentionMonths, registerYears: GUEST_REGISTER_YEARS },
    stays: result,
    invoices: invoices.map((invoice) => ({
      number: invoice.number ?? '',
      issuedOn: invoice.issueDate,
      customerName: (invoice.customer as { name?: string }).name ?? '',
    })),
  }
}
