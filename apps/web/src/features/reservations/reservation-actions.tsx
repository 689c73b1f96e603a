import type { Reservation } from '@innkeep/contract'
import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCash, IconCheck, IconDoorEnter, IconDoorExit } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { type ReservationAction, useDeleteReservation, useReservationAction } from '../../api/reservations.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'

const BEFORE_ARRIVAL = ['REQUESTED', 'CONFIRMED']

/** The next steps of a reservation's life, as buttons; a refused step says why in a toast. */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slugs)
  const { run, pending } = useReservationAction(slugs)
  const remove = useDeleteReservation()
  if (!may('accommodation.write')) return null
  const { status, id } = reservation
  const act = (action: ReservationAction, done: string) =>
    run(action, id, {
      validation: showRefusal,
      success: () => notifications.show({ color: 'green', message: done }),
    })
  const loading = (action: ReservationAction) => pending?.action === action
  return (
    <Group gap="xs" wrap="wrap">
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
      {!reservation.paid && status !== 'CANCELED' ? (
        <Button
          variant="light"
          color="teal"
          leftSection={<IconCash size={18} />}
          loading={loading('pay')}
          onClick={() => act('pay', t('actions.paidDone'))}
        >
          {t('actions.pay')}
        </Button>
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
