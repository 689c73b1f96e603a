import { InvoiceType } from '@innkeep/contract'
import { Group, Kbd, Loader, Select, Stack, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { PeriodControl } from '../../components/documents/period-control.tsx'
import { FilterPanel } from '../../components/filter-panel.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import type { DateRange } from '../../components/invoices/invoice-period.ts'
import { LabelFilter } from '../../components/labels/label-filter.tsx'
import {
  activeFilters,
  type FilterChange,
  type InvoicesFilterState,
  PAYMENTS,
  type PaymentFilter,
  STATES,
  type StateFilter,
} from './use-invoices-filter.ts'

interface Props {
  slug: string
  filter: InvoicesFilterState
  /** The issue dates the period covers now: a custom range starts from them. */
  range: DateRange
  search: string
  searchRef: RefObject<HTMLInputElement | null>
  /** The server is answering a new filter or page. */
  loading: boolean
  onSearch: (text: string) => void
  onChange: (change: FilterChange) => void
}

/**
 * Period (this month, last month, this year, a range, all), type, state, payment, labels, and the
 * search `/` focuses: on a phone the search stays in sight and the rest folds away.
 */
export function InvoicesToolbar({ slug, filter, range, search, searchRef, loading, onSearch, onChange }: Props) {
  const { t } = useTranslation()
  const select = { clearable: true, w: { base: '100%', xs: 190 }, comboboxProps: { withinPortal: true } } as const
  const searchBox = (
    <TextInput
      ref={searchRef}
      type="search"
      aria-label={t('invoices.filter.search')}
      placeholder={t('invoices.filter.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={loading ? <Loader size={14} aria-label={t('common.loading')} /> : <Kbd size="xs">/</Kbd>}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={{ base: '100%', xs: 300 }}
    />
  )
  return (
    <FilterPanel active={activeFilters(filter)} search={searchBox}>
      {(searchSlot) => (
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <PeriodControl
              label={t('invoices.filter.period')}
              value={filter.period}
              range={range}
              onChange={onChange}
            />
            {filter.period === 'custom' ? (
              <Group gap="xs" wrap="nowrap">
                <LocalDateInput
                  aria-label={t('invoices.filter.from')}
                  placeholder={t('invoices.filter.from')}
                  value={filter.from ?? null}
                  onChange={(value) => onChange({ period: 'custom', from: value ?? undefined, till: filter.till })}
                  clearable
                  w={160}
                />
                <LocalDateInput
                  aria-label={t('invoices.filter.till')}
                  placeholder={t('invoices.filter.till')}
                  value={filter.till ?? null}
                  onChange={(value) => onChange({ period: 'custom', from: filter.from, till: value ?? undefined })}
                  clearable
                  w={160}
                />
              </Group>
            ) : null}
            <LabelFilter
              slug={slug}
              value={filter.labels}
              onChange={(labels) => onChange({ labels })}
              w={{ base: '100%', xs: 260 }}
            />
          </Group>
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <Select
                {...select}
                aria-label={t('invoices.filter.type')}
                placeholder={t('invoices.filter.anyType')}
                value={filter.type ?? null}
                onChange={(value) => onChange({ type: InvoiceType.safeParse(value).data })}
                data={InvoiceType.options.map((type) => ({ value: type, label: t(`invoices.type.${type}`) }))}
              />
              <Select
                {...select}
                aria-label={t('invoices.filter.state')}
                placeholder={t('invoices.filter.anyState')}
                value={filter.state ?? null}
                onChange={(value) => onChange({ state: STATES.find((s) => s === value) as StateFilter | undefined })}
                data={STATES.map((state) => ({ value: state, label: t(`invoices.filter.states.${state}`) }))}
              />
              <Select
                {...select}
                aria-label={t('invoices.filter.payment')}
                placeholder={t('invoices.filter.anyPayment')}
                value={filter.payment ?? null}
                onChange={(value) =>
                  onChange({ payment: PAYMENTS.find((p) => p === value) as PaymentFilter | undefined })
                }
                data={PAYMENTS.map((payment) => ({ value: payment, label: t(`invoices.payment.${payment}`) }))}
              />
            </Group>
            {searchSlot}
          </Group>
        </Stack>
      )}
    </FilterPanel>
  )
}
