import { type TableOrder, waiterDeleteOrder, waiterFinishOrder } from '@innkeep/contract'
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useDisclosure, useNetwork } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconCircleCheck, IconTrash } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { call, type Outcome } from '../../api/client.ts'
import { isTableOrder, replaceTableOrder, storeTableOrder } from '../../api/waiter.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { useWaiter } from './waiter-context.ts'

/** Close a paid order, delete an unpaid one, or (a manager) void one with payments, giving a reason. */
export function OrderClosing({ tableOrder }: { tableOrder: TableOrder }) {
  const { t } = useTranslation()
  const { info } = useWaiter()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [deleting, deleteDialog] = useDisclosure(false)
  const [voiding, voidDialog] = useDisclosure(false)
  const [reason, setReason] = useState('')
  // closing and deleting need the server now (the queue keeps taps and payments, not these)
  const { online } = useNetwork()
  const { table, order } = tableOrder
  if (!order || order.items.length === 0) return null

  const handle = async <T,>(work: Promise<Outcome<T>>, done: (payload: T) => void) => {
    setBusy(true)
    try {
      const outcome = await work
      if (outcome.kind === 'success') return done(outcome.payload)
      if (outcome.kind === 'conflict') {
        if (isTableOrder(outcome.entity)) replaceTableOrder(queryClient, outcome.entity)
        notifications.show({ color: 'yellow', message: t('waiter.order.conflict'), autoClose: 8000 })
      }
      if (outcome.kind === 'validation') showRefusal(outcome.messages)
    } finally {
      setBusy(false)
    }
  }

  const closed = (message: string) => {
    storeTableOrder(queryClient, { table, order: null })
    notifications.show({ color: 'teal', message })
    navigate('/waiter')
  }

  const finish = () =>
    handle(call(waiterFinishOrder, { params: { id: table.id } }), (answer) => {
      storeTableOrder(queryClient, answer)
      closed(t('waiter.closing.finished', { table: table.name }))
    })

  const remove = (withReason?: string) =>
    handle(
      call(waiterDeleteOrder, { params: { id: order.id }, query: withReason ? { reason: withReason } : {} }),
      (answer) => {
        deleteDialog.close()
        voidDialog.close()
        closed(t(answer.voided ? 'waiter.closing.voided' : 'waiter.closing.deleted', { table: table.name }))
      },
    )

  const allPaid = order.unpaidTotal === 0
  const nothingPaid = order.paidTotal === 0
  return (
    <>
      <SimpleGrid cols={1} spacing="xs">
        {allPaid ? (
          <Button
            size="lg"
            px="xs"
            color="teal"
            leftSection={<IconCircleCheck />}
            loading={busy}
            disabled={!online}
            onClick={() => void finish()}
          >
            {t('waiter.closing.finish')}
          </Button>
        ) : null}
        {nothingPaid ? (
          <Button
            size="lg"
            px="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash />}
            disabled={!online}
            onClick={deleteDialog.open}
          >
            {t('waiter.closing.delete')}
          </Button>
        ) : info.mayVoid ? (
          <Button
            size="lg"
            px="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash />}
            disabled={!online}
            onClick={voidDialog.open}
          >
            {t('waiter.closing.void')}
          </Button>
        ) : null}
        {online ? null : (
          <Text c="dimmed" size="sm" data-testid="closing-offline">
            {t('waiter.queue.closeNeedsConnection')}
          </Text>
        )}
      </SimpleGrid>
      <ConfirmDialog
        opened={deleting}
        onClose={deleteDialog.close}
        title={t('waiter.closing.deleteTitle')}
        text={t('waiter.closing.deleteText', { table: table.name })}
        confirmLabel={t('waiter.closing.deleteConfirm')}
        loading={busy}
        onConfirm={() => void remove()}
      />
      <Modal opened={voiding} onClose={voidDialog.close} title={t('waiter.closing.voidTitle')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('waiter.closing.voidText', { table: table.name })}</Text>
          <Textarea
            label={t('waiter.closing.reason')}
            required
            maxLength={300}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={voidDialog.close} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={busy} disabled={!reason.trim()} onClick={() => void remove(reason.trim())}>
              {t('waiter.closing.voidConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
