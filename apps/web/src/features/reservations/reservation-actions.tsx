import type { Reservation, StayPaymentMethod } from '@innkeep/contract'
import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowBackUp, IconCash, IconCheck, IconDoorEnter, IconDoorExit } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useInvoiceReservation } from '../../api/invoices.ts'
import { type ReservationAction, useDeleteReservation, useGuardedReservationAction } from '../../api/reservations.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { FrontDeskConfirm } from '../../components/front-desk-confirm.tsx'
import { PayMenu } from '../../components/payments/pay-menu.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { isTodayIn } from '../../lib/local-date.ts'

const BEFORE_ARRIVAL = ['REQUESTED', 'CONFIRMED']

/**
 * The next steps of a reservation's life, as buttons; a refused step says why in a toast. A cancel after
 * the group's free period asks first what fee to charge (charged to the stay's account, a draft invoice made).
 */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slugs)
  const { run, pending, asked, confirmAsked, payThenConfirm, dismiss } = useGuardedReservationAction(slugs)
  const invoice = useInvoiceReservation()
  const remove = useDeleteReservation()
  if (!may('accommodation.write')) return null
  const { status, id } = reservation
  const act = (action: ReservationAction, done: string, method?: StayPaymentMethod) =>
    run(
      action,
      id,
      { validation: showRefusal, success: () => notifications.show({ color: 'green', message: done }) },
      method ? { method } : {},
    )
  const loading = (action: ReservationAction) => pending?.action === action
  // a cancel with a fee says where the fee went instead of only that the stay is canceled
  const cancelWithFee = (fee: number) => {
    const proposed = asked?.needed.find((item) => item.code === 'CANCELLATION_FEE')
    const currency = proposed?.code === 'CANCELLATION_FEE' ? proposed.currency : reservation.price.currency
    const charged = t('actions.canceledWithFee', { amount: format.money(fee, currency) })
    void confirmAsked(
      { fee },
      fee > 0 ? { success: () => notifications.show({ color: 'green', message: charged }) } : {},
    )
  }
  const issueInvoice = () =>
    invoice.run(
      { params: { slugs, id }, body: {} },
      { validation: showRefusal, success: (draft) => navigate(`/${slugs}/invoices/${draft.id}`) },
    )
  // a check-in or check-out made by mistake can be taken back the same day
  const undo =
    status === 'CHECKED_IN' && isTodayIn(reservation.checkedInAt)
      ? ('undoCheckIn' as const)
      : status === 'CHECKED_OUT' && isTodayIn(reservation.checkedOutAt)
        ? ('undoCheckOut' as const)
        : null
  return (
    <Group gap="xs" wrap="wrap">
      <FrontDeskConfirm
        asked={asked}
        slug={slugs}
        busy={pending !== null}
        onClose={dismiss}
        onConfirm={() => void confirmAsked()}
        onPayFirst={(method) => void payThenConfirm(method)}
        onConfirmFee={cancelWithFee}
        {...(may('money.write')
          ? {
              onIssueInvoice: () => {
                dismiss()
                void issueInvoice()
              },
            }
          : {})}
      />
      {status === 'REQUESTED' ? (
        <Button
          leftSection={<IconCheck size={18} />}
          loading={loading('confirm')}
          onClick={() => act('confirm', t('actions.confirmed'))}
        >
          {t('actions.confirm')}
        </Button>
      ) : null}
      {BEFORE_ARRIVAL.includes(status) ? (
        <Button
          color="teal"
          leftSection={<IconDoorEnter size={18} />}
          loading={loading('checkIn')}
          onClick={() => act('checkIn', t('actions.checkedIn'))}
        >
          {t('actions.checkIn')}
        </Button>
      ) : null}
      {status === 'CHECKED_IN' ? (
        <Button
          leftSection={<IconDoorExit size={18} />}
          loading={loading('checkOut')}
          onClick={() => act('checkOut', t('actions.checkedOut'))}
        >
          {t('actions.checkOut')}
        </Button>
      ) : null}
      {undo ? (
        <ConfirmButton
          label={t(`actions.${undo}`)}
          variant="default"
          leftSection={<IconArrowBackUp size={18} />}
          title={t(`actions.${undo}`)}
          text={t(`actions.${undo}Text`, { code: reservation.code })}
          confirmLabel={t(`actions.${undo}`)}
          onConfirm={() => act(undo, t(undo === 'undoCheckIn' ? 'actions.undoneCheckIn' : 'actions.undoneCheckOut'))}
        />
      ) : null}
      {!reservation.paid && status !== 'CANCELED' ? (
        <PayMenu onPay={(method) => act('pay', t('actions.paidDone'), method)}>
          <Button variant="light" color="teal" leftSection={<IconCash size={18} />} loading={loading('pay')}>
            {t('actions.pay')}
          </Button>
        </PayMenu>
      ) : null}
      {BEFORE_ARRIVAL.includes(status) ? (
        <ConfirmButton
          label={t('actions.cancel')}
          title={t('actions.cancelTitle')}
          text={t('actions.cancelText', { code: reservation.code })}
          confirmLabel={t('actions.cancelConfirm')}
          onConfirm={() => act('cancel', t('actions.canceled'))}
        />
      ) : null}
      {may('accommodation.delete') ? (
        <ConfirmButton
          label={t('actions.delete')}
          variant="subtle"
          title={t('actions.deleteTitle')}
          text={t('actions.deleteText', { code: reservation.code })}
          confirmLabel={t('actions.deleteConfirm')}
          onConfirm={() =>
            remove.run(
              { params: { slugs, id } },
              {
                validation: showRefusal,
                success: () => {
                  notifications.show({ color: 'green', message: t('actions.deleted', { code: reservation.code }) })
                  navigate(`/${slugs}/timeline`, { replace: true })
                },
              },
            )
          }
        />
      ) : null}
    </Group>
  )
}
