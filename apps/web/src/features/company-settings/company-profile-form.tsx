import { Company, CompanyInput, type CompanyValues, type Message } from '@innkeep/contract'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconInfoCircle } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useChangeCompany } from '../../api/workspace.ts'
import { CompanyFields } from '../../components/company-form/company-fields.tsx'
import { type CompanyFormValues, companyToForm } from '../../components/company-form/company-form-values.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { useServerMessages } from '../../components/form/use-server-messages.ts'

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
  const server = useServerMessages(form)
  const [version, setVersion] = useState(company.version)
  const [conflict, setConflict] = useState<Message[] | null>(null)
  const { run, isPending } = useChangeCompany()
  const conflictRef = useRef<HTMLDivElement>(null)

  // The notice sits above the form; bring it into view when a save ran into someone else's change.
  useEffect(() => {
    if (conflict) conflictRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [conflict])

  function load(current: Company) {
    form.reset(companyToForm(current))
    setVersion(current.version)
  }

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    setConflict(null)
    await run(
      { params: { slugs: slug }, body: { ...values, version } },
      {
        validation: server.validation,
        conflict: (entity, messages) => {
          const current = Company.safeParse(entity)
          if (current.success) load(current.data)
          setConflict(messages)
        },
        success: (saved) => {
          load(saved)
          notifications.show({ color: 'green', message: t('companySettings.saved') })
        },
      },
    )
  })

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {canEdit ? null : (
            <Alert icon={<IconInfoCircle />} variant="light" color="gray">
              {t('companySettings.readOnly')}
            </Alert>
          )}
          {conflict ? (
            <Alert
              ref={conflictRef}
              color="orange"
              variant="light"
              icon={<IconInfoCircle />}
              role="alert"
              data-testid="conflict-notice"
            >
              {conflict[0]?.text ?? t('companySettings.conflict')}
            </Alert>
          ) : null}
          <FormAlert messages={server.formMessages} />
          <CompanyFields readOnly={!canEdit} />
          {canEdit ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
                {t('common.discard')}
              </Button>
              <Button type="submit" loading={isPending}>
                {t('common.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={canEdit && form.formState.isDirty} />
    </FormProvider>
  )
}
