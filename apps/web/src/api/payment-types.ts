import { lovPaymentType, PaymentMethod } from '@innkeep/contract'
import { useTranslation } from 'react-i18next'
import { useApiQuery } from './query.ts'

/**
 * The payment methods as select options, named by the server in the reader's language
 * (`lov-payment-type`); the app's own names stand in until it answers or when it cannot.
 */
export function usePaymentTypeOptions(): { value: PaymentMethod; label: string }[] {
  const { t } = useTranslation()
  const { data } = useApiQuery(lovPaymentType, {}, { onError: () => undefined })
  if (data?.length) return data.map((type) => ({ value: type.code, label: type.label }))
  return PaymentMethod.options.map((value) => ({ value, label: t(`invoices.paymentMethod.${value}`) }))
}
