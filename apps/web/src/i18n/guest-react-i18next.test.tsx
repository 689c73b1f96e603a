// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { act, render } from '@testing-library/react'
import i18next from 'i18next'
import { type ReactNode, StrictMode, useLayoutEffect, useMemo } from 'react'
import * as library from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createInstance as createStandIn } from './guest-i18next.ts'
import * as standIn from './guest-react-i18next.ts'
import { texts as cs } from './guest-texts-cs.ts'
import { texts as en } from './guest-texts-en.ts'

// Decision 007: the guest entries' builds resolve `react-i18next` to guest-react-i18next.ts (and
// `i18next` to guest-i18next.ts). Each test renders the same components with react-i18next over
// i18next and with the two stand-ins, and expects the same page from both, before and after the
// guest changes the language.

/** instance.ts's options (guest-i18next.test.ts checks them against it). */
const GUEST_OPTIONS = {
  fallbackLng: 'cs',
  supportedLngs: ['cs', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
}

type T = (key: string | string[], options?: Record<string, unknown>) => string

/** The part of an i18next instance these tests use. */
interface I18nLike {
  language: string
  use(plugin: unknown): I18nLike
  init(options: Record<string, unknown>): Promise<unknown>
  changeLanguage(language: string): Promise<unknown>
  addResourceBundle(language: string, namespace: string, resources: Record<string, unknown>): unknown
}

/** One way to translate a guest page: i18next with react-i18next, or the two stand-ins. */
interface Binding {
  createInstance(): I18nLike
  initReactI18next: unknown
  I18nextProvider(props: { i18n: never; children?: ReactNode }): ReactNode
  useTranslation(): readonly [T, I18nLike, boolean] & { t: T; i18n: I18nLike; ready: boolean }
}

const BINDINGS: Record<'react-i18next' | 'stand-ins', Binding> = {
  'react-i18next': {
    createInstance: () => i18next.createInstance() as unknown as I18nLike,
    initReactI18next: library.initReactI18next,
    I18nextProvider: library.I18nextProvider as unknown as Binding['I18nextProvider'],
    useTranslation: library.useTranslation as unknown as Binding['useTranslation'],
  },
  'stand-ins': {
    createInstance: createStandIn,
    initReactI18next: standIn.initReactI18next,
    I18nextProvider: standIn.I18nextProvider,
    useTranslation: standIn.useTranslation,
  },
}

/** An instance as a guest entry makes it (instance.ts, guest-catalogue.ts), both catalogues loaded. */
async function guestInstance(binding: Binding): Promise<I18nLike> {
  const i18n = binding.createInstance()
  await i18n.use(binding.initReactI18next).init({ resources: {}, lng: 'cs', ...GUEST_OPTIONS })
  i18n.addResourceBundle('cs', 'translation', cs)
  i18n.addResourceBundle('en', 'translation', en)
  return i18n
}

/** A guest page's kind of texts: plurals, values (with HTML-ish characters), a missing value, fallbacks. */
function Page({ binding, guests }: { binding: Binding; guests: number }) {
  const { t, i18n, ready } = binding.useTranslation()
  // what is computed from `t` follows the language as long as it depends on `t`
  const title = useMemo(() => t('booking.guests.title'), [t])
  return (
    <main lang={i18n.language} data-ready={ready}>
      <h1>{title}</h1>
      <p>{t('booking.units.nights', { count: guests })}</p>
      <p>{t('booking.guests.ADULT.count', { count: guests })}</p>
      <p>{t('attachments.download', { name: '<b>plan & "map"</b>.pdf' })}</p>
      <p>{t('booking.calendar.picked', { stay: '1.–3. 5.' })}</p>
      <p>{t(['booking.nope', 'common.close'])}</p>
      <p>{t('booking.nope')}</p>
      <p>{t('booking.nope', { defaultValue: 'Host {{name}}', name: 'Eva' })}</p>
    </main>
  )
}

/** The same, reading the hook's answer as an array. */
function PageFromArray({ binding }: { binding: Binding }) {
  const [t, i18n, ready] = binding.useTranslation()
  return <p title={String(ready)}>{`${i18n.language}: ${t('guest.form.saved', { count: 2 })}`}</p>
}

/** Notes each `t` it is given. */
function Remember({ binding, seen, n }: { binding: Binding; seen: Set<T>; n: number }) {
  const { t } = binding.useTranslation()
  seen.add(t)
  return <span>{`${n} ${t('common.close')}`}</span>
}

/** Changes the language after the first render and before the page's effects ran. */
function ChangeOnMount({ i18n, language }: { i18n: I18nLike; language: string }) {
  useLayoutEffect(() => {
    void i18n.changeLanguage(language)
  }, [i18n, language])
  return null
}

async function renderPage(binding: Binding, { provider = true, guests = 2 } = {}) {
  const i18n = await guestInstance(binding)
  const page = (
    <>
      <Page binding={binding} guests={guests} />
      <PageFromArray binding={binding} />
    </>
  )
  const view = render(
    <StrictMode>
      {provider ? <binding.I18nextProvider i18n={i18n as never}>{page}</binding.I18nextProvider> : page}
    </StrictMode>,
  )
  return { i18n, view }
}

/** Runs `script` with each binding, expects the same answer from both, and returns react-i18next's. */
async function same<Result>(script: (binding: Binding) => Promise<Result>): Promise<Result> {
  const real = await script(BINDINGS['react-i18next'])
  const standIns = await script(BINDINGS['stand-ins'])
  expect(standIns).toEqual(real)
  return real
}

describe('the guest pages’ react-i18next', () => {
  it.each([
    ['with I18nextProvider', true],
    ['with the instance initReactI18next was given', false],
  ])('renders a page as react-i18next does, %s, and again in the language the guest picks', async (_, provider) => {
    const pages = await same(async (binding) => {
      const { i18n, view } = await renderPage(binding, { provider })
      const czech = view.container.innerHTML
      await act(() => i18n.changeLanguage('en'))
      const english = view.container.innerHTML
      await act(() => i18n.changeLanguage('cs'))
      return { czech, english, czechAgain: view.container.innerHTML }
    })
    expect(pages.czechAgain).toBe(pages.czech)
    expect(pages.czech).toContain('2 noci')
    expect(pages.czech).toContain('&lt;b&gt;plan &amp; "map"&lt;/b&gt;.pdf')
    expect(pages.czech).toContain('{{nights}}')
    expect(pages.english).toContain('<main lang="en" data-ready="true"><h1>How many of you?</h1>')
    expect(pages.english).toContain('2 nights')
  })

  it.each([1, 2, 5, 0])('renders %i guests with the plural forms react-i18next picks', async (guests) => {
    await same(async (binding) => {
      const { i18n, view } = await renderPage(binding, { guests })
      const czech = view.container.textContent
      await act(() => i18n.changeLanguage('en'))
      return [czech, view.container.textContent]
    })
  })

  it('renders again when the language changes between the first render and the page’s effects', async () => {
    const text = await same(async (binding) => {
      const i18n = await guestInstance(binding)
      const view = render(
        <binding.I18nextProvider i18n={i18n as never}>
          <Page binding={binding} guests={1} />
          <ChangeOnMount i18n={i18n} language="en" />
        </binding.I18nextProvider>,
      )
      await act(async () => undefined)
      return view.container.textContent
    })
    expect(text).toContain('1 night')
  })

  it('gives a new `t` when the language changes, and keeps it otherwise', async () => {
    const counts = await same(async (binding) => {
      const i18n = await guestInstance(binding)
      const seen = new Set<T>()
      const view = render(
        <binding.I18nextProvider i18n={i18n as never}>
          <Remember binding={binding} seen={seen} n={1} />
        </binding.I18nextProvider>,
      )
      const counts = [seen.size]
      view.rerender(
        <binding.I18nextProvider i18n={i18n as never}>
          <Remember binding={binding} seen={seen} n={2} />
        </binding.I18nextProvider>,
      )
      counts.push(seen.size)
      await act(() => i18n.changeLanguage('en'))
      counts.push(seen.size)
      return { counts, text: view.container.textContent }
    })
    expect(counts).toEqual({ counts: [1, 1, 2], text: '2 Close' })
  })
})
