import {
  freeUntilOf,
  GUEST_MAIL_PLACEHOLDERS,
  type GuestLanguage,
  type GuestMailKind,
  GuestMailKind as GuestMailKinds,
  type GuestMailSettingsInput,
  type GuestMailsView,
  type GuestMailTemplate,
  type Reservation,
} from '@innkeep/contract'
import QRCode from 'qrcode'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { enqueueJob } from '../../jobs/jobs.ts'
import { guestInfo } from '../booking/guest-info.service.ts'
import { addressOf } from '../booking/house.service.ts'
import { sendOncePerStay } from '../mail/mail.service.ts'
import { publicBookingSettings } from '../pricing/pricelist.service.ts'
import { getReservation } from '../reservations/reservations.service.ts'
import { roomsOfBooking } from '../reservations/stay-documents.ts'
import { cancellationFeeOf } from '../stay-accounts/stay-accounts.service.ts'
import {
  fillTemplate,
  type MailHouse,
  type MailPayment,
  type MailStay,
  type MailTerms,
  mailValues,
  unknownPlaceholders,
} from './guest-mail-render.ts'
import { BUILT_IN, type MailTemplate } from './guest-mail-texts.ts'
import * as q from './guest-mails.queries.ts'

type Workspace = WorkspaceAccess['workspace']
export type MailDeps = { db: Db; mailer: Mailer | null; publicUrl: string }

const LANGUAGES: GuestLanguage[] = ['cs', 'en', 'de']

type Settings = Omit<q.SettingsRow, 'workspaceId' | 'disabled'> & { disabled: GuestMailKind[] }

const DEFAULTS: Settings = {
  disabled: [],
  preArrivalDays: 2,
  afterStayDays: 1,
  sendHour: 9,
  reviewUrl: '',
  directions: '',
  checkInFrom: '14:00',
  checkOutUntil: '10:00',
  version: 0,
}

/** The workspace's settings; the defaults until they are saved (version 0, the first save inserts). */
export async function mailSettings(db: Db, workspaceId: string): Promise<Settings> {
  const row = await q.findSettings(db, workspaceId)
  if (!row) return DEFAULTS
  const { workspaceId: _, ...settings } = row
  // the stored version is shifted by one: 0 means "never saved"
  return { ...settings, disabled: settings.disabled as GuestMailKind[], version: settings.version + 1 }
}

/** The text a kind goes with in a language: the workspace's own, or the built-in one. */
async function templateOf(db: Db, workspaceId: string, kind: GuestMailKind, language: GuestLanguage) {
  const own = await q.findTemplate(db, workspaceId, kind, language)
  return own ? { subject: own.subject, body: own.body } : BUILT_IN[language][kind]
}

export async function guestMailsView(db: Db, workspaceId: string): Promise<GuestMailsView> {
  const [settings, own] = await Promise.all([mailSettings(db, workspaceId), q.selectTemplates(db, workspaceId)])
  const templates: GuestMailTemplate[] = GuestMailKinds.options.flatMap((kind) =>
    LANGUAGES.map((language) => {
      const stored = own.find((row) => row.kind === kind && row.language === language)
      const text = stored ?? BUILT_IN[language][kind]
      return { kind, language, subject: text.subject, body: text.body, custom: stored !== undefined }
    }),
  )
  return {
    settings: {
      disabled: settings.disabled,
      preArrivalDays: settings.preArrivalDays,
      afterStayDays: settings.afterStayDays,
      sendHour: settings.sendHour,
      reviewUrl: settings.reviewUrl,
      directions: settings.directions,
      checkInFrom: settings.checkInFrom,
      checkOutUntil: settings.checkOutUntil,
      version: settings.version,
    },
    templates,
    placeholders: [...GUEST_MAIL_PLACEHOLDERS],
  }
}

export async function saveSettings(db: Db, workspaceId: string, input: z.output<typeof GuestMailSettingsInput>) {
  const { version, ...values } = input
  const saved =
    version === 0
      ? await q.insertSettings(db, workspaceId, values)
      : await q.updateSettingsIfVersion(db, workspaceId, version - 1, values)
  if (!saved) throw conflict('resources.stale', await guestMailsView(db, workspaceId))
  return guestMailsView(db, workspaceId)
}

/** A template may only use the placeholders the mails know: a typo would reach the guest as is. */
function checkPlaceholders(text: { subject: string; body: string }) {
  for (const field of ['subject', 'body'] as const) {
    const [unknown] = unknownPlaceholders(text[field])
    if (unknown)
      throw validation(field, 'guestMails.unknownPlaceholder', {
        placeholder: `{{${unknown}}}`,
        known: GUEST_MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', '),
      })
  }
}

