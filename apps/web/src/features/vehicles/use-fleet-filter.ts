import { type CarFilter, VehicleType } from '@innkeep/contract'
import { oneOf, pageOf, useUrlFilter } from './url-filter.ts'

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

export function useFleetFilter() {
  const url = useUrlFilter()
  const state = readFleetFilter(url.params)
  return {
    state,
    search: url.search,
    setSearch: url.setSearch,
    clearSearch: url.clearSearch,
    setType: (type: VehicleType | undefined) => url.update({ type }),
    setActivity: (activity: Activity) =>
      url.update({ active: activity === 'active' ? null : activity === 'retired' ? 'false' : 'all' }),
    setPage: (page: number) => url.update({}, page),
  }
}
