import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { BookingPage, GuestRouteError, StartPage } from './guest-pages.tsx'
import { GuestLayout } from './layouts/guest-layout.tsx'

// The guest pages in data routers: guest-main.tsx's (/guest/*) and the staff app's (which has them all).
const GuestInfoRoute = lazy(async () => ({ default: (await import('./pages/guest-info-route.tsx')).GuestInfoRoute }))

export const guestInfoPages: RouteObject[] = [{ path: 'guest/:token', element: <GuestInfoRoute /> }]

/** Guests: no sign-in, no staff code, embeddable (the booking page in an iframe). */
export const guestRoutes = {
  element: <GuestLayout />,
  errorElement: <GuestRouteError />,
  children: [
    { path: 'book/:slug', element: <StartPage /> },
    { path: 'book/:slug/:groupId', element: <BookingPage /> },
    ...guestInfoPages,
  ],
} satisfies RouteObject
