import { Button, Group, Modal, Stack } from '@mantine/core'
import { IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRestaurantReceipt } from '../../api/restaurant-admin.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { ReceiptPrintCopy, ReceiptView } from './receipt-view.tsx'

/** One receipt of the day, as printed, and printed again at 80 mm. */
export function ReceiptDialog(props: { slug: string; id: string | null; timeZone: string; onClose: () => void }) {
  const { slug, id, timeZone, onClose } = props
  const { t } = useTranslation()
  const receipt = useRestaurantReceipt(slug, id)
  const data = receipt.data
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={data ? t('restaurantAdmin.receipt.title', { number: data.number }) : t('restaurantAdmin.receipt.loading')}
      size="md"
    >
      {receipt.isPending ? (
        <PageSkeleton rows={5} />
      ) : receipt.error || !data ? (
        <ErrorState error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : (
        <Stack gap="md">
          <ReceiptView receipt={data} timeZone={timeZone} />
          <ReceiptPrintCopy receipt={data} timeZone={timeZone} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              {t('restaurantAdmin.receipt.print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
