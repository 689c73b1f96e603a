import type { ReservationSummary, StayPaymentMethod } from '@innkeep/contract'
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ReservationAction } from '../../api/reservations.ts'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { BalanceText } from '../../components/payments/balance-text.tsx'
import { PaidBadge, StatusBadge } from '../../components/reservation-status.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { RowActions } from './row-actions.tsx'

export type ReceptionList = 'arrivals' | 'departures' | 'inHouse'

interface Props {
  slug: string
  list: ReceptionList
  /** The day the lists are of. */
  date: string
  reservation: ReservationSummary
  selected: boolean
  canWrite: boolean
  busy: ReservationAction | null
  onAction: (action: ReservationAction, method?: StayPaymentMethod) => void
  onSelect: () => void
}

/** Which one-click step a row offers: arrivals check in, guests in the house check out. */
function stepOf(list: ReceptionList, status: ReservationSummary['status']): 'checkIn' | 'checkOut' | null {
  if ((status === 'REQUESTED' || status === 'CONFIRMED') && list !== 'departures') return 'checkIn'
  if (status === 'CHECKED_IN') return 'checkOut'
  return null
}

function Badges({ r }: { r: ReservationSummary }) {
  return (
    <Group gap={4}>
      <StatusBadge status={r.status} tt="none" />
      <PaidBadge paid={r.paid} tt="none" />
      <BalanceText balance={r.balance} currency={r.currency} size="xs" />
    </Group>
  )
}

export function ReceptionRow(props: Props) {
  const { slug, list, date, reservation: r, selected, canWrite, busy, onAction, onSelect } = props
  const { t } = useTranslation()
  const format = useFormat()
  const row = useRef<HTMLTableRowElement>(null)
  useEffect(() => {
    if (selected) row.current?.scrollIntoView({ block: 'nearest' })
  }, [selected])
  const step = canWrite ? stepOf(list, r.status) : null
  const phone = r.contactPhone ? (
    <Anchor href={`tel:${r.contactPhone.replace(/\s/g, '')}`}>{r.contactPhone}</Anchor>
  ) : null
  return (
    <Table.Tr
      ref={row}
      data-selected={selected || undefined}
      bg={selected ? 'var(--mantine-color-blue-light)' : undefined}
      onClick={onSelect}
      data-testid="reception-row"
    >
      <Table.Td fw={600}>{r.resourceName}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/${slug}/reservations/${r.id}`} fw={600}>
          {r.contactName}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {r.code} · {format.dayMonth(r.since)} – {format.dayMonth(r.till)}
        </Text>
        {list === 'departures' && r.till < date ? (
          <Badge color="red" variant="light" tt="none" data-testid="reception-overdue">
            {t('reception.overdue', { date: format.date(r.till) })}
          </Badge>
        ) : null}
        <LabelChips labels={r.labels} />
        <Stack gap={4} mt={4} hiddenFrom="sm">
          {phone}
          <Badges r={r} />
          <RowActions step={step} paid={r.paid || !canWrite} busy={busy} onAction={onAction} />
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {phone ?? '—'}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="center">
        {r.guestsTotal}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Badges r={r} />
      </Table.Td>
      <Table.Td className="no-print" visibleFrom="sm">
        <RowActions step={step} paid={r.paid || !canWrite} busy={busy} onAction={onAction} />
      </Table.Td>
    </Table.Tr>
  )
}
