import type { Guest, Message } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n.ts'
import {
  cardsSchema,
  emptyCard,
  type GuestCard,
  guestToCard,
  initialCards,
  isBlankCard,
  messagesOnCards,
  parseBirthDate,
  toSaveBody,
} from './guest-form-values.ts'

const TODAY = '2027-03-10'
const t = i18n.t.bind(i18n)

const card = (fields: Partial<GuestCard>): GuestCard => ({ ...emptyCard(), ...fields })

const saved: Guest = {
  id: '01a200be-8a42-765c-9a20-82a5ebb4ad30',
  firstName: 'Jana',
  lastName: 'Nováková',
  birthDate: '1985-03-12',
  nationality: 'CZE',
  address: 'Hlavní 1, Brno',
  documentType: 'OP',
  documentNumber: '123456789',
  visaNumber: '',
  ageCategory: 'ADULT',
}

describe('typed birth dates', () => {
  it('read as the Czech and English write them and become YYYY-MM-DD', () => {
    expect(parseBirthDate('12.3.1985', TODAY)).toBe('1985-03-12')
    expect(parseBirthDate('12. 3. 1985', TODAY)).toBe('1985-03-12')
    expect(parseBirthDate('1985-03-12', TODAY)).toBe('1985-03-12')
    expect(parseBirthDate('12/03/1985', TODAY)).toBe('1985-03-12')
    expect(parseBirthDate('12 Mar 1985', TODAY)).toBe('1985-03-12')
    expect(parseBirthDate('31.2.1985', TODAY)).toBeNull()
    expect(parseBirthDate('12.3.85', TODAY)).toBeNull()
  })

  it('go through the form schema to the body, blank ones as null', () => {
    const parsed = cardsSchema(t, TODAY).parse({
      guests: [card({ firstName: 'Jana', lastName: 'Nováková', birthDate: '12.3.1985', nationality: 'cze' })],
    })
    expect(parsed.guests[0]).toMatchObject({ birthDate: '1985-03-12', nationality: 'CZE', documentType: null })
    const blankDate = cardsSchema(t, TODAY).parse({ guests: [card({ firstName: 'A', lastName: 'B' })] })
    expect(blankDate.guests[0]).toMatchObject({ birthDate: null, nationality: null })
  })

  it('say what is wrong when the date is not a day, not a date at all, lies ahead or before 1900', () => {
    const result = cardsSchema(t, TODAY).safeParse({
      guests: [
        card({ firstName: 'A', lastName: 'B', birthDate: '31.2.1985' }),
        card({ firstName: 'C', lastName: 'D', birthDate: '1.1.2030' }),
        card({ firstName: 'E', lastName: 'F', birthDate: 'včera' }),
        card({ firstName: 'G', lastName: 'H', birthDate: '1.1.1899' }),
      ],
    })
    expect(result.success).toBe(false)
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues).toEqual([
      ['guests.0.birthDate', t('guest.form.birthDateInvalid')],
      ['guests.1.birthDate', t('guest.form.birthDateFuture')],
      ['guests.2.birthDate', t('guest.form.birthDateFormat')],
      // the contract's rule, with its message code (the form's resolver translates it)
      ['guests.3.birthDate', 'guest.birthDateTooEarly'],
    ])
    expect(t('guest.form.birthDateFormat')).toMatch(/12\. ?3\. ?1985/)
    expect(t('messages.guest.birthDateTooEarly')).toContain('1900')
  })
})

