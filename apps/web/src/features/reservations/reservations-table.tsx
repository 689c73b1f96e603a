import type { ReservationSearchRow, ReservationSort } from '@innkeep/contract'
import { Anchor, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '../../components/data-table.tsx'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { BalanceText } from '../../components/payments/balance-text.tsx'
import { PaidBadge, StatusBadge } from '../../components/reservation-status.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './reservations.module.css'

interface Props {
  slug: string
  rows: ReservationSearchRow[]
  sort: ReservationSort
  direction: 'asc' | 'desc'
  onSort: (sort: ReservationSort) => void
  empty: ReactNode
}

interface HeaderProps {
  column: ReservationSort
  label: string
  sort: ReservationSort
  direction: 'asc' | 'desc'
  onSort: (sort: ReservationSort) => void
  align?: 'right'
  w?: number
}

function SortHeader({ column, label, sort, direction, onSort, align, w }: HeaderProps) {
  const active = sort === column
  const Icon = !active ? IconSelector : direction === 'asc' ? IconArrowUp : IconArrowDown
  return (
    <Table.Th
      w={w}
      ta={align}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={classes.nowrap}
    >
      <UnstyledButton className={classes.sort} onClick={() => onSort(column)} data-active={active || undefined}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}

/** One stay a row; its code is the link that opens the reservation (Tab or the arrows reach it). */
export function ReservationsTable({ slug, rows, sort, direction, onSort, empty }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const header = { sort, direction, onSort }
  return (
    <DataTable
      items={rows}
      minWidth={1110}
      verticalSpacing="xs"
      highlightOnHover
      empty={empty}
      columns={
        <>
          <SortHeader column="code" label={t('reservationSearch.columns.code')} w={100} {...header} />
          <SortHeader column="contactName" label={t('reservationSearch.columns.contact')} {...header} />
          <Table.Th>{t('reservationSearch.columns.place')}</Table.Th>
          <SortHeader column="since" label={t('reservationSearch.columns.since')} w={120} {...header} />
          <SortHeader column="till" label={t('reservationSearch.columns.till')} w={120} {...header} />
          <Table.Th w={130}>{t('reservationSearch.columns.status')}</Table.Th>
          <Table.Th w={110}>{t('reservationSearch.columns.source')}</Table.Th>
          <SortHeader column="total" label={t('reservationSearch.columns.total')} w={130} align="right" {...header} />
          <Table.Th w={150}>{t('reservationSearch.columns.payment')}</Table.Th>
        </>
      }
    >
      {(row) => (
        <Table.Tr
          key={row.id}
          className={row.status === 'CANCELED' ? `${classes.row} ${classes.canceled}` : classes.row}
          data-testid="reservation-row"
        >
          <Table.Td className={classes.nowrap}>
            <Anchor
              component={Link}
              to={`/${slug}/reservations/${row.id}`}
              data-row-open
              fw={600}
              size="sm"
              ff="monospace"
              className={classes.open}
            >
              {row.code}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={500}>
              {row.contactName}
            </Text>
            {row.contactEmail || row.contactPhone ? (
              <Text size="xs" c="dimmed">
                {[row.contactPhone, row.contactEmail].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
            {row.guestNames && row.guestNames !== row.contactName ? (
              <Text size="xs" c="dimmed">
                {t('reservationSearch.guestNames', { names: row.guestNames, count: row.guestsTotal })}
              </Text>
            ) : null}
            <LabelChips labels={row.labels} />
          </Table.Td>
          <Table.Td>{row.resourceName}</Table.Td>
          <Table.Td className={classes.nowrap}>{format.date(row.since)}</Table.Td>
          <Table.Td className={classes.nowrap}>{format.date(row.till)}</Table.Td>
          <Table.Td>
            <StatusBadge status={row.status} miw="max-content" />
          </Table.Td>
          <Table.Td className={classes.nowrap}>{t(`reservationSearch.sources.${row.source}`)}</Table.Td>
          <Table.Td ta="right" className={`${classes.nowrap} ${classes.figures}`}>
            {format.money(row.total, row.currency)}
          </Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              {row.status === 'CANCELED' ? null : <PaidBadge paid={row.paid} miw="max-content" />}
              <BalanceText balance={row.balance} currency={row.currency} size="xs" />
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  )
}
