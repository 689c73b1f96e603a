import { listResourceGroups, listResources, type Resource, type ResourceGroup } from '@innkeep/contract'

// The rooms of the pension and their group as the staff's lists answer them: Pokoj 101 and the Garsoniéra,
// both in "Pokoje" (tests only).

export const GROUP_ID = '01a200a8-0000-7000-8000-0000000000f1'
export const ROOM_ID = '01a200a8-0000-7000-8000-0000000000a1'
export const FLAT_ID = '01a200a8-0000-7000-8000-0000000000a2'

/** Pokoj 101, a room for two in "Pokoje", unless told. */
export function room(over: Partial<Resource> = {}): Resource {
  return {
    id: ROOM_ID,
    groupId: GROUP_ID,
    kind: 'PENSIONROOM',
    name: 'Pokoj 101',
    description: '',
    capacity: 2,
    twinBeds: 0,
    singleBeds: 2,
    bathroom: null,
    vehicleTypes: [],
    electricity: false,
    priceCode: null,
    position: 0,
    retired: false,
    translations: {},
    version: 0,
    ...over,
  }
}

/** The group "Pokoje" of the two rooms, booked online too, unless told. */
export function roomGroup(over: Partial<ResourceGroup> = {}): ResourceGroup {
  return {
    id: GROUP_ID,
    name: 'Pokoje',
    description: '',
    bookableOnline: true,
    position: 0,
    retired: false,
    resourceCount: 2,
    cancellationPolicy: null,
    translations: {},
    version: 0,
    ...over,
  }
}

/** The fake answers listing `rooms` (Pokoj 101 and the Garsoniéra unless told) and their `group`. */
export function roomLists(rooms = [room(), room({ id: FLAT_ID, name: 'Garsoniéra' })], group = roomGroup()) {
  return [
    [listResources, () => rooms],
    [listResourceGroups, () => [group]],
  ] as const
}
