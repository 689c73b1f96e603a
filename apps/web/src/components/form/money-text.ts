import { z } from 'zod'
import { parseMoney } from '../../lib/money-input.ts'

/** A form field holding an amount as typed (`1 234,50`); parses to haléř, or says `money.invalid`. */
export const MoneyText = z.string().transform((text, ctx) => {
  const minor = parseMoney(text)
  if (minor === null) {
    ctx.addIssue({ code: 'custom', message: 'money.invalid' })
    return z.NEVER
  }
  return minor
})
