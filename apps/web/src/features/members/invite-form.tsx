import { inviteMember, type Role } from '@innkeep/contract'
import { TextInput } from '@mantine/core'
import { IconCheck, IconMailOff, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useInviteMember } from '../../api/members.ts'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { RoleGrantForm } from '../../components/form/role-grant-form.tsx'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { ShownOnce } from '../../components/shown-once.tsx'

interface InviteValues {
  email: string
  role: Role
}

/** Invite by e-mail with a role: the server mails the link; it is shown here too, to pass on by hand. */
export function InviteForm({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const form = useForm<InviteValues>({
    resolver: localizedResolver<typeof inviteMember.body, InviteValues>(inviteMember.body),
    defaultValues: { email: '', role: 'RECEPTION' },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useInviteMember()
  const [link, setLink] = useState<{ email: string; url: string; sent: boolean } | null>(null)

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    setLink(null)
    await run(
      { params: { slugs: slug }, body },
      {
        validation: server.validation,
        success: (invitation) => {
          if (invitation.token)
            setLink({
              email: invitation.email,
              url: `${window.location.origin}/invite/${invitation.token}`,
              sent: invitation.sentAt !== null,
            })
          form.reset({ email: '', role: body.role })
        },
      },
    )
  })

  return (
    <RoleGrantForm
      onSubmit={submit}
      messages={server.formMessages}
      control={form.control}
      defaultRole="RECEPTION"
      submit={{ label: t('members.invite'), icon: <IconSend size={18} />, loading: isPending }}
      result={
        link ? (
          <ShownOnce
            color={link.sent ? 'teal' : 'orange'}
            icon={link.sent ? <IconCheck /> : <IconMailOff />}
            title={t(link.sent ? 'members.invitedSentTitle' : 'members.invitedFailedTitle', { email: link.email })}
            copy={{ label: t('members.inviteLink'), value: link.url, testId: 'invite-link' }}
            hint={t(link.sent ? 'members.inviteLinkSentHint' : 'members.inviteLinkHint')}
          />
        ) : null
      }
    >
      <TextInput
        label={t('members.inviteEmail')}
        type="email"
        {...requiredField}
        miw={220}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </RoleGrantForm>
  )
}
