import { type CarFilter, VehicleType } from '@innkeep/contract'
import { oneOf, pageOf, type UrlParamNames, useUrlFilter } from '../../lib/url-filter.ts'

export const FLEET_PAGE_SIZE = 50

/** In service (the default), retired, or every vehicle. */
export const ACTIVITY = ['active', 'retired', 'all'] as const
export type Activity = (typeof ACTIVITY)[number]

export interface FleetFilterState {
  text: string
  type?: VehicleType
  activity: Activity
  page: number
}

/** The fleet's filters as the address holds them: `?q=nugget&type=MOTORHOME&active=all&page=2`. */
export function readFleetFilter(params: URLSearchParams): FleetFilterState {
  const type = oneOf(VehicleType.options, params.get('type'))
  const active = params.get('active')
  return {
    text: params.get('q') ?? '',
    ...(type ? { type } : {}),
    activity: active === 'false' ? 'retired' : active === 'all' ? 'all' : 'active',
    page: pageOf(params),
  }
}

/** The state as the server's filter. */
export function toCarFilter(state: FleetFilterState): CarFilter {
  return {
    ...(state.text ? { text: state.text } : {}),
    ...(state.type ? { vehicleType: state.type } : {}),
    ...(state.activity === 'all' ? {} : { active: state.activity === 'active' ? 'true' : 'false' }),
    page: state.page,
    size: FLEET_PAGE_SIZE,
  }
}

/** The parameter each filter value goes under: `?active=false` retired, `?active=all` every vehicle, none in service. */
const FLEET_FILTER_PARAMS: UrlParamNames<FleetFilterState> = {
  text: 'q',
  type: 'type',
  activity: {
    name: 'active',
    write: (activity) => (activity === 'retired' ? 'false' : activity === 'all' ? 'all' : null),
  },
}

/** How many of the filters a phone folds away narrow the list (the search stays in sight). */
export function activeFleetFilters(state: FleetFilterState): number {
  return (state.type ? 1 : 0) + (state.activity === 'active' ? 0 : 1)
}

/** Whether anything but the defaults picks the vehicles (for the empty state's wording). */
export function isFleetFiltered(state: FleetFilterState): boolean {
  return Boolean(state.text) || activeFleetFilters(state) > 0
}

export function useFleetFilter() {
  const { state, search, setSearch, clearSearch, update } = useUrlFilter(readFleetFilter, FLEET_FILTER_PARAMS)
  return {
    state,
    search,
    setSearch,
    clearSearch,
    setType: (type: VehicleType | undefined) => update({ type }),
    setActivity: (activity: Activity) => update({ activity }),
    setPage: (page: number) => update({ page }),
  }
}
