import type { ResourceReport } from '@innkeep/contract'
import { Group, Paper, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

/** One figure of a report: a small caps label over the number. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  )
}

/** The month at a glance: occupancy as a ring, nights, guest-nights, revenue and the local fee. */
export function ReportSummary({ report }: { report: ResourceReport }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { totals } = report
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <Paper withBorder radius="md" p="xs">
        <Group gap="xs" wrap="nowrap">
          <RingProgress
            size={64}
            thickness={7}
            roundCaps
            sections={[{ value: Math.min(totals.occupancyPercent, 100), color: 'blue' }]}
            aria-hidden
          />
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('report.occupancy')}
            </Text>
            <Text fw={700} size="lg" data-testid="report-occupancy">
              {format.percent(totals.occupancyPercent)}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Stat label={t('report.nights')} value={`${totals.occupiedNights} / ${totals.availableNights}`} />
      <Stat label={t('report.guestNights')} value={String(totals.guestNights)} />
      <Stat label={t('report.revenue')} value={format.money(totals.revenue, report.currency)} />
      <Stat label={t('report.localFee')} value={format.money(totals.localFee, report.currency)} />
    </SimpleGrid>
  )
}
