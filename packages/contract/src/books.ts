import { z } from 'zod'
import { LocalDate, SlugParams, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'

// Closed periods (issue 26): once the VAT return of a month (or a quarter) is filed, its tax documents
// are closed — none dated in it is created, changed, canceled or deleted until it is reopened.

/** The books as they are closed: through the last day of a closed month or quarter, or not at all. */
export const BooksPeriod = z.object({
  /** Tax documents whose taxable supply date is this day or before are closed; null: nothing is. */
  closedThrough: LocalDate.nullable(),
})
export type BooksPeriod = z.infer<typeof BooksPeriod>

const Month = z.string().refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), withCode('books.month'))

export const CloseBooksInput = z.object({
  /** The last month to close (`2026-10`); every month before it is closed with it. */
  month: Month,
})

export const ReopenBooksInput = z.object({
  /** The first month to open again; the months before it stay closed. */
  month: Month,
  /** Why a filed period is opened again: kept in the change history. */
  reason: z.string().trim().min(3).max(500),
})

export const getBooksPeriod = endpoint({
  name: 'getBooksPeriod',
  method: 'GET',
  path: '/api/{slugs}/books-period',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  summary: 'Through which day the books are closed',
  params: SlugParams,
  response: BooksPeriod,
})

export const closeBooks = endpoint({
  name: 'closeBooks',
  method: 'POST',
  path: '/api/{slugs}/books-period/close',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary:
    'Close the books through the end of a month (a quarter: its last month); VALIDATION books.alreadyClosed when it is, books.future for a month not yet over',
  params: SlugParams,
  body: CloseBooksInput,
  response: BooksPeriod,
})

export const reopenBooks = endpoint({
  name: 'reopenBooks',
  method: 'POST',
  path: '/api/{slugs}/books-period/reopen',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Open the books again from a month on, with a reason kept in the change history',
  params: SlugParams,
  body: ReopenBooksInput,
  response: BooksPeriod,
})

export const booksEndpoints = [getBooksPeriod, closeBooks, reopenBooks] as const
