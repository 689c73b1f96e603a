// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { publicGallery, publicListGroups } from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startGuestLanguage } from '../../i18n/guest-catalogue.ts'
import { i18n } from '../../i18n/instance.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { publicHouse } from './booking-test-data.ts'
import { StartPage } from './start-page.tsx'

// Issue 29: the booking page speaks the guest's language: the one chosen on this device, else the
// browser's first of German, English and Czech, else Czech; the switch in its header changes it.

afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await i18n.changeLanguage('cs')
})

const workspace = { slug: 'demo', name: 'Penzion U Lípy' }
const rooms = {
  id: '01a200be-8a42-765c-9a20-82a5ebb4ad30',
  name: 'Pokoje',
  description: 'Pokoje penzionu se snídaní.',
  units: 6,
  kinds: ['PENSIONROOM'],
  maxCapacity: 5,
  fromPrice: 120_000,
  unit: 'PER_NIGHT',
  currency: 'CZK',
}
const pitches = { ...rooms, id: '01a200be-8a42-765c-9a20-82a5ebb4ad31', name: 'Kemp', units: 8, kinds: ['MOTORHOME'] }

/** A browser set to these languages, as `navigator.languages` lists them. */
function browserSpeaks(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

/** The booking start page as book-main.tsx shows it: the guest's language first, then the page. */
async function openStartPage() {
  const api = fakeApi([
    [publicListGroups, () => ({ workspace, house: publicHouse(), groups: [rooms, pitches] })],
    // the house's photos under the offer: none
    [publicGallery, () => ({ workspace, photos: [] })],
  ])
  await startGuestLanguage()
  renderWithProviders(
    <Routes>
      <Route path="/book/:slug" element={<StartPage />} />
    </Routes>,
    { path: '/book/demo' },
  )
  await screen.findAllByTestId('group-card', {}, FIRST_PAINT)
  return api
}

// Intl separates thousands and the currency with no-break spaces; compare with plain ones.
const cardText = () => (screen.getAllByTestId('group-card')[0]?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('the booking page’s language', () => {
  it('is German for a German browser when the guest has chosen none, with prices as Germans write them', async () => {
    browserSpeaks(['de-DE', 'de'])
    const api = await openStartPage()
    expect(screen.getByRole('heading', { name: 'Was möchten Sie buchen?' })).toBeTruthy()
    expect(cardText()).toContain('6 Zimmer')
    expect(cardText()).toContain('ab 1.200 CZK / Nacht')
    // the host and the house's terms, in German too
    const host = screen.getByRole('region', { name: 'Über den Gastgeber' })
    expect(within(host).getByTestId('house-ico').textContent).toBe('IČO (Firmennummer) 27074358')
    expect(within(host).getByTestId('house-times').textContent).toBe('Anreise ab 14:00 Uhr · Abreise bis 10:00 Uhr')
    expect(within(host).getByTestId('house-confirmation').textContent).toBe('Die Buchung ist sofort bestätigt.')
    expect(within(host).getByRole('link', { name: 'Auf der Karte zeigen' }).getAttribute('target')).toBe('_blank')
    expect(document.documentElement.lang).toBe('de')
    expect(api.calls(publicListGroups)[0]?.headers.get('Accept-Language')).toBe('de')
    // the browser's language is not a choice: nothing is remembered
    expect(localStorage.getItem('innkeep.language')).toBeNull()
  })

  it('is English for an English browser', async () => {
    browserSpeaks(['en-US'])
    await openStartPage()
    expect(screen.getByRole('heading', { name: 'What would you like to book?' })).toBeTruthy()
    expect(cardText()).toContain('from CZK 1,200 / night')
  })

  it('is Czech for a browser in a language the guest pages do not speak', async () => {
    browserSpeaks(['fr-FR', 'fr'])
    await openStartPage()
    expect(screen.getByRole('heading', { name: 'Co si chcete rezervovat?' })).toBeTruthy()
    expect(cardText()).toContain('od 1 200 Kč / noc')
  })

  it('takes the first language of the browser’s list the pages speak', async () => {
    browserSpeaks(['fr-FR', 'de-AT', 'en'])
    await openStartPage()
    expect(screen.getByRole('heading', { name: 'Was möchten Sie buchen?' })).toBeTruthy()
  })

  it('is the one the guest chose on this device before, whatever the browser speaks', async () => {
    browserSpeaks(['de-DE', 'de'])
    localStorage.setItem('innkeep.language', 'en')
    await openStartPage()
    expect(screen.getByRole('heading', { name: 'What would you like to book?' })).toBeTruthy()
  })

  it('changes with the switch, which offers Czech, English and German and remembers the choice', async () => {
    browserSpeaks(['fr-FR'])
    await openStartPage()
    const switchGroup = screen.getByRole('group', { name: /Language/ })
    expect([...switchGroup.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual([
      'CS – Čeština',
      'EN – English',
      'DE – Deutsch',
    ])

    fireEvent.click(screen.getByRole('button', { name: 'DE – Deutsch' }))
    expect(await screen.findByRole('heading', { name: 'Was möchten Sie buchen?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'DE – Deutsch' }).getAttribute('aria-pressed')).toBe('true')
    expect(localStorage.getItem('innkeep.language')).toBe('de')
    expect(cardText()).toContain('ab 1.200 CZK / Nacht')

    fireEvent.click(screen.getByRole('button', { name: 'EN – English' }))
    expect(await screen.findByRole('heading', { name: 'What would you like to book?' })).toBeTruthy()
    expect(localStorage.getItem('innkeep.language')).toBe('en')
  })
})
