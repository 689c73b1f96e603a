import type { BookedRoom, PublicBookingResult, PublicHouse } from '@innkeep/contract'
import { Button, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarCheck, IconCircleCheck, IconHourglass, IconUserEdit } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { cancellationPolicyText, freeCancellation, freeCancellationText } from '../../lib/policy-text.ts'
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

/** When a requested booking will be confirmed: within the house's reply time, or soon. */
function requestedText(house: PublicHouse | undefined, email: string, t: TFunction): string {
  return house && house.replyWithinHours > 0
    ? t('booking.done.requestedWithin', { email, count: house.replyWithinHours })
    : t('booking.done.requestedText', { email })
}

/**
 * After booking: the code, the stay (each room of a party with its own code), the extras chosen, the
 * total, whether the house still confirms and by when, the deposit and its due day, the last day to
 * cancel free, and the way to the guest page.
 */
export function BookingConfirmation({
  result,
  house,
  email,
  guests,
  onAgain,
}: {
  result: PublicBookingResult
  /** The host's terms: how soon a requested booking is confirmed, whether an unpaid one lapses. */
  house?: PublicHouse
  email: string
  guests: string
  onAgain: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const today = useMemo(() => todayIn(), [])
  const confirmed = result.status === 'CONFIRMED'
  const deposit = result.deposit ?? null
  const cancellation = result.cancellation ?? null
  const free = cancellation ? freeCancellation(cancellation.policy, result.since, today, cancellation.freeUntil) : null
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
          <Text c="dimmed" data-testid="booking-confirm-when">
            {confirmed ? t('booking.done.confirmedText', { email }) : requestedText(house, email, t)}
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
          {deposit ? (
            <>
              <Fact
                label={t('booking.done.deposit')}
                value={format.money(deposit.amount, result.price.currency)}
                testId="booking-deposit"
              />
              <Fact
                label={t('booking.done.depositDue')}
                value={format.date(deposit.dueDate)}
                testId="booking-deposit-due"
              />
              <Text size="sm" c="dimmed" data-testid="booking-deposit-hint">
                {t('booking.done.depositHint')}
                {!confirmed && house?.deposit?.autoCancel ? ` ${t('booking.policy.deposit.autoCancel')}` : null}
              </Text>
            </>
          ) : null}
        </Stack>
        {cancellation ? (
          <Group gap={8} wrap="nowrap" align="flex-start" data-testid="booking-cancellation">
            <ThemeIcon size={28} radius="xl" variant="light" color="gray" aria-hidden style={{ flexShrink: 0 }}>
              <IconCalendarCheck size={18} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              {free ? (
                <Text size="sm" fw={600} data-testid="booking-free-until">
                  {freeCancellationText(free, t, format.date, format.percent)}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                {cancellationPolicyText(cancellation.policy, t, format.percent)}
              </Text>
            </Stack>
          </Group>
        ) : null}
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
