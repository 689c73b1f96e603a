import { Button, Group } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { addDays } from '../../lib/local-date.ts'

interface Props {
  date: string
  today: string
  /** null: back to today. */
  onChange: (date: string | null) => void
}

/** The day of the close: arrows a day back and forth, a picker with typing, never a day after today. */
export function CloseDayPicker({ date, today, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <Group gap={6} wrap="wrap" className="no-print">
      <Group gap={6} wrap="nowrap">
        <IconButton
          label={t('dailyClose.previousDay')}
          variant="default"
          size="lg"
          onClick={() => onChange(addDays(date, -1))}
        >
          <IconChevronLeft size={18} />
        </IconButton>
        <LocalDateInput
          aria-label={t('dailyClose.date')}
          value={date}
          onChange={(value) => value && onChange(value)}
          maxDate={today}
          w={170}
        />
        <IconButton
          label={t('dailyClose.nextDay')}
          variant="default"
          size="lg"
          disabled={date >= today}
          onClick={() => onChange(addDays(date, 1))}
        >
          <IconChevronRight size={18} />
        </IconButton>
      </Group>
      <Button variant="subtle" disabled={date === today} onClick={() => onChange(null)}>
        {t('dailyClose.today')}
      </Button>
    </Group>
  )
}
