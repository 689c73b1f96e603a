import i18next, { type InitOptions } from 'i18next'
import { describe, expect, it } from 'vitest'
import { createInstance as createStandIn } from './guest-i18next.ts'
import { texts as cs } from './guest-texts-cs.ts'
import { texts as de } from './guest-texts-de.ts'
import { texts as en } from './guest-texts-en.ts'
import { type GuestLanguage, i18n as guestEntryI18n } from './instance.ts'

// Decision 007: the guest entries' builds resolve `i18next` to guest-i18next.ts. Whatever the guest
// pages ask of it must answer as i18next itself does, so every test here runs the same script on a
// real i18next instance and on a stand-in instance, set up as the guest entries set theirs up
// (instance.ts, guest-catalogue.ts), and expects the same observations from both. A text that
// differs shows as a diff naming its key.

/** instance.ts's options (the first test checks they still are). */
const GUEST_OPTIONS = {
  fallbackLng: 'cs',
  supportedLngs: ['cs', 'en', 'de'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
} satisfies InitOptions

type Language = GuestLanguage
const CATALOGUES: Record<Language, Record<string, unknown>> = { cs, en, de }
const LANGUAGES: Language[] = ['cs', 'en', 'de']

type Options = Record<string, unknown>
type T = (key: string | string[], options?: Options) => string
type Listener = (...args: unknown[]) => void

/** The part of i18next the stand-in implements, as the tests call it on both. */
interface I18nLike {
  language: string
  languages: readonly string[]
  resolvedLanguage?: string
  isInitialized: boolean
  t: T
  init(options: Options, callback?: (error: unknown, t: T) => void): Promise<T>
  exists(key: string, options?: Options): boolean
  changeLanguage(language?: string, callback?: (error: unknown, t: T) => void): Promise<T>
  getFixedT(): T
  hasResourceBundle(language: string, namespace: string): boolean
  getResourceBundle(language: string, namespace: string): unknown
  addResourceBundle(language: string, namespace: string, resources: Options): unknown
  on(event: string, listener: Listener): unknown
  off(event: string, listener?: Listener): unknown
}

type Make = () => I18nLike
const LIBRARIES: Record<'i18next' | 'stand-in', Make> = {
  i18next: () => i18next.createInstance() as unknown as I18nLike,
  'stand-in': () => createStandIn(),
}

/** An instance as a guest entry has it: `lng` chosen, then the catalogues of `loaded` added. */
async function guestEntry(make: Make, lng: Language, loaded: Language[] = [lng, 'cs']): Promise<I18nLike> {
  const i18n = make()
  await i18n.init({ resources: {}, lng, ...GUEST_OPTIONS })
  for (const language of new Set(loaded)) i18n.addResourceBundle(language, 'translation', CATALOGUES[language])
  return i18n
}

/** Runs `script` with i18next and with the stand-in, expects the same answer, and returns i18next's. */
async function same<Result>(script: (make: Make) => Result | Promise<Result>): Promise<Result> {
  const real = await script(LIBRARIES.i18next)
  const standIn = await script(LIBRARIES['stand-in'])
  expect(standIn).toEqual(real)
  return real
}

// ---------------------------------------------------------------------------------------------------
// The catalogues' keys, texts and placeholders

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]]
  return Object.entries(node as Options).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const texts = { cs: new Map(leaves(cs)), en: new Map(leaves(en)), de: new Map(leaves(de)) }
const keys = [...texts.cs.keys()]
const pluralKeys = [
  ...new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, ''))),
]

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] ?? ''))]
}

/** Each text's placeholders, with the plural keys' `count` (their base key has no text of its own). */
const variables = new Map<string, string[]>()
for (const [key, text] of [...texts.cs, ...texts.en, ...texts.de]) {
  for (const name of placeholders(text)) {
    for (const variableKey of [key, key.replace(PLURAL_SUFFIX, '')]) {
      const names = variables.get(variableKey) ?? []
      if (!names.includes(name)) names.push(name)
      variables.set(variableKey, names)
    }
  }
}

/** Values to interpolate: each set gives every placeholder of a text a value (by its position). */
const VALUE_SETS: Record<string, (index: number) => unknown> = {
  'whole numbers': (index) => index + 2,
  'decimal and negative numbers': (index) => (index % 2 ? -3 : 1.5),
  zero: () => 0,
  'strings with HTML-ish characters': (index) => (index % 2 ? `Tom & "Jerry's" <3` : '<b class="x">Eva</b>&amp;'),
  'strings that look like placeholders or nesting': () => '{{count}} $t(common.close) {{name}}',
  'present but undefined': () => undefined,
  null: () => null,
  'objects and arrays': (index) => (index % 2 ? [1, 'two'] : { a: 1 }),
  booleans: (index) => index % 2 === 0,
}

