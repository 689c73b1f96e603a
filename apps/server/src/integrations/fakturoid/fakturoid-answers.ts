import { z } from 'zod'
import { readBoundedText } from '../bounded-body.ts'
import {
  FakturoidAuthError,
  type FakturoidError,
  FakturoidLockedError,
  FakturoidNotFoundError,
  FakturoidPaymentRequiredError,
  FakturoidRateLimitedError,
  FakturoidRequestError,
  FakturoidUnavailableError,
  FakturoidValidationError,
} from './fakturoid-errors.ts'
import { retryAfterMs } from './fakturoid-rate-limit.ts'

// Reading Fakturoid's answers: bounded bodies, JSON, and the typed error of each refusal.

const MAX_ANSWER_BYTES = 8 * 1024 * 1024

export function unreadable(what: string) {
  return new FakturoidUnavailableError(`Fakturoid ${what} answer has an unexpected shape`)
}

export async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await readText(response, what)
  try {
    return JSON.parse(text)
  } catch {
    throw new FakturoidUnavailableError(`Fakturoid ${what} answer is not JSON`, response.status)
  }
}

export function readText(response: Response, what: string): Promise<string> {
  return readBoundedText(
    response,
    MAX_ANSWER_BYTES,
    () => new FakturoidUnavailableError(`Fakturoid ${what} answer is too large`, response.status),
  )
}

const ErrorsBody = z.object({ errors: z.record(z.string(), z.union([z.array(z.unknown()), z.string()])) })
const OtherErrorBody = z.object({ error: z.string(), error_description: z.string().optional() })

/** The typed error for a refusal, with Fakturoid's own words cut short. */
export async function errorOf(response: Response, what: string): Promise<FakturoidError> {
  const status = response.status
  if (status === 429) {
    await response.body?.cancel()
    return new FakturoidRateLimitedError(`Fakturoid ${what} answered 429`, status, retryAfterMs(response.headers))
  }
  if (status >= 500) {
    await response.body?.cancel()
    return new FakturoidUnavailableError(`Fakturoid ${what} answered HTTP ${status}`, status)
  }
  let body: unknown = null
  try {
    body = JSON.parse(await readText(response, what))
  } catch {
    body = null
  }
  const errors = ErrorsBody.safeParse(body)
  const other = OtherErrorBody.safeParse(body)
  const detail = other.success ? ` ${other.data.error}: ${(other.data.error_description ?? '').slice(0, 200)}` : ''
  if (status === 401) return new FakturoidAuthError(`Fakturoid ${what} answered 401${detail}`, status)
  if (status === 402) return new FakturoidPaymentRequiredError(`Fakturoid ${what} answered 402`, status)
  if (status === 404) return new FakturoidNotFoundError(`Fakturoid ${what} answered 404`, status)
  if (status === 403 && other.success && other.data.error === 'document_locked')
    return new FakturoidLockedError(`Fakturoid ${what}: the document is locked`, status)
  if ((status === 422 || status === 403) && errors.success) {
    const fields = Object.fromEntries(
      Object.entries(errors.data.errors)
        .slice(0, 20)
        .map(([field, messages]) => [
          field.slice(0, 60),
          [messages]
            .flat()
            .slice(0, 5)
            .map((m) => String(m).slice(0, 300)),
        ]),
    )
    return new FakturoidValidationError(`Fakturoid ${what} answered ${status}`, status, fields)
  }
  return new FakturoidRequestError(`Fakturoid ${what} answered ${status}${detail}`, status)
}
