import { describe, expect, it } from 'vitest'
// the catalogues the form messages come from
import '../../i18n/i18n.ts'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { pricelistItem, stayRule } from './pricelist-test-data.ts'
import { emptyItem, itemToForm, PricelistFormSchema, type PricelistFormValues } from './pricelist-values.ts'
import { emptyRule, type StayRuleFormValues } from './stay-rule-values.ts'

const resolve = (values: PricelistFormValues) =>
  localizedResolver<typeof PricelistFormSchema, PricelistFormValues>(PricelistFormSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })

/** An item with this one rule, as the editor holds it. */
const withRule = (rule: Partial<StayRuleFormValues>): PricelistFormValues => ({
  ...emptyItem(),
  code: 'DBL',
  name: 'Pokoj',
  price: '1450',
  rules: [{ ...emptyRule(), ...rule }],
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

describe('stay rules in the price-list editor', () => {
  it('sends the rules of an item back as they came (dates, weekdays, price in haléř, percent)', async () => {
    const rules = [
      stayRule({ kind: 'MIN_NIGHTS', weekdays: [5], nights: 3 }),
      stayRule({ kind: 'NIGHT_PRICE', weekdays: [5, 6], price: 1_800_50 }),
      stayRule({ kind: 'NIGHT_PRICE', guests: 1, percent: -20 }),
      stayRule({ kind: 'CLOSED_TO_ARRIVAL', since: '2027-12-24', till: '2027-12-27' }),
      stayRule({ kind: 'LENGTH_DISCOUNT', nights: 7, percent: -10 }),
      stayRule({ kind: 'EARLY_BOOKING', days: 60, percent: -5 }),
      stayRule({ kind: 'LAST_MINUTE', days: 0, percent: -15 }),
    ]
    const form = itemToForm(pricelistItem({ rules }), 'cs')
    expect(form.rules[1]?.price).toBe('1800,50')
    expect(form.rules[0]?.since).toBe('')

    const result = await resolve(form)
    expect(result.errors).toEqual({})
    expect(result.values.rules).toEqual(rules)
  })

  it('sends only the fields of the kind chosen, and the weekdays in order', async () => {
    // typed as a length discount first, then changed to a minimum stay
    const result = await resolve(withRule({ kind: 'MIN_NIGHTS', nights: 3, percent: -10, weekdays: [6, 5] }))
    expect(result.errors).toEqual({})
    expect(result.values.rules).toEqual([stayRule({ kind: 'MIN_NIGHTS', nights: 3, weekdays: [5, 6] })])
  })

  it('asks each kind for what it cannot do without, at that field', async () => {
    const errors = async (rule: Partial<StayRuleFormValues>) => (await resolve(withRule(rule))).errors.rules?.[0]
    expect((await errors({ kind: 'MIN_NIGHTS' }))?.nights?.message).toBe('Zadejte počet nocí.')
    expect((await errors({ kind: 'MAX_NIGHTS' }))?.nights?.message).toBe('Zadejte počet nocí.')
    expect((await errors({ kind: 'CLOSED_TO_ARRIVAL' }))?.weekdays?.message).toBe(
      'Vyberte dny v týdnu nebo zadejte data, kdy pravidlo platí.',
    )
    expect((await errors({ kind: 'CLOSED_TO_DEPARTURE', weekdays: [7] })) ?? null).toBeNull()
    expect((await errors({ kind: 'CLOSED_TO_DEPARTURE', till: '2027-01-01' })) ?? null).toBeNull()
    expect((await errors({ kind: 'NIGHT_PRICE', guests: 1 }))?.price?.message).toBe(
      'Zadejte cenu, nebo změnu ceny v %.',
    )
    expect((await errors({ kind: 'NIGHT_PRICE', price: '900', percent: 10 }))?.percent?.message).toBe(
      'Zadejte jen jedno: cenu, nebo změnu ceny v %.',
    )
    const discount = await errors({ kind: 'LENGTH_DISCOUNT' })
    expect([discount?.nights?.message, discount?.percent?.message]).toEqual([
      'Zadejte počet nocí.',
      'Zadejte změnu ceny v % (slevu se zápornou hodnotou, např. −10).',
    ])
    expect((await errors({ kind: 'EARLY_BOOKING', percent: -5 }))?.days?.message).toBe('Zadejte počet dní.')
    expect((await errors({ kind: 'LAST_MINUTE', days: 3 }))?.percent?.message).toMatch(/^Zadejte změnu ceny v %/)
  })

  it('refuses a rule that ends before it starts, a price it cannot read and a percent out of range', async () => {
    const result = await resolve({
      ...withRule({ kind: 'CLOSED_TO_ARRIVAL', since: '2027-12-27', till: '2027-12-24' }),
      rules: [
        { ...emptyRule('CLOSED_TO_ARRIVAL'), since: '2027-12-27', till: '2027-12-24' },
        { ...emptyRule('NIGHT_PRICE'), price: 'hodně' },
        { ...emptyRule('LENGTH_DISCOUNT'), nights: 7, percent: -95 },
      ],
    })
    expect(result.errors.rules?.[0]?.till?.message).toBe('Konec musí být po začátku.')
    expect(result.errors.rules?.[1]?.price?.message).toBe('Zadejte částku v Kč, nejvýše na haléře (např. 1 234,50).')
    expect(result.errors.rules?.[2]?.percent?.message).toBe('Hodnota musí být alespoň -90.')
  })
})
