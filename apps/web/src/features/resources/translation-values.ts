import type { Translations } from '@innkeep/contract'

/** A name and description for guests in one other language; '' shows the Czech one. */
export interface TranslationValues {
  name: string
  description: string
}

/** The guest-facing texts in English and German, as a dialog holds them: both languages, '' where none is written. */
export interface TranslationsValues {
  en: TranslationValues
  de: TranslationValues
}

export const TRANSLATION_LANGUAGES = ['en', 'de'] as const

/** A group's or a room's saved translations → the dialog's fields ('' where none is written). */
export function translationsToForm(saved: Translations | undefined): TranslationsValues {
  return {
    en: { name: saved?.en?.name ?? '', description: saved?.en?.description ?? '' },
    de: { name: saved?.de?.name ?? '', description: saved?.de?.description ?? '' },
  }
}

export const noTranslations = (): TranslationsValues => translationsToForm(undefined)
