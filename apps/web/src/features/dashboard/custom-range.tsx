import { Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'

/** The first and the last day of a period typed in (both included); loaded only when chosen. */
export function CustomRange(props: {
  from: string
  to: string
  onChange: (range: { from: string; to: string }) => void
}) {
  const { t } = useTranslation()
  const { from, to, onChange } = props
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <LocalDateInput
        label={t('dashboard.period.from')}
        value={from || null}
        onChange={(value) => onChange({ from: value ?? '', to })}
        w={150}
        data-testid="dashboard-from"
      />
      <LocalDateInput
        label={t('dashboard.period.to')}
        value={to || null}
        onChange={(value) => onChange({ from, to: value ?? '' })}
        w={150}
        data-testid="dashboard-to"
      />
    </Group>
  )
}
