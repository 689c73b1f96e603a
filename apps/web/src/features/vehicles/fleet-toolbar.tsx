import { VehicleType } from '@innkeep/contract'
import { Group, Kbd, Loader, SegmentedControl, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterPanel } from '../../components/filter-panel.tsx'
import { ACTIVITY, type Activity, activeFleetFilters, type FleetFilterState } from './use-fleet-filter.ts'

interface Props {
  filter: FleetFilterState
  search: string
  searchRef: RefObject<HTMLInputElement | null>
  loading: boolean
  onSearch: (text: string) => void
  onType: (type: VehicleType | undefined) => void
  onActivity: (activity: Activity) => void
}

/**
 * Vehicle type, in service / retired / all, and the search (name, plate, VIN) that `/` focuses: on a
 * phone the search stays in sight and the rest folds away.
 */
export function FleetToolbar({ filter, search, searchRef, loading, onSearch, onType, onActivity }: Props) {
  const { t } = useTranslation()
  const searchBox = (
    <TextInput
      ref={searchRef}
      type="search"
      aria-label={t('vehicles.fleet.search')}
      placeholder={t('vehicles.fleet.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={loading ? <Loader size={14} aria-label={t('common.loading')} /> : <Kbd size="xs">/</Kbd>}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={{ base: '100%', xs: 300 }}
    />
  )
  return (
    <FilterPanel active={activeFleetFilters(filter)} search={searchBox}>
      {(searchSlot) => (
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Select
              aria-label={t('vehicles.fields.vehicleType')}
              placeholder={t('vehicles.fleet.anyType')}
              clearable
              w={{ base: '100%', xs: 190 }}
              comboboxProps={{ withinPortal: true }}
              value={filter.type ?? null}
              onChange={(value) => onType(VehicleType.safeParse(value).data)}
              data={VehicleType.options.map((type) => ({ value: type, label: t(`vehicles.vehicleType.${type}`) }))}
              data-testid="fleet-type"
            />
            <SegmentedControl
              aria-label={t('vehicles.fleet.activity')}
              value={filter.activity}
              onChange={(value) => onActivity(ACTIVITY.find((a) => a === value) ?? 'active')}
              data={ACTIVITY.map((activity) => ({
                value: activity,
                label: t(`vehicles.fleet.activities.${activity}`),
              }))}
            />
          </Group>
          {searchSlot}
        </Group>
      )}
    </FilterPanel>
  )
}
