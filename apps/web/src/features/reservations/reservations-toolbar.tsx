import { ReservationPayment, ReservationSource, ReservationStatus } from '@innkeep/contract'
import { Group, Kbd, Loader, MultiSelect, Select, Stack, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useResourceGroups, useResources } from '../../api/resources.ts'
import { FilterPanel } from '../../components/filter-panel.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { LabelFilter } from '../../components/labels/label-filter.tsx'
import { activeFilters, type FilterChange, type ReservationsFilterState } from './use-reservations-filter.ts'

interface Props {
  slug: string
  filter: ReservationsFilterState
  search: string
  searchRef: RefObject<HTMLInputElement | null>
  /** The server is answering a new filter or page. */
  loading: boolean
  onSearch: (text: string) => void
  onChange: (change: FilterChange) => void
}

/** The room filter's value: a whole group (`group:<id>`) or one room or place (`room:<id>`). */
function placeValue(filter: ReservationsFilterState): string | null {
  if (filter.room) return `room:${filter.room}`
  if (filter.group) return `group:${filter.group}`
  return null
}

function placeChange(value: string | null): FilterChange {
  const [kind, id] = (value ?? '').split(':')
  return { room: kind === 'room' ? id : undefined, group: kind === 'group' ? id : undefined }
}

/** Rooms and places by group, each group first as a whole (retired ones too: old stays are in them). */
function usePlaceOptions(slug: string) {
  const { t } = useTranslation()
  const resources = useResources(slug).data ?? []
  const groups = useResourceGroups(slug).data ?? []
  return groups.map((group) => ({
    group: group.name,
    items: [
      { value: `group:${group.id}`, label: t('reservationSearch.filter.wholeGroup', { name: group.name }) },
      ...resources
        .filter((resource) => resource.groupId === group.id && resource.kind !== 'RESTAURANT')
        .map((resource) => ({ value: `room:${resource.id}`, label: resource.name })),
    ],
  }))
}

/**
 * The search `/` focuses, the dates a stay has a night in, state, payment, source, room or group and
 * labels: on a phone the search stays in sight and the rest folds away.
 */
export function ReservationsToolbar({ slug, filter, search, searchRef, loading, onSearch, onChange }: Props) {
  const { t } = useTranslation()
  const places = usePlaceOptions(slug)
  const field = { w: { base: '100%', xs: 220 }, comboboxProps: { withinPortal: true } } as const
  const searchBox = (
    <TextInput
      ref={searchRef}
      type="search"
      aria-label={t('reservationSearch.filter.search')}
      placeholder={t('reservationSearch.filter.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={loading ? <Loader size={14} aria-label={t('common.loading')} /> : <Kbd size="xs">/</Kbd>}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={{ base: '100%', xs: 340 }}
    />
  )
  return (
    <FilterPanel active={activeFilters(filter)} search={searchBox}>
      {(searchSlot) => (
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            {searchSlot}
            <Group gap="xs" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
              <LocalDateInput
                aria-label={t('reservationSearch.filter.from')}
                placeholder={t('reservationSearch.filter.from')}
                value={filter.from ?? null}
                onChange={(value) => onChange({ from: value ?? undefined })}
                clearable
                w={{ base: '50%', xs: 165 }}
              />
              <LocalDateInput
                aria-label={t('reservationSearch.filter.till')}
                placeholder={t('reservationSearch.filter.till')}
                value={filter.till ?? null}
                onChange={(value) => onChange({ till: value ?? undefined })}
                clearable
                w={{ base: '50%', xs: 165 }}
              />
            </Group>
            <Select
              {...field}
              clearable
              searchable
              aria-label={t('reservationSearch.filter.place')}
              placeholder={t('reservationSearch.filter.anyPlace')}
              value={placeValue(filter)}
              onChange={(value) => onChange(placeChange(value))}
              data={places}
            />
          </Group>
          <Group gap="sm" align="flex-end">
            <MultiSelect
              {...field}
              clearable
              aria-label={t('reservationSearch.filter.status')}
              placeholder={filter.status.length > 0 ? undefined : t('reservationSearch.filter.anyStatus')}
              value={filter.status}
              onChange={(values) => onChange({ status: ReservationStatus.options.filter((s) => values.includes(s)) })}
              data={ReservationStatus.options.map((status) => ({
                value: status,
                label: t(`reservationStatus.${status}`),
              }))}
            />
            <MultiSelect
              {...field}
              clearable
              aria-label={t('reservationSearch.filter.source')}
              placeholder={filter.source.length > 0 ? undefined : t('reservationSearch.filter.anySource')}
              value={filter.source}
              onChange={(values) => onChange({ source: ReservationSource.options.filter((s) => values.includes(s)) })}
              data={ReservationSource.options.map((source) => ({
                value: source,
                label: t(`reservationSearch.sources.${source}`),
              }))}
            />
            <Select
              {...field}
              clearable
              aria-label={t('reservationSearch.filter.payment')}
              placeholder={t('reservationSearch.filter.anyPayment')}
              value={filter.payment ?? null}
              onChange={(value) => onChange({ payment: ReservationPayment.safeParse(value).data })}
              data={ReservationPayment.options.map((payment) => ({
                value: payment,
                label: t(`reservationSearch.payment.${payment}`),
              }))}
            />
            <LabelFilter
              slug={slug}
              value={filter.labels}
              onChange={(labels) => onChange({ labels })}
              w={{ base: '100%', xs: 260 }}
            />
          </Group>
        </Stack>
      )}
    </FilterPanel>
  )
}
