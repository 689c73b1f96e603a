import { beforeAll, describe, expect, it } from 'vitest'
import { formatDate, LOCALES } from '../../i18n/format.ts'
import { texts as german } from '../../i18n/guest-texts-de.ts'
import { i18n, loadCatalogue } from '../../i18n/i18n.ts'
import type { GuestLanguage } from '../../i18n/instance.ts'
import {
  cancellationPolicyText,
  confirmationTermsText,
  depositTermsText,
  freeCancellation,
  freeCancellationText,
  lastFreeDay,
} from '../../lib/policy-text.ts'

beforeAll(async () => {
  await loadCatalogue('en')
  if (!i18n.hasResourceBundle('de', 'translation')) i18n.addResourceBundle('de', 'translation', german)
})

/** The texts of a language and its percentages (`50 %`), Intl's no-break spaces as plain ones. */
function inLanguage(language: GuestLanguage) {
  const t = i18n.getFixedT(language)
  const percent = (value: number) =>
    new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
  const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null
  return { t, percent, plain, date: (value: string) => formatDate(value, language) }
}

const twoWeeks = { freeDays: 14, feePercent: 50, noShowPercent: 100 }

describe('the cancellation policy in one sentence', () => {
  it('names the free days, the fee after them and the no-show, in each language', () => {
    const cs = inLanguage('cs')
    expect(cs.plain(cancellationPolicyText(twoWeeks, cs.t, cs.percent))).toBe(
      'Zrušení zdarma do 14 dnů před příjezdem, potom 50 % ceny pobytu; při nezrušené rezervaci 100 %.',
    )
    expect(cs.plain(cancellationPolicyText({ ...twoWeeks, freeDays: 1 }, cs.t, cs.percent))).toContain(
      'do 1 dne před příjezdem',
    )
    const en = inLanguage('en')
    expect(cancellationPolicyText(twoWeeks, en.t, en.percent)).toBe(
      'Free cancellation up to 14 days before arrival, then 50% of the stay price; 100% for a no-show.',
    )
    const de = inLanguage('de')
    expect(de.plain(cancellationPolicyText({ ...twoWeeks, freeDays: 1 }, de.t, de.percent))).toBe(
      'Kostenlose Stornierung bis 1 Tag vor der Anreise, danach 50 % des Aufenthaltspreises; bei Nichterscheinen 100 %.',
    )
  })

  it('says canceling is free any time before arrival without a fee, and free always without a no-show charge', () => {
    const cs = inLanguage('cs')
    expect(cs.plain(cancellationPolicyText({ ...twoWeeks, feePercent: 0 }, cs.t, cs.percent))).toBe(
      'Zrušení zdarma kdykoli před příjezdem; při nezrušené rezervaci 100 %.',
    )
    // no free days before the fee: the fee never applies, only the arrival day costs
    expect(cs.plain(cancellationPolicyText({ ...twoWeeks, freeDays: 0 }, cs.t, cs.percent))).toBe(
      'Zrušení zdarma kdykoli před příjezdem; při nezrušené rezervaci 100 %.',
    )
    expect(cancellationPolicyText({ freeDays: 0, feePercent: 0, noShowPercent: 0 }, cs.t, cs.percent)).toBe(
      'Zrušení zdarma kdykoli.',
    )
  })
})

describe('the last free day', () => {
  it('is freeDays before arrival, never later than the day before it, and none when canceling is always free', () => {
    expect(lastFreeDay(twoWeeks, '2027-03-20')).toBe('2027-03-06')
    expect(lastFreeDay({ ...twoWeeks, feePercent: 0 }, '2027-03-20')).toBe('2027-03-19')
    expect(lastFreeDay({ ...twoWeeks, freeDays: 0 }, '2027-03-20')).toBe('2027-03-19')
    // the server's day wins, but not past the day before arrival
    expect(lastFreeDay(twoWeeks, '2027-03-20', '2027-03-05')).toBe('2027-03-05')
    expect(lastFreeDay(twoWeeks, '2027-03-20', '2027-03-20')).toBe('2027-03-19')
    expect(lastFreeDay({ freeDays: 3, feePercent: 0, noShowPercent: 0 }, '2027-03-20')).toBeNull()
  })

  it('reads "free until" while it lasts, then what canceling costs now', () => {
    const cs = inLanguage('cs')
    const text = (today: string) =>
      cs.plain(freeCancellationText(freeCancellation(twoWeeks, '2027-03-20', today), cs.t, cs.date, cs.percent))
    expect(text('2027-03-06')).toBe('Zdarma zrušíte do 6. 3. 2027.')
    expect(text('2027-03-07')).toBe('Zrušení zdarma skončilo 6. 3. 2027; zrušení teď stojí 50 % ceny pobytu.')
    expect(text('2027-03-20')).toBe('Zrušení zdarma skončilo 6. 3. 2027; zrušení teď stojí 100 % ceny pobytu.')
    expect(freeCancellation({ freeDays: 0, feePercent: 0, noShowPercent: 0 }, '2027-03-20', '2027-03-01')).toBeNull()
  })
})

describe('the deposit and the confirmation', () => {
  it('words a share of the price or the first night, and when it is due', () => {
    const cs = inLanguage('cs')
    const deposit = { mode: 'PERCENT' as const, percent: 30, dueDays: 7, autoCancel: false }
    expect(cs.plain(depositTermsText(deposit, cs.t, cs.percent))).toBe(
      'Záloha 30 % ceny pobytu, splatná do 7 dnů od rezervace.',
    )
    expect(depositTermsText({ ...deposit, mode: 'FIRST_NIGHT', dueDays: 0 }, cs.t, cs.percent)).toBe(
      'Záloha ve výši ceny první noci, splatná hned po rezervaci.',
    )
    const de = inLanguage('de')
    expect(depositTermsText({ ...deposit, mode: 'FIRST_NIGHT', dueDays: 1 }, de.t, de.percent)).toBe(
      'Anzahlung in Höhe der ersten Nacht, fällig innerhalb von 1 Tag nach der Buchung.',
    )
  })

  it('says a booking is confirmed at once, or by e-mail within the house’s hours', () => {
    const cs = inLanguage('cs')
    expect(confirmationTermsText({ instantConfirmation: true, replyWithinHours: 24 }, cs.t)).toBe(
      'Rezervace je potvrzena ihned.',
    )
    expect(confirmationTermsText({ instantConfirmation: false, replyWithinHours: 24 }, cs.t)).toBe(
      'Rezervaci potvrdíme e-mailem do 24 hodin.',
    )
    expect(confirmationTermsText({ instantConfirmation: false, replyWithinHours: 1 }, cs.t)).toBe(
      'Rezervaci potvrdíme e-mailem do 1 hodiny.',
    )
    const en = inLanguage('en')
    expect(confirmationTermsText({ instantConfirmation: false, replyWithinHours: 48 }, en.t)).toBe(
      'We confirm your booking by e-mail within 48 hours.',
    )
  })
})
