import { Autocomplete, type AutocompleteProps } from '@mantine/core'
import { forwardRef, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

// The nationalities a Czech guest house meets most; any other ISO alpha-3 code can be typed.
const COMMON: [alpha3: string, alpha2: string][] = [
  ['CZE', 'CZ'],
  ['SVK', 'SK'],
  ['DEU', 'DE'],
  ['AUT', 'AT'],
  ['POL', 'PL'],
  ['HUN', 'HU'],
  ['UKR', 'UA'],
  ['NLD', 'NL'],
  ['BEL', 'BE'],
  ['GBR', 'GB'],
  ['FRA', 'FR'],
  ['ITA', 'IT'],
  ['ESP', 'ES'],
  ['CHE', 'CH'],
  ['DNK', 'DK'],
  ['SWE', 'SE'],
  ['USA', 'US'],
]

/** ISO 3166-1 alpha-3 code with suggestions named in the UI language (`DEU – Německo`). */
export const NationalityInput = forwardRef<HTMLInputElement, Omit<AutocompleteProps, 'data'>>(
  function NationalityInput(props, ref) {
    const { i18n } = useTranslation()
    const data = useMemo(() => {
      const names = new Intl.DisplayNames([i18n.language], { type: 'region' })
      return COMMON.map(([alpha3, alpha2]) => ({ value: alpha3, label: `${alpha3} – ${names.of(alpha2) ?? alpha2}` }))
    }, [i18n.language])
    return (
      <Autocomplete
        ref={ref}
        data={data.map((d) => d.label)}
        maxLength={40}
        autoComplete="off"
        {...props}
        onChange={(value) => props.onChange?.(value.slice(0, 3).toUpperCase())}
      />
    )
  },
)
