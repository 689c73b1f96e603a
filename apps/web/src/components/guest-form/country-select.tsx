import { countryName } from '@innkeep/contract'
import { Group, Select, type SelectProps, Text } from '@mantine/core'
import { forwardRef, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isGuestLanguage } from '../../i18n/instance.ts'
import { COMMON_COUNTRIES, countryOptions } from './country-search.ts'

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  /** ISO alpha-3 or ''. */
  value: string
  onChange: (alpha3: string) => void
}

/**
 * Nationality: the ISO 3166 list (packages/contract countries.ts), named in the page's language and
 * searched as you type by the name in Czech, English or German (diacritics optional) or the code; it sends the alpha-3 code and shows it beside
 * each name (`Slovensko SVK`).
 */
export const CountrySelect = forwardRef<HTMLInputElement, Props>(function CountrySelect(
  { value, onChange, ...props },
  ref,
) {
  const { t, i18n } = useTranslation()
  const language = isGuestLanguage(i18n.language) ? i18n.language : 'cs'
  const selectedLabel = value ? (countryName(value, language) ?? value) : ''
  const [search, setSearch] = useState(selectedLabel)
  // a value set from outside (form reset, another language) shows as the field's text
  useEffect(() => setSearch(selectedLabel), [selectedLabel])
  // the field shows the chosen country: its name is not a search, so every country is offered
  const query = search === selectedLabel ? '' : search
  const data = useMemo(() => {
    const options = countryOptions(query, language, value || null)
    if (query !== '') return options
    const common = options.filter((o) => COMMON_COUNTRIES.includes(o.value))
    const rest = options.filter((o) => !COMMON_COUNTRIES.includes(o.value))
    return [
      { group: t('guest.form.commonCountries'), items: common },
      { group: t('guest.form.allCountries'), items: rest },
    ]
  }, [query, language, value, t])
  return (
    <Select
      ref={ref}
      searchable
      clearable
      data={data}
      value={value || null}
      onChange={(code) => {
        onChange(code ?? '')
        setSearch(code ? (countryName(code, language) ?? code) : '')
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('guest.form.nationalityNone')}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {option.value}
          </Text>
        </Group>
      )}
      {...props}
    />
  )
})
