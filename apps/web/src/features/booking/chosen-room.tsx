import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { IconCircleCheckFilled, IconInfoCircle, IconLayoutList } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRoomDetail } from '../../api/public.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { formatRoundPrice } from './price-text.ts'
import { fromPriceText, resourceFacts } from './room-facts.tsx'

/**
 * The room or place the guest chose (or a `?room=` link named), loaded through room-detail, above
 * the calendar that now shows its own free nights; "all rooms" goes back to the group's calendar.
 */
export function ChosenRoom({
  resourceId,
  unitKind,
  onDetail,
  onClear,
}: {
  resourceId: string
  unitKind: 'room' | 'place'
  onDetail: () => void
  onClear: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const detail = useRoomDetail(resourceId)
  const resource = detail.data?.[0]
  if (detail.error) return <ErrorState error={null} onRetry={() => void detail.refetch()} />
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      bg="var(--mantine-color-blue-light)"
      style={{ borderColor: 'var(--mantine-color-blue-3)' }}
      component="section"
      aria-label={t(`booking.room.chosen.${unitKind}`)}
      data-testid="chosen-room"
    >
      {!resource ? (
        <Skeleton height={56} radius="md" role="status" aria-label={t('common.loading')} />
      ) : (
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`booking.room.chosen.${unitKind}`)}
          </Text>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconCircleCheckFilled size={20} color="var(--mantine-color-blue-filled)" aria-hidden />
              <Text fw={700} data-testid="chosen-room-name">
                {resource.name}
              </Text>
            </Group>
            <Text fw={600} size="sm" ta="right" style={{ flexShrink: 0 }}>
              {fromPriceText(resource, t, (amount, currency) =>
                formatRoundPrice(amount, currency, format.guestLanguage),
              )}
            </Text>
          </Group>
          <Group gap="xs">
            {resourceFacts(resource, t).map((fact) => (
              <Group key={fact.text} gap={4} wrap="nowrap">
                {fact.icon}
                <Text size="sm">{fact.text}</Text>
              </Group>
            ))}
          </Group>
          <Group gap="xs" mt={2} wrap="nowrap">
            <Button variant="default" size="sm" px="xs" leftSection={<IconInfoCircle size={16} />} onClick={onDetail}>
              {t('booking.room.detail')}
            </Button>
            <Button
              variant="default"
              size="sm"
              px="xs"
              leftSection={<IconLayoutList size={16} />}
              onClick={onClear}
              data-testid="chosen-room-clear"
            >
              {t(`booking.room.all.${unitKind}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  )
}
