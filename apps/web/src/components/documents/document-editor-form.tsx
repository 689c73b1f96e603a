import { Grid, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { type FieldValues, FormProvider, type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { UnsavedChangesGuard } from '../form/unsaved-changes-guard.tsx'
import { InvoiceFooter } from '../invoices/invoice-footer.tsx'
import { InvoiceLinesEditor } from '../invoices/invoice-lines-editor.tsx'
import type { InvoiceFormValues } from '../invoices/invoice-values.ts'
import classes from '../invoices/invoices.module.css'
import type { LiveTotals } from '../invoices/live-totals.ts'
import { SectionCard } from '../section-card.tsx'

interface Props<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>
  readOnly: boolean
  /** Saves the form (Uložit, Ctrl+S); never called read-only. */
  onSave: () => Promise<void>
  saving: boolean
  totals: LiveTotals
  today: string
  /** Back link, title, badges and actions. */
  heading: ReactNode
  /** What the last save or load said (conflict, messages, a canceled document). */
  alerts: ReactNode
  documentTitle: string
  /** The header fields, in the document card. */
  fields: ReactNode
  /** Beside the document card: what the saved document asks to be paid; null for none. */
  payment: ReactNode
  /** Under the lines (the bank's Platby). */
  after: ReactNode
}

/**
 * An issued or a supplier invoice as one page: heading, the document card with the payment beside it,
 * the lines with the live recapitulation, and the footer that stays in view.
 */
export function DocumentEditorForm<V extends FieldValues, O>(props: Props<V, O>) {
  const { t } = useTranslation()
  const { form, readOnly, totals, today } = props
  const submit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault()
    if (!readOnly) void props.onSave()
  }
  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') submit(event)
        }}
      >
        <Stack gap="lg" maw={1400}>
          {props.heading}
          {props.alerts}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: props.payment ? 7 : 12 }}>
              <SectionCard title={props.documentTitle}>
                <fieldset disabled={readOnly} className={classes.fieldset}>
                  {props.fields}
                </fieldset>
              </SectionCard>
            </Grid.Col>
            {props.payment ? <Grid.Col span={{ base: 12, lg: 5 }}>{props.payment}</Grid.Col> : null}
          </Grid>
          <SectionCard title={t('invoices.editor.lines')}>
            <fieldset disabled={readOnly} className={classes.fieldset}>
              <InvoiceLinesEditor readOnly={readOnly} totals={totals} today={today} />
            </fieldset>
          </SectionCard>
          {props.after}
        </Stack>
        {readOnly ? null : (
          <Footer totals={totals} dirty={form.formState.isDirty} saving={props.saving} onDiscard={() => form.reset()} />
        )}
      </form>
      <UnsavedChangesGuard dirty={!readOnly && form.formState.isDirty} />
    </FormProvider>
  )
}

function Footer(props: { totals: LiveTotals; dirty: boolean; saving: boolean; onDiscard: () => void }) {
  const currency = useWatch<InvoiceFormValues, 'currency'>({ name: 'currency' })
  return <InvoiceFooter currency={currency} {...props} />
}
