import { Button, Group, Kbd, TextInput } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { StepButton } from '../../components/step-button.tsx'
import { addDays } from '../../lib/local-date.ts'

interface Props {
  date: string
  today: string
  search: string
  searchRef: RefObject<HTMLInputElement | null>
  onDate: (date: string) => void
  onSearch: (text: string) => void
}

/** The day shown (arrows ±1 day, today) and the search field that `/` focuses. */
export function ReceptionToolbar({ date, today, search, searchRef, onDate, onSearch }: Props) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" gap="sm" className="no-print">
      <Group gap={6} wrap="nowrap">
        <StepButton label={t('reception.previousDay')} onClick={() => onDate(addDays(date, -1))}>
          <IconChevronLeft size={18} />
        </StepButton>
        <LocalDateInput
          aria-label={t('reception.date')}
          value={date}
          onChange={(value) => value && onDate(value)}
          w={150}
        />
        <StepButton label={t('reception.nextDay')} onClick={() => onDate(addDays(date, 1))}>
          <IconChevronRight size={18} />
        </StepButton>
        {date === today ? null : (
          <Button variant="default" onClick={() => onDate(today)}>
            {t('timeline.today')}
          </Button>
        )}
      </Group>
      <TextInput
        ref={searchRef}
        aria-label={t('reception.search')}
        placeholder={t('reception.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">/</Kbd>}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
    </Group>
  )
}