export async function saveTemplate(
  db: Db,
  workspaceId: string,
  key: { kind: GuestMailKind; language: GuestLanguage },
  text: MailTemplate,
) {
  checkPlaceholders(text)
  await q.upsertTemplate(db, workspaceId, key, text)
  return guestMailsView(db, workspaceId)
}

export async function resetTemplate(
  db: Db,
  workspaceId: string,
  key: { kind: GuestMailKind; language: GuestLanguage },
) {
  await q.deleteTemplate(db, workspaceId, key)
  return guestMailsView(db, workspaceId)
}

function houseOf(workspace: Workspace, settings: Settings, publicUrl: string): MailHouse {
  return {
    name: workspace.name,
    email: workspace.email,
    phone: workspace.phone,
    address: addressOf(workspace),
    checkInFrom: settings.checkInFrom,
    checkOutUntil: settings.checkOutUntil,
    directions: settings.directions,
    reviewUrl: settings.reviewUrl,
    publicUrl,
  }
}

function mailStay(lead: Reservation, rooms: Reservation[]): MailStay {
  return {
    code: lead.code,
    since: lead.since,
    till: lead.till,
    guestName: lead.contact.name,
    rooms: rooms.map((room) => ({ name: room.resourceName, total: room.price.total })),
    currency: lead.price.currency,
    total: lead.account.charged,
    guestInfoToken: lead.guestInfoToken,
  }
}

/** A sample stay for the preview when none is named: a fortnight from now, two nights, one room. */
function sampleStay(workspace: Workspace, language: GuestLanguage): MailStay {
  const since = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const till = new Date(Date.now() + 16 * 86_400_000).toISOString().slice(0, 10)
  const name = { cs: 'Jana Nováková', en: 'Emma Brown', de: 'Anna Müller' }[language]
  return {
    code: 'AB12CD',
    since,
    till,
    guestName: name,
    rooms: [{ name: 'Pokoj 1', total: 3_000_00 }],
    currency: workspace.currency,
    total: 3_000_00,
    guestInfoToken: 'ukazka',
  }
}

/** A template as a guest would get it, for a stay of the workspace or a sample one. */
export async function preview(
  deps: MailDeps,
  workspace: Workspace,
  input: {
    kind: GuestMailKind
    language: GuestLanguage
    subject: string
    body: string
    reservationId?: string | undefined
  },
) {
  checkPlaceholders(input)
  const settings = await mailSettings(deps.db, workspace.id)
  const house = houseOf(workspace, settings, deps.publicUrl)
  let stay = sampleStay(workspace, input.language)
  const { replyWithinHours } = await publicBookingSettings(deps.db, workspace.id)
  // the sample stay shows a policy, so that a text using it shows what guests read
  let terms: MailTerms = {
    cancellation: { policy: SAMPLE_POLICY, freeUntil: freeUntilOf(SAMPLE_POLICY, stay.since) },
    depositDue: null,
    replyWithinHours,
    // the sample's late cancel: half its price, as the sample policy charges
    cancellationFee: Math.round(stay.total / 2),
  }
  let payment: MailPayment | null = null
  if (input.reservationId) {
    const lead = await getReservation(deps.db, workspace.id, input.reservationId).catch(() => null)
    if (!lead) throw validation('reservationId', 'guestMails.stayNotFound')
    stay = mailStay(lead, await roomsOfBooking(deps.db, workspace.id, lead))
    const known = await guestPageOf(deps.db, lead, replyWithinHours)
    payment = known.paying?.payment ?? null
    terms = { ...known.terms, cancellationFee: await cancellationFeeOf(deps.db, workspace.id, lead.id) }
  }
  return fillTemplate(input, mailValues(stay, house, payment, input.language, terms))
}

const SAMPLE_POLICY = { freeDays: 14, feePercent: 50, noShowPercent: 100 }

/**
 * What the guest page says of the stay: what it asks to pay (an open deposit, or what is owed once
 * confirmed) with its SPAYD for the QR code, and the booking's terms.
 */
