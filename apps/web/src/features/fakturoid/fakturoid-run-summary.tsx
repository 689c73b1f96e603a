import type { FakturoidRun } from '@innkeep/contract'
import { Alert, Group, Loader, Progress, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

/** The last sync of a kind: progress with counts while it runs, the result once done, why it waits or failed. */
export function FakturoidRunSummary({ run, timeZone }: { run: FakturoidRun | null; timeZone: string }) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  if (!run)
    return (
      <Text size="sm" c="dimmed" data-testid="fakturoid-run">
        {t('fakturoid.run.never')}
      </Text>
    )
  const done = run.sent + run.unchanged + run.failed
  const counts = { sent: run.sent, unchanged: run.unchanged, failed: run.failed }
  const problem = run.problem ? t(`fakturoid.problem.${run.problem}`) : null
  if (run.state === 'QUEUED' || run.state === 'RUNNING')
    return (
      <Stack gap={6} data-testid="fakturoid-run" data-state={run.state} aria-live="polite">
        <Group gap={6} wrap="nowrap">
          <Loader size={14} />
          <Text size="sm">{t(`fakturoid.run.${run.state}`, { done, total: run.total })}</Text>
        </Group>
        <Progress
          value={run.total > 0 ? (done / run.total) * 100 : 0}
          aria-label={t('fakturoid.run.progress')}
          size="sm"
        />
        {problem ? (
          <Text size="sm" c="orange">
            {problem}
            {run.resumesAt ? ` ${t('fakturoid.run.resumes', { when: format.time(run.resumesAt) })}` : ''}
          </Text>
        ) : null}
      </Stack>
    )
  if (run.state === 'FAILED')
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="fakturoid-run" data-state="FAILED">
        {t('fakturoid.run.FAILED', { when: format.dateTime(run.finishedAt ?? run.requestedAt), ...counts })} {problem}
      </Alert>
    )
  return (
    <Group gap={6} wrap="nowrap" data-testid="fakturoid-run" data-state="DONE">
      <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('fakturoid.run.DONE', { when: format.dateTime(run.finishedAt ?? run.requestedAt), ...counts })}
      </Text>
    </Group>
  )
}
