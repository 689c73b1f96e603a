import type { PricelistItem, StayRuleView } from '@innkeep/contract'

// Factories for the price list's tests (tests only).

/** A rule of `kind` on every day with nothing else set, unless told. */
export function stayRule(over: Partial<StayRuleView> & Pick<StayRuleView, 'kind'>): StayRuleView {
  return {
    since: null,
    till: null,
    weekdays: [],
    nights: null,
    days: null,
    guests: null,
    price: null,
    percent: null,
    ...over,
  }
}

/** The double room at 1 450 Kč a night for two, without seasons or rules, unless told. */
export function pricelistItem(over: Partial<PricelistItem> = {}): PricelistItem {
  return {
    code: 'DBL',
    name: 'Dvoulůžkový pokoj',
    unit: 'PER_NIGHT',
    price: 1_450_00,
    currency: 'CZK',
    vatRate: 12,
    includedGuests: 2,
    extraAdult: 450_00,
    extraChild: 0,
    seasons: [],
    rules: [],
    usedBy: [],
    version: 1,
    ...over,
  }
}
