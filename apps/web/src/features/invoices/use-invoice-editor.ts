import { Invoice, type Message } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Handlers } from '../../api/client.ts'
import {
  useCancelInvoice,
  useCreateInvoice,
  useDeleteInvoice,
  useIssueInvoice,
  useRememberInvoice,
  useUpdateInvoice,
} from '../../api/invoices.ts'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import {
  editorField,
  type InvoiceFormOutput,
  InvoiceFormSchema,
  type InvoiceFormValues,
  invoiceToForm,
  keptOf,
  newInvoiceForm,
  toInvoiceInput,
} from '../../components/invoices/invoice-values.ts'
import { useFormat } from '../../i18n/use-format.ts'

interface Options {
  slug: string
  /** Null: a new invoice. */
  invoice: Invoice | null
  today: string
  contactId: string | null
}

/**
 * The invoice editor's state: the form over the record it was loaded from, and the calls that change
 * the record (save at its version, issue, cancel, delete). A save answers with the record, which goes
 * back into the form; a CONFLICT loads the current record and says why.
 */
export function useInvoiceEditor({ slug, invoice, today, contactId }: Options) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: localizedResolver<typeof InvoiceFormSchema, InvoiceFormValues>(InvoiceFormSchema),
    defaultValues: invoice ? invoiceToForm(invoice, language) : newInvoiceForm(today, contactId),
  })
  const [record, setRecord] = useState<Invoice | null>(invoice)
  // where to go once the form shows the saved state (so leaving does not ask about unsaved changes)
  const [destination, setDestination] = useState<string | null>(null)
  const remember = useRememberInvoice(slug)
  const server = useServerMessages(form)
  const load = (current: Invoice) => {
    form.reset(invoiceToForm(current, language))
    setRecord(current)
    remember(current)
  }
  const conflict = useConflict(Invoice, load)
  const create = useCreateInvoice()
  const update = useUpdateInvoice()
  const issueCall = useIssueInvoice()
  const cancelCall = useCancelInvoice()
  const deleteCall = useDeleteInvoice()

  // the server's copy changed (another tab, a refetch after issuing): show it unless the user is editing
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server's record only
  useEffect(() => {
    if (invoice && record && invoice.version > record.version && !form.formState.isDirty) load(invoice)
  }, [invoice])

  const validation = (messages: Message[]) => {
    const fields = messages.map((m) => ({ ...m, field: editorField(m.field) }))
    server.validation(fields)
  }
  const handlers = (onSuccess: (saved: Invoice) => void): Handlers<Invoice> => ({
    validation,
    conflict: conflict.onConflict,
    success: (saved) => {
      load(saved)
      onSuccess(saved)
    },
  })
  const reset = () => {
    server.clear()
    conflict.clear()
  }

  /** Checks and saves the form; resolves to the saved record, or null when it was refused. */
  const save = (): Promise<Invoice | null> =>
    new Promise((resolve) => {
      void form.handleSubmit(
        async (values) => {
          reset()
          let saved: Invoice | null = null
          const done = handlers((answer) => {
            saved = answer
          })
          const body = toInvoiceInput(values, keptOf(record))
          if (record)
            await update.run(
              { params: { slugs: slug }, body: { ...body, id: record.id, version: record.version } },
              done,
            )
          else await create.run({ params: { slugs: slug }, body }, done)
          resolve(saved)
        },
        () => resolve(null),
      )()
    })

  const openSaved = (saved: Invoice) => {
    if (!invoice) setDestination(`/${slug}/invoices/${saved.id}`)
  }

  const submit = async () => {
    const saved = await save()
    if (!saved) return
    notifications.show({ color: 'green', message: t('invoices.editor.saved') })
    openSaved(saved)
  }

  /** Saves what is typed first, then issues that version: the number is assigned now. */
  const issue = async () => {
    const current = form.formState.isDirty || !record ? await save() : record
    if (!current) return
    await issueCall.run(
      { params: { slugs: slug, id: current.id }, body: { version: current.version } },
      handlers((issued) => {
        notifications.show({ color: 'green', message: t('invoices.editor.issued', { number: issued.number }) })
      }),
    )
    openSaved(current)
  }

  const cancel = async () => {
    if (!record) return
    reset()
    await cancelCall.run(
      { params: { slugs: slug, id: record.id }, body: { version: record.version } },
      handlers((canceled) => {
        notifications.show({ color: 'green', message: t('invoices.editor.canceled', { number: canceled.number }) })
      }),
    )
  }

  const remove = async () => {
    if (!record) return
    reset()
    await deleteCall.run(
      { params: { slugs: slug, id: record.id } },
      {
        validation,
        success: () => {
          notifications.show({ color: 'green', message: t('invoices.editor.deleted') })
          form.reset(form.getValues())
          setDestination(`/${slug}/invoices`)
        },
      },
    )
  }

  return {
    form,
    record,
    destination,
    formMessages: server.formMessages,
    conflictMessages: conflict.messages,
    saving: create.isPending || update.isPending,
    submit,
    issue,
    cancel,
    remove,
  }
}
