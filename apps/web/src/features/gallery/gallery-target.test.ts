import { describe, expect, it } from 'vitest'
import { galleryQuery, uploadTarget } from './gallery-target.ts'

describe('the gallery target', () => {
  it('asks for the public gallery, the house or one room', () => {
    expect(galleryQuery('GALLERY', 0)).toEqual({ page: 0, size: 24 })
    expect(galleryQuery('WORKSPACE', 1)).toEqual({ page: 1, size: 24, objectType: 'WORKSPACE' })
    expect(galleryQuery('RESOURCE:01a200a8-0000-7000-8000-000000000001', 0)).toMatchObject({
      objectType: 'RESOURCE',
      objectId: '01a200a8-0000-7000-8000-000000000001',
    })
  })

  it('uploads into the public gallery from its view, else as chosen', () => {
    expect(uploadTarget('GALLERY', false)).toEqual({ objectType: 'WORKSPACE', visibility: 'GALLERY' })
    expect(uploadTarget('WORKSPACE', false)).toEqual({ objectType: 'WORKSPACE', visibility: 'PRIVATE' })
    expect(uploadTarget('RESOURCE:r1', true)).toEqual({ objectType: 'RESOURCE', objectId: 'r1', visibility: 'GALLERY' })
  })
})
