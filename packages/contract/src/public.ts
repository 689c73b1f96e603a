import { z } from 'zod'
import { Id, Month, Year } from './common.ts'
import { planned } from './planned.ts'

// Public booking page and guest self check-in (issue 4). No Authorization header.

const Token = z.string().min(16).max(100)

export const publicEndpoints = [
  planned({
    name: 'publicListResources',
    method: 'GET',
    path: '/public-api/resource-group/{a}/{b}/list-resources',
    access: 'public',
    summary: 'Bookable resources of a group',
    params: { a: z.string().max(100), b: Id },
  }),
  planned({
    name: 'publicRoomDetail',
    method: 'GET',
    path: '/public-api/room-detail',
    access: 'public',
    summary: 'Details of the listed resources',
  }),
  planned({
    name: 'publicCalendarInfo',
    method: 'GET',
    path: '/public-api/get-calendar-info/{a}/{b}/{c}',
    access: 'public',
    summary: 'Free units and lowest price per day of a month',
    params: { a: Id, b: Year, c: Month },
  }),
  planned({
    name: 'publicBlockedDays',
    method: 'GET',
    path: '/public-api/get-blocked-days/{a}/{b}/{c}',
    access: 'public',
    summary: 'Days of a month that cannot be booked',
    params: { a: Id, b: Year, c: Month },
  }),
  planned({
    name: 'publicComputePrice',
    method: 'GET',
    path: '/public-api/{id}/compute-price',
    access: 'public',
    summary: 'Price breakdown of a stay',
  }),
  planned({
    name: 'publicCheckReservation',
    method: 'POST',
    path: '/public-api/check-reservation',
    access: 'public',
    summary: 'Check that a stay can be booked',
  }),
  planned({
    name: 'publicCreateReservation',
    method: 'POST',
    path: '/public-api/create-reservation',
    access: 'public',
    summary: 'Book a stay',
  }),
  planned({
    name: 'publicGetGuestInfo',
    method: 'GET',
    path: '/public-api/{id}/guest-info',
    access: 'public',
    summary: 'The stay and guests behind a guest-info link',
    params: { id: Token },
  }),
  planned({
    name: 'publicSaveGuestInfo',
    method: 'POST',
    path: '/public-api/{id}/guest-info',
    access: 'public',
    summary: 'Fill in the guests of a stay',
    params: { id: Token },
  }),
  planned({
    name: 'publicGallery',
    method: 'GET',
    path: '/public-api/p-cloud',
    access: 'public',
    summary: 'Public photo gallery of a workspace',
  }),
  planned({
    name: 'publicRequestDownload',
    method: 'POST',
    path: '/public/download-attachment',
    access: 'public',
    summary: 'Exchange an attachment token for a short-lived download id',
  }),
  planned({
    name: 'publicDownload',
    method: 'GET',
    path: '/public/download-attachment/{id}',
    access: 'public',
    summary: 'Stream a file by its short-lived download id',
    params: { id: Token },
  }),
] as const
