import { z } from 'zod'
import { Id, Instant, Month, SlugIdParams, SlugParams, Year } from './common.ts'
import { endpoint } from './endpoint.ts'

// Housekeeping, the reminder e-mail and the monthly resource report (issue 3).

const GroupOrAll = Id.or(z.literal('all'))

export const RoomCleaningState = z.object({
  resourceId: Id,
  resourceName: z.string(),
  groupId: Id,
  kind: z.string(),
  /** DIRTY after a check-out until someone marks it cleaned. */
  state: z.enum(['DIRTY', 'CLEAN']),
  lastCleanedAt: Instant.nullable(),
  lastCleanedBy: z.string().nullable(),
  departureToday: z.boolean(),
  arrivalToday: z.boolean(),
  occupied: z.boolean(),
})
export type RoomCleaningState = z.infer<typeof RoomCleaningState>

export const roomserviceOverview = endpoint({
  name: 'roomserviceOverview',
  method: 'GET',
  path: '/api/{slugs}/roomservice-overview/{id}',
  access: 'staff',
  permission: 'housekeeping',
  status: 'ready',
  summary: 'Rooms of a group (or all) to clean: dirty first, arrivals today before the rest',
  params: SlugParams.extend({ id: GroupOrAll }),
  response: z.object({ date: z.string(), rooms: z.array(RoomCleaningState) }),
})

export const markRoomCleaned = endpoint({
  name: 'markRoomCleaned',
  method: 'PUT',
  path: '/api/{slugs}/roomservice-overview/{id}',
  access: 'staff',
  permission: 'housekeeping',
  status: 'ready',
  summary: 'Mark a room cleaned now (who and when are kept)',
  params: SlugIdParams,
  response: RoomCleaningState,
})

export const sendAccommodationReminder = endpoint({
  name: 'sendAccommodationReminder',
  method: 'POST',
  path: '/api/{slugs}/send-accommodation-reminder/{id}',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary: 'E-mail the guest the arrival details and the guest-info link',
  params: SlugIdParams,
  /** `delivered`: an SMTP server accepted it; false: no SMTP is set up and the mail is only in the log. */
  response: z.object({ sentTo: z.string(), sentAt: Instant, delivered: z.boolean() }),
})

export const ResourceReport = z.object({
  year: z.number().int(),
  month: z.number().int(),
  days: z.array(z.string()),
  resources: z.array(
    z.object({
      resourceId: Id,
      resourceName: z.string(),
      /** One entry per day of the month: the reservation code occupying that night, or null. */
      nights: z.array(z.string().nullable()),
      occupiedNights: z.number().int(),
      guestNights: z.number().int(),
      revenue: z.number().int(),
      localFee: z.number().int(),
    }),
  ),
  totals: z.object({
    occupiedNights: z.number().int(),
    availableNights: z.number().int(),
    occupancyPercent: z.number(),
    guestNights: z.number().int(),
    revenue: z.number().int(),
    localFee: z.number().int(),
  }),
  currency: z.string(),
})
export type ResourceReport = z.infer<typeof ResourceReport>

const ReportParams = SlugParams.extend({ a: GroupOrAll, b: Year, c: Month })

export const resourceReportData = endpoint({
  name: 'resourceReportData',
  method: 'GET',
  path: '/api/{slugs}/resource-report/data/{a}/{b}/{c}',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  summary: 'Occupancy grid of a month: resource × night, nights, guest-nights, revenue, local fee',
  params: ReportParams,
  response: ResourceReport,
})

export const resourceReportPdf = endpoint({
  name: 'resourceReportPdf',
  method: 'GET',
  path: '/api/{slugs}/resource-report/pdf/{a}/{b}/{c}',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  raw: true,
  summary: 'The same report as a PDF (application/pdf)',
  params: ReportParams,
  response: z.unknown(),
})

export const housekeepingEndpoints = [
  roomserviceOverview,
  markRoomCleaned,
  sendAccommodationReminder,
  resourceReportData,
  resourceReportPdf,
] as const
