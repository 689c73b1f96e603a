import { createContext, createElement, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import type { GuestI18n } from './guest-i18next.ts'

// The guest entries' react-i18next: apps/web/vite.config.ts resolves `react-i18next` to this module
// in their builds only, beside guest-i18next.ts. What the guest pages use: the provider, and
// useTranslation() giving `t` and the instance, rendering again when the language changes.

let defaultInstance: GuestI18n | null = null
const I18nContext = createContext<GuestI18n | null>(null)

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: GuestI18n) {
    defaultInstance = instance
  },
}

export function I18nextProvider({ i18n, children }: { i18n: GuestI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children)
}

export function useTranslation() {
  const i18n = useContext(I18nContext) ?? defaultInstance
  if (!i18n) throw new Error('useTranslation needs an i18n instance')
  const [language, setLanguage] = useState(i18n.language)
  useEffect(() => {
    const changed = () => setLanguage(i18n.language)
    i18n.on('languageChanged', changed)
    // a change between the first render and this effect
    changed()
    return () => void i18n.off('languageChanged', changed)
  }, [i18n])
  // a new `t` for each language, so what depends on it follows the language
  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` is what makes the new `t`
  const t = useMemo(
    () => (key: string | string[], options?: Record<string, unknown>) => i18n.t(key, options),
    [i18n, language],
  )
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true })
}
