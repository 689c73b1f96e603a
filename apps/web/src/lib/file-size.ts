import { LOCALES } from '../i18n/format.ts'
import type { GuestLanguage } from '../i18n/instance.ts'

/** Bytes as people read them: cs and de `1,5 MB`, `820 kB`; en `1.5 MB`, `820 kB`; `512 B`. */
export function formatFileSize(bytes: number, language: GuestLanguage): string {
  if (bytes < 1024) return `${bytes} B`
  const [unit, size] = bytes >= 1024 * 1024 ? (['megabyte', 1024 * 1024] as const) : (['kilobyte', 1024] as const)
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(bytes / size)
}
