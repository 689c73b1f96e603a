import {
  AccommodationSettings as AccommodationSettingsInput,
  type AccommodationSettingsView,
  type PricelistItem,
  type PricelistItemInput,
  type UbyportSettings,
} from '@innkeep/contract'
import type { z } from 'zod'

type UbyportValues = z.output<typeof UbyportSettings>

import { isForeignKeyViolation, RESOURCE_PRICE_FK } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import { todayIn } from '../../lib/local-date.ts'
import { cnbEuroRate } from '../exchange-rates/exchange-rates.service.ts'
import { activeResources } from '../resources/resources.service.ts'
import * as q from './pricelist.queries.ts'
import type { LocalFeeRules, PriceItem } from './stay-price.ts'
import { ruleFieldProblem } from './stay-rules.ts'

type ItemValues = z.output<typeof PricelistItemInput>

type Usage = { priceCode: string | null; id: string; name: string }[]

function toItem(row: q.PriceListRow, usage: Usage): PricelistItem {
  return {
    code: row.code,
    name: row.name,
    unit: row.unit,
    price: row.price,
    currency: row.currency,
    vatRate: row.vatRate,
    includedGuests: row.includedGuests,
    extraAdult: row.extraAdult,
    extraChild: row.extraChild,
    seasons: row.seasons,
    rules: row.rules,
    usedBy: usage.filter((u) => u.priceCode === row.code).map(({ id, name }) => ({ id, name })),
    version: row.version,
  }
}

/** A price-list item's columns as the pricing function reads them. */
export type PriceColumns = Pick<
  q.PriceListRow,
  | 'code'
  | 'unit'
  | 'price'
  | 'currency'
  | 'vatRate'
  | 'includedGuests'
  | 'extraAdult'
  | 'extraChild'
  | 'seasons'
  | 'rules'
>

export function toPriceItem(row: PriceColumns): PriceItem {
  return { ...row, seasons: row.seasons, rules: row.rules }
}

/** The workspace's price items by code, for pricing many resources at once (calendar, catalogue). */
export async function priceItems(db: Db, workspaceId: string): Promise<Map<string, PriceItem & { currency: string }>> {
  return new Map(
    (await q.selectItems(db, workspaceId)).map((row) => [row.code, { ...toPriceItem(row), currency: row.currency }]),
  )
}

export async function list(db: Db, access: WorkspaceAccess) {
  const rows = await q.selectItems(db, access.workspace.id)
  const usage = await activeResources(db, access.workspace.id)
  return rows.map((row) => toItem(row, usage))
}

export async function get(db: Db, access: WorkspaceAccess, code: string) {
  const row = await q.findItem(db, access.workspace.id, code)
  if (!row) throw notFound()
  return toItem(row, await activeResources(db, access.workspace.id))
}

/** Seasons must be real ranges that do not overlap: each night has one price. */
function checkSeasons(seasons: ItemValues['seasons']) {
  const sorted = [...seasons].sort((a, b) => a.since.localeCompare(b.since))
  sorted.forEach((season, index) => {
    if (season.till <= season.since)
      throw validation(`seasons.${seasons.indexOf(season)}.till`, 'pricelist.seasonEmpty')
    const next = sorted[index + 1]
    if (next && next.since < season.till)
      throw validation(`seasons.${seasons.indexOf(next)}.since`, 'pricelist.seasonOverlap')
  })
}

/** Each rule must say what its kind needs (stay-rules.ts ruleFieldProblem). */
function checkRules(rules: ItemValues['rules']) {
  for (const [index, rule] of rules.entries()) {
    const problem = ruleFieldProblem(rule)
    if (problem) throw validation(`rules.${index}.${problem.field}`, problem.code as MessageCode)
  }
}

export async function save(db: Db, access: WorkspaceAccess, input: ItemValues) {
  checkSeasons(input.seasons)
  checkRules(input.rules)
  const ws = access.workspace.id
  const { version, ...values } = input
  if (version === undefined) {
    const row = await q.insertItem(db, { workspaceId: ws, ...values, currency: access.workspace.currency })
    if (!row) throw validation('code', 'pricelist.codeTaken')
    return get(db, access, row.code)
  }
  const updated = await q.updateItemIfVersion(db, ws, input.code, version, values)
  if (updated) return get(db, access, updated.code)
  if (!(await q.findItem(db, ws, input.code))) throw notFound()
  throw conflict('resources.stale', await get(db, access, input.code))
}

export async function remove(db: Db, access: WorkspaceAccess, code: string) {
  const item = await get(db, access, code)
  try {
    await q.deleteItem(db, access.workspace.id, code)
  } catch (error) {
    // retired resources keep their price code too: the foreign key refuses what the list does not show
    if (!isForeignKeyViolation(error, RESOURCE_PRICE_FK)) throw error
    const names = item.usedBy.map((r) => r.name).join(', ')
    throw validation(undefined, 'pricelist.inUse', { resources: names || '—' })
  }
  return { code }
}

const NO_FEE: LocalFeeRules = { rates: { ADULT: 0, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 }, maxNights: 60 }

