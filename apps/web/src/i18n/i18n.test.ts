import { describe, expect, it } from 'vitest'
import csEntry from './cs.json'
import csPages from './cs.pages.json'
import enEntry from './en.json'
import enPages from './en.pages.json'

// one namespace in two files per language (i18n.ts says which sections go where)
const cs = { ...csEntry, ...csPages }
const en = { ...enEntry, ...enPages }

function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>()
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf)
    }
  } else {
    result.set(prefix, node)
  }
  return result
}

const csKeys = leaves(cs)
const enKeys = leaves(en)

describe('catalogues', () => {
  it('have the same keys in Czech and English', () => {
    expect([...enKeys.keys()].sort()).toEqual([...csKeys.keys()].sort())
  })

  it('keep the same sections in the same file in both languages, each section in one file', () => {
    expect(Object.keys(enEntry).sort()).toEqual(Object.keys(csEntry).sort())
    expect(Object.keys(enPages).sort()).toEqual(Object.keys(csPages).sort())
    for (const section of Object.keys(csEntry)) expect(Object.keys(csPages), section).not.toContain(section)
  })

  it('have no empty texts', () => {
    for (const [key, text] of [...csKeys, ...enKeys]) expect(text, key).toMatch(/\S/)
  })

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const [key, text] of csKeys) expect(placeholders(enKeys.get(key)), key).toEqual(placeholders(text))
  })

  it('name the roles in Czech as the owners say them', () => {
    expect(cs.roles).toEqual({
      OWNER: 'Vlastník',
      MANAGER: 'Manažer',
      RECEPTION: 'Recepce',
      ACCOUNTANT: 'Účetní',
      HOUSEKEEPING: 'Úklid',
      WAITER: 'Číšník',
    })
  })
})

// The entry's modules: main.tsx and what it imports statically (not `import type`, not `import()`).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

function entryModules(): Map<string, string> {
  const byPath = new Map(
    Object.entries(sources).map(([key, source]) => [new URL(key, 'file:///src/i18n/').pathname, source]),
  )
  const found = new Map<string, string>()
  const visit = (path: string) => {
    const source = byPath.get(path)
    if (source === undefined || found.has(path)) return
    found.set(path, source)
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm,
    ))
      visit(new URL(match[1] ?? '', `file://${path}`).pathname)
  }
  visit('/src/main.tsx')
  return found
}

describe('the entry’s catalogue (cs.json, en.json)', () => {
  it('has every section the entry’s modules translate from, so they never wait for the pages’ texts', () => {
    const modules = entryModules()
    expect(modules.size).toBeGreaterThan(10)
    expect([...modules.keys()]).toContain('/src/app/route-error.tsx')
    for (const [path, source] of modules)
      for (const match of source.matchAll(/\bt\(\s*['`"]([A-Za-z]+)\./g))
        expect(Object.keys(csEntry), `${path}: ${match[0]}`).toContain(match[1])
  })
})
