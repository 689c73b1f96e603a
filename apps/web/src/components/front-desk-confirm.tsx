import type { ConfirmationNeeded, StayPaymentMethod } from '@innkeep/contract'
import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../i18n/use-format.ts'
import { PaymentMethodControl } from './payments/payment-method-control.tsx'

const TITLES = { checkIn: 'titleCheckIn', checkOut: 'titleCheckOut', save: 'titleSave' } as const
const ANYWAY = { checkIn: 'checkInAnyway', checkOut: 'checkOutAnyway', save: 'saveAnyway' } as const

interface Props {
  /**
   * What the server asked to confirm; null: closed. `save`: a booking or a change of one (STAY_RULES:
   * the stay breaks the price list's stay rules).
   */
  asked: { action: 'checkIn' | 'checkOut' | 'save'; needed: ConfirmationNeeded[] } | null
  slug: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
  /** Money owed: record the payment (taken how the person chose) now, then go on. */
  onPayFirst?: (method: StayPaymentMethod) => void
  /** Money owed and no invoice yet: issue one first (for those who may). */
  onIssueInvoice?: () => void
}

/**
 * What the front desk should know before it checks guests in or out (an early arrival, a room not
 * cleaned, money owed) or books a stay the price list's rules refuse guests, all in one dialog: go
 * back, settle it first, or go ahead knowingly.
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

function Questions({ asked, slug, busy, onConfirm, onClose, onPayFirst, onIssueInvoice }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const [method, setMethod] = useState<StayPaymentMethod>('cash')
  const owed = asked?.needed.find((item) => item.code === 'MONEY_OWED')
  const line = (item: ConfirmationNeeded) => {
    switch (item.code) {
      case 'EARLY_ARRIVAL':
        return t('frontDesk.EARLY_ARRIVAL', { since: format.date(item.since), today: format.date(item.today) })
      case 'ROOM_NOT_CLEAN':
        return t('frontDesk.ROOM_NOT_CLEAN', { room: item.resourceName })
      case 'MONEY_OWED':
        return t('frontDesk.MONEY_OWED', { amount: format.money(item.owed, item.currency) })
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
        <Button color="orange" onClick={onConfirm} loading={busy}>
          {asked ? t(`frontDesk.${ANYWAY[asked.action]}`) : null}
        </Button>
      </Group>
    </Stack>
  )
}
