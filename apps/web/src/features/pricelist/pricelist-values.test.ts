import { describe, expect, it } from 'vitest'
// the catalogues the form messages come from
import '../../i18n/i18n.ts'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { emptyItem, PricelistFormSchema, type PricelistFormValues } from './pricelist-values.ts'

const resolve = (values: PricelistFormValues) =>
  localizedResolver<typeof PricelistFormSchema, PricelistFormValues>(PricelistFormSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })

describe('the price-list editor', () => {
  it('sends amounts typed in crowns as exact haléř', async () => {
    const result = await resolve({
      ...emptyItem(),
      code: 'DBL',
      name: 'Dvoulůžkový pokoj',
      price: '1 450,50',
      extraAdult: '450',
      seasons: [{ name: 'Léto', since: '2027-07-01', till: '2027-09-01', price: '1690,99' }],
    })
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ price: 145050, extraAdult: 45000, extraChild: 0 })
    expect(result.values.seasons?.[0]?.price).toBe(169099)
  })

  it('puts a readable message on an amount it cannot read, also inside a season', async () => {
    const result = await resolve({
      ...emptyItem(),
      code: 'DBL',
      name: 'Pokoj',
      price: '12,345',
      seasons: [{ name: 'Léto', since: '2027-07-01', till: '2027-09-01', price: 'hodně' }],
    })
    expect(result.errors.price?.message).toBe('Zadejte částku v Kč, nejvýše na haléře (např. 1 234,50).')
    expect(result.errors.seasons?.[0]?.price?.message).toBe('Zadejte částku v Kč, nejvýše na haléře (např. 1 234,50).')
  })
})
