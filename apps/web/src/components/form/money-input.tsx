import { TextInput, type TextInputProps } from '@mantine/core'
import { forwardRef } from 'react'

/** An amount typed in crowns with decimals (`1 234,50`); the form keeps the text, `parseMoney` converts it. */
export const MoneyInput = forwardRef<HTMLInputElement, TextInputProps & { currency?: string }>(function MoneyInput(
  { currency = 'Kč', ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      rightSection={<span aria-hidden>{currency}</span>}
      rightSectionWidth={44}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  )
})