function valuesFor(key: string, value: (index: number) => unknown): Options {
  return Object.fromEntries((variables.get(key) ?? []).map((name, index) => [name, value(index)]))
}

/** What `t` gives for every key of the catalogue, with the options `optionsFor` makes. */
function translateAll(i18n: I18nLike, optionsFor: (key: string) => Options | undefined = () => undefined) {
  return Object.fromEntries(keys.map((key) => [key, i18n.t(key, optionsFor(key))]))
}

// ---------------------------------------------------------------------------------------------------

describe('the test set-up', () => {
  it('uses the guest entry’s options', () => {
    const options = guestEntryI18n.options
    expect(options.fallbackLng).toEqual([GUEST_OPTIONS.fallbackLng])
    expect(options.supportedLngs).toEqual([...GUEST_OPTIONS.supportedLngs, 'cimode'])
    expect(options.interpolation?.escapeValue).toBe(GUEST_OPTIONS.interpolation.escapeValue)
    expect(options.initAsync).toBe(GUEST_OPTIONS.initAsync)
    expect(options.returnNull).toBe(GUEST_OPTIONS.returnNull)
  })

  it('covers the whole guest catalogue, its plurals and its placeholders', () => {
    expect(keys.length).toBeGreaterThan(300)
    expect([...texts.en.keys()]).toEqual(keys)
    expect([...texts.de.keys()].sort()).toEqual([...keys].sort())
    expect(pluralKeys.length).toBeGreaterThan(10)
    expect([...variables.values()].flat()).toEqual(expect.arrayContaining(['count', 'name', 'price', 'email']))
  })
})

describe.each(LANGUAGES)('every text of the %s guest catalogue', (language) => {
  it('is the catalogue’s text when it has no placeholders, its placeholders kept when given no values', async () => {
    const translated = await same(async (make) => translateAll(await guestEntry(make, language)))
    for (const [key, text] of texts[language]) expect(translated[key], key).toBe(text)
  })

  it('keeps its placeholders when the options name other values', async () => {
    await same(async (make) => translateAll(await guestEntry(make, language), () => ({ unrelated: 'x' })))
  })

  it.each(Object.keys(VALUE_SETS))('interpolates %s', async (set) => {
    const value = VALUE_SETS[set] ?? (() => undefined)
    const translated = await same(async (make) =>
      translateAll(await guestEntry(make, language), (key) => valuesFor(key, value)),
    )
    if (set === 'whole numbers') {
      // the values did go in (not just the same failure on both sides)
      for (const key of keys) expect(translated[key], key).not.toContain('{{')
      expect(translated['attachments.publicGallery.counter']).toMatch(/^2 \S+ 3$/)
    }
    if (set === 'strings with HTML-ish characters') {
      // escapeValue: false, so React escapes; neither may escape a second time
      expect(translated['attachments.download']).toContain('<b class="x">Eva</b>&amp;')
    }
    if (set === 'strings that look like placeholders or nesting') {
      // a value is not interpolated nor nested again
      expect(translated['attachments.download']).toContain('{{count}} $t(common.close) {{name}}')
    }
  })

  it('is found by `exists`', async () => {
    const found = await same(async (make) => {
      const i18n = await guestEntry(make, language)
      return Object.fromEntries(keys.map((key) => [key, i18n.exists(key)]))
    })
    for (const key of keys) expect(found[key], key).toBe(true)
  })
})

describe.each(LANGUAGES)('the %s plurals', (language) => {
  const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 100, 101, 1.5, 0.5, -1, -2]

  it('choose the form i18next chooses for every count', async () => {
    const translated = await same(async (make) => {
      const i18n = await guestEntry(make, language)
      return Object.fromEntries(
        pluralKeys.flatMap((key) =>
          COUNTS.map((count) => [`${key} ${count}`, i18n.t(key, { ...valuesFor(key, (i) => i + 7), count })]),
        ),
      )
    })
    // Czech has one, few, many and other; English and German one and other
    const form = (key: string, suffix: string) =>
      (texts[language].get(`${key}_${suffix}`) ?? '').replace('{{count}}', '')
    const nights = 'booking.units.nights'
    expect(translated[`${nights} 1`]).toBe(`1${form(nights, 'one')}`)
    expect(translated[`${nights} 5`]).toBe(`5${form(nights, 'other')}`)
    if (language === 'cs') {
      expect(translated[`${nights} 2`]).toBe(`2${form(nights, 'few')}`)
      expect(translated[`${nights} 1.5`]).toBe(`1.5${form(nights, 'many')}`)
      expect(form(nights, 'few')).not.toBe(form(nights, 'other'))
    }
  })

  it('answer a count given as a string with the key as it is', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, language)
      return pluralKeys.flatMap((key) => [i18n.t(key, { count: '2' }), i18n.t(`${key}_one`, { count: '2' })])
    })
  })

  it('take a plural key written out, and look for its plural forms first', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, language)
      return pluralKeys.flatMap((key) => [i18n.t(`${key}_few`), i18n.t(`${key}_other`, { count: 1 })])
    })
  })

  it('exist by `exists` with a count only', async () => {
    const found = await same(async (make) => {
      const i18n = await guestEntry(make, language)
      return pluralKeys.map((key) => [i18n.exists(key), i18n.exists(key, { count: 2 }), i18n.exists(key, { count: 0 })])
    })
    expect(found.every(([withoutCount, two, zero]) => !withoutCount && two && zero)).toBe(true)
  })
})

