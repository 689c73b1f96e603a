import { z } from 'zod'
import { MessageScope, MessageSeverity } from './enums.ts'

export const ErrorType = z.enum(['ADDITIONAL_ACTION', 'CONFLICT', 'VALIDATION'])
export type ErrorType = z.infer<typeof ErrorType>

export const Message = z.object({
  scope: MessageScope,
  severity: MessageSeverity,
  code: z.string(),
  field: z.string().optional(),
  text: z.string(),
})
export type Message = z.infer<typeof Message>

export interface Envelope<T> {
  payload: T
  messages: Message[]
  errorType: ErrorType | null
}

/** A 200 answer carrying the call's payload. */
export function successEnvelopeOf<T extends z.ZodType>(payload: T) {
  return z.object({ payload, messages: z.array(Message), errorType: z.null() })
}

/** A 200 answer: either the call's payload, or a VALIDATION / CONFLICT / ADDITIONAL_ACTION outcome. */
export function envelopeOf<T extends z.ZodType>(payload: T) {
  return z.union([
    successEnvelopeOf(payload),
    z.object({ payload: z.unknown(), messages: z.array(Message), errorType: ErrorType }),
  ])
}
