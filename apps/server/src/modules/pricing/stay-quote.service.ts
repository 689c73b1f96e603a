import type { StayPrice, StayQuery } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { AppError, validation } from '../../http/errors.ts'
import type { GuestLanguage } from '../../i18n/language.ts'
import { translateForGuest } from '../../i18n/messages-de.ts'
import { formatDayOfWeek, nightsText } from '../../lib/format.ts'
import { daysBetween, type LocalDate, todayIn } from '../../lib/local-date.ts'
import { findActiveResource } from '../resources/resources.service.ts'
import * as q from './pricelist.queries.ts'
import { localFeeRules, type PriceColumns, toPriceItem } from './pricelist.service.ts'
import { AGE_CATEGORIES, type LocalFeeRules, priceStay } from './stay-price.ts'
import { type RuleProblem, ruleProblems } from './stay-rules.ts'

type StayValues = z.output<typeof StayQuery>

export const MAX_STAY_NIGHTS = 366

/** Checks a stay's dates and guests; shared by quotes and reservations. */
export function checkStay(stay: { since: string; till: string; guests: StayValues['guests'] }) {
  const nights = daysBetween(stay.since, stay.till)
  if (nights < 1) throw validation('till', 'stay.tillNotAfterSince')
  if (nights > MAX_STAY_NIGHTS) throw validation('till', 'stay.tooLong', { max: MAX_STAY_NIGHTS })
  if (AGE_CATEGORIES.every((c) => stay.guests[c] === 0)) throw validation('guests', 'stay.noGuests')
}

/** A stay's price and the stay rules it breaks (staff may book it knowingly, a guest never). */
export interface Quote {
  price: StayPrice
  problems: RuleProblem[]
}

/**
 * The price of a stay in one resource of a workspace, by the resource's price-list item, and the
 * rules it breaks. A caller that has just loaded the resource passes it along; `bookedOn`: the day
 * the stay was booked (a reservation being changed keeps its own), else today where the workspace is.
 */
export async function quoteStay(
  db: Db,
  workspace: { id: string; timeZone: string },
  stay: StayValues,
  loaded?: { priceCode: string | null },
  bookedOn: LocalDate = todayIn(workspace.timeZone),
): Promise<Quote> {
  checkStay(stay)
  const resource = loaded ?? (await findActiveResource(db, workspace.id, stay.resourceId))
  if (!resource) throw validation('resourceId', 'resources.notFound')
  const [row, fee] = await Promise.all([
    resource.priceCode ? q.findItem(db, workspace.id, resource.priceCode) : undefined,
    localFeeRules(db, workspace.id),
  ])
  return {
    price: priceByItem(stay, row, fee, bookedOn),
    problems: row ? ruleProblems(row.rules, stay.since, stay.till) : [],
  }
}

/**
 * The price of a stay checked by `checkStay`, by the resource's price-list item (none: the resource
 * has no price) and the workspace's local fee, read by the caller (the public calls read them with
 * the resource in one statement).
 */
export function priceByItem(
  stay: Pick<StayValues, 'since' | 'till' | 'guests'>,
  row: PriceColumns | null | undefined,
  fee: LocalFeeRules,
  bookedOn: LocalDate,
): StayPrice {
  if (!row) throw validation('resourceId', 'pricing.noPrice')
  const item = toPriceItem(row)
  const price = priceStay({ item, since: stay.since, till: stay.till, guests: stay.guests, fee, bookedOn })
  return { code: row.code, unit: row.unit, currency: row.currency, ...price }
}

/** One broken rule in words: what the guest or the receptionist reads. */
export function ruleText(problem: RuleProblem, language: GuestLanguage): string {
  return translateForGuest(language, problem.code, ruleParams(problem, language))
}

function ruleParams(problem: RuleProblem, language: GuestLanguage) {
  return {
    date: formatDayOfWeek(problem.params.date, language),
    nights: problem.params.nights === undefined ? '' : nightsText(problem.params.nights, language),
  }
}

/** The refusal of a stay that breaks rules, each at its field (a guest's booking, the public checks). */
export function ruleRefusal(problems: RuleProblem[], language: GuestLanguage): AppError {
  return new AppError('VALIDATION', {
    problems: problems.map((problem) => ({
      field: problem.field,
      code: problem.code,
      params: ruleParams(problem, language),
    })),
  })
}
