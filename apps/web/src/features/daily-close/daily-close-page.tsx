import type { DailyClose } from '@innkeep/contract'
import { Grid, Paper, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { downloadDailyClosePdf, useDailyClose } from '../../api/daily-close.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { PdfDownloadButton } from '../../components/pdf-download-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { CloseDayPicker } from './close-day-picker.tsx'
import { CloseFigures } from './close-figures.tsx'
import { ClosePayments } from './close-payments.tsx'
import { ClosePeople } from './close-people.tsx'
import { CloseRegisters } from './close-registers.tsx'
import { useCloseDate } from './use-close-date.ts'

function CloseBody({ close, slug, timeZone }: { close: DailyClose; slug: string; timeZone: string }) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  if (close.payments.length === 0)
    return (
      <>
        <Paper withBorder radius="lg" p="md">
          <EmptyState title={t('dailyClose.empty')}>{t('dailyClose.emptyHint')}</EmptyState>
        </Paper>
        <CloseRegisters registers={close.cashRegisters} />
      </>
    )
  return (
    <>
      <CloseFigures close={close} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ClosePeople close={close} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CloseRegisters registers={close.cashRegisters} />
        </Grid.Col>
      </Grid>
      <ClosePayments close={close} slug={slug} timeZone={timeZone} linkStays={may('accommodation.read')} />
    </>
  )
}

/** `/:slugs/reports/daily-close?date=`: Uzávěrka dne — what reception and the restaurant took, and as a PDF. */
export function DailyClosePage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const format = useFormat(timeZone)
  const today = todayIn(timeZone)
  const { date, setDate } = useCloseDate(today)
  const close = useDailyClose(slugs, date)
  return (
    <Stack gap="md">
      <PageHeader
        title={t('dailyClose.title')}
        lead={t('dailyClose.lead')}
        actions={
          <PdfDownloadButton
            label={t('dailyClose.pdf')}
            failedTitle={t('dailyClose.pdfFailed')}
            download={() => downloadDailyClosePdf(slugs, date)}
          />
        }
      />
      <CloseDayPicker date={date} today={today} onChange={setDate} />
      <Title order={2} size="h3" data-testid="close-day">
        {`${format.weekday(date)} ${format.date(date)}`}
      </Title>
      {close.isPending ? (
        <PageSkeleton rows={6} />
      ) : close.error || !close.data ? (
        <ErrorState error={close.error} onRetry={() => void close.refetch()} />
      ) : (
        <CloseBody close={close.data} slug={slugs} timeZone={timeZone} />
      )}
    </Stack>
  )
}
