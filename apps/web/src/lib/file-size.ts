import type { Language } from '../i18n/i18n.ts'

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' }

/** Bytes as people read them: cs `1,5 MB`, `820 kB`; en `1.5 MB`, `820 kB`; `512 B`. */
export function formatFileSize(bytes: number, language: Language): string {
  if (bytes < 1024) return `${bytes} B`
  const [unit, size] = bytes >= 1024 * 1024 ? (['megabyte', 1024 * 1024] as const) : (['kilobyte', 1024] as const)
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(bytes / size)
}
