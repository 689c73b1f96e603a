import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { i18n } from '../../i18n/instance.ts'

const t = (code: string, params?: Record<string, unknown>) => i18n.t(`messages.${code}`, params ?? {})

/** The same message codes the server uses (http/validation.ts), so client and server say the same thing. */
function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return t(issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalidType')
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? t('validation.required') : t('validation.tooShort', { min: issue.minimum })
      return t('validation.tooSmall', { min: issue.minimum })
    case 'too_big':
      return t(issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', { max: issue.maximum })
    case 'invalid_format':
      if (issue.input === '') return t('validation.required')
      return t(issue.format === 'email' ? 'validation.email' : 'validation.invalidFormat')
    case 'invalid_value':
      return t('validation.invalidOption', { options: issue.values.map(String).join(', ') })
    default:
      return t('validation.invalid')
  }
}

// Contract refinements carry their message code as the message (`ico.checksum`); translate those here.
function translateCodes(node: unknown): void {
  if (!node || typeof node !== 'object') return
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue
    if (key === 'message' && typeof value === 'string' && i18n.exists(`messages.${value}`)) {
      ;(node as Record<string, unknown>).message = t(value)
    } else {
      translateCodes(value)
    }
  }
}

/** zodResolver with messages in the UI language; `Values` is how the form holds them (default: the schema input). */
export function localizedResolver<
  S extends z.ZodType<unknown, FieldValues>,
  Values extends FieldValues = z.input<S> & FieldValues,
>(schema: S): Resolver<Values, unknown, z.output<S>> {
  const base = zodResolver(schema, { error: issueMessage }) as unknown as Resolver<Values, unknown, z.output<S>>
  return async (values, context, options) => {
    const result = await base(values, context, options)
    translateCodes(result.errors)
    return result
  }
}