describe('a key the catalogue does not have', () => {
  const MISSING = [
    'nope',
    'booking.nope',
    'booking.nope.deeper',
    'common.nope',
    'attachments.download.more',
    'booking.start.units.room_one.more',
    'booking.start.units.room',
    'booking.start.units.room_two',
    '',
  ]

  it.each(LANGUAGES)('is answered with the key itself, with `exists` false (%s)', async (language) => {
    const answers = await same(async (make) => {
      const i18n = await guestEntry(make, language)
      return MISSING.map((key) => [i18n.t(key), i18n.t(key, { count: 3, name: 'Eva' }), i18n.exists(key)])
    })
    expect(answers[0]).toEqual(['nope', 'nope', false])
  })

  it('is answered with the default value, interpolated', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, 'cs')
      return MISSING.flatMap((key) => [
        i18n.t(key, { defaultValue: 'Host {{name}}: {{count}}', name: '<i>Eva</i>', count: 2 }),
        i18n.t(key, { defaultValue: 'Host {{name}}' }),
        i18n.t(key, { defaultValue: '' }),
      ])
    })
  })

  it('gives way to the next key of a list; the last key is the answer when none is found', async () => {
    const answers = await same(async (make) => {
      const i18n = await guestEntry(make, 'en')
      return [
        i18n.t(['nope', 'attachments.download'], { name: 'x.pdf' }),
        i18n.t(['attachments.download', 'common.close'], { name: 'x.pdf' }),
        i18n.t(['nope', 'booking.units.nights'], { count: 2 }),
        i18n.t(['nope', 'booking.nope']),
        i18n.t(['nope', 'booking.nope'], { defaultValue: 'D' }),
      ]
    })
    expect(answers[0]).toBe('Download x.pdf')
  })

  it('is answered alike when a text is asked for as a key (localized-resolver.ts asks `exists` of messages)', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, 'cs')
      return [...texts.cs.values(), ...texts.en.values(), ...texts.de.values()].map((text) =>
        i18n.exists(`messages.${text}`),
      )
    })
  })
})

describe('the fallback language', () => {
  it('answers every key of a language whose catalogue has not come yet, in Czech', async () => {
    const translated = await same(async (make) => {
      const i18n = await guestEntry(make, 'en', ['cs'])
      return {
        texts: translateAll(i18n, (key) => valuesFor(key, (index) => `v${index}`)),
        plurals: pluralKeys.map((key) => [1, 2, 5, 1.5].map((count) => i18n.t(key, { count }))),
        exists: keys.map((key) => i18n.exists(key)),
      }
    })
    expect(translated.texts['common.close']).toBe(texts.cs.get('common.close'))
    // Czech plural rules for the Czech texts: 2 is `few`
    expect(translated.plurals[pluralKeys.indexOf('booking.units.nights')]?.[1]).toBe('2 noci')
  })

  it('answers the keys a partial catalogue lacks', async () => {
    const { booking: _booking, ...enWithoutBooking } = en
    await same(async (make) => {
      const i18n = make()
      await i18n.init({ resources: {}, lng: 'en', ...GUEST_OPTIONS })
      i18n.addResourceBundle('cs', 'translation', cs)
      i18n.addResourceBundle('en', 'translation', {
        ...enWithoutBooking,
        common: { close: 'Close' },
        booking: { units: { nights_one: '{{count}} night' } },
      })
      return {
        texts: translateAll(i18n, (key) => valuesFor(key, (index) => index)),
        plurals: pluralKeys.map((key) => [1, 2, 5].map((count) => i18n.t(key, { count }))),
      }
    })
  })

  it('is not asked for a key the current language lacks when Czech is current', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, 'cs', ['cs', 'en'])
      i18n.addResourceBundle('en', 'translation', { onlyEnglish: 'Only English' })
      return [i18n.t('onlyEnglish'), i18n.exists('onlyEnglish'), i18n.t('common.close')]
    })
  })
})

