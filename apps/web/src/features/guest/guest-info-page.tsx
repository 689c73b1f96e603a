import type { GuestInfo } from '@innkeep/contract'
import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconLinkOff, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useGuestInfo } from '../../api/public.ts'
import { UnexpectedOutcomeError } from '../../api/query.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { stayLanguage } from '../../i18n/guest-language.ts'
import { changeLanguage, currentGuestLanguage } from '../../i18n/instance.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { eagerLazy, usePartReady } from '../../lib/eager-lazy.ts'
import { GUEST_CATEGORIES } from '../../lib/guest-categories.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { CancellationCard } from './cancellation-card.tsx'
import { GuestDownloads } from './guest-downloads.tsx'
import { PaymentCard } from './payment-card.tsx'

// the companions' form (its fields, validation, date picker and its locale) is a part of its own, shown
// after the stay; it is asked for together with the stay (below), so that it is here when the stay is
const GuestsForm = eagerLazy(async () => (await import('./guests-form-part.tsx')).GuestsFormPart)

const STATUS_COLOR = {
  REQUESTED: 'yellow',
  CONFIRMED: 'green',
  CHECKED_IN: 'blue',
  CHECKED_OUT: 'gray',
  CANCELED: 'red',
}

/** `/guest/:token`: the guest's own page of a stay: what was booked, how to pay, and who is coming. */
export function GuestInfoPage() {
  const { token = '' } = useParams()
  const wellFormed = token.length >= 16 && token.length <= 100
  const info = useGuestInfo(token, wellFormed)
  useEffect(() => {
    if (wellFormed) void GuestsForm.preload()
  }, [wellFormed])
  // the page speaks the language of the booking, unless the guest chose one on this device (not remembered)
  const booked = info.data?.language ?? null
  useEffect(() => {
    const language = stayLanguage(booked, currentGuestLanguage())
    if (language !== currentGuestLanguage()) void changeLanguage(language, { remember: false })
  }, [booked])
  // the house's documents are kept per language: the page in another language asks for them again
  const { i18n } = useTranslation()
  const fetchedIn = useRef(i18n.language)
  const { refetch } = info
  useEffect(() => {
    if (fetchedIn.current === i18n.language) return
    fetchedIn.current = i18n.language
    void refetch()
  }, [i18n.language, refetch])
  // 204 (canceled, checked out, unknown) or a malformed link: the same calm page
  if (!wellFormed || info.data === null || info.error instanceof UnexpectedOutcomeError) return <LinkInvalid />
  if (info.error)
    return (
      <GuestFrame>
        <ErrorState error={null} onRetry={() => void info.refetch()} />
      </GuestFrame>
    )
  if (!info.data)
    return (
      <GuestFrame>
        <PageSkeleton rows={6} />
      </GuestFrame>
    )
  return <GuestInfoView token={token} info={info.data} />
}

function LinkInvalid() {
  const { t } = useTranslation()
  return (
    <GuestFrame>
      <Paper withBorder radius="lg" p="xl" ta="center" data-testid="guest-link-invalid">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconLinkOff size={26} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('guest.invalid.title')}
          </Title>
          <Text c="dimmed" maw={440}>
            {t('guest.invalid.text')}
          </Text>
        </Stack>
      </Paper>
    </GuestFrame>
  )
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" data-testid={testId} component="div">
        {children}
      </Text>
    </Group>
  )
}

