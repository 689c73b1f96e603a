import type { CancellationPolicy, PublicHouse } from '@innkeep/contract'
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  IconCalendarCheck,
  IconCalendarX,
  IconCircleCheck,
  IconClock,
  IconCoins,
  IconExternalLink,
  IconHourglass,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import {
  cancellationPolicyText,
  confirmationTermsText,
  depositTermsText,
  freeCancellation,
  freeCancellationText,
} from '../../lib/policy-text.ts'

/** A fact with its icon; `link`: a phone or e-mail link, taller to be easy to tap, its icon level with it. */
function Line({
  icon,
  children,
  testId,
  link = false,
}: {
  icon: ReactNode
  children: ReactNode
  testId?: string
  link?: boolean
}) {
  return (
    <Group gap={8} wrap="nowrap" align={link ? 'center' : 'flex-start'}>
      <Text component="span" c="dimmed" lh={0} pt={link ? 0 : 2} style={{ flexShrink: 0 }}>
        {icon}
      </Text>
      <Text size="sm" component="div" data-testid={testId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  )
}

/** A phone number as a `tel:` link: its spaces left out. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * "About the host" on the booking pages, for a stranger deciding whether to book: who runs the house
 * (name, IČO, address with a map, phone, e-mail), arrival and departure times, how the booking is
 * confirmed, the deposit, and the group's cancellation policy — with the last free day once the
 * arrival is chosen (`since`; `today` to tell whether it has passed).
 */
export function HouseFacts({
  house,
  policy,
  since,
  today,
}: {
  house: PublicHouse
  /** The group's policy; undefined on the start page (each group has its own), null: the house set none. */
  policy?: CancellationPolicy | null
  since?: string | null
  today?: string
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const free = policy && since && today ? freeCancellation(policy, since, today) : null
  const times = [
    house.checkInFrom ? t('booking.house.checkIn', { time: house.checkInFrom }) : '',
    house.checkOutUntil ? t('booking.house.checkOut', { time: house.checkOutUntil }) : '',
  ].filter(Boolean)
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      component="section"
      aria-labelledby="house-facts-title"
      data-testid="house-facts"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="house-facts-title">
          {t('booking.house.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Stack gap={2} data-testid="house-host">
            <Stack gap={0}>
              <Text fw={600}>{house.name}</Text>
              {house.ico ? (
                <Text size="sm" c="dimmed" data-testid="house-ico">
                  {t('booking.house.ico', { ico: house.ico })}
                </Text>
              ) : null}
            </Stack>
            {house.address ? (
              <Line icon={<IconMapPin size={18} aria-hidden />}>
                <span>{house.address}</span>
                {house.mapUrl ? (
                  <>
                    {' '}
                    <Anchor
                      href={house.mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      data-testid="house-map"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {t('booking.house.map')}
                      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 2, verticalAlign: -2 }} />
                    </Anchor>
                  </>
                ) : null}
              </Line>
            ) : null}
            {house.phone ? (
              <Line icon={<IconPhone size={18} aria-hidden />} link>
                <Anchor href={telHref(house.phone)} size="sm" py={10} display="inline-block" data-testid="house-phone">
                  {house.phone}
                </Anchor>
              </Line>
            ) : null}
            {house.email ? (
              <Line icon={<IconMail size={18} aria-hidden />} link>
                <Anchor
                  href={`mailto:${house.email}`}
                  size="sm"
                  py={10}
                  display="inline-block"
                  data-testid="house-email"
                >
                  {house.email}
                </Anchor>
              </Line>
            ) : null}
          </Stack>
          <Stack gap={8} data-testid="house-terms">
            {times.length > 0 ? (
              <Line icon={<IconClock size={18} aria-hidden />} testId="house-times">
                {times.join(' · ')}
              </Line>
            ) : null}
            <Line
              icon={
                house.instantConfirmation ? (
                  <IconCircleCheck size={18} aria-hidden />
                ) : (
                  <IconHourglass size={18} aria-hidden />
                )
              }
              testId="house-confirmation"
            >
              {confirmationTermsText(house, t)}
            </Line>
            {house.deposit ? (
              <Line icon={<IconCoins size={18} aria-hidden />} testId="house-deposit">
                {depositTermsText(house.deposit, t, format.percent)}
                {house.deposit.autoCancel ? ` ${t('booking.policy.deposit.autoCancel')}` : null}
              </Line>
            ) : null}
            {policy ? (
              <Line icon={<IconCalendarX size={18} aria-hidden />} testId="house-cancellation">
                {cancellationPolicyText(policy, t, format.percent)}
              </Line>
            ) : null}
            {free ? (
              <Line icon={<IconCalendarCheck size={18} aria-hidden />} testId="house-free-until">
                <Text span size="sm" fw={600}>
                  {freeCancellationText(free, t, format.date, format.percent)}
                </Text>
              </Line>
            ) : null}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
