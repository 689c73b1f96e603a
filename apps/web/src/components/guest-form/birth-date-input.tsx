import { EARLIEST_BIRTH_DATE } from '@innkeep/contract'
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core'
import { DatePicker } from '@mantine/dates'
import { useDisclosure } from '@mantine/hooks'
import { IconCalendar } from '@tabler/icons-react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/format.ts'
import { type GuestLanguage, isGuestLanguage } from '../../i18n/instance.ts'
import { todayIn } from '../../lib/local-date.ts'
import { parseBirthDate } from './guest-form-values.ts'

/** A birth date as each language writes it (formatDate's way, so a picked date looks the same). */
const PLACEHOLDER: Record<GuestLanguage, string> = { cs: '12. 3. 1985', en: '12 Mar 1985', de: '12.03.1985' }

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> & {
  value: string
  onChange: (text: string) => void
}

/**
 * A birth date typed as people write it (`12.3.1985`), with a calendar that opens on decades for
 * those who prefer to pick; the text stays what was typed, so a day that does not exist (30. 2.) is
 * refused with a message on save instead of vanishing.
 */
export const BirthDateInput = forwardRef<HTMLInputElement, Props>(function BirthDateInput(
  { value, onChange, ...props },
  ref,
) {
  const { t, i18n } = useTranslation()
  const language = isGuestLanguage(i18n.language) ? i18n.language : 'cs'
  const [opened, { close, toggle }] = useDisclosure(false)
  const today = todayIn()
  const picked = value ? parseBirthDate(value, today) : null
  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? undefined : close())}
      position="bottom-end"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <TextInput
          ref={ref}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          inputMode="text"
          autoComplete="bday"
          placeholder={PLACEHOLDER[language]}
          rightSectionWidth={48}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={toggle}
              aria-label={t('guest.form.pickDate')}
              aria-expanded={opened}
            >
              <IconCalendar size={18} />
            </ActionIcon>
          }
          {...props}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          defaultLevel={picked ? 'month' : 'decade'}
          defaultDate={picked ?? '1985-01-01'}
          minDate={EARLIEST_BIRTH_DATE}
          maxDate={today}
          value={picked}
          onChange={(date) => {
            if (date) onChange(formatDate(date, language))
            close()
          }}
        />
      </Popover.Dropdown>
    </Popover>
  )
})