function GuestInfoView({ token, info }: { token: string; info: GuestInfo }) {
  const { t } = useTranslation()
  const formReady = usePartReady(GuestsForm)
  const format = useFormat()
  const { stay, workspace, payment } = info
  const money = (amount: number) => format.money(amount, stay.price.currency)
  const units =
    stay.price.unit === 'PER_DAY'
      ? t('booking.units.days', { count: stay.price.units })
      : t('booking.units.nights', { count: daysBetween(stay.since, stay.till) })
  const guestsOf = (counts: Record<string, number>) =>
    GUEST_CATEGORIES.filter((c) => (counts[c] ?? 0) > 0)
      .map((c) => t(`booking.guests.${c}.count`, { count: counts[c] ?? 0 }))
      .join(', ')
  const guests = guestsOf(stay.guestCounts)
  // the other rooms of a party booked together: balance, extras and payment are the whole booking's
  const party = info.party ?? []
  const priceLabel =
    party.length > 0
      ? t('guest.stay.roomPrice', { room: stay.resourceName })
      : stay.extras.length > 0
        ? t('guest.stay.price')
        : t('guest.stay.total')
  useEffect(() => {
    document.title = `${stay.code} – ${workspace.name}`
  }, [stay.code, workspace.name])
  return (
    <GuestFrame title={workspace.name} subtitle={t('guest.title')}>
      <Stack gap="md">
        <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby="stay-title">
          <Stack gap="sm">
            <Stack gap={0}>
              <Text size="sm" c="dimmed" id="stay-title">
                {t('guest.stay.code')}
              </Text>
              <Text ff="monospace" fw={700} fz={26} style={{ letterSpacing: '0.06em' }} data-testid="stay-code">
                {stay.code}
              </Text>
            </Stack>
            <Fact label={t('guest.stay.status')}>
              <Badge
                variant="light"
                tt="none"
                size="lg"
                color={STATUS_COLOR[stay.status]}
                data-testid="stay-status"
                style={{ whiteSpace: 'normal', height: 'auto' }}
              >
                {t(`booking.status.${stay.status}`)}
              </Badge>
            </Fact>
            <Fact label={t('guest.stay.dates')}>
              {format.stay(stay.since, stay.till)} ({units})
            </Fact>
            <Fact label={t('guest.stay.room')}>{stay.resourceName}</Fact>
            {guests ? <Fact label={t('guest.stay.guests')}>{guests}</Fact> : null}
            {party.length > 0 ? (
              <Fact label={t('guest.stay.party')}>
                <Stack gap={4} align="flex-end">
                  {party.map((room) => (
                    <Stack key={room.code} gap={0} align="flex-end" data-testid="stay-party-room">
                      <span>{room.resourceName}</span>
                      <Text size="xs" c="dimmed" fw={400}>
                        {[t('guest.stay.partyCode', { code: room.code }), guestsOf(room.guestCounts)]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              </Fact>
            ) : null}
            <Fact label={priceLabel} testId="stay-total">
              {money(stay.price.total)}
              {stay.price.localFeeTotal > 0 ? (
                <Text size="xs" c="dimmed" fw={400}>
                  {t('guest.stay.localFee', { amount: money(stay.price.localFeeTotal) })}
                </Text>
              ) : null}
            </Fact>
            {stay.extras.map((extra, i) => (
              <Fact
                // biome-ignore lint/suspicious/noArrayIndexKey: extras as charged have no id; their order is the server's
                key={i}
                label={extra.quantity > 1 ? `${extra.name} (${extra.quantity}×)` : extra.name}
                testId="stay-extra"
              >
                {money(extra.amount)}
              </Fact>
            ))}
            {!stay.paid || stay.balance > 0 ? (
              <Fact label={t('guest.stay.balance')} testId="stay-balance">
                {money(stay.balance)}
              </Fact>
            ) : null}
            <Fact label={t('guest.stay.payment')} testId="stay-paid">
              <Badge variant="light" tt="none" size="lg" color={stay.paid ? 'green' : 'orange'}>
                {stay.paid ? t('guest.stay.paid') : t('guest.stay.unpaid')}
              </Badge>
            </Fact>
            {!stay.paid && !payment ? (
              <Text size="sm" c="dimmed" data-testid="stay-no-payment">
                {/* a request without a deposit asked for: nothing to pay before the house confirms */}
                {stay.status === 'REQUESTED' ? t('guest.pay.afterConfirm') : t('guest.pay.noAccount')}
              </Text>
            ) : null}
          </Stack>
        </Paper>

        {payment && !stay.paid ? <PaymentCard payment={payment} currency={stay.price.currency} /> : null}

        {/* before the stay only: once it has begun, canceling is the front desk's business */}
        {info.cancellation && (stay.status === 'REQUESTED' || stay.status === 'CONFIRMED') ? (
          <CancellationCard cancellation={info.cancellation} since={stay.since} />
        ) : null}

        {formReady ? (
          <Suspense fallback={<PageSkeleton rows={3} />}>
            <GuestsForm token={token} info={info} />
          </Suspense>
        ) : (
          <PageSkeleton rows={3} />
        )}

        <GuestDownloads token={token} downloads={info.downloads} />

        <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby="contact-title">
          <Stack gap={6}>
            <Title order={2} size="h4" id="contact-title">
              {t('guest.contact.title')}
            </Title>
            <Text fw={600}>{workspace.name}</Text>
            {workspace.address ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text size="sm">{workspace.address}</Text>
              </Group>
            ) : null}
            {workspace.phone ? (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={18} aria-hidden />
                <Anchor href={`tel:${workspace.phone.replace(/\s+/g, '')}`} size="sm" py={10}>
                  {workspace.phone}
                </Anchor>
              </Group>
            ) : null}
            {workspace.email ? (
              <Group gap={6} wrap="nowrap">
                <IconMail size={18} aria-hidden />
                <Anchor href={`mailto:${workspace.email}`} size="sm" py={10}>
                  {workspace.email}
                </Anchor>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </GuestFrame>
  )
}
