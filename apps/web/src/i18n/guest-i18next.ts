// The guest entries' i18next (book.html, guest.html): apps/web/vite.config.ts resolves `i18next` to
// this module in their builds only. The guest pages use a small part of i18next: nested keys,
// `{{value}}` interpolation, plurals by `count` (`key_one`, `key_few`, … through Intl.PluralRules),
// one fallback language, resource bundles added later and the `languageChanged` event. That part is
// here in 1 KB instead of 16; guest-i18next.test.ts checks it answers as i18next does for every text
// of the guest catalogues. The staff app and the tests use i18next itself.

type Resources = Record<string, Record<string, unknown>>
type Listener = (...args: unknown[]) => void
type Options = Record<string, unknown>
interface Plugin {
  type?: string
  init?: (instance: GuestI18n) => void
}

interface InitOptions {
  resources?: Record<string, Resources>
  lng?: string
  fallbackLng?: string
}

const plurals = new Map<string, Intl.PluralRules>()
function pluralOf(language: string, count: number): string {
  let rules = plurals.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    plurals.set(language, rules)
  }
  return rules.select(count)
}

function lookup(tree: unknown, key: string): unknown {
  let node = tree
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function interpolate(text: string, options: Options): string {
  return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (match, name: string) => {
    const value = lookup(options, name)
    // as i18next: a placeholder given no value stays as it is; one given `undefined` (or null) is ''
    if (value === undefined) return Object.hasOwn(options, name) ? '' : match
    return value === null ? '' : String(value)
  })
}

class GuestI18n {
  language = ''
  languages: string[] = []
  /** As i18next's: the first of `languages` with texts when the language was set, else undefined. */
  resolvedLanguage: string | undefined
  isInitialized = false
  private store: Record<string, Resources> = {}
  private fallback = ''
  private listeners = new Map<string, Set<Listener>>()
  private plugins: Plugin[] = []

  /** Only react-i18next's `initReactI18next` (a '3rdParty' plugin, told of the instance by `init`). */
  use(plugin: Plugin): this {
    if (plugin.type === '3rdParty') this.plugins.push(plugin)
    return this
  }

  init(options: InitOptions = {}, callback?: (error: unknown, t: GuestI18n['t']) => void) {
    this.store = { ...(options.resources ?? {}) }
    this.fallback = options.fallbackLng ?? 'dev'
    for (const plugin of this.plugins) plugin.init?.(this)
    this.setLanguage(options.lng ?? this.fallback)
    this.emit('languageChanged', this.language)
    this.isInitialized = true
    this.emit('initialized', options)
    callback?.(null, this.t)
    return Promise.resolve(this.t)
  }

  private setLanguage(language: string) {
    this.language = language
    this.languages = language === this.fallback ? [language] : [language, this.fallback]
    this.resolvedLanguage = this.languages.find((candidate) =>
      Object.values(this.store[candidate] ?? {}).some((bundle) => Object.keys(bundle).length > 0),
    )
  }

  private find(key: string, options: Options): string | undefined {
    const namespaced = key.includes(':') ? key.slice(key.indexOf(':') + 1) : key
    const count = options.count
    for (const language of this.languages) {
      const bundle = this.store[language]?.translation
      if (!bundle) continue
      if (typeof count === 'number') {
        const plural = lookup(bundle, `${namespaced}_${pluralOf(language, count)}`)
        if (typeof plural === 'string') return plural
      }
      const text = lookup(bundle, namespaced)
      if (typeof text === 'string') return text
    }
    return undefined
  }

  t = (key: string | string[], options: Options = {}): string => {
    const keys = Array.isArray(key) ? key : [key]
    for (const candidate of keys) {
      const text = this.find(candidate, options)
      if (text !== undefined) return interpolate(text, options)
    }
    const fallback = options.defaultValue
    return typeof fallback === 'string' ? interpolate(fallback, options) : (keys.at(-1) ?? '')
  }

  exists = (key: string, options: Options = {}): boolean => this.find(key, options) !== undefined

  changeLanguage(language?: string, callback?: (error: unknown, t: GuestI18n['t']) => void) {
    // i18next tells the listeners again when the language stays the same
    if (language) {
      this.setLanguage(language)
      this.emit('languageChanged', language)
    }
    callback?.(null, this.t)
    return Promise.resolve(this.t)
  }

  getFixedT() {
    return this.t
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store[language]?.[namespace] !== undefined
  }

  getResourceBundle(language: string, namespace: string) {
    return this.store[language]?.[namespace]
  }

  addResourceBundle(language: string, namespace: string, resources: Record<string, unknown>): this {
    const bundles = this.store[language] ?? {}
    this.store[language] = bundles
    bundles[namespace] = { ...(bundles[namespace] ?? {}), ...resources }
    this.emit('added', language, namespace)
    return this
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener)
    else this.listeners.delete(event)
    return this
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }

  createInstance(): GuestI18n {
    return new GuestI18n()
  }
}

export type { GuestI18n }
export function createInstance(): GuestI18n {
  return new GuestI18n()
}

const i18next = new GuestI18n()
export default i18next
