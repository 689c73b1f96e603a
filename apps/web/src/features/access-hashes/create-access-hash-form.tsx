import { createAccessHash, type Role } from '@innkeep/contract'
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconKey } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCreateAccessHash } from '../../api/members.ts'
import { CopyField } from '../../components/copy-field.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { roleOptions } from '../../components/role-options.ts'

type DeviceRole = Exclude<Role, 'OWNER'>

interface Values {
  name: string
  role: DeviceRole
}

/** A new device key bound to one role; the secret is shown once, here. */
export function CreateAccessHashForm({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    resolver: localizedResolver<typeof createAccessHash.body, Values>(createAccessHash.body),
    defaultValues: { name: '', role: 'WAITER' },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useCreateAccessHash()
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null)

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    setCreated(null)
    await run(
      { params: { slugs: slug }, body },
      {
        validation: server.validation,
        success: (hash) => {
          setCreated({ name: hash.name, secret: hash.secret })
          form.reset({ name: '', role: body.role })
        },
      },
    )
  })

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={server.formMessages} />
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
            <TextInput
              label={t('accessHashes.name')}
              placeholder={t('accessHashes.namePlaceholder')}
              {...requiredField}
              miw={220}
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field, fieldState }) => (
                <Select
                  label={t('members.role')}
                  data={roleOptions(t, ['OWNER'])}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'WAITER')}
                  ref={field.ref}
                  allowDeselect={false}
                  {...requiredField}
                  miw={160}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={isPending} leftSection={<IconKey size={18} />}>
              {t('accessHashes.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {created ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t('accessHashes.createdTitle', { name: created.name })}
        >
          <Stack gap="xs">
            <CopyField label={t('accessHashes.secret')} value={created.secret} testId="access-hash-secret" />
            {t('accessHashes.secretOnce')}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  )
}
