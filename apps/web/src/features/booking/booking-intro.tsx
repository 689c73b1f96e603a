import { Alert, Anchor, Group, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChosenRoom } from './chosen-room.tsx'

/** The top of the booking page: the way back to the house's offers, the group's words, and the room a link chose. */
export function BookingIntro({
  backTo,
  description,
  linkGone,
  selected,
  unitKind,
  onDetail,
  onClear,
}: {
  backTo: string | undefined
  description: string
  /** A `?room=` link names a room no longer offered. */
  linkGone: boolean
  selected: string | null
  unitKind: 'room' | 'place'
  onDetail: (resourceId: string) => void
  onClear: () => void
}) {
  const { t } = useTranslation()
  return (
    <>
      {backTo ? (
        <Anchor component={Link} to={backTo} size="sm" py={6} px={4} data-testid="booking-back">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('booking.back')}
          </Group>
        </Anchor>
      ) : null}
      {description ? (
        <Text c="dimmed" px={4}>
          {description}
        </Text>
      ) : null}
      {linkGone ? (
        <Alert color="orange" role="status" data-testid="booking-room-link-gone">
          {t(`booking.room.linkGone.${unitKind}`)}
        </Alert>
      ) : null}
      {selected ? (
        <ChosenRoom resourceId={selected} unitKind={unitKind} onDetail={() => onDetail(selected)} onClear={onClear} />
      ) : null}
    </>
  )
}