async function guestPageOf(db: Db, lead: Reservation, replyWithinHours: number) {
  const info = await guestInfo(db, lead.guestInfoToken).catch(() => null)
  const terms: MailTerms = {
    cancellation: info?.cancellation ?? null,
    depositDue: info?.payment?.purpose === 'DEPOSIT' ? (info.payment.dueDate ?? null) : null,
    replyWithinHours,
  }
  if (!info?.payment) return { paying: null, terms }
  const { amount, iban, variableSymbol, spayd, epc, euro, purpose } = info.payment
  const payment = { amount, iban, variableSymbol, deposit: purpose === 'DEPOSIT', euro: euro ?? null }
  return { paying: { payment, spayd, epc: epc ?? null }, terms }
}

/** A QR payment code as a picture for a mail's attachment. */
async function qrAttachment(filename: string, text: string) {
  const content = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 })
  return { filename, content, contentType: 'image/png' }
}

/** Which kinds carry the payment (and its QR code): the booking's own mails, before the stay. */
const WITH_PAYMENT: readonly GuestMailKind[] = [
  'BOOKING_RECEIVED',
  'BOOKING_CONFIRMED',
  'PRE_ARRIVAL',
  'DEPOSIT_REMINDER',
]

/**
 * Sends a stay's guest the mail of a kind, in the language they booked in, once per booking: a second
 * call (a retried job, a double click) finds the first and sends nothing. Nothing goes when the
 * workspace turned the kind off or the booking has no e-mail.
 */
export async function sendGuestMail(deps: MailDeps, workspace: Workspace, reservationId: string, kind: GuestMailKind) {
  const settings = await mailSettings(deps.db, workspace.id)
  if (settings.disabled.includes(kind)) return { status: 'OFF' as const }
  const stayed = await getReservation(deps.db, workspace.id, reservationId).catch(() => null)
  if (!stayed) throw notFound()
  if (!stayed.contact.email) return { status: 'NO_EMAIL' as const }
  // the booking's mails go once for all its rooms, kept with its first; a canceled room is told alone
  const rooms = kind === 'CANCELLATION' ? [stayed] : await roomsOfBooking(deps.db, workspace.id, stayed)
  const lead = rooms[0] ?? stayed
  const language: GuestLanguage = lead.contact.language ?? 'cs'
  const stay = mailStay(lead, rooms)
  const { replyWithinHours } = await publicBookingSettings(deps.db, workspace.id)
  const page = await guestPageOf(deps.db, lead, replyWithinHours)
  const paying = WITH_PAYMENT.includes(kind) ? page.paying : null
  // a canceled room's mail names what its late cancel charged
  const terms =
    kind === 'CANCELLATION'
      ? { ...page.terms, cancellationFee: await cancellationFeeOf(deps.db, workspace.id, lead.id) }
      : page.terms
  const template = await templateOf(deps.db, workspace.id, kind, language)
  const house = houseOf(workspace, settings, deps.publicUrl)
  const values = mailValues(stay, house, paying?.payment ?? null, language, terms)
  const mail = fillTemplate(template, values)
  const attachments = paying
    ? [
        await qrAttachment('qr-platba.png', paying.spayd),
        ...(paying.epc ? [await qrAttachment('qr-epc-sepa.png', paying.epc)] : []),
      ]
    : undefined
  const result = await sendOncePerStay(deps, workspace.id, {
    to: lead.contact.email,
    ...mail,
    ...(attachments ? { attachments } : {}),
    reservationId: lead.id,
    kind,
    secret: values.guestLink,
  })
  return { status: result.status, error: result.error }
}

/** A guest's mail that could not be handed to SMTP is tried again by this job (payload: the stay and kind). */
export const GUEST_MAIL_SEND_JOB = 'guest-mails.send'

/**
 * Sends a guest's mail now (the booking's answer, a confirmation, a cancellation) and, when the mail
 * server refused it, leaves it to the send job, which tries again later. Never throws: the guest's
 * booking or the receptionist's click is done either way.
 */
export async function mailGuest(
  deps: MailDeps & { log?: { error: (obj: object, msg: string) => void } },
  workspace: Workspace,
  reservationId: string,
  kind: GuestMailKind,
) {
  try {
    const result = await sendGuestMail(deps, workspace, reservationId, kind)
    if (result.status !== 'FAILED') return result
  } catch (error) {
    deps.log?.error({ err: error }, 'guest mail not sent now; the send job tries again')
  }
  await enqueueJob(deps.db, {
    workspaceId: workspace.id,
    kind: GUEST_MAIL_SEND_JOB,
    payload: { reservationId, kind },
    dedupeKey: `guest-mail:${reservationId}:${kind}`,
    runAt: new Date(Date.now() + 5 * 60_000),
  })
  return { status: 'QUEUED' as const }
}
