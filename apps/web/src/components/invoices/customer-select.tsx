import type { ContactRecord, Invoice } from '@innkeep/contract'
import { Anchor, Group, Loader, Select, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconAddressBook } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useContacts } from '../../api/contacts.ts'
import { requiredUnless } from '../form/required-field.ts'
import type { InvoiceFormOutput, InvoiceFormValues } from './invoice-values.ts'

interface Props {
  slug: string
  record: Pick<Invoice, 'contactId' | 'customer'> | null
  readOnly: boolean
  /** Dodavatel on a supplier invoice; Odběratel unless said. */
  label?: string
  /** The link to the contacts page; "Nový odběratel v kontaktech" unless said. */
  newLabel?: string
}

interface Chosen {
  value: string
  label: string
  details: string
}

const SIZE = 20

function detailsOf(party: Pick<ContactRecord, 'ico' | 'dic' | 'address'>, t: (key: string) => string): string {
  return [
    party.ico ? `${t('invoices.fields.ico')} ${party.ico}` : '',
    party.dic ? `${t('invoices.fields.dic')} ${party.dic}` : '',
    party.address.city,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** Odběratel: the contacts searched on the server as one types; the chosen one's ICO, DIC and town below. */
export function CustomerSelect({ slug, record, readOnly, label, newLabel }: Props) {
  const { t } = useTranslation()
  const { control } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const [chosen, setChosen] = useState<Chosen | null>(
    record ? { value: record.contactId, label: record.customer.name, details: detailsOf(record.customer, t) } : null,
  )
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  // the box shows the chosen name: that is no search, offer every contact
  const text = debounced === chosen?.label ? '' : debounced
  const contacts = useContacts(slug, { text, page: 0, size: SIZE, withAccount: false })
  const items = contacts.data?.items ?? []
  const options: Chosen[] = items.map((c) => ({ value: c.id, label: c.name, details: detailsOf(c, t) }))
  if (chosen && !options.some((o) => o.value === chosen.value)) options.push(chosen)
  const byId = new Map(options.map((o) => [o.value, o]))

  return (
    <Controller
      control={control}
      name="contactId"
      render={({ field, fieldState }) => (
        <Stack gap={4}>
          <Select
            ref={field.ref}
            label={label ?? t('invoices.fields.customer')}
            placeholder={t('invoices.fields.customerPlaceholder')}
            searchable
            allowDeselect={false}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(value) => {
              const option = value ? byId.get(value) : undefined
              if (option) setChosen(option)
              field.onChange(value)
            }}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            data={options.map(({ value, label }) => ({ value, label }))}
            renderOption={({ option }) => (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                {byId.get(option.value)?.details ? (
                  <Text size="xs" c="dimmed">
                    {byId.get(option.value)?.details}
                  </Text>
                ) : null}
              </Stack>
            )}
            nothingFoundMessage={contacts.isFetching ? t('common.loading') : t('invoices.fields.noCustomer')}
            rightSection={contacts.isFetching ? <Loader size={14} aria-label={t('common.loading')} /> : undefined}
            comboboxProps={{ withinPortal: true }}
            description={(field.value && byId.get(field.value)?.details) || undefined}
            error={fieldState.error?.message}
            data-testid="invoice-customer"
            {...requiredUnless(readOnly)}
          />
          {readOnly ? null : (
            <Group gap={4}>
              <IconAddressBook size={14} aria-hidden />
              <Anchor component={Link} to={`/${slug}/contacts`} size="xs">
                {newLabel ?? t('invoices.fields.newCustomer')}
              </Anchor>
            </Group>
          )}
        </Stack>
      )}
    />
  )
}
