import type { StayPrice, StayQuery } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { validation } from '../../http/errors.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { findActiveResource } from '../resources/resources.service.ts'
import * as q from './pricelist.queries.ts'
import { localFeeRules, type PriceColumns, toPriceItem } from './pricelist.service.ts'
import { AGE_CATEGORIES, type LocalFeeRules, priceStay } from './stay-price.ts'

type StayValues = z.output<typeof StayQuery>

export const MAX_STAY_NIGHTS = 366

/** Checks a stay's dates and guests; shared by quotes and reservations. */
export function checkStay(stay: { since: string; till: string; guests: StayValues['guests'] }) {
  const nights = daysBetween(stay.since, stay.till)
  if (nights < 1) throw validation('till', 'stay.tillNotAfterSince')
  if (nights > MAX_STAY_NIGHTS) throw validation('till', 'stay.tooLong', { max: MAX_STAY_NIGHTS })
  if (AGE_CATEGORIES.every((c) => stay.guests[c] === 0)) throw validation('guests', 'stay.noGuests')
}

/**
 * The price of a stay in one resource of a workspace, by the resource's price-list item. A caller
 * that has just loaded the resource passes it along.
 */
export async function quoteStay(
  db: Db,
  workspace: { id: string; currency: string },
  stay: StayValues,
  loaded?: { priceCode: string | null },
): Promise<StayPrice> {
  checkStay(stay)
  const resource = loaded ?? (await findActiveResource(db, workspace.id, stay.resourceId))
  if (!resource) throw validation('resourceId', 'resources.notFound')
  const [row, fee] = await Promise.all([
    resource.priceCode ? q.findItem(db, workspace.id, resource.priceCode) : undefined,
    localFeeRules(db, workspace.id),
  ])
  return priceByItem(stay, row, fee)
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
): StayPrice {
  if (!row) throw validation('resourceId', 'pricing.noPrice')
  const price = priceStay({ item: toPriceItem(row), since: stay.since, till: stay.till, guests: stay.guests, fee })
  return { code: row.code, unit: row.unit, currency: row.currency, ...price }
}
