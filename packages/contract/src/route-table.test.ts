import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_TABLE } from './route-table.ts'

const specRows = readFileSync(new URL('../../../docs/spec/calls.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [method = '', path = '', access = ''] = line.split('\t')
    return { method, path, access }
  })

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`

describe('the route table', () => {
  it('holds every call of spec/calls.tsv with the same method, path and access', () => {
    expect(specRows).toHaveLength(112)
    const table = new Map(ROUTE_TABLE.map((e) => [key(e), e]))
    for (const row of specRows) {
      const entry = table.get(key(row))
      expect(entry, key(row)).toBeDefined()
      expect(entry?.access, key(row)).toBe(row.access)
      expect(entry?.addition ?? false, key(row)).toBe(false)
    }
  })

  it('marks every call that is not in the spec as an addition', () => {
    const spec = new Set(specRows.map(key))
    const extra = ROUTE_TABLE.filter((e) => !spec.has(key(e)))
    for (const entry of extra) expect(entry.addition, key(entry)).toBe(true)
    expect(ROUTE_TABLE.length).toBe(112 + extra.length)
  })

  it('has unique names and unique method + path pairs', () => {
    expect(new Set(ROUTE_TABLE.map((e) => e.name)).size).toBe(ROUTE_TABLE.length)
    expect(new Set(ROUTE_TABLE.map(key)).size).toBe(ROUTE_TABLE.length)
  })

  it('gives every staff and waiter call a permission and declares every path parameter', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.access === 'staff' || entry.access === 'waiter') expect(entry.permission, entry.name).toBeDefined()
      const names = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(Object.keys(entry.params?.shape ?? {}).sort(), entry.name).toEqual([...names].sort())
      if (entry.access === 'staff') expect(entry.path.startsWith('/api/{slugs}/'), entry.name).toBe(true)
    }
  })
})
