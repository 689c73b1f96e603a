import { ContractState } from '@innkeep/contract'
import { Group, Kbd, Loader, Select, Stack, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterPanel } from '../../components/filter-panel.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { useCarOptions } from './car-select-options.ts'
import { ContactFilter } from './contact-filter.tsx'
import {
  activeContractsFilters,
  type ContractsFilterChange,
  type ContractsFilterState,
} from './use-contracts-filter.ts'

interface Props {
  slug: string
  filter: ContractsFilterState
  /** The renter's name when the list knows it. */
  contactName: string | undefined
  search: string
  searchRef: RefObject<HTMLInputElement | null>
  loading: boolean
  onSearch: (text: string) => void
  onChange: (change: ContractsFilterChange) => void
}

/**
 * State, renter, vehicle, the period the contracts overlap, and the search `/` focuses: on a phone
 * the search stays in sight and the rest folds away.
 */
export function ContractsToolbar({ slug, filter, contactName, search, searchRef, loading, onSearch, onChange }: Props) {
  const { t } = useTranslation()
  const cars = useCarOptions(slug)
  const select = { clearable: true, w: { base: '100%', xs: 200 }, comboboxProps: { withinPortal: true } } as const
  const searchBox = (
    <TextInput
      ref={searchRef}
      type="search"
      aria-label={t('vehicles.contracts.search')}
      placeholder={t('vehicles.contracts.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={loading ? <Loader size={14} aria-label={t('common.loading')} /> : <Kbd size="xs">/</Kbd>}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={{ base: '100%', xs: 320 }}
    />
  )
  return (
    <FilterPanel active={activeContractsFilters(filter)} search={searchBox}>
      {(searchSlot) => (
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <Select
              {...select}
              aria-label={t('vehicles.contract.status')}
              placeholder={t('vehicles.contracts.anyState')}
              value={filter.state ?? null}
              onChange={(value) => onChange({ state: ContractState.safeParse(value).data })}
              data={ContractState.options.map((state) => ({
                value: state,
                label: t(`vehicles.contractState.${state}`),
              }))}
              data-testid="contracts-state"
            />
            <ContactFilter
              slug={slug}
              value={filter.contactId}
              knownName={contactName}
              onChange={(contactId) => onChange({ contactId })}
            />
            <Select
              {...select}
              searchable
              aria-label={t('vehicles.contract.car')}
              placeholder={t('vehicles.contracts.anyCar')}
              value={filter.carId ?? null}
              onChange={(value) => onChange({ carId: value ?? undefined })}
              data={cars.options}
              data-testid="contracts-car"
            />
            <Group gap="xs" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
              <LocalDateInput
                aria-label={t('vehicles.contracts.from')}
                placeholder={t('vehicles.contracts.from')}
                value={filter.from ?? null}
                onChange={(value) => onChange({ from: value ?? undefined })}
                clearable
                w={{ base: 'calc(50% - 5px)', xs: 150 }}
              />
              <LocalDateInput
                aria-label={t('vehicles.contracts.till')}
                placeholder={t('vehicles.contracts.till')}
                value={filter.till ?? null}
                onChange={(value) => onChange({ till: value ?? undefined })}
                minDate={filter.from}
                clearable
                w={{ base: 'calc(50% - 5px)', xs: 150 }}
              />
            </Group>
          </Group>
          {searchSlot}
        </Stack>
      )}
    </FilterPanel>
  )
}
