import type { ConfirmationNeeded, StayPaymentMethod } from '@innkeep/contract'
import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../i18n/use-format.ts'
import { moneyToInput, parseMoney } from '../lib/money-input.ts'
import { MoneyInput } from './form/money-input.tsx'
import { PaymentMethodControl } from './payments/payment-method-control.tsx'

const TITLES = { checkIn: 'titleCheckIn', checkOut: 'titleCheckOut', cancel: 'titleCancel', save: 'titleSave' } as const
const ANYWAY = {
  checkIn: 'checkInAnyway',
  checkOut: 'checkOutAnyway',
  cancel: 'cancelWithFee',
  save: 'saveAnyway',
} as const

interface Props {
  /**
   * What the server asked to confirm; null: closed. `save`: a booking or a change of one (STAY_RULES:
   * the stay breaks the price list's stay rules); `cancel`: a cancel after the free period (CANCELLATION_FEE).
   */
  asked: { action: 'checkIn' | 'checkOut' | 'cancel' | 'save'; needed: ConfirmationNeeded[] } | null
  slug: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
  /** Money owed: record the payment (taken how the person chose) now, then go on. */
  onPayFirst?: (method: StayPaymentMethod) => void
  /** Money owed and no invoice yet: issue one first (for those who may). */
  onIssueInvoice?: () => void
  /**
   * A cancellation fee: go ahead charging `fee` (minor units; the person may change the proposed amount),
   * or 0 to waive it. Without it the fee is confirmed as the server proposed.
   */
  onConfirmFee?: (fee: number) => void
}

/**
 * What the front desk should know before it checks guests in or out (an early arrival, a room not
 * cleaned, money owed), books a stay the price list's rules refuse guests or cancels one after its
 * free period (the fee, to charge as proposed, changed or not at all), all in one dialog: go back,
 * settle it first, or go ahead knowingly.
 */
export function FrontDeskConfirm(props: Props) {
  const { t } = useTranslation()
  const { asked, onClose } = props
  return (
    <Modal
      opened={asked !== null}
      onClose={onClose}
      centered
      title={asked ? t(`frontDesk.${TITLES[asked.action]}`) : null}
    >
      {/* the dialog's content mounts with each question: the payment method starts at cash every time */}
      <Questions {...props} />
    </Modal>
  )
}

function Questions({ asked, slug, busy, onConfirm, onClose, onPayFirst, onIssueInvoice, onConfirmFee }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const [method, setMethod] = useState<StayPaymentMethod>('cash')
  const owed = asked?.needed.find((item) => item.code === 'MONEY_OWED')
  const fee = asked?.needed.find((item) => item.code === 'CANCELLATION_FEE')
  // the fee as typed, starting from what the policy asks
  const [feeText, setFeeText] = useState(() =>
    fee?.code === 'CANCELLATION_FEE' ? moneyToInput(fee.amount, format.language) : '',
  )
  const [feeError, setFeeError] = useState<string | null>(null)
  const chargeFee = () => {
    const amount = parseMoney(feeText)
    if (amount === null) setFeeError(t('frontDesk.feeInvalid'))
    else onConfirmFee?.(amount)
  }
  const line = (item: ConfirmationNeeded) => {
    switch (item.code) {
      case 'EARLY_ARRIVAL':
        return t('frontDesk.EARLY_ARRIVAL', { since: format.date(item.since), today: format.date(item.today) })
      case 'ROOM_NOT_CLEAN':
        return t('frontDesk.ROOM_NOT_CLEAN', { room: item.resourceName })
      case 'MONEY_OWED':
        return t('frontDesk.MONEY_OWED', { amount: format.money(item.owed, item.currency) })
      case 'CANCELLATION_FEE':
        return t(item.noShow ? 'frontDesk.CANCELLATION_FEE_noShow' : 'frontDesk.CANCELLATION_FEE', {
          date: format.date(item.freeUntil),
          percent: item.percent,
          base: format.money(item.base, item.currency),
          amount: format.money(item.amount, item.currency),
        })
      case 'STAY_RULES':
        return (
          <>
            <Text size="sm" fw={600} component="span" display="block">
              {t('frontDesk.STAY_RULES')}
            </Text>
            <List size="sm" withPadding listStyleType="disc" data-testid="broken-stay-rules">
              {item.rules.map((rule, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two broken rules may share a code; the order is the server's
                <List.Item key={index}>{rule.text}</List.Item>
              ))}
            </List>
          </>
        )
    }
  }
  return (
    <Stack gap="sm" data-testid="front-desk-confirm">
      <List icon={<IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" />} spacing="xs">
        {asked?.needed.map((item) => (
          <List.Item key={item.code}>
            {item.code === 'STAY_RULES' ? line(item) : <Text size="sm">{line(item)}</Text>}
          </List.Item>
        ))}
      </List>
      {owed?.code === 'MONEY_OWED' && owed.invoiceId ? (
        <Anchor component={Link} to={`/${slug}/invoices/${owed.invoiceId}`} size="sm">
          {t('frontDesk.openInvoice')}
        </Anchor>
      ) : null}
      {owed && onPayFirst ? <PaymentMethodControl value={method} onChange={setMethod} /> : null}
      {fee?.code === 'CANCELLATION_FEE' && onConfirmFee ? (
        <MoneyInput
          label={t('frontDesk.fee')}
          currency={fee.currency === 'CZK' ? 'Kč' : fee.currency === 'EUR' ? '€' : fee.currency}
          value={feeText}
          onChange={(event) => {
            setFeeText(event.currentTarget.value)
            setFeeError(null)
          }}
          error={feeError}
          maw={240}
        />
      ) : null}
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('frontDesk.back')}
        </Button>
        {owed && owed.code === 'MONEY_OWED' && !owed.invoiceId && onIssueInvoice ? (
          <Button variant="light" onClick={onIssueInvoice} disabled={busy}>
            {t('frontDesk.issueInvoice')}
          </Button>
        ) : null}
        {owed && onPayFirst ? (
          <Button color="teal" onClick={() => onPayFirst(method)} loading={busy}>
            {t('frontDesk.payFirst')}
          </Button>
        ) : null}
        {fee && onConfirmFee ? (
          <Button variant="light" onClick={() => onConfirmFee(0)} disabled={busy}>
            {t('frontDesk.cancelWithoutFee')}
          </Button>
        ) : null}
        <Button color="orange" onClick={fee && onConfirmFee ? chargeFee : onConfirm} loading={busy}>
          {asked ? t(`frontDesk.${ANYWAY[asked.action]}`) : null}
        </Button>
      </Group>
    </Stack>
  )
}