describe('the language', () => {
  function observe(i18n: I18nLike) {
    return {
      language: i18n.language,
      languages: [...i18n.languages],
      resolvedLanguage: i18n.resolvedLanguage,
      close: i18n.t('common.close'),
      nights: i18n.t('booking.units.nights', { count: 2 }),
    }
  }

  it.each([
    ['cs', ['cs']],
    ['en', ['cs', 'en']],
    ['en', ['cs']],
    ['de', ['cs', 'de']],
    ['de', ['cs']],
    ['cs', []],
  ] as [Language, Language[]][])(
    'is as i18next has it when a guest entry starts in %s with %j loaded',
    async (lng, loaded) => {
      await same(async (make) => {
        const i18n = make()
        await i18n.init({ resources: {}, lng, ...GUEST_OPTIONS })
        const steps = [observe(i18n)]
        for (const language of loaded) {
          i18n.addResourceBundle(language, 'translation', CATALOGUES[language])
          steps.push(observe(i18n))
        }
        return steps
      })
    },
  )

  it('changes as i18next changes it, telling the listeners of `languageChanged` each time', async () => {
    const steps = await same(async (make) => {
      const i18n = await guestEntry(make, 'cs', ['cs'])
      const events: unknown[][] = []
      i18n.on('languageChanged', (...args) => events.push(args))
      const steps: (ReturnType<typeof observe> & { events: unknown[][]; tAfter: string })[] = []
      const change = async (language: string) => {
        const t = await i18n.changeLanguage(language)
        steps.push({ ...observe(i18n), events: [...events], tAfter: t('common.close') })
      }
      // instance.ts's changeLanguage loads a catalogue before it switches; try the other order too
      await change('en')
      i18n.addResourceBundle('en', 'translation', en)
      await change('en')
      await change('cs')
      await change('cs')
      await change('de')
      i18n.addResourceBundle('de', 'translation', de)
      await change('de')
      await change('en')
      return steps
    })
    expect(steps.at(-2)).toMatchObject({ language: 'de', close: texts.de.get('common.close') })
    expect(steps.at(-1)).toMatchObject({ language: 'en', close: texts.en.get('common.close') })
    expect(steps.at(-1)?.events).toHaveLength(7)
  })

  it('tells `languageChanged` and `initialized` listeners of the first language when they listen before init', async () => {
    await same(async (make) => {
      const i18n = make()
      const events: unknown[] = []
      i18n.on('languageChanged', (language) => events.push(['languageChanged', language]))
      i18n.on('initialized', () => events.push('initialized'))
      let called: unknown[] = []
      await i18n.init({ resources: {}, lng: 'en', ...GUEST_OPTIONS }, (error, t) => {
        called = [error ?? null, typeof t]
      })
      return { events, called, isInitialized: i18n.isInitialized }
    })
  })

  it('calls back with a `t` in the new language, and resolves to one', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, 'cs', ['cs', 'en'])
      let called: unknown[] = []
      const resolved = await i18n.changeLanguage('en', (error, t) => {
        called = [error ?? null, t('common.close')]
      })
      return { called, resolved: resolved('booking.units.nights', { count: 1 }) }
    })
  })

  it('stops telling a listener that is off', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, 'cs', ['cs', 'en'])
      const events: unknown[] = []
      const listener = (language: unknown) => events.push(language)
      i18n.on('languageChanged', listener)
      await i18n.changeLanguage('en')
      i18n.off('languageChanged', listener)
      await i18n.changeLanguage('cs')
      return events
    })
  })

  it('is followed by `getFixedT()`’s `t`', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, 'cs', ['cs', 'en'])
      const t = i18n.getFixedT()
      const before = t('common.close')
      await i18n.changeLanguage('en')
      return [before, t('common.close'), t('guest.form.saved', { count: 3 })]
    })
  })
})

describe('resource bundles', () => {
  it('are there once added, and a second bundle of a language and namespace is merged over the first', async () => {
    await same(async (make) => {
      const i18n = make()
      await i18n.init({ resources: {}, lng: 'cs', ...GUEST_OPTIONS })
      const before = [i18n.hasResourceBundle('cs', 'translation'), i18n.getResourceBundle('cs', 'translation')]
      const chained = i18n.addResourceBundle('cs', 'translation', { a: 'A', nested: { x: 'X' } }) === i18n
      i18n.addResourceBundle('cs', 'translation', { b: 'B {{n}}', nested: { y: 'Y' } })
      return {
        before,
        chained,
        has: [i18n.hasResourceBundle('cs', 'translation'), i18n.hasResourceBundle('en', 'translation')],
        bundle: i18n.getResourceBundle('cs', 'translation'),
        texts: [i18n.t('a'), i18n.t('b', { n: 1 }), i18n.t('nested.x'), i18n.t('nested.y')],
      }
    })
  })

  it('are what guest-catalogue.ts adds', async () => {
    await same(async (make) => {
      const i18n = await guestEntry(make, 'en', ['cs', 'en'])
      return LANGUAGES.map((language) => i18n.getResourceBundle(language, 'translation'))
    })
  })
})
