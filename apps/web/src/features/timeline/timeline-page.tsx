import { type Confirmation, Reservation } from '@innkeep/contract'
import { Anchor, Button, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { codesOf, useAskedSave, withConfirmed } from '../../api/asked-save.ts'
import { useTimeline } from '../../api/reservations.ts'
import { useResourceGroups, useResources } from '../../api/resources.ts'
import { useStayChange } from '../../api/stay-change.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { type Clash, ClashNotice, clashFrom } from '../../components/clash-notice.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { FrontDeskConfirm } from '../../components/front-desk-confirm.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { RoomPicksBar } from './room-picks-bar.tsx'
import { type RoomPick, TimelineGrid } from './timeline-grid.tsx'
import { TimelineLegend } from './timeline-legend.tsx'
import { stayOfColumns } from './timeline-math.ts'
import { TimelineToolbar } from './timeline-toolbar.tsx'
import type { BarDrag } from './use-bar-drag.ts'
import { useRoomPicks, withPick } from './use-room-picks.ts'
import { useTimelineRange } from './use-timeline-range.ts'

export interface NewStay {
  resourceId?: string
  since?: string
  till?: string
  /** Several rooms for one booking (rows picked with Ctrl/⌘): one line each in the dialog. */
  rooms?: RoomPick[]
}

/** `/:slugs/timeline`: the house at a glance; select empty nights to book, drag a bar to move it. */
export function TimelinePage({ onNewReservation }: { onNewReservation: (stay: NewStay) => void }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const today = todayIn(timeZone)
  const range = useTimelineRange(today)
  const timeline = useTimeline(slugs, range.group, range.from, range.till, range.labels)
  const groups = useResourceGroups(slugs)
  const resources = useResources(slugs)
  const stayChange = useStayChange(slugs)
  // a refused move keeps the drag and what it confirmed: a repeat adds OVERBOOK or STAY_RULES to it
  const [clash, setClash] = useState<(Clash & { drag: BarDrag; confirm: Confirmation[] }) | null>(null)
  const question = useAskedSave<{ drag: BarDrag; confirm: Confirmation[] }>()
  const { ask, dismiss: dismissQuestion } = question
  const canWrite = may('accommodation.write')
  const from = range.from

  const { picks, clear: clearPicks, add: addPick } = useRoomPicks()
  // Ctrl/⌘ keeps a selection as one room of the booking; a plain one opens the dialog with all of them
  const onSelect = useCallback(
    (resourceId: string, first: number, last: number, add: boolean) => {
      const room = { resourceId, ...stayOfColumns(from, first, last) }
      if (add) return addPick(room)
      clearPicks()
      onNewReservation(picks.length > 0 ? { rooms: withPick(picks, room) } : room)
    },
    [from, onNewReservation, picks, addPick, clearPicks],
  )
  const bookPicks = () => {
    clearPicks()
    onNewReservation({ rooms: picks })
  }

  const onDrop = useCallback(
    async (drag: BarDrag, confirm: Confirmation[] = []) => {
      setClash(null)
      dismissQuestion()
      const { reservation } = drag
      const outcome = await stayChange.move(
        reservation,
        { resourceId: drag.resourceId, since: drag.since, till: drag.till },
        confirm,
      )
      if (outcome.kind === 'success')
        notifications.show({ color: 'green', message: t('timeline.moved', { code: reservation.code }) })
      else if (outcome.kind === 'conflict' && !Reservation.safeParse(outcome.entity).success)
        setClash({ ...clashFrom(outcome.entity, outcome.messages), drag, confirm })
      else if (outcome.kind === 'conflict' || outcome.kind === 'stale')
        notifications.show({ color: 'orange', message: t('timeline.stale', { code: reservation.code }) })
      else if (
        outcome.kind === 'validation' ||
        (outcome.kind === 'additionalAction' && !ask(outcome.payload, { drag, confirm }))
      )
        notifications.show({ color: 'red', message: outcome.messages.map((m) => m.text).join(' ') })
    },
    [stayChange.move, t, ask, dismissQuestion],
  )
  // the bar is back where it was while the question is open: "Zpět" leaves it there
  const confirmAsked = () => {
    const asked = question.asked
    if (asked) void onDrop(asked.retry.drag, withConfirmed(asked.retry.confirm, codesOf(asked.needed)))
  }

  const bookable = new Set(
    (resources.data ?? []).filter((r) => r.kind !== 'RESTAURANT' && !r.retired).map((r) => r.groupId),
  )
  const groupList = (groups.data ?? []).filter((g) => !g.retired && bookable.has(g.id))
  const data = timeline.data
  return (
    <Stack gap="md">
      <PageHeader
        title={t('timeline.title')}
        lead={t('timeline.lead')}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => onNewReservation({ since: today })}>
              {t('timeline.newReservation')}
            </Button>
          ) : null
        }
      />
      <TimelineToolbar
        slug={slugs}
        labels={range.labels}
        onLabels={range.setLabels}
        from={range.from}
        till={range.till}
        group={range.group}
        groups={groupList}
        onGroup={range.setGroup}
        onShift={range.shift}
        onToday={range.goToday}
      />
      {picks.length > 0 ? (
        <RoomPicksBar
          picks={picks}
          nameOf={(id) => resources.data?.find((r) => r.id === id)?.name ?? ''}
          onBook={bookPicks}
          onClear={clearPicks}
        />
      ) : null}
      {clash ? (
        <ClashNotice
          clash={clash.entity}
          holder={clash.holder}
          messages={clash.messages}
          onClose={() => setClash(null)}
          overbooking={stayChange.isPending}
          onOverbook={() => void onDrop(clash.drag, withConfirmed(clash.confirm, ['OVERBOOK']))}
        />
      ) : null}
      <FrontDeskConfirm
        asked={question.dialog}
        slug={slugs}
        busy={stayChange.isPending}
        onClose={dismissQuestion}
        onConfirm={confirmAsked}
      />
      {timeline.isPending ? (
        <PageSkeleton rows={8} />
      ) : timeline.error || !data ? (
        <ErrorState error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : data.resources.length === 0 && (data.cars ?? []).length === 0 ? (
        <EmptyState title={t('timeline.noResources')}>
          {may('resources.manage') ? (
            <Anchor component={Link} to={`/${slugs}/settings/resources`}>
              {t('timeline.addResources')}
            </Anchor>
          ) : (
            t('timeline.noResourcesHint')
          )}
        </EmptyState>
      ) : (
        <TimelineGrid
          dates={range.dates}
          today={today}
          groups={groupList}
          resources={data.resources}
          reservations={data.reservations}
          cars={data.cars ?? []}
          rentals={data.rentals ?? []}
          rentalLink={(rental) => (may('vehicles.read') ? `/${slugs}/contracts/${rental.id}` : null)}
          channelBlocks={data.channelBlocks ?? []}
          canWrite={canWrite}
          clashId={clash?.entity?.id ?? null}
          picks={picks}
          onSelect={onSelect}
          onOpen={(id) => navigate(`/${slugs}/reservations/${id}`)}
          onDrop={onDrop}
        />
      )}
      <TimelineLegend
        canWrite={canWrite}
        rentals={(data?.rentals ?? []).length > 0}
        channels={(data?.channelBlocks ?? []).length > 0}
      />
    </Stack>
  )
}