describe('cards', () => {
  it('show a saved guest with the birth date as the language writes it', () => {
    expect(guestToCard(saved, 'cs')).toMatchObject({ birthDate: '12. 3. 1985', documentType: 'OP', nationality: 'CZE' })
    expect(guestToCard(saved, 'en').birthDate).toBe('12 Mar 1985')
    expect(guestToCard(saved, 'de').birthDate).toBe('12.03.1985')
    expect(parseBirthDate(guestToCard(saved, 'de').birthDate, TODAY)).toBe('1985-03-12')
    // and read back the same day
    expect(parseBirthDate(guestToCard(saved, 'en').birthDate, TODAY)).toBe('1985-03-12')
  })

  it('open with one empty card per booked guest before the first save', () => {
    const cards = initialCards([], { ADULT: 2, CHILD: 1 }, 'cs').guests
    expect(cards.map((c) => c.ageCategory)).toEqual(['ADULT', 'ADULT', 'CHILD'])
    expect(cards.every(isBlankCard)).toBe(true)
    expect(initialCards([saved], { ADULT: 2 }, 'cs').guests).toHaveLength(1)
    expect(initialCards([], {}, 'cs').guests).toHaveLength(1)
  })

  it('leave blank cards out of the body and put server messages on the card they came from', () => {
    const parsed = cardsSchema(t, TODAY).parse({
      guests: [
        emptyCard(),
        card({ firstName: 'Jana', lastName: 'Nováková' }),
        emptyCard('CHILD'),
        card({ firstName: 'Petr', lastName: 'Novák', nationality: 'CZE' }),
      ],
    })
    const { guests, cardOf } = toSaveBody(parsed.guests)
    expect(guests.map((g) => g.firstName)).toEqual(['Jana', 'Petr'])
    expect(cardOf).toEqual([1, 3])
    const messages: Message[] = [
      { scope: 'FIELD', severity: 'VALIDATION', code: 'x', field: 'guests.1.nationality', text: 'Neznámá země' },
      { scope: 'FIELD', severity: 'VALIDATION', code: 'x', field: 'guests', text: 'Moc hostů' },
      { scope: 'GLOBAL', severity: 'VALIDATION', code: 'guestInfo.locked', text: 'Pobyt začal' },
    ]
    expect(messagesOnCards(messages, cardOf).map((m) => m.field)).toEqual(['guests.3.nationality', 'guests', undefined])
  })

  it('still require both names once anything on a card is filled in', () => {
    const result = cardsSchema(t, TODAY).safeParse({ guests: [card({ nationality: 'CZE' })] })
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['guests.0.firstName', 'guests.0.lastName'])
  })

  it('take a nationality only from the list: Slovakia is SVK, SLO is refused', () => {
    const slovak = card({ firstName: 'Jana', lastName: 'Horváthová', documentType: 'OP', documentNumber: 'EA1' })
    expect(cardsSchema(t, TODAY).parse({ guests: [{ ...slovak, nationality: 'svk' }] }).guests[0]?.nationality).toBe(
      'SVK',
    )
    const refused = cardsSchema(t, TODAY).safeParse({ guests: [{ ...slovak, nationality: 'SLO' }] })
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['guests.0.nationality', 'guest.unknownCountry'],
    ])
    expect(t('messages.guest.unknownCountry')).toBe('Neznámý stát. Vyberte zemi ze seznamu.')
  })

  it('show every problem of a card at once: a refused date does not hide the document rule', () => {
    const refused = cardsSchema(t, TODAY).safeParse({
      guests: [card({ firstName: 'Jana', lastName: 'Horváthová', nationality: 'SVK', birthDate: '30.2.2023' })],
    })
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'guests.0.birthDate',
      'guests.0.documentType',
      'guests.0.documentNumber',
    ])
  })

  it('require a foreigner’s document type and number, not a Czech’s', () => {
    const refused = cardsSchema(t, TODAY).safeParse({
      guests: [
        card({ firstName: 'Hans', lastName: 'Gast', nationality: 'DEU' }),
        card({ firstName: 'Jan', lastName: 'Novák', nationality: 'CZE' }),
      ],
    })
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['guests.0.documentType', 'guest.documentTypeRequired'],
      ['guests.0.documentNumber', 'guest.documentNumberRequired'],
    ])
  })

  it('send a saved guest’s id back, and its visa number', () => {
    const parsed = cardsSchema(t, TODAY).parse({
      guests: [{ ...guestToCard({ ...saved, nationality: 'UKR', visaNumber: 'V123' }, 'cs'), documentType: 'PAS' }],
    })
    expect(toSaveBody(parsed.guests).guests[0]).toMatchObject({ id: saved.id, nationality: 'UKR', visaNumber: 'V123' })
    const fresh = cardsSchema(t, TODAY).parse({ guests: [card({ firstName: 'A', lastName: 'B' })] })
    expect(toSaveBody(fresh.guests).guests[0]).not.toHaveProperty('id')
  })
})
