import type * as contract from '@innkeep/contract'
import type { EndpointDef } from '@innkeep/contract'

/** What the client reads of a contract record when it calls: the rest (the Zod schemas) is the server's. */
type Wire<E extends EndpointDef> = Pick<E, 'name' | 'method' | 'path' | 'access'>

/**
 * A public call of the contract as the guest pages carry it: its name, method, path and access, without
 * the Zod schemas (Zod and the schemas would be a third of the guest bundle, and the server validates
 * anyway). The type argument makes the compiler hold every field to the contract's literal, and
 * public-endpoints.test.ts compares the values; the schemas are never read through these records.
 */
function wire<E extends EndpointDef>(record: Wire<E>): E {
  return record as E
}

export const publicListGroups = wire<typeof contract.publicListGroups>({
  name: 'publicListGroups',
  method: 'GET',
  path: '/public-api/workspace/{a}/resource-groups',
  access: 'public',
})

export const publicListResources = wire<typeof contract.publicListResources>({
  name: 'publicListResources',
  method: 'GET',
  path: '/public-api/resource-group/{a}/{b}/list-resources',
  access: 'public',
})

export const publicRoomDetail = wire<typeof contract.publicRoomDetail>({
  name: 'publicRoomDetail',
  method: 'GET',
  path: '/public-api/room-detail',
  access: 'public',
})

export const publicCalendarInfo = wire<typeof contract.publicCalendarInfo>({
  name: 'publicCalendarInfo',
  method: 'GET',
  path: '/public-api/get-calendar-info/{a}/{b}/{c}',
  access: 'public',
})

export const publicBlockedDays = wire<typeof contract.publicBlockedDays>({
  name: 'publicBlockedDays',
  method: 'GET',
  path: '/public-api/get-blocked-days/{a}/{b}/{c}',
  access: 'public',
})

export const publicComputePrice = wire<typeof contract.publicComputePrice>({
  name: 'publicComputePrice',
  method: 'GET',
  path: '/public-api/{id}/compute-price',
  access: 'public',
})

export const publicCheckReservation = wire<typeof contract.publicCheckReservation>({
  name: 'publicCheckReservation',
  method: 'POST',
  path: '/public-api/check-reservation',
  access: 'public',
})

export const publicCreateReservation = wire<typeof contract.publicCreateReservation>({
  name: 'publicCreateReservation',
  method: 'POST',
  path: '/public-api/create-reservation',
  access: 'public',
})

export const publicGetGuestInfo = wire<typeof contract.publicGetGuestInfo>({
  name: 'publicGetGuestInfo',
  method: 'GET',
  path: '/public-api/{id}/guest-info',
  access: 'public',
})

export const publicSaveGuestInfo = wire<typeof contract.publicSaveGuestInfo>({
  name: 'publicSaveGuestInfo',
  method: 'POST',
  path: '/public-api/{id}/guest-info',
  access: 'public',
})

export const publicRequestDownload = wire<typeof contract.publicRequestDownload>({
  name: 'publicRequestDownload',
  method: 'POST',
  path: '/public/download-attachment',
  access: 'public',
})

export const publicDownload = wire<typeof contract.publicDownload>({
  name: 'publicDownload',
  method: 'GET',
  path: '/public/download-attachment/{id}',
  access: 'public',
})
