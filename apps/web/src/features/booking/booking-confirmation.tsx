import type { PublicBookingResult } from '@innkeep/contract'
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconHourglass, IconUserEdit } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
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

/**
 * After booking: the code, the stay, the extras chosen, the total, whether the house still confirms,
 * and the way to the guest page.
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
          <Fact label={t('booking.done.room')} value={result.resourceName} />
          <Fact
            label={t('booking.done.dates')}
            value={`${format.stay(result.since, result.till)} (${stayLength(result.price, t)})`}
          />
          <Fact label={t('booking.done.guests')} value={guests} />
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
