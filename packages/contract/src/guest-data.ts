import { z } from 'zod'
import { withCode } from './common.ts'
import { HOME_COUNTRY, isCountryCode } from './countries.ts'

// What a guest's register entry must hold to be reported to the police (issue 20): the rules of
// GuestInput, shared by the staff editor, the guest's own check-in form and the server.

/** No guest is born earlier: an older date is a typo (`1885` for `1985`). */
export const EARLIEST_BIRTH_DATE = '1900-01-01'

/** Today's date where the day begins first (UTC+14): a birth date after it is in the future everywhere. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)
}

const RealDate = z.iso.date()

/** What is wrong with a birth date, as a message code; null when it is a real day from 1900 until today. */
function birthDateProblem(value: string): string | null {
  if (!RealDate.safeParse(value).success) return 'guest.birthDateInvalid'
  if (value < EARLIEST_BIRTH_DATE) return 'guest.birthDateTooEarly'
  if (value > latestToday()) return 'guest.birthDateFuture'
  return null
}

/** `YYYY-MM-DD` of a real day (not 2023-02-30), from 1900 until today; the guest's other rules still run. */
export const BirthDate = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = birthDateProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', ...withCode(problem), continue: true })
  })

/** ISO 3166-1 alpha-3 from the list (countries.ts), in any case: `svk` → `SVK`. */
export const Nationality = z.string().trim().toUpperCase().refine(isCountryCode, withCode('guest.unknownCountry'))

/** A guest whose nationality is on the list and not Czech: reported to the police, with a document. */
export function isForeigner(nationality: string | null | undefined): boolean {
  return !!nationality && nationality !== HOME_COUNTRY && isCountryCode(nationality)
}

interface DocumentFields {
  nationality: string | null
  documentType: string | null
  documentNumber: string
}

/** The police report needs a foreigner's document: its type and number (GuestInput's refinement). */
export function requireForeignersDocument(guest: DocumentFields, ctx: z.RefinementCtx): void {
  if (!isForeigner(guest.nationality)) return
  if (!guest.documentType)
    ctx.addIssue({ code: 'custom', path: ['documentType'], ...withCode('guest.documentTypeRequired') })
  if (guest.documentNumber.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['documentNumber'], ...withCode('guest.documentNumberRequired') })
}
