import type { ReservationSummary } from '@innkeep/contract'
import { Button, Kbd, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { useReceptionOverview } from '../../api/reservations.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { FrontDeskConfirm } from '../../components/front-desk-confirm.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { isLocalDate, todayIn } from '../../lib/local-date.ts'
import { matchesSearch } from './reception-keys.ts'
import type { ReceptionList } from './reception-row.tsx'
import { ReceptionSection } from './reception-section.tsx'
import { ReceptionToolbar } from './reception-toolbar.tsx'
import { useOptimisticAction } from './use-optimistic-action.ts'
import { useReceptionKeys } from './use-reception-keys.ts'

const LISTS: ReceptionList[] = ['arrivals', 'departures', 'inHouse']

/** `/:slugs/reception`: a day's arrivals, departures and guests in the house, one click per routine step. */
export function ReceptionPage({ onNewReservation }: { onNewReservation: (date: string) => void }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const format = useFormat()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const today = todayIn(timeZone)
  const [params, setParams] = useSearchParams()
  const dateParam = params.get('date')
  const date = isLocalDate(dateParam) ? dateParam : today
  const overview = useReceptionOverview(slugs, date)
  const { act, pending, guard } = useOptimisticAction(slugs, date)
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState(-1)
  const searchRef = useRef<HTMLInputElement>(null)
  const canWrite = may('accommodation.write')

  const lists = Object.fromEntries(
    LISTS.map((list) => [list, (overview.data?.[list] ?? []).filter((r) => matchesSearch(r, search))]),
  ) as Record<ReceptionList, ReservationSummary[]>
  const flat = LISTS.flatMap((list) => lists[list])
  const open = (index: number) => {
    const target = flat[index]
    if (target) navigate(`/${slugs}/reservations/${target.id}`)
  }
  useReceptionKeys({
    count: flat.length,
    index: selected,
    searchRef,
    onMove: setSelected,
    onOpen: open,
    onNew: () => canWrite && onNewReservation(date),
    onClearSearch: () => setSearch(''),
  })
  const setDate = (next: string) => {
    setSelected(-1)
    setParams(next === today ? {} : { date: next }, { replace: true })
  }
  const newButton = canWrite ? (
    <Button
      leftSection={<IconPlus size={18} />}
      rightSection={<Kbd size="xs">N</Kbd>}
      onClick={() => onNewReservation(date)}
    >
      {t('timeline.newReservation')}
    </Button>
  ) : null
  const empty = (list: ReceptionList) => ({
    title: t(`reception.empty.${list}`, { date: format.date(date) }),
    hint: list === 'arrivals' && canWrite ? t('reception.empty.arrivalsHint') : t(`reception.empty.${list}Hint`),
  })
  let offset = 0
  return (
    <Stack gap="md" maw={1200}>
      <FrontDeskConfirm
        asked={guard.asked}
        slug={slugs}
        busy={pending !== null}
        onClose={guard.dismiss}
        onConfirm={() => void guard.confirmAsked()}
        onPayFirst={(method) => void guard.payThenConfirm(method)}
      />
      <PageHeader
        title={t('reception.title')}
        lead={t('reception.lead', { date: format.date(date) })}
        actions={newButton}
      />
      <ReceptionToolbar
        date={date}
        today={today}
        search={search}
        searchRef={searchRef}
        onDate={setDate}
        onSearch={(text) => {
          setSearch(text)
          setSelected(-1)
        }}
      />
      {overview.isPending ? (
        <PageSkeleton rows={6} />
      ) : overview.error ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        LISTS.map((list) => {
          const start = offset
          offset += lists[list].length
          return (
            <ReceptionSection
              key={list}
              slug={slugs}
              list={list}
              date={date}
              reservations={lists[list]}
              offset={start}
              selected={selected}
              canWrite={canWrite}
              pending={pending}
              empty={empty(list)}
              onAction={(action, reservation, method) => void act(action, reservation, method)}
              onSelect={setSelected}
            />
          )
        })
      )}
      <Text size="xs" c="dimmed" className="no-print">
        {t('reception.keys')}
      </Text>
    </Stack>
  )
}
