import { Group, Select } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { type PeriodChoice, PRESETS, type Preset } from './dashboard-period.ts'

// the date inputs carry the date library: the home page loads them only when a period is typed in
const CustomRange = lazy(async () => ({ default: (await import('./custom-range.tsx')).CustomRange }))

/** The period of the charts: this month, last month, this quarter, this year, the last 12 months or typed in. */
export function PeriodPicker({ choice, onChange }: { choice: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  const { t } = useTranslation()
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('dashboard.period.label')}
        value={choice.preset}
        onChange={(value) => value && onChange({ ...choice, preset: value as Preset })}
        allowDeselect={false}
        data={PRESETS.map((preset) => ({ value: preset, label: t(`dashboard.period.${preset}`) }))}
        w={200}
        data-testid="dashboard-period"
      />
      {choice.preset === 'custom' ? (
        <Suspense fallback={null}>
          <CustomRange from={choice.from} to={choice.to} onChange={(range) => onChange({ ...choice, ...range })} />
        </Suspense>
      ) : null}
    </Group>
  )
}
