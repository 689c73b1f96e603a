import type { Ticket } from '@innkeep/contract'
import { Badge, Button, Group } from '@mantine/core'
import { IconArrowBackUp, IconCheck, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './station.module.css'
import { ageTone, lineName, lineText, minutesSince } from './station-lines.ts'

/** The lines of a ticket, large; a taken-back line says ZRUŠENO. */
function Lines({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation()
  return (
    <ul className={classes.lines}>
      {ticket.lines.map((line) => (
        <li
          // one ticket names an order line once (tickets.service writes a line per order line and station)
          key={line.orderItemId}
          className={classes.line}
          data-cancelled={line.count < 0 || undefined}
        >
          {line.count < 0 ? <span className={classes.cancelled}>{t('waiter.station.cancelled')}</span> : null}
          {lineName(line)}
          {line.note ? (
            <>
              {' – '}
              {/* the note marked as with a highlighter: "bez cibule" is what the cook must not miss */}
              <span className={classes.note}>{line.note}</span>
            </>
          ) : null}
          {line.course === 'LATER' ? (
            <Badge ml="xs" variant="light" color="grape" size="lg" className="no-print">
              {t('waiter.station.laterCourse')}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** An open ticket: the table, how long it waits, what to prepare, and the big Hotovo. */
export function OpenTicket(props: {
  ticket: Ticket
  now: string
  printing: boolean
  busy: boolean
  onDone: () => void
  onPrint: () => void
}) {
  const { ticket, now, printing, busy, onDone, onPrint } = props
  const { t } = useTranslation()
  const format = useFormat()
  const minutes = minutesSince(ticket.createdAt, now)
  return (
    <article
      className={classes.ticket}
      data-tone={ageTone(minutes)}
      data-print={printing || undefined}
      data-testid="station-ticket"
      aria-label={t('waiter.station.ticketOf', { table: ticket.tableName })}
    >
      <div className={classes.head}>
        <span className={classes.table}>{t('waiter.tables.table', { name: ticket.tableName })}</span>
        <span className={classes.age} title={t('waiter.station.waiting')}>
          {t('waiter.station.minutes', { minutes })}
        </span>
      </div>
      <Lines ticket={ticket} />
      <div className={classes.meta}>
        {t('waiter.station.ordered', { time: format.time(ticket.createdAt), waiter: ticket.createdBy })}
      </div>
      <Group gap="xs" wrap="nowrap" className="no-print">
        <Button size="xl" color="green" leftSection={<IconCheck />} onClick={onDone} loading={busy} style={{ flex: 1 }}>
          {t('waiter.station.done')}
        </Button>
        <Button
          size="xl"
          variant="default"
          onClick={onPrint}
          aria-label={t('waiter.station.print', { table: ticket.tableName })}
        >
          <IconPrinter />
        </Button>
      </Group>
    </article>
  )
}

/** A ticket done a while ago, in one row, with Vrátit for a bump by mistake. */
export function DoneTicket({ ticket, busy, onReturn }: { ticket: Ticket; busy: boolean; onReturn: () => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <div className={classes.done} data-testid="station-done">
      <div className={classes.doneText}>
        <strong>{t('waiter.tables.table', { name: ticket.tableName })}</strong>
        {' · '}
        {ticket.lines.map(lineText).join(', ')}
        {ticket.doneAt ? ` · ${t('waiter.station.doneAt', { time: format.time(ticket.doneAt) })}` : ''}
      </div>
      <Button
        size="md"
        variant="light"
        leftSection={<IconArrowBackUp />}
        onClick={onReturn}
        loading={busy}
        aria-label={t('waiter.station.return', { table: ticket.tableName })}
      >
        {t('waiter.station.returnShort')}
      </Button>
    </div>
  )
}
