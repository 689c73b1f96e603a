import type { Language } from '../../i18n/language.ts'
import { isMessageCode, translate } from '../../i18n/messages.ts'
import {
  FakturoidLockedError,
  FakturoidRequestError,
  FakturoidValidationError,
} from '../../integrations/fakturoid/fakturoid.client.ts'
import { SubjectRefusedError } from './fakturoid-subjects.ts'

/**
 * What is kept of a refusal: our message code and Fakturoid's own words per field, as pairs in
 * Fakturoid's order (jsonb would sort the keys of an object).
 */
export interface Refusal {
  code:
    | 'fakturoid.documentRefused'
    | 'fakturoid.documentLocked'
    | 'fakturoid.documentForbidden'
    | 'fakturoid.subjectRefused'
  detail: { fields?: [string, string[]][]; name?: string; reason?: string }
}

/** A refusal of this one document (the run goes on with the next), or null for a problem of the whole run. */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof SubjectRefusedError)
    return { code: 'fakturoid.subjectRefused', detail: { name: error.partyName, fields: Object.entries(error.fields) } }
  if (error instanceof FakturoidValidationError)
    return { code: 'fakturoid.documentRefused', detail: { fields: Object.entries(error.fields) } }
  if (error instanceof FakturoidLockedError) return { code: 'fakturoid.documentLocked', detail: {} }
  if (error instanceof FakturoidRequestError)
    return { code: 'fakturoid.documentForbidden', detail: { reason: error.message } }
  return null
}

/** The refusal in the reader's language: Fakturoid's field names as our labels, its messages as it wrote them. */
export function refusalText(language: Language, code: string | null, detail: unknown): string {
  const { fields = [], name = '', reason = '' } = (detail ?? {}) as Refusal['detail']
  const details = fields
    .map(([field, messages]) => {
      const key = `fakturoid.field.${field}`
      return `${isMessageCode(key) ? translate(language, key) : field}: ${messages.join(', ')}`
    })
    .join('; ')
  const known = code && isMessageCode(code) ? code : 'fakturoid.documentForbidden'
  return translate(language, known, { details, name, reason })
}
