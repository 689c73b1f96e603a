import { BankItemKind } from '@innkeep/contract'
import { Button, Group, MultiSelect, SegmentedControl, Select, TextInput } from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAccountOptions, useSynchronizedAccounts } from '../../api/bank.ts'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import type { useBankItemsFilter } from './use-bank-items-filter.ts'

type Filter = ReturnType<typeof useBankItemsFilter>

/** Accounts that hold items, and the cash registers (they hold what is typed in, never synchronised). */
function useAccountChoices(slug: string) {
  const synchronized = useSynchronizedAccounts(slug).data ?? []
  const all = useAccountOptions(slug).data ?? []
  const cash = all.filter((a) => a.kind === 'CASH' && !synchronized.some((s) => s.id === a.id))
  return [...synchronized, ...cash].map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))
}

/** Account, period, direction, state, amount range, VS, text and kinds; every change lands in the address. */
export function BankItemsFilters({ slug, filter }: { slug: string; filter: Filter }) {
  const { t } = useTranslation()
  const { state, typed, type, update } = filter
  const accounts = useAccountChoices(slug)
  const amount = { w: { base: '47%', xs: 110 }, inputMode: 'decimal' } as const
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="bank-items-filters">
      <Select
        label={t('bank.filter.account')}
        placeholder={t('bank.filter.anyAccount')}
        clearable
        value={state.account ?? null}
        onChange={(value) => update({ account: value ?? undefined })}
        data={accounts}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <LocalDateInput
        label={t('bank.filter.from')}
        value={state.from ?? null}
        onChange={(value) => update({ from: value ?? undefined })}
        placeholder={t('bank.filter.anyDate')}
        clearable
        w={{ base: '47%', xs: 150 }}
      />
      <LocalDateInput
        label={t('bank.filter.till')}
        value={state.till ?? null}
        onChange={(value) => update({ till: value ?? undefined })}
        placeholder={t('bank.filter.anyDate')}
        clearable
        w={{ base: '47%', xs: 150 }}
      />
      <SegmentedControl
        aria-label={t('bank.filter.direction')}
        value={state.direction ?? ''}
        onChange={(value) => update({ direction: value === 'IN' || value === 'OUT' ? value : undefined })}
        data={[
          { value: '', label: t('bank.filter.both') },
          { value: 'IN', label: t('bank.filter.in') },
          { value: 'OUT', label: t('bank.filter.out') },
        ]}
      />
      <Select
        label={t('bank.filter.state')}
        placeholder={t('bank.filter.anyState')}
        clearable
        value={state.state ?? null}
        onChange={(value) =>
          update({ state: value === 'UNLINKED' || value === 'LINKED' || value === 'IGNORED' ? value : undefined })
        }
        data={(['UNLINKED', 'LINKED', 'IGNORED'] as const).map((value) => ({
          value,
          label: t(`bank.filter.states.${value}`),
        }))}
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('bank.filter.amountMin')}
        value={typed.min}
        onChange={(event) => type({ min: event.currentTarget.value })}
        {...amount}
      />
      <TextInput
        label={t('bank.filter.amountMax')}
        value={typed.max}
        onChange={(event) => type({ max: event.currentTarget.value })}
        {...amount}
      />
      <TextInput
        label={t('bank.item.variableSymbol')}
        inputMode="numeric"
        value={typed.vs}
        onChange={(event) => type({ vs: event.currentTarget.value.replace(/\D/g, '').slice(0, 10) })}
        w={{ base: '100%', xs: 130 }}
      />
      <TextInput
        label={t('bank.filter.search')}
        placeholder={t('bank.filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed.text}
        onChange={(event) => type({ text: event.currentTarget.value })}
        w={{ base: '100%', sm: 240 }}
      />
      <MultiSelect
        label={t('bank.filter.kinds')}
        placeholder={state.kinds.length ? undefined : t('bank.filter.anyKind')}
        searchable
        clearable
        value={state.kinds}
        onChange={(values) => update({ kinds: BankItemKind.options.filter((kind) => values.includes(kind)) })}
        data={BankItemKind.options.map((kind) => ({ value: kind, label: t(`bank.kind.${kind}`) }))}
        w={{ base: '100%', sm: 280 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={filter.reset}>
        {t('bank.filter.reset')}
      </Button>
    </Group>
  )
}
