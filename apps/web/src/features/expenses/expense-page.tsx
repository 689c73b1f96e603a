import { Expense, type Message } from '@innkeep/contract'
import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft } from '@tabler/icons-react'
import { type ComponentType, useEffect, useState } from 'react'
import { type Control, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useDeleteExpense, useExpense, useExpensePaymentInfo, useSaveExpense } from '../../api/expenses.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { HistoryPanel } from '../../components/activity/history-panel.tsx'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { FakturoidDocumentBadge } from '../../components/fakturoid/fakturoid-document-badge.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { InvoiceFooter } from '../../components/invoices/invoice-footer.tsx'
import { InvoiceLinesEditor } from '../../components/invoices/invoice-lines-editor.tsx'
import type { InvoiceFormOutput, InvoiceFormValues } from '../../components/invoices/invoice-values.ts'
import { editorField } from '../../components/invoices/invoice-values.ts'
import classes from '../../components/invoices/invoices.module.css'
import { PaymentInfoCard } from '../../components/invoices/payment-panel.tsx'
import { useLiveTotals } from '../../components/invoices/use-live-totals.ts'
import { LabelPicker } from '../../components/labels/label-picker.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { listPath } from '../../lib/url-filter.ts'
import { ExpenseFields } from './expense-fields.tsx'
import {
  type ExpenseFormOutput,
  ExpenseFormSchema,
  type ExpenseFormValues,
  expenseToForm,
  newExpenseForm,
  toExpenseInput,
} from './expense-values.ts'

/** What another area shows of a saved supplier invoice: the bank's Platby (composed in `app/pages/expense-route.tsx`). */
export type ExpensePaymentsPart = ComponentType<{ slug: string; expense: Expense }>

/**
 * `/:slugs/expenses/new` and `/:slugs/expenses/:id`: a supplier invoice to record, change or delete;
 * `payments` shows under the saved one.
 */
export function ExpensePage({ payments }: { payments?: ExpensePaymentsPart }) {
  const { t } = useTranslation()
  const { slugs = '', id = null } = useParams()
  const expense = useExpense(slugs, id)
  const { state } = useLocation()
  if (id && expense.isPending) return <PageSkeleton rows={8} />
  if (expense.error) return <ErrorState error={expense.error} onRetry={() => void expense.refetch()} />
  if (id && !expense.data)
    return (
      <EmptyState title={t('expenses.notFound')}>
        <Anchor component={Link} to={listPath(`/${slugs}/expenses`, state)}>
          {t('expenses.toList')}
        </Anchor>
      </EmptyState>
    )
  return (
    <Stack gap="lg">
      <ExpenseEditor key={id ?? 'new'} slug={slugs} expense={expense.data ?? null} payments={payments} />
      {id ? <HistoryPanel slug={slugs} entity="EXPENSE" entityId={id} /> : null}
    </Stack>
  )
}

function ExpensePayment({ slug, id }: { slug: string; id: string }) {
  const info = useExpensePaymentInfo(slug, id)
  return <PaymentInfoCard info={info} />
}

function ExpenseEditor({
  slug,
  expense,
  payments: Payments,
}: {
  slug: string
  expense: Expense | null
  payments: ExpensePaymentsPart | undefined
}) {
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
  const onSubmit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault()
    if (!readOnly) void submit()
  }
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
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') onSubmit(event)
        }}
      >
        <Stack gap="lg" maw={1400}>
          <Stack gap="sm">
            <Anchor component={Link} to={list} size="sm" w="fit-content">
              <Group gap={4}>
                <IconArrowLeft size={16} aria-hidden />
                {t('expenses.toList')}
              </Group>
            </Anchor>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Title order={1} size="h2" data-testid="expense-title">
                    {record ? t('expenses.title', { number: record.number }) : t('expenses.newTitle')}
                  </Title>
                  {record ? <PaymentBadge state={record.paymentState} size="lg" /> : null}
                  {record ? (
                    <FakturoidDocumentBadge
                      slug={slug}
                      kind="EXPENSE"
                      documentId={record.id}
                      version={record.version}
                    />
                  ) : null}
                </Group>
                <Text c="dimmed" size="sm">
                  {record ? record.supplier.name : t('expenses.newLead')}
                </Text>
                {record ? (
                  <LabelPicker slug={slug} objectType="EXPENSE" objectId={record.id} canEdit={!readOnly} />
                ) : null}
              </Stack>
              {record && !readOnly && record.paidAmount === 0 ? (
                <ConfirmButton
                  label={t('expenses.delete')}
                  variant="subtle"
                  title={t('expenses.deleteTitle')}
                  text={t('expenses.deleteText', { number: record.number, supplier: record.supplier.name })}
                  confirmLabel={t('expenses.deleteConfirm')}
                  onConfirm={deleteIt}
                />
              ) : null}
            </Group>
          </Stack>
          <ConflictAlert messages={conflict.messages} fallback={t('expenses.conflict')} />
          <FormAlert messages={server.formMessages} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: record ? 7 : 12 }}>
              <SectionCard title={t('expenses.document')}>
                <fieldset disabled={readOnly} className={classes.fieldset}>
                  <ExpenseFields slug={slug} record={record} readOnly={readOnly} />
                </fieldset>
              </SectionCard>
            </Grid.Col>
            {record ? (
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <ExpensePayment slug={slug} id={record.id} />
              </Grid.Col>
            ) : null}
          </Grid>
          <SectionCard title={t('invoices.editor.lines')}>
            <fieldset disabled={readOnly} className={classes.fieldset}>
              <InvoiceLinesEditor readOnly={readOnly} totals={totals} today={today} />
            </fieldset>
          </SectionCard>
          {record && Payments ? <Payments slug={slug} expense={record} /> : null}
        </Stack>
        {readOnly ? null : (
          <InvoiceFooter
            totals={totals}
            currency={form.watch('currency')}
            dirty={form.formState.isDirty}
            saving={save.isPending}
            onDiscard={() => form.reset()}
          />
        )}
      </form>
      <UnsavedChangesGuard dirty={!readOnly && form.formState.isDirty} />
    </FormProvider>
  )
}
