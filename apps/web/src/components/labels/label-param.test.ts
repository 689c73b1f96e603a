import { describe, expect, it } from 'vitest'
import { labelParam, readLabelIds } from './label-param.ts'

const A = '01a200a8-0000-7000-8000-00000000aa01'
const B = '01a200a8-0000-7000-8000-00000000aa02'

describe('the label filter in the address', () => {
  it('reads label ids, each once, and ignores anything else', () => {
    expect(readLabelIds(new URLSearchParams(`label=${A},${B},${A}`))).toEqual([A, B])
    expect(readLabelIds(new URLSearchParams('label=vip,,<script>'))).toEqual([])
    expect(readLabelIds(new URLSearchParams())).toEqual([])
  })

  it('writes the ids comma-separated, and nothing for none', () => {
    expect(labelParam([A, B])).toBe(`${A},${B}`)
    expect(labelParam([])).toBeNull()
  })
})
