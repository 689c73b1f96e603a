import type { Reservation } from '@innkeep/contract'
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { GUEST_CATEGORIES } from './stay-form-values.ts'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  )
}

interface Props {
  reservation: Reservation
  onEdit: (() => void) | null
  /** Books another room into this booking (its account); null where that may not be done. */
  onAddRoom: (() => void) | null
}

/** Room, dates, guests, contact and note of a reservation; "Upravit" opens the edit dialog. */
export function StayCard({ reservation, onEdit, onAddRoom }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const { contact } = reservation
  const counts = GUEST_CATEGORIES.filter((c) => (reservation.guestCounts[c] ?? 0) > 0)
    .map((c) => `${reservation.guestCounts[c]} × ${t(`guestCategories.${c}`)}`)
    .join(', ')
  return (
    <SectionCard title={t('detail.stay')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Fact label={t('stay.resource')}>{reservation.resourceName}</Fact>
        <Fact label={t('detail.dates')}>
          {format.stay(reservation.since, reservation.till)}{' '}
          <Text span c="dimmed" size="sm">
            ({t('detail.nights', { count: daysBetween(reservation.since, reservation.till) })})
          </Text>
        </Fact>
        <Fact label={t('stay.guests')}>{counts || '—'}</Fact>
        <Fact label={t('reservationSearch.filter.source')}>{t(`reservationSearch.sources.${reservation.source}`)}</Fact>
        <Fact label={t('contact.name')}>{contact.name}</Fact>
        <Fact label={t('contact.email')}>
          {contact.email ? <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> : '—'}
        </Fact>
        <Fact label={t('contact.phone')}>
          {contact.phone ? <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor> : '—'}
        </Fact>
      </SimpleGrid>
      {reservation.note ? <Fact label={t('contact.note')}>{reservation.note}</Fact> : null}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('detail.createdAt', { when: format.dateTime(reservation.createdAt) })}
          {reservation.checkedInAt
            ? ` · ${t('detail.checkedInAt', { when: format.dateTime(reservation.checkedInAt) })}`
            : ''}
          {reservation.checkedOutAt
            ? ` · ${t('detail.checkedOutAt', { when: format.dateTime(reservation.checkedOutAt) })}`
            : ''}
        </Text>
        <Group gap="xs">
          {onAddRoom ? (
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAddRoom}>
              {t('detail.addRoom')}
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {t('detail.edit')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </SectionCard>
  )
}
