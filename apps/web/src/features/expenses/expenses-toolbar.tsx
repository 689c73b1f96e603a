import { Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PeriodControl } from '../../components/documents/period-control.tsx'
import { FilterPanel } from '../../components/filter-panel.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import type { DateRange } from '../../components/invoices/invoice-period.ts'
import { LabelFilter } from '../../components/labels/label-filter.tsx'
import {
  activeExpensesFilters,
  EXPENSE_PAYMENTS,
  EXPENSE_SORTS,
  type ExpensesFilterChange,
  type ExpensesFilterState,
} from './use-expenses-filter.ts'

interface Props {
  slug: string
  filter: ExpensesFilterState
  /** The issue dates the period covers now: a custom range starts from them. */
  range: DateRange
  search: string
  onSearch: (text: string) => void
  onChange: (change: ExpensesFilterChange) => void
}

/**
 * Period, payment, sort, labels and the search: on a phone the search, the list's main control,
 * stays in sight and the rest folds away.
 */
export function ExpensesToolbar({ slug, filter, range, search, onSearch, onChange }: Props) {
  const { t } = useTranslation()
  const searchBox = (
    <TextInput
      label={t('expenses.filter.search')}
      placeholder={t('expenses.filter.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={{ base: '100%', sm: 280 }}
    />
  )
  return (
    <FilterPanel active={activeExpensesFilters(filter)} search={searchBox}>
      {(searchSlot) => (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <PeriodControl label={t('expenses.filter.period')} value={filter.period} range={range} onChange={onChange} />
          {filter.period === 'custom' ? (
            <>
              <LocalDateInput
                label={t('expenses.filter.from')}
                value={filter.from ?? null}
                onChange={(value) => onChange({ period: 'custom', from: value ?? undefined })}
                w={170}
              />
              <LocalDateInput
                label={t('expenses.filter.till')}
                value={filter.till ?? null}
                onChange={(value) => onChange({ period: 'custom', till: value ?? undefined })}
                w={170}
              />
            </>
          ) : null}
          <Select
            label={t('invoices.filter.payment')}
            placeholder={t('invoices.filter.anyPayment')}
            clearable
            value={filter.payment ?? null}
            onChange={(value) => onChange({ payment: EXPENSE_PAYMENTS.find((p) => p === value) })}
            data={EXPENSE_PAYMENTS.map((value) => ({ value, label: t(`invoices.payment.${value}`) }))}
            w={{ base: '100%', xs: 190 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('expenses.filter.sort')}
            allowDeselect={false}
            value={`${filter.sort}:${filter.direction}`}
            onChange={(value) => {
              const [sort, direction] = (value ?? '').split(':')
              const chosen = EXPENSE_SORTS.find((s) => s === sort)
              if (chosen) onChange({ sort: chosen, direction: direction === 'asc' ? 'asc' : 'desc' })
            }}
            data={EXPENSE_SORTS.flatMap((sort) =>
              (['desc', 'asc'] as const).map((direction) => ({
                value: `${sort}:${direction}`,
                label: t(`expenses.sort.${sort}_${direction}`),
              })),
            )}
            w={{ base: '100%', xs: 220 }}
            comboboxProps={{ withinPortal: true }}
          />
          <LabelFilter
            slug={slug}
            label={t('labels.filter.label')}
            value={filter.labels}
            onChange={(labels) => onChange({ labels })}
            w={{ base: '100%', xs: 240 }}
          />
          {searchSlot}
        </Group>
      )}
    </FilterPanel>
  )
}
