import type { z } from 'zod'
import { type Leaf, leavesOf, replaceAt, sampleValue } from './samples.ts'

const ENDS = /^(till|to|until|dueDate|endedOn)$/

/** The object type a body's `objectId` names, to the field of `named` holding such a record. */
const OBJECT_FIELDS: Record<string, string> = {
  RESERVATION: 'reservationId',
  RESOURCE: 'resourceId',
  INVOICE: 'invoiceId',
  EXPENSE: 'expenseId',
  CONTACT: 'contactId',
  CAR: 'carId',
  CONTRACT: 'contractId',
}

/** The field of `named` a leaf holding an id refers to: `labelIds.0` → `labelId`, `objectId` by its type. */
export function referenceOf(leaf: Leaf, body: unknown): string | undefined {
  const keys = leaf.path.filter((step): step is string => typeof step === 'string')
  const key = keys.at(-1)
  if (!key) return undefined
  if (key === 'objectId') {
    const type = (body as Record<string, unknown> | null)?.objectType
    return typeof type === 'string' ? OBJECT_FIELDS[type] : undefined
  }
  return key.endsWith('Ids') ? key.slice(0, -1) : key
}

/**
 * A body for the schema with its required fields (`optional`: every field) that names the caller's
 * own records where a field refers to one (`named`: field → id), with no `id` of its own (a save
 * creates), ids of nothing elsewhere: what a harness sends to reach the service, then changes one
 * field of.
 */
export function wholeBody(schema: z.ZodType, named: Record<string, string>, optional = false): unknown {
  let body = sampleValue(schema, 0, { optional })
  if (body && typeof body === 'object' && !Array.isArray(body) && 'id' in body) {
    const { id: _own, ...rest } = body as Record<string, unknown>
    body = rest
  }
  for (const leaf of leavesOf(schema)) {
    // a period ends after it starts
    if (leaf.kind === 'date' && has(body, leaf.path) && ENDS.test(String(leaf.path.at(-1))))
      body = replaceAt(body, leaf.path, '2029-07-03')
    if (leaf.kind !== 'uuid' || (leaf.path.length === 1 && leaf.path[0] === 'id')) continue
    if (!has(body, leaf.path)) continue
    const reference = referenceOf(leaf, body)
    const id = reference ? named[reference] : undefined
    if (id) body = replaceAt(body, leaf.path, id)
    else if (typeof leaf.path.at(-1) === 'number') {
      // a list of ids of a kind the tenant has none of: empty, not an id of nothing
      body = replaceAt(body, leaf.path.slice(0, -1), [])
    }
  }
  return body
}

/** The leaves of a body that refer to another record, with the field of `named` each refers to. */
export function referencesIn(schema: z.ZodType | undefined, body: unknown): { leaf: Leaf; reference: string }[] {
  return leavesOf(schema).flatMap((leaf) => {
    if (leaf.kind !== 'uuid' || (leaf.path.length === 1 && leaf.path[0] === 'id')) return []
    const reference = referenceOf(leaf, body)
    return reference ? [{ leaf, reference }] : []
  })
}

function has(value: unknown, path: (string | number)[]): boolean {
  let at = value
  for (const step of path) {
    if (at === null || typeof at !== 'object' || !(step in at)) return false
    at = (at as Record<string | number, unknown>)[step]
  }
  return true
}
