import { createIdentity } from '@innkeep/contract'
import { Button, Stack, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { storeIdentityState, useCreateIdentity, useIdentity } from '../../api/identity.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { PageCard } from '../../components/page-card.tsx'
import { safeReturnPath } from '../../lib/return-path.ts'

/** NO_IDENTITY: the person is signed in but has no identity record yet; ask for the full name. */
export function IdentityPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const queryClient = useQueryClient()
  const identity = useIdentity()
  const form = useForm({ resolver: localizedResolver(createIdentity.body), defaultValues: { fullName: '' } })
  const server = useServerMessages(form)
  const { run, isPending } = useCreateIdentity()
  const existingName = identity.data?.identity?.fullName

  useEffect(() => {
    if (existingName && !form.formState.isDirty) form.reset({ fullName: existingName })
  }, [existingName, form])

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    await run(
      { body },
      {
        validation: server.validation,
        success: (state) => {
          storeIdentityState(queryClient, state)
          navigate(safeReturnPath(search.get('next')), { replace: true })
        },
      },
    )
  })

  return (
    <PageCard title={t('identity.title')} lead={t('identity.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert messages={server.formMessages} />
          <TextInput
            label={t('identity.fullName')}
            placeholder={t('identity.fullNamePlaceholder')}
            autoComplete="name"
            {...requiredField}
            data-autofocus
            error={form.formState.errors.fullName?.message}
            {...form.register('fullName')}
          />
          <Button type="submit" loading={isPending} size="md" fullWidth>
            {t('identity.continue')}
          </Button>
        </Stack>
      </form>
    </PageCard>
  )
}
