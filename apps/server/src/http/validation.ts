import type { FastifySchemaCompiler } from 'fastify'
import type { z } from 'zod'
import { isMessageCode } from '../i18n/messages.ts'
import type { FieldProblem } from './errors.ts'

/** A request part (body, querystring, params) that did not match its contract schema. */
export class RequestValidationError extends Error {
  readonly problems: FieldProblem[]
  constructor(problems: FieldProblem[]) {
    super('request validation failed')
    this.problems = problems
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // the inputs are read back only to tell a missing field from a wrong one, and asking zod to keep
    // them makes every parse several times slower: a refused request is parsed a second time instead
    const result = schema.safeParse(data)
    if (!result.success) {
      const reported = schema.safeParse(data, { reportInput: true })
      const issues = reported.success ? result.error.issues : reported.error.issues
      return { error: new RequestValidationError(issues.slice(0, 50).map(toProblem)) }
    }
    const badField = findControlCharacter(result.data, '')
    if (badField !== null) {
      return {
        error: new RequestValidationError([
          { ...(badField ? { field: badField } : {}), code: 'validation.invalidCharacters' },
        ]),
      }
    }
    return { value: result.data }
  }

// NUL and other C0 controls (except tab and newlines) have no business in text and PostgreSQL refuses NUL.
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true
  }
  return false
}

/** The dotted path of the first string holding a control character, '' for the root, null when clean. */
function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const found = findControlCharacter(inner, path ? `${path}.${key}` : key, depth + 1)
    if (found !== null) return found
  }
  return null
}

function toProblem(issue: z.core.$ZodIssue): FieldProblem {
  const field = issue.path.map(String).join('.') || undefined
  const at = field ? { field } : {}
  switch (issue.code) {
    case 'invalid_type':
      return { ...at, code: issue.input === undefined ? 'validation.required' : 'validation.invalidType' }
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { ...at, code: 'validation.required' }
          : { ...at, code: 'validation.tooShort', params: { min: Number(issue.minimum) } }
      return { ...at, code: 'validation.tooSmall', params: { min: Number(issue.minimum) } }
    case 'too_big':
      if (issue.origin === 'string')
        return { ...at, code: 'validation.tooLong', params: { max: Number(issue.maximum) } }
      return { ...at, code: 'validation.tooBig', params: { max: Number(issue.maximum) } }
    case 'invalid_format':
      if (issue.format === 'email') return { ...at, code: 'validation.email' }
      if (issue.format === 'uuid') return { ...at, code: 'validation.uuid' }
      if (issue.format === 'date') return { ...at, code: 'validation.date' }
      return { ...at, code: 'validation.invalidFormat' }
    case 'invalid_value':
      return { ...at, code: 'validation.invalidOption', params: { options: issue.values.map(String).join(', ') } }
    case 'custom': {
      const { messageCode: code, ...params } = issue.params ?? {}
      if (!isMessageCode(code)) return { ...at, code: 'validation.invalid' }
      return Object.keys(params).length > 0 ? { ...at, code, params } : { ...at, code }
    }
    default:
      return { ...at, code: 'validation.invalid' }
  }
}
