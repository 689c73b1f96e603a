import { Loader, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useContacts } from '../../api/contacts.ts'

interface Props {
  slug: string
  value: string | undefined
  /** The chosen contact's name when the page knows it (from the listed contracts). */
  knownName: string | undefined
  onChange: (contactId: string | undefined) => void
}

/** The renter filter: contacts searched on the server as one types. */
export function ContactFilter({ slug, value, knownName, onChange }: Props) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const current = value
    ? chosen?.value === value
      ? chosen
      : { value, label: knownName ?? t('vehicles.contracts.chosenContact') }
    : null
  // the box shows the chosen name: that is no search
  const text = debounced === current?.label ? '' : debounced
  const contacts = useContacts(slug, { text, page: 0, size: 20, withAccount: false })
  const options = (contacts.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))
  if (current && !options.some((o) => o.value === current.value)) options.unshift(current)
  return (
    <Select
      aria-label={t('vehicles.contract.contact')}
      placeholder={t('vehicles.contracts.anyContact')}
      searchable
      clearable
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
      value={value ?? null}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(id) => {
        const option = options.find((o) => o.value === id)
        if (option) setChosen(option)
        onChange(id ?? undefined)
      }}
      data={options}
      nothingFoundMessage={contacts.isFetching ? t('common.loading') : t('invoices.fields.noCustomer')}
      rightSection={contacts.isFetching ? <Loader size={14} aria-label={t('common.loading')} /> : undefined}
      data-testid="contracts-contact"
    />
  )
}
