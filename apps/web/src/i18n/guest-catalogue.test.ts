import { describe, expect, it } from 'vitest'
import csEntry from './cs.json'
import csPages from './cs.pages.json'
import enEntry from './en.json'
import enPages from './en.pages.json'
import { texts as guestCs } from './guest-texts-cs.ts'
import { texts as guestDe } from './guest-texts-de.ts'
import { texts as guestEn } from './guest-texts-en.ts'

// What the guest pages and the shared parts they show may translate (app/guest-routes.tsx and below).
const guestSources = import.meta.glob<string>(
  [
    '../features/booking/**/*.{ts,tsx}',
    '../features/guest/**/*.{ts,tsx}',
    '../app/guest-routes.tsx',
    '../app/pages/guest-info-route.tsx',
    '../app/layouts/guest-layout.tsx',
    '../components/{guest-frame,guest-language-switch,error-state,page-skeleton,copy-field,confirm-dialog,qr-image}.tsx',
    '../components/form/{form-alert,unsaved-changes-guard,use-server-messages}.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
)

// the staff app's catalogues, each in two files (i18n.ts)
const cs = { ...csEntry, ...csPages }
const en = { ...enEntry, ...enPages }

/** Every text of a catalogue by its key path (`booking.units.nights_one`), in the catalogue's order. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (!node || typeof node !== 'object') return [[prefix, node]]
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

function namespacesUsed(): Set<string> {
  // the forms' Zod messages (components/form/localized-resolver.ts)
  const used = new Set<string>(['messages'])
  for (const source of Object.values(guestSources)) {
    for (const match of source.matchAll(/\bt\(\s*['`"]([A-Za-z]+)\./g)) used.add(match[1] ?? '')
  }
  return used
}

describe('the guest pages’ catalogue', () => {
  it('has every namespace the guest pages translate from', () => {
    const used = [...namespacesUsed()].sort()
    expect(used.length).toBeGreaterThan(3)
    for (const namespace of used) expect(Object.keys(guestCs), namespace).toContain(namespace)
  })

  it('takes those namespaces whole, in both languages', () => {
    expect(Object.keys(guestEn)).toEqual(Object.keys(guestCs))
    for (const [namespace, texts] of Object.entries(guestCs))
      expect(texts, namespace).toEqual(cs[namespace as keyof typeof cs])
    for (const [namespace, texts] of Object.entries(guestEn))
      expect(texts, namespace).toEqual(en[namespace as keyof typeof en])
  })

  it('has German for every key of every guest namespace: the same keys as Czech, no more', () => {
    expect(Object.keys(guestDe)).toEqual(Object.keys(guestCs))
    for (const [namespace, texts] of Object.entries(guestCs)) {
      const german = guestDe[namespace as keyof typeof guestDe]
      const keys = (catalogue: unknown) =>
        leaves(catalogue)
          .map(([key]) => key)
          .sort()
      expect(keys(german), namespace).toEqual(keys(texts))
    }
  })

  it('has German texts that are not empty and keep the Czech placeholders', () => {
    const czech = new Map(leaves(guestCs))
    for (const [key, text] of leaves(guestDe)) {
      expect(text, key).toMatch(/\S/)
      expect(placeholders(text), key).toEqual(placeholders(czech.get(key)))
    }
  })

  it('gives the German plurals every form German chooses (one and other)', () => {
    const categories = new Intl.PluralRules('de').resolvedOptions().pluralCategories
    const keys = new Set(leaves(guestDe).map(([key]) => key))
    const plurals = [...keys].filter((key) => key.endsWith('_other')).map((key) => key.replace(/_other$/, ''))
    expect(plurals.length).toBeGreaterThan(10)
    for (const key of plurals) for (const form of categories) expect(keys, `${key}_${form}`).toContain(`${key}_${form}`)
  })
})
