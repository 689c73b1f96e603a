import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema.js'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * Responses are written by fast-json-stringify, compiled once per route from the contract's Zod
 * schema turned into JSON Schema. It writes only the properties the contract names, so a column
 * added to a row never leaks; it does not re-validate what our own code built (the tests check every
 * payload against the contract instead: test/support/api.ts). Validating 800 timeline stays with
 * Zod on each call cost more than the database did. A schema JSON Schema cannot express falls back
 * to the Zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const jsonSchema = toJsonSchema(route.schema)
  if (!jsonSchema) return zodSerializerCompiler(route)
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string
}

function toJsonSchema(schema: z.ZodType): object | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })
    return simplify(json) as object
  } catch {
    return null
  }
}

// Only what decides how a value is written is kept: `format` would make fast-json-stringify convert
// values (our payloads carry strings already) and `pattern` or bounds only validate. A nullable
// primitive becomes a type list, so no per-value anyOf check runs. Keys of `properties` are names,
// not keywords, and are kept as they are.
const DROPPED = new Set(['format', 'pattern', '$schema', 'minimum', 'maximum', 'minLength', 'maxLength'])

function simplify(node: unknown, namesProperties = false): unknown {
  if (Array.isArray(node)) return node.map((item) => simplify(item))
  if (!node || typeof node !== 'object') return node
  if (!namesProperties) {
    const nullable = nullablePrimitive(node as Record<string, unknown>)
    if (nullable) return nullable
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (!namesProperties && DROPPED.has(key)) continue
    out[key] = simplify(value, !namesProperties && (key === 'properties' || key === 'patternProperties'))
  }
  return out
}

const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean'])

function nullablePrimitive(node: Record<string, unknown>): object | null {
  const options = node.anyOf
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(node).length !== 1) return null
  const nullIndex = options.findIndex((o) => (o as { type?: unknown }).type === 'null')
  const other = options[1 - nullIndex] as { type?: unknown; enum?: unknown } | undefined
  if (nullIndex < 0 || typeof other?.type !== 'string' || !PRIMITIVES.has(other.type)) return null
  return { type: [other.type, 'null'] }
}
