import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconArrowLeft } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useReservation } from '../../api/reservations.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { HistoryPanel } from '../../components/activity/history-panel.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { LabelPicker } from '../../components/labels/label-picker.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { BalanceText } from '../../components/payments/balance-text.tsx'
import { PaidBadge, StatusBadge } from '../../components/reservation-status.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { AnonymizedNotice, GuestDataLink } from '../../components/stay-privacy.tsx'
import { BookingRoomsCard } from './booking-rooms-card.tsx'
import { EditStayDialog } from './edit-stay-dialog.tsx'
import { GuestLinkCard } from './guest-link-card.tsx'
import { GuestsEditor } from './guests-editor.tsx'
import { InvoiceReservationButton } from './invoice-reservation-button.tsx'
import { NewReservationDialog, type NewReservationInitial } from './new-reservation-dialog.tsx'
import { PriceBreakdown } from './price-breakdown.tsx'
import { ReservationActions } from './reservation-actions.tsx'
import { StayAccountCard } from './stay-account-card.tsx'
import { StayCard } from './stay-card.tsx'
import { StayDocumentsCard } from './stay-documents-card.tsx'
import { StayPoliceCard } from './stay-police-card.tsx'

const EDITABLE = ['REQUESTED', 'CONFIRMED', 'CHECKED_IN']
/** Guests are corrected after the check-out too (the police file may be wrong), until anonymised. */
const GUESTS_EDITABLE = [...EDITABLE, 'CHECKED_OUT']

/** `/:slugs/reservations/:id`: the stay, its price and account, state actions, the guest link and the guest register. */
export function ReservationDetailPage() {
  const { t } = useTranslation()
  const { slugs = '', id = '' } = useParams()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slugs)
  const query = useReservation(slugs, id)
  const [editing, edit] = useDisclosure(false)
  const [addingRoom, setAddingRoom] = useState<NewReservationInitial | null>(null)
  if (query.isPending) return <PageSkeleton rows={6} />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const reservation = query.data
  if (!reservation) {
    return (
      <EmptyState title={t('detail.notFound')}>
        <Anchor component={Link} to={`/${slugs}/timeline`}>
          {t('detail.toTimeline')}
        </Anchor>
      </EmptyState>
    )
  }
  const editable = may('accommodation.write') && EDITABLE.includes(reservation.status)
  const guestsEditable =
    may('accommodation.write') && GUESTS_EDITABLE.includes(reservation.status) && !reservation.registerAnonymizedAt
  // another room for the same party: its dates and contact, booked into this booking's account
  const addRoom = () =>
    setAddingRoom({
      since: reservation.since,
      till: reservation.till,
      contact: { ...reservation.contact },
      status: reservation.status === 'REQUESTED' ? 'REQUESTED' : 'CONFIRMED',
      source: reservation.source,
      join: { reservationId: reservation.id, code: reservation.code },
    })
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(`/${slugs}/timeline`))
  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component="button" type="button" onClick={back} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('common.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {t('detail.title', { code: reservation.code })}
            </Title>
            <StatusBadge status={reservation.status} size="lg" />
            <PaidBadge paid={reservation.paid} size="lg" />
            <BalanceText balance={reservation.account.balance} currency={reservation.price.currency} />
          </Group>
          <Group gap="sm">
            <Text c="dimmed">
              {reservation.contact.name || t('privacy.stay.noContact')} · {reservation.resourceName}
            </Text>
            {may('privacy.manage') ? <GuestDataLink slug={slugs} reservation={reservation} /> : null}
          </Group>
          <LabelPicker
            slug={slugs}
            objectType="RESERVATION"
            objectId={reservation.id}
            canEdit={may('accommodation.write')}
          />
        </Stack>
        <Group gap="xs" wrap="wrap">
          <ReservationActions reservation={reservation} />
          <InvoiceReservationButton reservation={reservation} />
        </Group>
      </Group>
      <AnonymizedNotice reservation={reservation} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <StayCard
              reservation={reservation}
              onEdit={editable ? edit.open : null}
              onAddRoom={editable ? addRoom : null}
            />
            <BookingRoomsCard slug={slugs} reservation={reservation} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <SectionCard title={t('detail.price')}>
              <PriceBreakdown price={reservation.price} ofStay />
            </SectionCard>
            <StayDocumentsCard slug={slugs} reservation={reservation} />
            <StayPoliceCard slug={slugs} reservation={reservation} canFix={guestsEditable} />
            <GuestLinkCard reservation={reservation} canSend={may('accommodation.write')} />
          </Stack>
        </Grid.Col>
      </Grid>
      <StayAccountCard slug={slugs} reservation={reservation} canWrite={may('accommodation.write')} />
      <GuestsEditor key={reservation.version} slug={slugs} reservation={reservation} editable={guestsEditable} />
      <HistoryPanel slug={slugs} entity="RESERVATION" entityId={reservation.id} />
      {editable ? (
        <>
          <EditStayDialog reservation={reservation} opened={editing} onClose={edit.close} />
          <NewReservationDialog initial={addingRoom} onClose={() => setAddingRoom(null)} />
        </>
      ) : null}
    </Stack>
  )
}