type FeeColumns = Pick<q.SettingsRow, 'feeAdult' | 'feeChild' | 'feeZtp' | 'feeOver60' | 'feeWork' | 'feeMaxNights'>

/** The local fee's rules from the settings' columns; none when they were never saved. */
export function localFeeOf(row: FeeColumns | null | undefined): LocalFeeRules {
  if (!row) return NO_FEE
  return {
    rates: { ADULT: row.feeAdult, CHILD: row.feeChild, ZTP: row.feeZtp, OVER60: row.feeOver60, WORK: row.feeWork },
    maxNights: row.feeMaxNights,
  }
}

type PublicBookingInput = NonNullable<z.output<typeof AccommodationSettingsInput>['publicBooking']>

/** Online booking as a workspace that never saved it has it: the contract's defaults, nothing asked. */
const NEVER_SAVED_BOOKING: AccommodationSettingsView['publicBooking'] = AccommodationSettingsInput.shape.publicBooking
  .unwrap()
  .parse({ autoConfirm: false, iban: '' })

/** The settings' columns of online booking (the column of auto-confirm says it is for public bookings). */
function bookingColumns({ autoConfirm, eurRate, ...rest }: PublicBookingInput) {
  return { autoConfirmPublic: autoConfirm, eurRateMilli: eurRate === null ? null : Math.round(eurRate * 1000), ...rest }
}

function toSettings(row: q.SettingsRow | undefined): AccommodationSettingsView {
  if (!row)
    return {
      localFee: NO_FEE,
      publicBooking: NEVER_SAVED_BOOKING,
      version: 0,
    }
  return {
    localFee: localFeeOf(row),
    publicBooking: {
      autoConfirm: row.autoConfirmPublic,
      iban: row.iban,
      depositPercent: row.depositPercent,
      confirmOnDeposit: row.confirmOnDeposit,
      depositMode: row.depositMode,
      depositDueDays: row.depositDueDays,
      autoCancelUnpaid: row.autoCancelUnpaid,
      eurIban: row.eurIban,
      eurRate: row.eurRateMilli === null ? null : row.eurRateMilli / 1000,
      replyWithinHours: row.replyWithinHours,
    },
    version: row.version + 1,
  }
}

/** Web bookings ask for a deposit: the house has an account and a share (or the first night) to ask. */
export function asksDeposit(settings: AccommodationSettingsView['publicBooking']): boolean {
  return Boolean(settings.iban) && (settings.depositMode === 'FIRST_NIGHT' || settings.depositPercent > 0)
}

/** How public bookings start and where guests pay, for the booking and guest pages. */
export async function publicBookingSettings(db: Db, workspaceId: string) {
  return toSettings(await q.findSettings(db, workspaceId)).publicBooking
}

// The stored version is shifted by one: 0 means "never saved", so the first save is an insert.
export async function getSettings(db: Db, access: WorkspaceAccess) {
  return withCnbRate(db, access, toSettings(await q.findSettings(db, access.workspace.id)))
}

/** The settings with ČNB's latest euro rate the server keeps, for the owner deciding on a rate of their own. */
async function withCnbRate(
  db: Db,
  access: WorkspaceAccess,
  settings: AccommodationSettingsView,
): Promise<AccommodationSettingsView> {
  const cnb = await cnbEuroRate(db, todayIn(access.workspace.timeZone))
  return { ...settings, cnbEurRate: cnb?.validOn ? { rate: cnb.rateMilli / 1000, date: cnb.validOn } : null }
}

export async function localFeeRules(db: Db, workspaceId: string): Promise<LocalFeeRules> {
  return toSettings(await q.findSettings(db, workspaceId)).localFee
}

export async function saveSettings(
  db: Db,
  access: WorkspaceAccess,
  input: z.output<typeof AccommodationSettingsInput>,
) {
  const { rates, maxNights } = input.localFee
  const values = {
    feeAdult: rates.ADULT,
    feeChild: rates.CHILD,
    feeZtp: rates.ZTP,
    feeOver60: rates.OVER60,
    feeWork: rates.WORK,
    feeMaxNights: maxNights,
    ...(input.publicBooking
      ? {
          ...bookingColumns(input.publicBooking),
        }
      : {}),
  }
  const ws = access.workspace.id
  const saved =
    input.version === 0
      ? await q.insertSettings(db, { workspaceId: ws, ...values })
      : await q.updateSettingsIfVersion(db, ws, input.version - 1, values)
  if (saved) return withCnbRate(db, access, toSettings(saved))
  throw conflict('resources.stale', await getSettings(db, access))
}

/** The host's Ubyport registration, or null until it is set. */
export async function ubyportSettings(db: Db, workspaceId: string): Promise<UbyportValues | null> {
  const row = await q.findSettings(db, workspaceId)
  const stored = row?.ubyport as Partial<UbyportValues> | undefined
  return stored?.ubyportId ? (stored as UbyportValues) : null
}

export async function saveUbyportSettings(db: Db, workspaceId: string, values: UbyportValues) {
  await q.upsertUbyport(db, workspaceId, values)
  return values
}
