import type { Ticket } from '@innkeep/contract'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useBumpTicket, useReturnTicket, useStationBoard } from '../../api/stations.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import classes from './station.module.css'
import { DoneTicket, OpenTicket } from './station-ticket.tsx'

/**
 * `/waiter/station/:id`: the kitchen's or the bar's screen. Open tickets oldest first, each bumped
 * with Hotovo or printed on the 80 mm printer; the last ones done below, with Vrátit. Read every 5 s.
 */
export function StationPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const board = useStationBoard(id)
  const bump = useBumpTicket()
  const giveBack = useReturnTicket()
  const [busy, setBusy] = useState<string | null>(null)
  const [printing, setPrinting] = useState<string | null>(null)

  if (board.isPending) return <PageSkeleton rows={6} />
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />
  if (!board.data)
    return (
      <EmptyState title={t('waiter.station.notFound')}>
        <Link to="/waiter">{t('waiter.nav.backToTables')}</Link>
      </EmptyState>
    )
  const { station, open, done, now } = board.data

  const mark = async (ticket: Ticket, action: typeof bump) => {
    setBusy(ticket.id)
    try {
      // the mutation marks the board stale: it is read again at once
      await action.run({ params: { id: ticket.id } })
    } finally {
      setBusy(null)
    }
  }
  // the browser prints what is on screen: for a moment, only this ticket is (station.module.css)
  const print = (ticket: Ticket) => {
    flushSync(() => setPrinting(ticket.id))
    window.print()
    setPrinting(null)
  }

  return (
    <Stack gap="lg" className={classes.board} data-printing={printing ? true : undefined}>
      <Group justify="space-between" align="baseline" gap="xs" className="no-print">
        <Title order={1} size="h2">
          {station.name}
        </Title>
        <Badge size="xl" variant="light" color={open.length ? 'orange' : 'gray'}>
          {t('waiter.station.openCount', { count: open.length })}
        </Badge>
      </Group>
      {open.length === 0 ? (
        <div className="no-print">
          <EmptyState title={t('waiter.station.empty')}>{t('waiter.station.emptyHint')}</EmptyState>
        </div>
      ) : (
        <section className={classes.tickets} aria-label={t('waiter.station.openTitle')}>
          {open.map((ticket) => (
            <OpenTicket
              key={ticket.id}
              ticket={ticket}
              now={now}
              printing={printing === ticket.id}
              busy={busy === ticket.id}
              onDone={() => void mark(ticket, bump)}
              onPrint={() => print(ticket)}
            />
          ))}
        </section>
      )}
      {done.length > 0 ? (
        <Stack gap="xs" component="section" aria-label={t('waiter.station.doneTitle')} className={classes.doneList}>
          <Text fw={600} c="dimmed" tt="uppercase" size="sm">
            {t('waiter.station.doneTitle')}
          </Text>
          {done.map((ticket) => (
            <DoneTicket
              key={ticket.id}
              ticket={ticket}
              busy={busy === ticket.id}
              onReturn={() => void mark(ticket, giveBack)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}
