import { StayPaymentMethod } from '@innkeep/contract'
import { Input, SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  value: StayPaymentMethod
  onChange: (method: StayPaymentMethod) => void
  error?: string
}

/** How the money came: Hotově / Kartou / Převodem / QR platba, one tap each. */
export function PaymentMethodControl({ value, onChange, error }: Props) {
  const { t } = useTranslation()
  return (
    <Input.Wrapper label={t('stayAccount.method')} error={error}>
      <SegmentedControl
        fullWidth
        aria-label={t('stayAccount.method')}
        value={value}
        onChange={(next) => onChange(StayPaymentMethod.parse(next))}
        data={StayPaymentMethod.options.map((method) => ({
          value: method,
          label: t(`stayAccount.methods.${method}`),
        }))}
      />
    </Input.Wrapper>
  )
}
