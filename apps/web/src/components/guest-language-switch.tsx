import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { changeLanguage, type GuestLanguage } from '../i18n/instance.ts'

const OPTIONS: { value: GuestLanguage; label: string; short: string }[] = [
  { value: 'cs', label: 'Čeština', short: 'CS' },
  { value: 'en', label: 'English', short: 'EN' },
  { value: 'de', label: 'Deutsch', short: 'DE' },
]

/**
 * The guest pages' language switch: the three languages side by side, one tap each, each named in its
 * own language (a menu would bring the popover machinery into the guest bundle for three choices).
 */
export function GuestLanguageSwitch() {
  const { i18n } = useTranslation()
  return (
    <Button.Group aria-label="Jazyk / Language / Sprache" style={{ flexShrink: 0 }}>
      {OPTIONS.map((option) => {
        const current = option.value === i18n.language
        return (
          <Button
            key={option.value}
            variant={current ? 'light' : 'default'}
            px="sm"
            lang={option.value}
            aria-label={`${option.short} – ${option.label}`}
            aria-pressed={current}
            onClick={() => void changeLanguage(option.value)}
          >
            {option.short}
          </Button>
        )
      })}
    </Button.Group>
  )
}
