import { describe, expect, it } from 'vitest'
import { galleryQuery, offersPublic, uploadTarget, visibilitiesOf } from './gallery-target.ts'

describe('the gallery target', () => {
  it('asks for the public gallery, the house or one room', () => {
    expect(galleryQuery('GALLERY', 0)).toEqual({ page: 0, size: 24 })
    expect(galleryQuery('WORKSPACE', 1)).toEqual({ page: 1, size: 24, objectType: 'WORKSPACE' })
    expect(galleryQuery('RESOURCE:01a200a8-0000-7000-8000-000000000001', 0)).toMatchObject({
      objectType: 'RESOURCE',
      objectId: '01a200a8-0000-7000-8000-000000000001',
    })
  })

  it('asks for one vehicle’s photos or one rental contract’s', () => {
    expect(galleryQuery('CAR:c1', 0)).toEqual({ page: 0, size: 24, objectType: 'CAR', objectId: 'c1' })
    expect(galleryQuery('CONTRACT:k1', 2)).toEqual({ page: 2, size: 24, objectType: 'CONTRACT', objectId: 'k1' })
  })

  it('uploads into the public gallery from its view, else as chosen', () => {
    expect(uploadTarget('GALLERY', false)).toEqual({ objectType: 'WORKSPACE', visibility: 'GALLERY' })
    expect(uploadTarget('WORKSPACE', false)).toEqual({ objectType: 'WORKSPACE', visibility: 'PRIVATE' })
    expect(uploadTarget('RESOURCE:r1', true)).toEqual({ objectType: 'RESOURCE', objectId: 'r1', visibility: 'GALLERY' })
  })

  it('keeps a vehicle’s and a contract’s photos private, as the server does', () => {
    expect(offersPublic('CAR:c1')).toBe(false)
    expect(offersPublic('CONTRACT:k1')).toBe(false)
    expect(offersPublic('RESOURCE:r1')).toBe(true)
    expect(offersPublic('GALLERY')).toBe(false)
    expect(uploadTarget('CAR:c1', true)).toEqual({ objectType: 'CAR', objectId: 'c1', visibility: 'PRIVATE' })
    expect(uploadTarget('CONTRACT:k1', true)).toEqual({ objectType: 'CONTRACT', objectId: 'k1', visibility: 'PRIVATE' })
    expect(visibilitiesOf('CAR')).toEqual(['PRIVATE'])
    expect(visibilitiesOf('RESOURCE')).toEqual(['GALLERY', 'PRIVATE', 'GUESTS'])
  })
})
