import type { ReservationSummary, StayPaymentMethod } from '@innkeep/contract'
import { Badge, Group, Paper, Stack, Table, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReservationAction } from '../../api/reservations.ts'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { type ReceptionList, ReceptionRow } from './reception-row.tsx'

interface Props {
  slug: string
  list: ReceptionList
  /** The day the lists are of. */
  date: string
  reservations: ReservationSummary[]
  /** Index of this section's first row in the page's keyboard order. */
  offset: number
  selected: number
  canWrite: boolean
  pending: { action: ReservationAction; id: string } | null
  empty: { title: string; hint: ReactNode }
  onAction: (action: ReservationAction, reservation: ReservationSummary, method?: StayPaymentMethod) => void
  onSelect: (index: number) => void
}

/** Příjezdy, odjezdy or ubytovaní: a titled table with the count, or what to do when it is empty. */
export function ReceptionSection(props: Props) {
  const { t } = useTranslation()
  const { slug, list, reservations, offset, selected, canWrite, pending } = props
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={`reception-${list}`}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={`reception-${list}`}>
            {t(`reception.${list}`)}
          </Title>
          <Badge variant="light" color="gray">
            {reservations.length}
          </Badge>
        </Group>
        <DataTable
          items={reservations}
          minWidth={320}
          verticalSpacing="xs"
          highlightOnHover
          empty={<EmptyState title={props.empty.title}>{props.empty.hint}</EmptyState>}
          columns={
            <>
              <Table.Th>{t('reception.room')}</Table.Th>
              <Table.Th>{t('reception.guest')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('contact.phone')}</Table.Th>
              <Table.Th visibleFrom="sm" ta="center">
                {t('reception.guests')}
              </Table.Th>
              <Table.Th visibleFrom="sm">{t('reception.state')}</Table.Th>
            </>
          }
          actions={{ className: 'no-print', visibleFrom: 'sm' }}
        >
          {(reservation, i) => (
            <ReceptionRow
              key={reservation.id}
              slug={slug}
              list={list}
              date={props.date}
              reservation={reservation}
              selected={selected === offset + i}
              canWrite={canWrite}
              busy={pending?.id === reservation.id ? pending.action : null}
              onAction={(action, method) => props.onAction(action, reservation, method)}
              onSelect={() => props.onSelect(offset + i)}
            />
          )}
        </DataTable>
      </Stack>
    </Paper>
  )
}
