import type { StayPaymentMethod } from '@innkeep/contract'
import { Button, Flex } from '@mantine/core'
import { IconCash, IconDoorEnter, IconDoorExit } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ReservationAction } from '../../api/reservations.ts'
import { PayMenu } from '../../components/payments/pay-menu.tsx'

interface Props {
  step: 'checkIn' | 'checkOut' | null
  /** Paid already (or not the caller's to change): no "Zaplaceno" button. */
  paid: boolean
  busy: ReservationAction | null
  /** A step; paid comes with how the money came. */
  onAction: (action: ReservationAction, method?: StayPaymentMethod) => void
}

/** The row's one-click steps: check in or out, and paid (asking how); stacked on a phone, in a line on a desk. */
export function RowActions({ step, paid, busy, onAction }: Props) {
  const { t } = useTranslation()
  return (
    <Flex gap={6} justify={{ base: 'flex-start', sm: 'flex-end' }} wrap={{ base: 'wrap', sm: 'nowrap' }}>
      {step === 'checkIn' ? (
        <Button
          size="xs"
          color="teal"
          leftSection={<IconDoorEnter size={16} />}
          loading={busy === 'checkIn'}
          onClick={() => onAction('checkIn')}
        >
          {t('actions.checkIn')}
        </Button>
      ) : null}
      {step === 'checkOut' ? (
        <Button
          size="xs"
          leftSection={<IconDoorExit size={16} />}
          loading={busy === 'checkOut'}
          onClick={() => onAction('checkOut')}
        >
          {t('actions.checkOut')}
        </Button>
      ) : null}
      {paid ? null : (
        <PayMenu onPay={(method) => onAction('pay', method)}>
          <Button size="xs" variant="light" color="teal" leftSection={<IconCash size={16} />} loading={busy === 'pay'}>
            {t('actions.pay')}
          </Button>
        </PayMenu>
      )}
    </Flex>
  )
}
