import { Expense, type Message } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { type Control, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useDeleteExpense, useExpensePaymentInfo, useSaveExpense } from '../../api/expenses.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DocumentEditorForm } from '../../components/documents/document-editor-form.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import type { InvoiceFormOutput, InvoiceFormValues } from '../../components/invoices/invoice-values.ts'
import { editorField } from '../../components/invoices/invoice-values.ts'
import { PaymentInfoCard } from '../../components/invoices/payment-panel.tsx'
import { useLiveTotals } from '../../components/invoices/use-live-totals.ts'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { listPath } from '../../lib/url-filter.ts'
import { ExpenseFields } from './expense-fields.tsx'
import { ExpenseHeading } from './expense-heading.tsx'
import type { ExpensePaymentsPart } from './expense-page.tsx'
import {
  type ExpenseFormOutput,
  ExpenseFormSchema,
  type ExpenseFormValues,
  expenseToForm,
  newExpenseForm,
  toExpenseInput,
} from './expense-values.ts'

interface Props {
  slug: string
  expense: Expense | null
  payments: ExpensePaymentsPart | undefined
}

function ExpensePayment({ slug, id }: { slug: string; id: string }) {
  const info = useExpensePaymentInfo(slug, id)
  return <PaymentInfoCard info={info} />
}

/** A supplier invoice as one page: supplier and document, lines with the live VAT recapitulation, payment details. */
export function ExpenseEditor({ slug, expense, payments: Payments }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const navigate = useNavigate()
  // the list as it was left (its filters come along in the location state)
  const { state: listState } = useLocation()
  const list = listPath(`/${slug}/expenses`, listState)
  const { may, timeZone } = useWorkspaceAccess(slug)
  const today = todayIn(timeZone)
  const readOnly = !may('money.write')
  const form = useForm<ExpenseFormValues, unknown, ExpenseFormOutput>({
    resolver: localizedResolver<typeof ExpenseFormSchema, ExpenseFormValues>(ExpenseFormSchema),
    defaultValues: expense ? expenseToForm(expense, language) : newExpenseForm(today),
  })
  const [record, setRecord] = useState<Expense | null>(expense)
  const [destination, setDestination] = useState<string | null>(null)
  const server = useServerMessages(form)
  const load = (current: Expense) => {
    form.reset(expenseToForm(current, language))
    setRecord(current)
  }
  const conflict = useConflict(Expense, load)
  const save = useSaveExpense()
  const remove = useDeleteExpense()
  // the lines editor and the live recapitulation are the invoice editor's: the same fields, VAT always on
  const totals = useLiveTotals(form.control as unknown as Control<InvoiceFormValues, unknown, InvoiceFormOutput>, {
    vatPayerStatus: 'PAYER',
    advances: [],
    today,
  })

  useEffect(() => {
    if (destination) navigate(destination, { replace: true, state: listState })
  }, [destination, navigate, listState])
  if (destination) return <PageSkeleton rows={8} />

  const validation = (messages: Message[]) =>
    server.validation(messages.map((m) => ({ ...m, field: editorField(m.field) })))
  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await save.run(
      { params: { slugs: slug }, body: toExpenseInput(values, record) },
      {
        validation,
        conflict: conflict.onConflict,
        success: (saved) => {
          load(saved)
          notifications.show({ color: 'green', message: t('expenses.saved', { number: saved.number }) })
          if (!record) setDestination(`/${slug}/expenses/${saved.id}`)
        },
      },
    )
  })
  const deleteIt = () =>
    record
      ? remove.run(
          { params: { slugs: slug, id: record.id } },
          {
            validation: server.setFormMessages,
            success: () => {
              notifications.show({ color: 'green', message: t('expenses.deleted', { number: record.number }) })
              form.reset()
              setDestination(list)
            },
          },
        )
      : Promise.resolve()

  return (
    <DocumentEditorForm
      form={form}
      readOnly={readOnly}
      onSave={submit}
      saving={save.isPending}
      totals={totals}
      today={today}
      heading={<ExpenseHeading slug={slug} record={record} readOnly={readOnly} list={list} onDelete={deleteIt} />}
      alerts={
        <>
          <ConflictAlert messages={conflict.messages} fallback={t('expenses.conflict')} />
          <FormAlert messages={server.formMessages} />
        </>
      }
      documentTitle={t('expenses.document')}
      fields={<ExpenseFields slug={slug} record={record} readOnly={readOnly} />}
      payment={record ? <ExpensePayment slug={slug} id={record.id} /> : null}
      after={record && Payments ? <Payments slug={slug} expense={record} /> : null}
    />
  )
}
