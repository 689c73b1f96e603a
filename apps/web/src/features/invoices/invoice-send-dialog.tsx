import { type Invoice, SendInvoiceInput } from '@innkeep/contract'
import { Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSendInvoice } from '../../api/invoices.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'

interface SendValues {
  to: string
  message: string
}

export interface SentRecord {
  sentAt: string
  sentTo: string
}

interface Props {
  slug: string
  invoice: Invoice
  opened: boolean
  onClose: () => void
  onSent: (sent: SentRecord) => void
}

/** Odeslat e-mailem: to the customer's e-mail (prefilled, may be changed) with a few words; the PDF goes along. */
export function InvoiceSendDialog({ slug, invoice, opened, onClose, onSent }: Props) {
  const { t } = useTranslation()
  const defaults = { to: invoice.customer.email, message: '' }
  const form = useForm<SendValues, unknown, SendValues>({
    resolver: localizedResolver<typeof SendInvoiceInput, SendValues>(SendInvoiceInput),
    defaultValues: defaults,
  })
  const server = useServerMessages(form)
  const { run, isPending } = useSendInvoice()

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time it opens
  useEffect(() => {
    if (!opened) return
    form.reset(defaults)
    server.clear()
  }, [opened])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await run(
      { params: { slugs: slug, id: invoice.id }, body: values },
      {
        validation: server.validation,
        success: (sent) => {
          const number = invoice.number ?? ''
          notifications.show({
            color: sent.delivery === 'SENT' ? 'green' : 'yellow',
            title: sent.delivery === 'SENT' ? t('invoices.send.sentTitle') : t('invoices.send.loggedTitle'),
            message:
              sent.delivery === 'SENT'
                ? t('invoices.send.sent', { number, to: sent.sentTo })
                : t('invoices.send.logged', { number, to: sent.sentTo }),
          })
          onSent({ sentAt: sent.sentAt, sentTo: sent.sentTo })
          onClose()
        },
      },
    )
  })

  const errors = form.formState.errors
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('invoices.send.title', { number: invoice.number ?? '' })}
      form={form}
      onSubmit={submit}
      loading={isPending}
      submitLabel={t('invoices.send.submit')}
    >
      <FormAlert messages={server.formMessages} />
      <Stack gap="sm">
        <TextInput
          type="email"
          label={t('invoices.send.to')}
          description={invoice.customer.email ? undefined : t('invoices.send.noEmail')}
          error={errors.to?.message}
          data-autofocus
          {...form.register('to')}
        />
        <Textarea
          label={t('invoices.send.message')}
          placeholder={t('invoices.send.messagePlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          error={errors.message?.message}
          {...form.register('message')}
        />
      </Stack>
    </FormDialog>
  )
}
