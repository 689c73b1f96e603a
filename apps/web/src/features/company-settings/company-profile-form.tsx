import { Company, CompanyInput, type CompanyValues } from '@innkeep/contract'
import { Alert, Stack } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useChangeCompany } from '../../api/workspace.ts'
import { CompanyFields } from '../../components/company-form/company-fields.tsx'
import { type CompanyFormValues, companyToForm } from '../../components/company-form/company-form-values.ts'
import { TaxFilingFields } from '../../components/company-form/tax-filing-fields.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { useVersionedSave } from '../../components/form/use-versioned-save.ts'

interface Props {
  slug: string
  company: Company
  canEdit: boolean
}

/** The company profile; a stale version answers CONFLICT: the form reloads the current state and says so. */
export function CompanyProfileForm({ slug, company, canEdit }: Props) {
  const { t } = useTranslation()
  const form = useForm<CompanyFormValues, unknown, CompanyValues>({
    resolver: localizedResolver<typeof CompanyInput, CompanyFormValues>(CompanyInput),
    defaultValues: companyToForm(company),
  })
  const { run, isPending } = useChangeCompany()
  const { submit, formMessages, conflict } = useVersionedSave({
    form,
    schema: Company,
    record: company,
    toForm: companyToForm,
    save: (body, handlers) => run({ params: { slugs: slug }, body }, handlers),
    savedMessage: t('companySettings.saved'),
  })
  const conflictRef = useRef<HTMLDivElement>(null)

  // The notice sits above the form; bring it into view when a save ran into someone else's change.
  useEffect(() => {
    if (conflict) conflictRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [conflict])

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {canEdit ? null : (
            <Alert icon={<IconInfoCircle />} variant="light" color="gray">
              {t('companySettings.readOnly')}
            </Alert>
          )}
          <ConflictAlert
            ref={conflictRef}
            messages={conflict}
            fallback={t('companySettings.conflict')}
            icon={<IconInfoCircle />}
            data-testid="conflict-notice"
          />
          <FormAlert messages={formMessages} />
          <CompanyFields readOnly={!canEdit} />
          <TaxFilingFields readOnly={!canEdit} />
          {canEdit ? (
            <SaveBar dirty={form.formState.isDirty} onDiscard={() => form.reset()} loading={isPending} />
          ) : null}
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={canEdit && form.formState.isDirty} />
    </FormProvider>
  )
}
