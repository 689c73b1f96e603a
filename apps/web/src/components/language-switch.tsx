import { Button, Menu } from '@mantine/core'
import { IconCheck, IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { changeLanguage, type Language } from '../i18n/i18n.ts'

const OPTIONS: { value: Language; label: string; short: string }[] = [
  { value: 'cs', label: 'Čeština', short: 'CS' },
  { value: 'en', label: 'English', short: 'EN' },
]

/** Language switch, labelled in both languages so anyone can find it. */
export function LanguageSwitch() {
  const { i18n } = useTranslation()
  const current = OPTIONS.find((o) => o.value === i18n.language) ?? OPTIONS[0]
  return (
    <Menu position="bottom-end" width={160} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          aria-label={`${current?.short} – Jazyk / Language`}
          leftSection={<IconLanguage size={16} aria-hidden />}
          px="sm"
          style={{ flexShrink: 0 }}
        >
          {current?.short}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {OPTIONS.map((option) => (
          <Menu.Item
            key={option.value}
            lang={option.value}
            onClick={() => void changeLanguage(option.value)}
            rightSection={option.value === current?.value ? <IconCheck size={16} aria-hidden /> : null}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
