import type { Dashboard, Permission } from '@innkeep/contract'
import { Alert, Anchor, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { useDashboard } from '../../api/dashboard.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { addDays, todayIn } from '../../lib/local-date.ts'
import { customProblem, type PeriodChoice, periodOf, readPeriodChoice, wholeMonth } from './dashboard-period.ts'
import { MoneyTiles, TodayTiles } from './dashboard-tiles.tsx'
import { MoneyChart, MoneyLegend } from './money-chart.tsx'
import { OccupancyChart, OccupancyLegend } from './occupancy-chart.tsx'
import { PeriodPicker } from './period-picker.tsx'

interface ScreenLink {
  to: string
  label: string
  permission: Permission
}

/** A chart with links to the screens behind it that the role may open. */
function ChartCard(props: { title: string; links: ScreenLink[]; children: ReactNode; testId: string }) {
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  return (
    <Paper withBorder radius="lg" p="md" data-testid={props.testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {props.title}
          </Title>
          <Group gap="sm">
            {props.links
              .filter((link) => may(link.permission))
              .map((link) => (
                <Anchor key={link.to} component={Link} to={`/${slugs}/${link.to}`} size="sm">
                  {link.label}
                </Anchor>
              ))}
          </Group>
        </Group>
        {props.children}
      </Stack>
    </Paper>
  )
}

function Charts({ data }: { data: Dashboard }) {
  const { t } = useTranslation()
  const { occupancy, revenue } = data
  if (!occupancy && !revenue) return null
  const hasUnits = occupancy && occupancy.rooms.units + occupancy.places.units > 0
  return (
    <SimpleGrid cols={{ base: 1, md: occupancy && revenue ? 2 : 1 }} spacing="md">
      {occupancy ? (
        <ChartCard
          title={t('dashboard.occupancy.title')}
          testId="dashboard-occupancy"
          links={[
            { to: 'timeline', label: t('dashboard.occupancy.timeline'), permission: 'accommodation.read' },
            { to: 'reports/occupancy', label: t('dashboard.occupancy.report'), permission: 'reports.read' },
          ]}
        >
          {hasUnits ? (
            <>
              <OccupancyLegend occupancy={occupancy} />
              <OccupancyChart occupancy={occupancy} today={data.today} />
            </>
          ) : (
            <EmptyState title={t('dashboard.occupancy.noUnits')}>{t('dashboard.occupancy.noUnitsText')}</EmptyState>
          )}
        </ChartCard>
      ) : null}
      {revenue ? (
        <ChartCard
          title={t('dashboard.money.title')}
          testId="dashboard-money"
          links={[
            { to: 'invoices', label: t('dashboard.money.invoices'), permission: 'money.read' },
            { to: 'expenses', label: t('dashboard.money.expensesLink'), permission: 'money.read' },
          ]}
        >
          <MoneyLegend revenue={revenue} />
          <MoneyChart revenue={revenue} />
          <Text size="xs" c="dimmed">
            {t('dashboard.money.note')}
            {revenue.withoutRate > 0 ? ` ${t('dashboard.money.withoutRate', { count: revenue.withoutRate })}` : ''}
          </Text>
        </ChartCard>
      ) : null}
    </SimpleGrid>
  )
}

function Figures({ data, slugs }: { data: Dashboard; slugs: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('dashboard.today', { date: format.date(data.today) })}
        </Title>
        <TodayTiles data={data} slugs={slugs} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('dashboard.periodTitle', {
            period: wholeMonth(data) ? format.monthYear(data.from) : format.stay(data.from, addDays(data.till, -1)),
          })}
        </Title>
        <Charts data={data} />
      </Stack>
      {data.invoices || data.bank ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('dashboard.moneyToday')}
          </Title>
          <MoneyTiles data={data} slugs={slugs} />
        </Stack>
      ) : null}
    </Stack>
  )
}

/**
 * The owner's overview at the top of the home page: today's work, occupancy and revenue against
 * expenses over a chosen period, money owed and held. Every figure links to its screen. The period
 * lives in the address (`?period=year`), so going back keeps it.
 */
export function DashboardPanel() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const [params, setParams] = useSearchParams()
  const choice = readPeriodChoice(params)
  const period = periodOf(choice, todayIn(timeZone))
  const query = useDashboard(slugs, period)
  const problem = customProblem(choice)
  const choose = (next: PeriodChoice) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current)
        out.set('period', next.preset)
        for (const key of ['from', 'to'] as const) {
          if (next.preset === 'custom' && next[key]) out.set(key, next[key])
          else out.delete(key)
        }
        return out
      },
      { replace: true },
    )
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-title" data-testid="dashboard">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={2} id="dashboard-title">
          {t('dashboard.title')}
        </Title>
        <PeriodPicker choice={choice} onChange={choose} />
      </Group>
      {problem ? (
        <Alert color="orange" variant="light">
          {t(problem)}
        </Alert>
      ) : null}
      {!period ? null : query.isPending ? (
        <Stack gap="sm" aria-busy>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={92} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : query.error || !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Box opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
          <Figures data={query.data} slugs={slugs} />
        </Box>
      )}
    </Stack>
  )
}
