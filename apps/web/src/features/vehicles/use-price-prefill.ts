import { type Car, rentalDays } from '@innkeep/contract'
import { useEffect, useRef } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput } from '../../lib/money-input.ts'
import { type ContractFormOutput, type ContractFormValues, suggestedPrice } from './contract-values.ts'

type Form = UseFormReturn<ContractFormValues, unknown, ContractFormOutput>

/** Puts `text` into a field that still shows what was put there before (or nothing): a typed value stays. */
function follow(form: Form, name: 'price' | 'deposit', text: string, previous: string | null) {
  const current = form.getValues(name)
  if (current.trim() !== '' && current !== previous) return
  if (current !== text) form.setValue(name, text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
}

/**
 * The price follows the car and the days (price per day × days, both ends counted) and the deposit
 * follows the car, until the user types their own; what was typed is never overwritten.
 */
export function usePricePrefill(form: Form, cars: readonly Pick<Car, 'id' | 'pricePerDay' | 'deposit'>[]) {
  const { language } = useFormat()
  const [subject, carId, since, till] = useWatch({ control: form.control, name: ['subject', 'carId', 'since', 'till'] })
  const car = subject === 'car' ? cars.find((c) => c.id === carId) : undefined
  const suggestion = suggestedPrice(car, since, till)
  const lastPrice = useRef<string | null>(null)
  const lastDeposit = useRef<string | null>(null)

  // a resource has no price per day: what the car offered goes away with the car
  const priceText = subject === 'resource' ? '' : suggestion === null ? null : moneyToInput(suggestion, language)
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the suggestion only
  useEffect(() => {
    if (priceText === null) return
    follow(form, 'price', priceText, lastPrice.current)
    lastPrice.current = priceText
  }, [priceText])

  const deposit = subject === 'resource' ? 0 : car?.deposit
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the car's deposit only
  useEffect(() => {
    if (deposit === undefined) return
    const text = deposit === 0 ? '' : moneyToInput(deposit, language)
    follow(form, 'deposit', text, lastDeposit.current)
    lastDeposit.current = text
  }, [deposit])

  return {
    car,
    suggestion,
    days: car && since && till && till > since ? rentalDays(since, till) : null,
    /** Puts the suggested price back over a typed one. */
    apply: () => {
      if (suggestion === null) return
      const text = moneyToInput(suggestion, language)
      form.setValue('price', text, { shouldDirty: true, shouldValidate: true })
      lastPrice.current = text
    },
    suggestionText: suggestion === null ? null : moneyToInput(suggestion, language),
  }
}
