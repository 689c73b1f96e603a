import { randomUUID } from 'node:crypto'
import type { z } from 'zod'

interface Def {
  type: string
  element?: z.ZodType
  valueType?: z.ZodType
  keyType?: z.ZodType
  getter?: () => z.ZodType
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

// --- whole valid values, and the typed hostile variants of each of their fields (issue 22) ----------

function checkValue(def: Def, check: string): unknown {
  return def.checks?.find((c) => c._zod.def.check === check)?._zod.def.value
}

function lengthOf(def: Def, check: string): number | undefined {
  const found = def.checks?.find((c) => c._zod.def.check === check)?._zod.def as
    | { minimum?: number; maximum?: number }
    | undefined
  return check === 'min_length' ? found?.minimum : found?.maximum
}

/**
 * A value the schema accepts as far as its shape goes (types, formats, lengths, bounds; not the
 * refinements that tie fields together), every optional field present: a body that reaches the
 * service, where a hostile value of one field is then tried.
 */
export function sampleValue(
  schema: z.ZodType,
  depth = 0,
  options: { optional: boolean } = { optional: true },
): unknown {
  const def = defOf(schema)
  if (depth > 12) return undefined
  const inner = (of: z.ZodType | undefined) => (of ? sampleValue(of, depth + 1, options) : undefined)
  switch (def.type) {
    case 'string': {
      const format = formatOf(def)
      if (format === 'uuid') return randomUUID()
      if (format === 'date') return '2029-07-01'
      if (format === 'datetime') return '2029-07-01T10:00:00.000Z'
      if (format === 'email') return 'fuzz@example.com'
      if (format === 'url') return 'https://example.com/'
      const min = lengthOf(def, 'min_length') ?? 1
      const max = lengthOf(def, 'max_length') ?? 40
      return 'Vzorek'.padEnd(Math.min(Math.max(min, 6), max), 'x').slice(0, max)
    }
    case 'number': {
      const above = checkValue(def, 'greater_than')
      return typeof above === 'number' ? Math.max(above, 1) : 1
    }
    case 'boolean':
      return false
    case 'enum':
      return Object.values(def.entries ?? {})[0]
    case 'literal':
      return def.values?.[0]
    case 'array': {
      const element = inner(def.element)
      return Array.from({ length: Math.max(1, lengthOf(def, 'min_length') ?? 1) }, () => element)
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .map(([key, field]) => [key, inner(field)])
          .filter(([, value]) => value !== undefined),
      )
    case 'record':
      return {}
    case 'union':
      return inner((def.options ?? [])[0])
    case 'pipe':
      return inner(def.in)
    case 'lazy':
      return inner(def.getter?.())
    case 'default':
    case 'optional':
      return options.optional ? inner(def.innerType) : undefined
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType)
    default:
      return null
  }
}

/** What a leaf field of a schema holds, for the variants aimed at its kind. */
export type LeafKind = 'date' | 'datetime' | 'uuid' | 'number' | 'string' | 'other'

export interface Leaf {
  /** Keys and array positions from the root value. */
  path: (string | number)[]
  kind: LeafKind
}

function kindOf(def: Def): LeafKind {
  if (def.type === 'number') return 'number'
  if (def.type !== 'string') return 'other'
  const format = formatOf(def)
  if (format === 'date' || format === 'datetime' || format === 'uuid') return format
  return 'string'
}

/** Every leaf of the value sampleValue builds for the schema (array elements at position 0). */
export function leavesOf(schema: z.ZodType | undefined, path: (string | number)[] = [], depth = 0): Leaf[] {
  if (!schema || depth > 12) return []
  const def = defOf(schema)
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => leavesOf(inner, [...path, key], depth + 1))
    case 'array':
      return leavesOf(def.element, [...path, 0], depth + 1)
    case 'union':
      return leavesOf((def.options ?? [])[0], path, depth + 1)
    case 'pipe':
      return leavesOf(def.in, path, depth + 1)
    case 'lazy':
      return def.getter ? leavesOf(def.getter(), path, depth + 1) : []
    case 'default':
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return leavesOf(def.innerType, path, depth + 1)
    default:
      return [{ path, kind: kindOf(def) }]
  }
}

/** A copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  const container = value ?? (typeof head === 'number' ? [] : {})
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<
    string | number,
    unknown
  >
  copy[head] = replaceAt(copy[head], rest, replacement)
  return copy
}

/** Lines a feed or a document must never take as its own (RFC 5545 §3.1: content lines end in CRLF). */
export const LINE_INJECTION = 'Firma\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED\r\nEND:VEVENT\r\n;,\\'

/**
 * Values past what the database and the product hold, by the kind of field: years PostgreSQL has
 * none for (0) and five-digit years, integers at 2^31 (past `integer`) and 2^53 (past a safe number),
 * line breaks and other characters that end a line or a field, ids of nothing.
 */
export const TYPED_HOSTILE: Record<LeafKind, unknown[]> = {
  date: ['0000-01-01', '1899-12-31', '3000-01-01', '10000-01-01', '2029-02-30', '-0001-01-01'],
  datetime: ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '2029-07-01T10:00:00+99:00'],
  uuid: [randomUUID(), '00000000-0000-0000-0000-000000000000'],
  number: [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 0.5, -0],
  string: [LINE_INJECTION, '\u2028\u2029\u0085', 'x'.repeat(10_001)],
  other: [],
}
