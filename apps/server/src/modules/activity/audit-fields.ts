/** What a redacted value reads in the audit trail. */
export const REDACTED = '[redacted]'

const MAX_STRING = 200
const MAX_ITEMS = 50
const MAX_DEPTH = 4
/** Secrets, file contents and guests' identity document numbers never reach the audit trail. */
const HIDDEN_FIELDS = new Set([
  'password',
  'token',
  'accessToken',
  'fioToken',
  'clientId',
  'clientSecret',
  'contentBase64',
  'content',
  'documentNumber',
  'visaNumber',
  'keys',
])

function isHidden(field: string): boolean {
  return HIDDEN_FIELDS.has(field) || /(token|secret|password)$/i.test(field)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function redact(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Date) return value.toISOString()
  if (depth >= MAX_DEPTH && (Array.isArray(value) || isRecord(value))) return '…'
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1))
  if (isRecord(value)) return redactedRecord(value, depth + 1)
  return value ?? null
}

function redactedRecord(record: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue
    out[field] = isHidden(field) ? REDACTED : redact(value, depth)
  }
  return out
}

/**
 * The top-level fields of a request body (or query) as the audit trail keeps them: secrets, file
 * contents and identity document numbers redacted, long strings cut, deep structures shortened.
 */
export function auditFields(input: unknown): Record<string, unknown> {
  return isRecord(input) ? redactedRecord(input, 0) : {}
}
