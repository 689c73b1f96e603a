import { describe, expect, it } from 'vitest'
import cs from './cs.json'
import en from './en.json'

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
