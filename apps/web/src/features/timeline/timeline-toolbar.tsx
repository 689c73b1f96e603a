import { Button, Group, Select, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LabelFilter } from '../../components/labels/label-filter.tsx'
import { StepButton } from '../../components/step-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { addDays } from '../../lib/local-date.ts'

interface Props {
  slug: string
  /** Only the stays carrying any of these labels. */
  labels: string[]
  onLabels: (labels: string[]) => void
  from: string
  till: string
  group: string
  groups: { id: string; name: string }[]
  onGroup: (group: string) => void
  onShift: (step: 'week' | 'month', direction: 1 | -1) => void
  onToday: () => void
}

/** Group and label filters, and moving through time: month and week back and forth, and today. */
export function TimelineToolbar(props: Props) {
  const { slug, labels, onLabels, from, till, group, groups, onGroup, onShift, onToday } = props
  const { t } = useTranslation()
  const format = useFormat()
  const options = [
    { value: 'all', label: t('timeline.allGroups') },
    ...groups.map((g) => ({ value: g.id, label: g.name })),
  ]
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Select
          aria-label={t('timeline.group')}
          data={options}
          value={group}
          onChange={(value) => onGroup(value ?? 'all')}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <LabelFilter slug={slug} value={labels} onChange={onLabels} w={{ base: '100%', xs: 240 }} />
      </Group>
      <Group gap={6} wrap="nowrap">
        <StepButton label={t('timeline.previousMonth')} onClick={() => onShift('month', -1)}>
          <IconChevronsLeft size={18} />
        </StepButton>
        <StepButton label={t('timeline.previousWeek')} onClick={() => onShift('week', -1)}>
          <IconChevronLeft size={18} />
        </StepButton>
        <Button variant="default" onClick={onToday}>
          {t('timeline.today')}
        </Button>
        <StepButton label={t('timeline.nextWeek')} onClick={() => onShift('week', 1)}>
          <IconChevronRight size={18} />
        </StepButton>
        <StepButton label={t('timeline.nextMonth')} onClick={() => onShift('month', 1)}>
          <IconChevronsRight size={18} />
        </StepButton>
        <Text size="sm" c="dimmed" visibleFrom="md" data-testid="timeline-range">
          {format.stay(from, addDays(till, -1))}
        </Text>
      </Group>
    </Group>
  )
}
