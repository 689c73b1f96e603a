import type { PublicGroupSummary } from '@innkeep/contract'
import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconBed, IconCaravan, IconChevronRight, IconUsers } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { usePublicGroups } from '../../api/public.ts'
import { UnexpectedOutcomeError } from '../../api/query.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { BookingUnknown } from './booking-unknown.tsx'
import { HouseFacts } from './house-facts.tsx'
import { HouseGallery } from './house-gallery.tsx'
import { formatRoundPrice } from './price-text.ts'
import { fromPriceText } from './room-facts.tsx'

/** Places for vehicles only: the group's units are "places", otherwise "rooms". */
function unitKindOf(group: Pick<PublicGroupSummary, 'kinds'>): 'room' | 'place' {
  return group.kinds.length > 0 && group.kinds.every((kind) => kind === 'MOTORHOME') ? 'place' : 'room'
}

/** `/book/:slug`: what the house offers online, one card per group, and who the host is; a single group opens at once. */
export function StartPage() {
  const { t } = useTranslation()
  const { slug = '' } = useParams()
  const { search } = useLocation()
  const groups = usePublicGroups(slug)
  const workspace = groups.data?.workspace

  useEffect(() => {
    if (workspace) document.title = `${workspace.name} – ${t('booking.start.title')}`
  }, [workspace, t])

  if (groups.isPending)
    return (
      <GuestFrame>
        <PageSkeleton rows={3} />
      </GuestFrame>
    )
  if (groups.error && !(groups.error instanceof UnexpectedOutcomeError))
    return (
      <GuestFrame>
        <ErrorState error={null} onRetry={() => void groups.refetch()} />
      </GuestFrame>
    )
  // 204 (no such house) or a malformed address (VALIDATION); a house offering nothing says the same
  if (!groups.data || groups.data.groups.length === 0) return <BookingUnknown title={workspace?.name} />
  const [only, ...others] = groups.data.groups
  if (only && others.length === 0)
    return <Navigate replace to={`/book/${encodeURIComponent(slug)}/${only.id}${search}`} />

  return (
    <GuestFrame title={groups.data.workspace.name}>
      <Stack gap="md">
        <Stack gap={2} px={4}>
          <Title order={1} size="h3">
            {t('booking.start.title')}
          </Title>
          <Text c="dimmed">{t('booking.start.lead')}</Text>
        </Stack>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {groups.data.groups.map((group) => (
            <li key={group.id}>
              <GroupCard slug={slug} group={group} />
            </li>
          ))}
        </Stack>
        <HouseFacts house={groups.data.house} />
        <HouseGallery slug={slug} />
      </Stack>
    </GuestFrame>
  )
}

function GroupCard({ slug, group }: { slug: string; group: PublicGroupSummary }) {
  const { t } = useTranslation()
  const format = useFormat()
  const kind = unitKindOf(group)
  const price = fromPriceText(group, t, (amount, currency) => formatRoundPrice(amount, currency, format.guestLanguage))
  return (
    <Paper
      component={Link}
      to={`/book/${encodeURIComponent(slug)}/${group.id}`}
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      data-testid="group-card"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            {group.kinds.includes('PENSIONROOM') ? (
              <IconBed size={22} aria-hidden color="var(--mantine-color-blue-filled)" />
            ) : null}
            {group.kinds.includes('MOTORHOME') ? (
              <IconCaravan size={22} aria-hidden color="var(--mantine-color-blue-filled)" />
            ) : null}
            <Title order={2} size="h4" data-testid="group-card-name">
              {group.name}
            </Title>
          </Group>
          <IconChevronRight size={22} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
        {group.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {group.description}
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={0}>
            <Text size="sm">{t(`booking.start.units.${kind}`, { count: group.units })}</Text>
            <Group gap={4} wrap="nowrap">
              <IconUsers size={14} aria-hidden />
              <Text size="sm">{t('booking.room.capacity', { count: group.maxCapacity })}</Text>
            </Group>
          </Stack>
          <Text fw={700} size="lg" data-testid="group-card-price" style={{ whiteSpace: 'nowrap' }}>
            {price}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
