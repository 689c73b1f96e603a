import { AddWorkspaceInput, type AddWorkspaceValues } from '@innkeep/contract'
import { Anchor, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useAddWorkspace, useIdentity } from '../../api/identity.ts'
import { CompanyFields } from '../../components/company-form/company-fields.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { PageCard } from '../../components/page-card.tsx'
import { rememberWorkspace } from '../../lib/last-workspace.ts'
import { emptyWorkspace, type NewWorkspaceValues } from './new-workspace-values.ts'
import { slugFromName } from './slug-from-name.ts'
import { WorkspaceSlugFields } from './workspace-slug-fields.tsx'

/** Create a workspace (company); the caller becomes its OWNER. */
export function NewWorkspacePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const identity = useIdentity()
  const form = useForm<NewWorkspaceValues, unknown, AddWorkspaceValues>({
    resolver: localizedResolver<typeof AddWorkspaceInput, NewWorkspaceValues>(AddWorkspaceInput),
    defaultValues: emptyWorkspace(),
  })
  const server = useServerMessages(form)
  const { run, isPending } = useAddWorkspace()
  const slugEdited = useRef(false)
  const name = form.watch('name')

  // The slug follows the name until the user edits it.
  useEffect(() => {
    if (!slugEdited.current) form.setValue('slug', slugFromName(name))
  }, [name, form])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await run(
      { body: values },
      {
        validation: server.validation,
        additionalAction: () => navigate('/identity?next=/workspaces/new'),
        success: (workspace) => {
          rememberWorkspace(workspace.slug)
          notifications.show({ color: 'green', message: t('workspace.created', { name: workspace.name }) })
          navigate(`/${workspace.slug}`)
        },
      },
    )
  })

  const hasWorkspaces = (identity.data?.workspaces.length ?? 0) > 0
  return (
    <PageCard title={t('workspace.newTitle')} lead={t('workspace.newLead')} width={760}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <FormAlert messages={server.formMessages} />
            <CompanyFields afterName={<WorkspaceSlugFields onSlugEdited={() => (slugEdited.current = true)} />} />
            <Group justify="flex-end" gap="sm">
              {hasWorkspaces ? (
                <Anchor component={Link} to="/" size="sm">
                  {t('common.cancel')}
                </Anchor>
              ) : null}
              <Button type="submit" size="md" loading={isPending}>
                {t('workspace.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </PageCard>
  )
}
