import { z } from 'zod'
import { Id, Month, Year } from './common.ts'
import { planned } from './planned.ts'

// Resources, price list, reservations, reception, housekeeping, reports (issue 3).

const GroupOrAll = Id.or(z.literal('all'))

export const accommodationEndpoints = [
  planned({
    name: 'roomserviceOverview',
    method: 'GET',
    path: '/api/{slugs}/roomservice-overview/{id}',
    access: 'staff',
    permission: 'housekeeping',
    summary: 'Housekeeping list of a group (or all)',
    params: { id: GroupOrAll },
  }),
  planned({
    name: 'markRoomCleaned',
    method: 'PUT',
    path: '/api/{slugs}/roomservice-overview/{id}',
    access: 'staff',
    permission: 'housekeeping',
    summary: 'Mark a room cleaned now',
  }),
  planned({
    name: 'sendAccommodationReminder',
    method: 'POST',
    path: '/api/{slugs}/send-accommodation-reminder/{id}',
    access: 'staff',
    permission: 'accommodation.write',
    summary: 'E-mail the guest a reminder of the stay',
  }),
  planned({
    name: 'resourceReportData',
    method: 'GET',
    path: '/api/{slugs}/resource-report/data/{a}/{b}/{c}',
    access: 'staff',
    permission: 'reports.read',
    summary: 'Occupancy grid of a month',
    params: { a: GroupOrAll, b: Year, c: Month },
  }),
  planned({
    name: 'resourceReportPdf',
    method: 'GET',
    path: '/api/{slugs}/resource-report/pdf/{a}/{b}/{c}',
    access: 'staff',
    permission: 'reports.read',
    summary: 'Occupancy report of a month as PDF',
    params: { a: GroupOrAll, b: Year, c: Month },
  }),
] as const
