import { randomUUID } from 'node:crypto'
import type { z } from 'zod'

interface Def {
  type: string
  format?: string
  entries?: Record<string, string>
  options?: z.ZodType[]
  values?: unknown[]
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  checks?: { _zod: { def: { check: string; format?: string; value?: unknown } } }[]
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def
}

function formatOf(def: Def): string | undefined {
  if (def.format) return def.format
  return def.checks?.map((c) => c._zod.def.format).find(Boolean)
}

/** A value that satisfies a path or query parameter schema (a uuid, a date, a year, an enum member…). */
export function sampleFor(schema: z.ZodType): string {
  const def = defOf(schema)
  switch (def.type) {
    case 'string': {
      const format = formatOf(def)
      if (format === 'uuid') return randomUUID()
      if (format === 'date') return '2026-07-01'
      return 'sample-value-0123456789'
    }
    case 'number': {
      const min = def.checks?.find((c) => c._zod.def.check === 'greater_than')?._zod.def.value
      return String(typeof min === 'number' ? min : 7)
    }
    case 'enum':
      return Object.values(def.entries ?? {})[0] ?? 'x'
    case 'literal':
      return String(def.values?.[0] ?? 'x')
    case 'union':
      return sampleFor((def.options ?? [])[0] as z.ZodType)
    case 'pipe':
      return sampleFor(def.in as z.ZodType)
    case 'default':
    case 'optional':
    case 'nullable':
      return sampleFor(def.innerType as z.ZodType)
    default:
      return 'x'
  }
}

export function sampleParams(schema: z.ZodObject | undefined, overrides: Record<string, string> = {}) {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(schema?.shape ?? {}))
    params[key] = overrides[key] ?? sampleFor(value as z.ZodType)
  return params
}

/** Hostile values for one field: wrong types, huge, unknown enum members, injection attempts. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  [],
  {},
  '',
  'x'.repeat(100_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0000',
  'NOT_AN_ENUM_VALUE',
  { $gt: '' },
]

export const HOSTILE_PATH_SEGMENTS = [
  'not-an-id',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'x'.repeat(2000),
  "'%20OR%201=1",
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e400',
]

/** Field names of an object schema (top level), for replacing each with a hostile value. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return []
  const def = defOf(schema)
  if (def.type === 'object') return Object.keys(def.shape ?? {})
  if (def.type === 'default' || def.type === 'optional') return fieldsOf(def.innerType)
  if (def.type === 'pipe') return fieldsOf(def.in)
  return []
}
