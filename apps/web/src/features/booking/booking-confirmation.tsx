import type { BookedRoom, PublicBookingResult } from '@innkeep/contract'
import { Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconHourglass, IconUserEdit } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { guestsText } from './booking-steps.tsx'
import { stayLength } from './room-facts.tsx'

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  )
}

/** A room of a booking of several: its name and code, its guests, and its price. */
function RoomFact({ room }: { room: BookedRoom }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start" data-testid="booking-room">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {room.resourceName}
        </Text>
        <Text size="xs" c="dimmed">
          {t('booking.done.roomLine', { guests: guestsText(room.guestCounts, t), code: room.code })}
        </Text>
      </Stack>
      <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {format.money(room.price.total, room.price.currency)}
      </Text>
    </Group>
  )
}

/**
 * After booking: the code, the stay (each room of a party with its own code), the extras chosen, the
 * total, whether the house still confirms, and the way to the guest page.
 */
export function BookingConfirmation({
  result,
  email,
  guests,
  onAgain,
}: {
  result: PublicBookingResult
  email: string
  guests: string
  onAgain: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const confirmed = result.status === 'CONFIRMED'
  // an answer kept from before groups, or one room: the stay's own facts
  const rooms = result.rooms && result.rooms.length > 1 ? result.rooms : null
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="booking-confirmation">
      <Stack gap="lg">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={confirmed ? 'green' : 'blue'} aria-hidden>
            {confirmed ? <IconCircleCheck size={34} /> : <IconHourglass size={30} />}
          </ThemeIcon>
          <Title order={1} size="h2">
            {confirmed ? t('booking.done.confirmedTitle') : t('booking.done.requestedTitle')}
          </Title>
          <Text c="dimmed">
            {confirmed ? t('booking.done.confirmedText', { email }) : t('booking.done.requestedText', { email })}
          </Text>
        </Stack>
        <Stack gap={2} align="center">
          <Text size="sm" c="dimmed">
            {t('booking.done.code')}
          </Text>
          <Text
            ff="monospace"
            fw={700}
            fz={32}
            style={{ letterSpacing: '0.08em' }}
            data-testid="booking-code"
            aria-live="polite"
          >
            {result.code}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Fact label={t('booking.done.status')} value={t(`booking.status.${result.status}`)} testId="booking-status" />
          {rooms ? null : <Fact label={t('booking.done.room')} value={result.resourceName} />}
          <Fact
            label={t('booking.done.dates')}
            value={`${format.stay(result.since, result.till)} (${stayLength(result.price, t)})`}
          />
          {rooms ? (
            <>
              <Divider />
              <Text size="sm" c="dimmed">
                {t('booking.done.rooms')}
              </Text>
              {rooms.map((room) => (
                <RoomFact key={room.code} room={room} />
              ))}
              <Divider />
            </>
          ) : (
            <Fact label={t('booking.done.guests')} value={guests} />
          )}
          {(result.extras ?? []).map((extra, i) => (
            <Fact
              // biome-ignore lint/suspicious/noArrayIndexKey: extras as charged have no id; their order is the server's
              key={i}
              label={extra.quantity > 1 ? `${extra.name} (${extra.quantity}×)` : extra.name}
              value={format.money(extra.amount, result.price.currency)}
              testId="booking-extra"
            />
          ))}
          <Fact
            label={t('booking.price.total')}
            value={format.money(result.total ?? result.price.total, result.price.currency)}
            testId="booking-total"
          />
        </Stack>
        <Stack gap="xs">
          {/* a page of its own (guest.html), not a route of the booking pages: a full load */}
          <Button
            component="a"
            href={`/guest/${result.guestInfoToken}`}
            size="lg"
            fullWidth
            leftSection={<IconUserEdit size={20} />}
          >
            {t('booking.done.guestInfo')}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('booking.done.guestInfoHint')}
          </Text>
          <Button variant="subtle" onClick={onAgain}>
            {t('booking.done.again')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
