import { type BankItemFilter, BankItemKind } from '@innkeep/contract'
import { useSearchParams } from 'react-router'
import { parseMoney } from '../../lib/money-input.ts'
import { dateOf, oneOf, pageOf, type UrlFilterChange, type UrlParamNames, useUrlFilter } from '../../lib/url-filter.ts'

export const ITEMS_PAGE_SIZES = [50, 100, 200] as const
const DIRECTIONS = ['IN', 'OUT'] as const
const STATES = ['UNLINKED', 'LINKED', 'IGNORED'] as const
type Kind = (typeof BankItemKind.options)[number]

export interface BankItemsFilterState {
  account?: string
  from?: string
  till?: string
  direction?: (typeof DIRECTIONS)[number]
  state?: (typeof STATES)[number]
  /** As typed, in crowns: `1 000`. */
  min: string
  max: string
  vs: string
  text: string
  kinds: Kind[]
  page: number
  size: number
}

/** The list's filters as the address holds them: `?account=…&state=UNLINKED&kinds=FEE,CARD_FEE&page=2`. */
export function readItemsFilter(params: URLSearchParams): BankItemsFilterState {
  const from = dateOf(params, 'from')
  const till = dateOf(params, 'till')
  const account = params.get('account') || undefined
  const direction = oneOf(DIRECTIONS, params.get('direction'))
  const state = oneOf(STATES, params.get('state'))
  const kinds = (params.get('kinds') ?? '')
    .split(',')
    .map((kind) => oneOf(BankItemKind.options, kind))
    .filter((kind): kind is Kind => kind !== undefined)
  const size = Number(params.get('size'))
  return {
    ...(account ? { account } : {}),
    ...(from ? { from } : {}),
    ...(till ? { till } : {}),
    ...(direction ? { direction } : {}),
    ...(state ? { state } : {}),
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    vs: params.get('vs') ?? '',
    text: params.get('q') ?? '',
    kinds,
    page: pageOf(params),
    size: ITEMS_PAGE_SIZES.find((s) => s === size) ?? ITEMS_PAGE_SIZES[0],
  }
}

/** The state as listBankItems takes it: amounts in minor units, nothing empty or unreadable. */
export function toBankItemFilter(state: BankItemsFilterState): BankItemFilter {
  const min = parseMoney(state.min)
  const max = parseMoney(state.max)
  const vs = state.vs.trim()
  const text = state.text.trim()
  return {
    ...(state.account ? { accountId: state.account } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.till ? { till: state.till } : {}),
    ...(state.direction ? { direction: state.direction } : {}),
    ...(state.state ? { state: state.state } : {}),
    ...(min !== null ? { amountMin: min } : {}),
    ...(max !== null ? { amountMax: max } : {}),
    ...(/^\d{1,10}$/.test(vs) ? { variableSymbol: vs } : {}),
    ...(text ? { text: text.slice(0, 100) } : {}),
    ...(state.kinds.length > 0 ? { kinds: state.kinds } : {}),
    page: state.page,
    size: state.size,
  }
}

export type ItemsFilterChange = UrlFilterChange<BankItemsFilterState>

/** The parameter each filter value goes under. */
const PARAM: UrlParamNames<BankItemsFilterState> = {
  account: 'account',
  from: 'from',
  till: 'till',
  direction: 'direction',
  state: 'state',
  min: 'min',
  max: 'max',
  vs: 'vs',
  text: 'q',
  kinds: 'kinds',
  size: 'size',
}

/** Amounts and a symbol take longer to type than a name: the address waits a little longer than for a search. */
const TYPING_REST_MS = 400

/** How many filters narrow the list (the phone's folded filters say so). */
export function activeFilters(state: BankItemsFilterState): number {
  const set = [state.account, state.from, state.till, state.direction, state.state, state.min, state.max, state.vs]
  return set.filter(Boolean).length + (state.text ? 1 : 0) + (state.kinds.length > 0 ? 1 : 0)
}

/** Whether anything narrows the list (for the empty state's wording). */
export function isFiltered(state: BankItemsFilterState): boolean {
  return activeFilters(state) > 0
}

/**
 * The filters live in the address, so a link from an account card, a reload or the back button
 * shows the same list. Typed fields answer at once; the address follows once typing rests.
 */
export function useBankItemsFilter() {
  const [, setParams] = useSearchParams()
  const { state, params, typed, type, update } = useUrlFilter(readItemsFilter, PARAM, {
    typed: ['text', 'vs', 'min', 'max'],
    rest: TYPING_REST_MS,
  })
  return {
    state,
    typed,
    type,
    update,
    reset: () => {
      type({ text: '', vs: '', min: '', max: '' })
      setParams(new URLSearchParams(), { replace: true })
    },
    /** The item open in the reconciliation drawer (`?item=`). */
    openItem: params.get('item'),
    setOpenItem: (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (id) next.set('item', id)
          else next.delete('item')
          return next
        },
        { replace: false },
      ),
  }
}
