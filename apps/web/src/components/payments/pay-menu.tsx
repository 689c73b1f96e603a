import { StayPaymentMethod } from '@innkeep/contract'
import { Menu } from '@mantine/core'
import { IconBuildingBank, IconCash, IconCreditCard, IconQrcode } from '@tabler/icons-react'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'

const ICONS = { cash: IconCash, card: IconCreditCard, bank: IconBuildingBank, code: IconQrcode }

interface Props {
  /** The button that opens the choice. */
  children: ReactElement
  onPay: (method: StayPaymentMethod) => void
}

/** "Zaplaceno" asks how first: a short menu of the payment methods (arrows and Enter, Esc closes). */
export function PayMenu({ children, onPay }: Props) {
  const { t } = useTranslation()
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('stayAccount.paidHow')}</Menu.Label>
        {StayPaymentMethod.options.map((method) => {
          const Icon = ICONS[method]
          return (
            <Menu.Item key={method} leftSection={<Icon size={16} aria-hidden />} onClick={() => onPay(method)}>
              {t(`stayAccount.methods.${method}`)}
            </Menu.Item>
          )
        })}
      </Menu.Dropdown>
    </Menu>
  )
}
