import { type Reservation, ReservationStatus } from '@innkeep/contract'
import { Anchor, Badge, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useStayAccount } from '../../api/stay-accounts.ts'
import { StatusBadge } from '../../components/reservation-status.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/**
 * The rooms of a booking made for several (one account, one invoice, one guest link): each with its
 * code, room, dates and state, linking to its detail; the room shown is marked. Nothing for one room.
 */
export function BookingRoomsCard({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation()
  const format = useFormat()
  const account = useStayAccount(slug, reservation.id)
  const stays = account.data?.stays ?? []
  if (stays.length < 2) return null
  return (
    <SectionCard title={t('detail.rooms')} lead={t('detail.roomsLead', { count: stays.length })}>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" fz="sm" data-testid="booking-rooms">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.roomCode')}</Table.Th>
              <Table.Th>{t('stay.resource')}</Table.Th>
              <Table.Th>{t('detail.dates')}</Table.Th>
              <Table.Th>{t('detail.roomStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stays.map((stay) => {
              const current = stay.id === reservation.id
              const status = ReservationStatus.safeParse(stay.status)
              return (
                <Table.Tr key={stay.id} data-testid="booking-room" aria-current={current || undefined}>
                  <Table.Td>
                    {current ? (
                      <Group gap={4} wrap="wrap">
                        <Text fw={700} size="sm">
                          {stay.code}
                        </Text>
                        <Badge size="xs" variant="outline">
                          {t('detail.roomShown')}
                        </Badge>
                      </Group>
                    ) : (
                      <Anchor component={Link} to={`/${slug}/reservations/${stay.id}`} size="sm" fw={600}>
                        {stay.code}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>{stay.resourceName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.stay(stay.since, stay.till)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {status.success ? <StatusBadge status={status.data} size="sm" /> : stay.status}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  )
}
