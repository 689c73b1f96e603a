import type { MessageCode } from '../i18n/messages.ts'

export type AppErrorKind =
  | 'VALIDATION'
  | 'CONFLICT'
  | 'ADDITIONAL_ACTION'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_IMPLEMENTED'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'

export interface FieldProblem {
  /** Dotted path of the field (`address.city`); absent for a whole-form message. */
  field?: string
  code: MessageCode
  params?: Record<string, string | number>
}

/** The one error type of the server; the error handler maps its kind to the spec's envelope or status. */
export class AppError extends Error {
  readonly kind: AppErrorKind
  readonly problems: FieldProblem[]
  readonly payload: unknown

  constructor(kind: AppErrorKind, options: { problems?: FieldProblem[]; payload?: unknown } = {}) {
    super(kind)
    this.kind = kind
    this.problems = options.problems ?? []
    this.payload = options.payload ?? null
  }
}

export function validation(field: string | undefined, code: MessageCode, params?: FieldProblem['params']): AppError {
  return new AppError('VALIDATION', {
    problems: [{ ...(field ? { field } : {}), code, ...(params ? { params } : {}) }],
  })
}

/** A clash or a stale version; `problem` names the field and fills the message when it says more. */
export function conflict(
  code: MessageCode,
  entity: unknown,
  problem: Pick<FieldProblem, 'field' | 'params'> = {},
): AppError {
  return new AppError('CONFLICT', { problems: [{ ...problem, code }], payload: { entity } })
}

export function additionalAction(code: MessageCode, payload: unknown): AppError {
  return new AppError('ADDITIONAL_ACTION', { problems: [{ code }], payload })
}

export const notFound = () => new AppError('NOT_FOUND')
export const unauthorized = () => new AppError('UNAUTHORIZED')
export const forbidden = () => new AppError('FORBIDDEN')
export const notImplemented = () => new AppError('NOT_IMPLEMENTED')

/**
 * The same error about one item of a list in the body (`stays.1.`): its fields get the prefix, and a
 * problem without a field names the item's `fallback` field.
 */
export function atItem(error: unknown, prefix: string, fallback: string): unknown {
  if (!(error instanceof AppError) || (error.kind !== 'VALIDATION' && error.kind !== 'CONFLICT')) return error
  return new AppError(error.kind, {
    problems: error.problems.map((problem) => ({ ...problem, field: `${prefix}${problem.field ?? fallback}` })),
    payload: error.payload,
  })
}
