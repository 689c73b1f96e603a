import type { ErrorType, Message } from '@innkeep/contract'
import type { GuestLanguage } from '../i18n/language.ts'
import { translateForGuest } from '../i18n/messages-de.ts'
import type { FieldProblem } from './errors.ts'

export function success<T>(payload: T) {
  return { payload, messages: [] as Message[], errorType: null }
}

export function failure(errorType: ErrorType, messages: Message[], payload: unknown = null) {
  return { payload, messages, errorType }
}

export function toMessages(
  problems: FieldProblem[],
  language: GuestLanguage,
  severity: Message['severity'] = 'VALIDATION',
): Message[] {
  return problems.map((problem) => ({
    scope: problem.field ? 'FIELD' : 'GLOBAL',
    severity,
    code: problem.code,
    ...(problem.field ? { field: problem.field } : {}),
    text: translateForGuest(language, problem.code, problem.params),
  }))
}
