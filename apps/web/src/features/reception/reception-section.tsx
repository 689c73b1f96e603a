import type { ReservationSummary } from '@innkeep/contract'
import { Badge, Group, Paper, Stack, Table, Title, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReservationAction } from '../../api/reservations.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { type ReceptionList, ReceptionRow } from './reception-row.tsx'

interface Props {
  slug: string
  list: ReceptionList
  reservations: ReservationSummary[]
  /** Index of this section's first row in the page's keyboard order. */
  offset: number
  selected: number
  canWrite: boolean
  pending: { action: ReservationAction; id: string } | null
  empty: { title: string; hint: ReactNode }
  onAction: (action: ReservationAction, reservation: ReservationSummary) => void
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
        {reservations.length === 0 ? (
          <EmptyState title={props.empty.title}>{props.empty.hint}</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reception.room')}</Table.Th>
                  <Table.Th>{t('reception.guest')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('contact.phone')}</Table.Th>
                  <Table.Th visibleFrom="sm" ta="center">
                    {t('reception.guests')}
                  </Table.Th>
                  <Table.Th visibleFrom="sm">{t('reception.state')}</Table.Th>
                  <Table.Th className="no-print" visibleFrom="sm">
                    <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reservations.map((reservation, i) => (
                  <ReceptionRow
                    key={reservation.id}
                    slug={slug}
                    list={list}
                    reservation={reservation}
                    selected={selected === offset + i}
                    canWrite={canWrite}
                    busy={pending?.id === reservation.id ? pending.action : null}
                    onAction={(action) => props.onAction(action, reservation)}
                    onSelect={() => props.onSelect(offset + i)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  )
}
