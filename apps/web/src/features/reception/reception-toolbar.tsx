import { ActionIcon, Button, Group, Kbd, TextInput, Tooltip } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
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
        <Tooltip label={t('reception.previousDay')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onDate(addDays(date, -1))}
            aria-label={t('reception.previousDay')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <LocalDateInput
          aria-label={t('reception.date')}
          value={date}
          onChange={(value) => value && onDate(value)}
          w={150}
        />
        <Tooltip label={t('reception.nextDay')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onDate(addDays(date, 1))}
            aria-label={t('reception.nextDay')}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Tooltip>
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
