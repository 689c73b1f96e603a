// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { GuestInfo } from '@innkeep/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage, i18n } from '../../i18n/instance.ts'
import { FIRST_PAINT, renderWithProviders, spaced } from '../../test/render.tsx'
import { PaymentCard } from './payment-card.tsx'

afterEach(async () => {
  await i18n.changeLanguage('cs')
})

type Payment = NonNullable<GuestInfo['payment']>
type Euro = NonNullable<Payment['euro']>

const EURO: Euro = { iban: 'DE89370400440532013000', amount: 85_67, rate: 24.28, rateDate: '2026-12-07' }

/** The balance of a stay in crowns, 2 080 Kč, to the Czech account; and the same in euros when told. */
function payment(euro: Euro | null = EURO): Payment {
  return {
    spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:2080.00*CC:CZK*X-VS:2027001',
    iban: 'CZ6508000000192000145399',
    amount: 2_080_00,
    variableSymbol: '2027001',
    purpose: 'BALANCE',
    dueDate: null,
    epc: euro ? 'BCD\n002\n1\nSCT\n\nPenzion U Lipy\nDE89370400440532013000\nEUR85.67\n\n\n2027001' : null,
    euro,
  }
}

async function renderCard(value: Payment) {
  renderWithProviders(<PaymentCard payment={value} currency="CZK" />)
  return screen.findByRole('region', {}, FIRST_PAINT)
}

const copied = (card: HTMLElement, testId: string) => within(card).getByTestId<HTMLInputElement>(testId).value

describe('paying a stay in crowns in euros', () => {
  it('has the European code pay the amount in euros at ČNB’s rate, and the euro account to copy', async () => {
    const card = await renderCard(payment())
    // the stay's own amount stays in crowns, with the Czech code
    expect(spaced(within(card).getByTestId('payment-amount').textContent)).toBe('2 080,00 Kč')
    const epc = within(card).getByTestId('payment-qr-epc')
    expect(within(epc).getByText('SEPA QR – banky v eurozóně')).toBeTruthy()
    expect(spaced(within(epc).getByTestId('payment-euro-amount').textContent)).toBe('85,67 €')
    expect(within(epc).getByTestId('payment-euro-rate').textContent).toBe('Kurz ČNB 24,280 Kč/€ ze dne 7. 12. 2026')
    const image = await within(epc).findByRole('img', {}, FIRST_PAINT)
    expect(spaced(image.getAttribute('alt'))).toBe('QR platba SEPA: 85,67 €')

    expect(screen.getByLabelText<HTMLInputElement>('IBAN pro platbu v eurech').value).toBe(
      'DE89 3704 0044 0532 0130 00',
    )
    expect(copied(card, 'payment-euro-iban')).toBe('DE89 3704 0044 0532 0130 00')
    expect(screen.getByLabelText<HTMLInputElement>('Částka (EUR)').value).toBe('85,67')
    // the Czech payment is still there to copy
    expect(copied(card, 'payment-iban')).toBe('CZ65 0800 0000 1920 0014 5399')
    expect(screen.getByLabelText<HTMLInputElement>('Částka (CZK)').value).toBe('2080')
  })

  it('names the house’s own rate when it is not ČNB’s', async () => {
    const card = await renderCard(payment({ ...EURO, rate: 25, rateDate: null }))
    expect(within(card).getByTestId('payment-euro-rate').textContent).toBe('Kurz ubytovatele 25,000 Kč/€')
  })

  it('says the rate in English and German', async () => {
    await changeLanguage('en')
    const { unmount } = renderWithProviders(<PaymentCard payment={payment()} currency="CZK" />)
    const english = await screen.findByRole('region', {}, FIRST_PAINT)
    expect(within(english).getByTestId('payment-euro-rate').textContent).toBe(
      'Czech National Bank rate 24.280 CZK/€ of 7 Dec 2026',
    )
    unmount()

    await changeLanguage('de')
    const card = await renderCard(payment({ ...EURO, rate: 25, rateDate: null }))
    expect(within(card).getByTestId('payment-euro-rate').textContent).toBe('Kurs des Gastgebers 25,000 CZK/€')
    expect(spaced(within(card).getByTestId('payment-euro-amount').textContent)).toBe('85,67 €')
    expect(screen.getByLabelText<HTMLInputElement>('IBAN für die Zahlung in Euro').value).toBe(
      'DE89 3704 0044 0532 0130 00',
    )
  })

  it('dates ČNB’s rate in German', async () => {
    await changeLanguage('de')
    const card = await renderCard(payment())
    expect(within(card).getByTestId('payment-euro-rate').textContent).toBe(
      'Kurs der Tschechischen Nationalbank 24,280 CZK/€ vom 07.12.2026',
    )
  })

  it('puts the European code first for a guest reading another language than Czech', async () => {
    const order = (card: HTMLElement) =>
      [...card.querySelectorAll('figure')].map((figure) => figure.getAttribute('data-testid'))
    const { unmount } = renderWithProviders(<PaymentCard payment={payment()} currency="CZK" />)
    expect(order(await screen.findByRole('region', {}, FIRST_PAINT))).toEqual(['payment-qr-czech', 'payment-qr-epc'])
    unmount()
    await changeLanguage('de')
    expect(order(await renderCard(payment()))).toEqual(['payment-qr-epc', 'payment-qr-czech'])
  })
})

describe('a stay without euros to pay', () => {
  it('has no euro account, amount in euros or rate', async () => {
    const card = await renderCard(payment(null))
    expect(within(card).queryByTestId('payment-qr-epc')).toBeNull()
    expect(within(card).queryByTestId('payment-euro-rate')).toBeNull()
    expect(within(card).queryByTestId('payment-euro-iban')).toBeNull()
    expect(screen.queryByLabelText('Částka (EUR)')).toBeNull()
  })
})
