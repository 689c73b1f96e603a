import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CountStepper } from './count-stepper.tsx'
import { type Counts, totalGuests } from './guest-counts-picker.tsx'

/** The grown-ups' categories, the one taken off first last (the guests step may have set any of them). */
const GROWN_UPS = ['ADULT', 'OVER60', 'WORK', 'ZTP'] as const

/** One grown-up less: a plain adult while there is one, else one of the other grown-up categories. */
function lessGrownUp(counts: Counts): Counts {
  const category = GROWN_UPS.find((c) => counts[c] > 0)
  return category ? { ...counts, [category]: counts[category] - 1 } : counts
}

function Stepper({
  id,
  label,
  value,
  less,
  more,
  canLess,
  canMore,
  onLess,
  onMore,
}: {
  id: string
  label: string
  value: number
  less: string
  more: string
  canLess: boolean
  canMore: boolean
  onLess: () => void
  onMore: () => void
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" id={`${id}-label`}>
        {label}
      </Text>
      <CountStepper
        labelledBy={`${id}-label`}
        value={value}
        less={less}
        more={more}
        canLess={canLess}
        canMore={canMore}
        onLess={onLess}
        onMore={onMore}
        testId={`${id}-count`}
      />
    </Stack>
  )
}

/**
 * Above the calendar: how many come, grown-ups and children, so the calendar can show the nights a room
 * (or several together) takes them. The guests step starts from the same counts and splits the
 * grown-ups into the local fee's categories. With further rooms each room has its own guests: it only
 * says for how many the calendar shows.
 */
export function PartyPicker({
  counts,
  onChange,
  max,
  asked,
  groupCalendar,
  severalRooms,
  unitKind,
}: {
  counts: Counts
  onChange: (counts: Counts) => void
  /** The most guests the group's rooms take together. */
  max: number
  /** The guests the calendar shows the nights for (everyone of the booking); null: not said yet. */
  asked: number | null
  /** The calendar shows the group's nights (not a chosen room's): it can show them for the party. */
  groupCalendar: boolean
  /** Further rooms are added: their guests are set with each room. */
  severalRooms: boolean
  unitKind: 'room' | 'place'
}) {
  const { t } = useTranslation()
  const total = totalGuests(counts)
  const children = counts.CHILD
  const grownUps = total - children
  const shown =
    asked !== null
      ? t('booking.party.shown', { count: asked })
      : groupCalendar
        ? t(`booking.party.hint.${unitKind}`)
        : null
  if (severalRooms)
    return asked !== null ? (
      <Text size="sm" c="dimmed" data-testid="party-shown">
        {`${shown} ${t(`booking.party.perRoom.${unitKind}`)}`}
      </Text>
    ) : null
  return (
    <Stack gap={6} role="group" aria-labelledby="party-label" data-testid="party-picker">
      <Text fw={600} id="party-label">
        {t('booking.party.label')}
      </Text>
      <SimpleGrid cols={2} spacing="xs" maw={360}>
        <Stepper
          id="party-adults"
          label={t('booking.party.adults')}
          value={grownUps}
          less={t('booking.party.lessAdults')}
          more={t('booking.party.moreAdults')}
          canLess={grownUps > 0 && total > 1}
          canMore={total < max}
          onLess={() => onChange(lessGrownUp(counts))}
          onMore={() => onChange({ ...counts, ADULT: counts.ADULT + 1 })}
        />
        <Stepper
          id="party-children"
          label={t('booking.party.children')}
          value={children}
          less={t('booking.party.lessChildren')}
          more={t('booking.party.moreChildren')}
          canLess={children > 0 && total > 1}
          canMore={total < max}
          onLess={() => onChange({ ...counts, CHILD: children - 1 })}
          onMore={() => onChange({ ...counts, CHILD: children + 1 })}
        />
      </SimpleGrid>
      {shown ? (
        <Text size="xs" c="dimmed" data-testid="party-shown">
          {shown}
        </Text>
      ) : null}
    </Stack>
  )
}
