import type { Invoice } from '@innkeep/contract'
import { Button, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconFileTypePdf, IconMail } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadInvoicePdf } from '../../api/invoices.ts'
import { InvoiceSendDialog, type SentRecord } from './invoice-send-dialog.tsx'

interface Props {
  slug: string
  record: Invoice
  /** Odeslat e-mailem is offered (an issued, valid invoice the user may change). */
  canSend: boolean
  onSent: (sent: SentRecord) => void
}

/** PDF (the saved invoice, downloaded) and Odeslat e-mailem. */
export function InvoiceDocuments({ slug, record, canSend, onSent }: Props) {
  const { t } = useTranslation()
  const [downloading, setDownloading] = useState(false)
  const [sending, { open, close }] = useDisclosure(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadInvoicePdf(slug, record)
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('invoices.pdfFailed'),
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        type="button"
        variant="default"
        leftSection={<IconFileTypePdf size={18} />}
        loading={downloading}
        onClick={() => void download()}
        data-testid="invoice-pdf"
      >
        {t('invoices.pdf')}
      </Button>
      {canSend ? (
        <>
          <Button
            type="button"
            variant="default"
            leftSection={<IconMail size={18} />}
            onClick={open}
            data-testid="invoice-send"
          >
            {t('invoices.send.button')}
          </Button>
          {/* the dialog sits inside the editor's form in the React tree: its submit and keys stay its own */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops events bubbling to the editor's form */}
          <div onSubmit={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
            <InvoiceSendDialog slug={slug} invoice={record} opened={sending} onClose={close} onSent={onSent} />
          </div>
        </>
      ) : null}
    </Group>
  )
}
