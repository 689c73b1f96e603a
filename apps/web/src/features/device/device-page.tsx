import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { IconDeviceTablet } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { clearDeviceAccess, saveDeviceAccess, useCredentials } from '../../api/credentials.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { PageCard } from '../../components/page-card.tsx'
import { rememberWorkspace } from '../../lib/last-workspace.ts'

interface DeviceForm {
  slug: string
  secret: string
}

/**
 * Turns this browser into a device of one workspace (waiter terminal, reception tablet): calls then
 * send `Authorization: Hash <secret>` instead of a person's sign-in.
 */
export function DevicePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { device } = useCredentials()
  const form = useForm<DeviceForm>({ defaultValues: { slug: device?.slug ?? '', secret: '' } })
  const errors = form.formState.errors

  const submit = form.handleSubmit(({ slug, secret }) => {
    const cleanSlug = slug.trim().toLowerCase()
    saveDeviceAccess({ slug: cleanSlug, secret: secret.trim() })
    rememberWorkspace(cleanSlug)
    queryClient.clear()
    navigate(`/${cleanSlug}`)
  })

  function disconnect() {
    clearDeviceAccess()
    queryClient.clear()
    navigate('/sign-in')
  }

  return (
    <PageCard title={t('device.title')} lead={t('device.lead')}>
      {device ? (
        <Stack gap="sm">
          <Alert icon={<IconDeviceTablet />} color="blue" variant="light">
            {t('device.active', { slug: device.slug })}
          </Alert>
          <Button color="red" variant="light" onClick={disconnect}>
            {t('device.disconnect')}
          </Button>
        </Stack>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('device.slug')}
            {...requiredField}
            autoCapitalize="none"
            error={errors.slug?.message}
            {...form.register('slug', { required: t('messages.validation.required') })}
          />
          <TextInput
            label={t('device.secret')}
            {...requiredField}
            autoComplete="off"
            spellCheck={false}
            error={errors.secret?.message}
            {...form.register('secret', { required: t('messages.validation.required') })}
          />
          <Text size="xs" c="dimmed">
            {t('device.secretHint')}
          </Text>
          <Button type="submit" size="md" fullWidth>
            {t('device.connect')}
          </Button>
        </Stack>
      </form>
    </PageCard>
  )
}
