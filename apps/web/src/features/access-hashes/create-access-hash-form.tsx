import { createAccessHash, type Role } from '@innkeep/contract'
import { TextInput } from '@mantine/core'
import { IconAlertTriangle, IconKey } from '@tabler/icons-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCreateAccessHash } from '../../api/members.ts'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { RoleGrantForm } from '../../components/form/role-grant-form.tsx'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { ShownOnce } from '../../components/shown-once.tsx'

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
    <RoleGrantForm
      onSubmit={submit}
      messages={server.formMessages}
      control={form.control}
      exclude={['OWNER']}
      defaultRole="WAITER"
      submit={{ label: t('accessHashes.create'), icon: <IconKey size={18} />, loading: isPending }}
      result={
        created ? (
          <ShownOnce
            color="yellow"
            icon={<IconAlertTriangle />}
            title={t('accessHashes.createdTitle', { name: created.name })}
            copy={{ label: t('accessHashes.secret'), value: created.secret, testId: 'access-hash-secret' }}
            hint={t('accessHashes.secretOnce')}
          />
        ) : null
      }
    >
      <TextInput
        label={t('accessHashes.name')}
        placeholder={t('accessHashes.namePlaceholder')}
        {...requiredField}
        miw={220}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </RoleGrantForm>
  )
}
