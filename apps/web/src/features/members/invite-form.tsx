import { inviteMember, type Role } from '@innkeep/contract'
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { IconCheck, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useInviteMember } from '../../api/members.ts'
import { CopyField } from '../../components/copy-field.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { roleOptions } from '../../components/role-options.ts'

interface InviteValues {
  email: string
  role: Role
}

/** Invite by e-mail with a role; the link to accept is shown to copy and send. */
export function InviteForm({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const form = useForm<InviteValues>({
    resolver: localizedResolver<typeof inviteMember.body, InviteValues>(inviteMember.body),
    defaultValues: { email: '', role: 'RECEPTION' },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useInviteMember()
  const [link, setLink] = useState<{ email: string; url: string } | null>(null)

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    setLink(null)
    await run(
      { params: { slugs: slug }, body },
      {
        validation: server.validation,
        success: (invitation) => {
          if (invitation.token)
            setLink({ email: invitation.email, url: `${window.location.origin}/invite/${invitation.token}` })
          form.reset({ email: '', role: body.role })
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
              label={t('members.inviteEmail')}
              type="email"
              {...requiredField}
              miw={220}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field, fieldState }) => (
                <Select
                  label={t('members.role')}
                  data={roleOptions(t)}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'RECEPTION')}
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
            <Button type="submit" loading={isPending} leftSection={<IconSend size={18} />}>
              {t('members.invite')}
            </Button>
          </Group>
        </Stack>
      </form>
      {link ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCheck />}
          title={t('members.invitedTitle', { email: link.email })}
        >
          <Stack gap="xs">
            <CopyField label={t('members.inviteLink')} value={link.url} testId="invite-link" />
            {t('members.inviteLinkHint')}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  )
}
