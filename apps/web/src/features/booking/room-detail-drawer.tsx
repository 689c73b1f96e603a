import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRoomDetail } from '../../api/public.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { formatRoundPrice } from './price-text.ts'
import { fromPriceText, resourceFacts } from './room-facts.tsx'

/**
 * A room or place in full, loaded by id through room-detail, as a sheet from the bottom of the phone:
 * the description, beds and bathroom (or vehicles and power), how many guests, the price from, and
 * the button that chooses it. Loaded on first use, so the booking page starts without it.
 */
export function RoomDetailDrawer({
  resourceId,
  chosen,
  canChoose,
  unitKind,
  onChoose,
  onClose,
}: {
  resourceId: string
  chosen: boolean
  /** Bookable here: offered in this group (and free for the dates, once they are picked). */
  canChoose: boolean
  unitKind: 'room' | 'place'
  onChoose: (resourceId: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const detail = useRoomDetail(resourceId)
  const resource = detail.data?.[0]
  return (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      title={resource?.name ?? t('booking.room.detail')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{
        // as tall as the room's details, at most most of the screen
        content: {
          flex: '0 0 auto',
          height: 'auto',
          maxHeight: '92dvh',
          borderRadius: 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0',
        },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
      data-testid="room-detail"
    >
      {detail.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={18} />
          <Skeleton height={18} width="80%" />
          <Skeleton height={44} />
        </Stack>
      ) : detail.error ? (
        <ErrorState error={null} onRetry={() => void detail.refetch()} />
      ) : !resource ? (
        <Text c="dimmed">{t(`booking.room.gone.${unitKind}`)}</Text>
      ) : (
        <Stack gap="md" pb="xs">
          {resource.description ? <Text style={{ whiteSpace: 'pre-line' }}>{resource.description}</Text> : null}
          <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="room-detail-facts">
            {resourceFacts(resource, t, 20).map((fact) => (
              <Group key={fact.text} gap={10} wrap="nowrap" component="li">
                {fact.icon}
                <Text>{fact.text}</Text>
              </Group>
            ))}
          </Stack>
          <Text fw={700} size="xl" data-testid="room-detail-price">
            {fromPriceText(resource, t, (amount, currency) => formatRoundPrice(amount, currency, format.guestLanguage))}
          </Text>
          {chosen ? (
            <Group gap={6} c="blue">
              <IconCircleCheck size={20} aria-hidden />
              <Text fw={600}>{t('booking.room.selected')}</Text>
            </Group>
          ) : canChoose ? (
            <Button size="lg" fullWidth onClick={() => onChoose(resource.id)} data-testid="room-detail-choose">
              {t(`booking.room.chooseThis.${unitKind}`)}
            </Button>
          ) : null}
        </Stack>
      )}
    </Drawer>
  )
}
