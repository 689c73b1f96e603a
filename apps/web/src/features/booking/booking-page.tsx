import { PublicResource } from '@innkeep/contract'
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { z } from 'zod'
import { useCalendarMonth, usePublicGroup } from '../../api/public.ts'
import { UnexpectedOutcomeError } from '../../api/query.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { BookingFlow } from './booking-flow.tsx'
import { monthOf } from './calendar-range.ts'

/** How far ahead the calendar goes. */
const _MONTHS_AHEAD = 18

const _TakenEntity = z.object({ resourceId: z.string(), alternatives: z.array(PublicResource) })

/** `/book/:slug/:groupId`: the public booking page of one group of rooms or places. */
export function BookingPage() {
  const { t } = useTranslation()
  const { slug = '', groupId = '' } = useParams()
  const group = usePublicGroup(slug, groupId)
  // the first month's calendar loads together with the rooms, not after them
  const { year, month } = monthOf(todayIn())
  useCalendarMonth(groupId, year, month)
  if (group.isPending)
    return (
      <GuestFrame>
        <PageSkeleton rows={6} />
      </GuestFrame>
    )
  if (group.error && !(group.error instanceof UnexpectedOutcomeError))
    return (
      <GuestFrame>
        <ErrorState error={null} onRetry={() => void group.refetch()} />
      </GuestFrame>
    )
  // 204, or an address that is not even well-formed (VALIDATION)
  if (!group.data)
    return (
      <GuestFrame>
        <Paper withBorder radius="lg" p="xl" ta="center" data-testid="booking-unknown">
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconCalendarOff size={26} />
            </ThemeIcon>
            <Title order={1} size="h3">
              {t('booking.unknown.title')}
            </Title>
            <Text c="dimmed">{t('booking.unknown.text')}</Text>
          </Stack>
        </Paper>
      </GuestFrame>
    )
  return <BookingFlow group={group.data} />
}
