import type { Message } from '@innkeep/contract'
import { Anchor, Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useAcceptInvitation, useIdentity, useInvitationPreview } from '../../api/identity.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { PageCard } from '../../components/page-card.tsx'
import { rememberWorkspace } from '../../lib/last-workspace.ts'

/** `/invite/:token`: the signed-in person joins the workspace that invited them. */
export function AcceptInvitationPage() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const identity = useIdentity()
  const { run, isPending } = useAcceptInvitation()
  const preview = useInvitationPreview(token)
  const [messages, setMessages] = useState<Message[]>([])

  async function accept() {
    setMessages([])
    await run(
      { params: { token } },
      {
        validation: setMessages,
        additionalAction: () => navigate(`/identity?next=${encodeURIComponent(`/invite/${token}`)}`),
        success: (workspace) => {
          rememberWorkspace(workspace.slug)
          notifications.show({ color: 'green', message: t('invite.joined', { name: workspace.name }) })
          navigate(`/${workspace.slug}`, { replace: true })
        },
      },
    )
  }

  const email = identity.data?.email
  return (
    <PageCard title={t('invite.title')} lead={t('invite.lead')}>
      <Stack gap="md">
        <FormAlert messages={messages} />
        {preview.data ? (
          <Stack gap={4}>
            <Text fw={600}>
              {t('invite.from', { company: preview.data.workspaceName, role: t(`roles.${preview.data.role}`) })}
            </Text>
            {preview.data.invitedBy ? (
              <Text size="sm" c="dimmed">
                {t('invite.invitedBy', { name: preview.data.invitedBy, email: preview.data.email })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {preview.isSuccess && !preview.data ? <Text c="red">{t('invite.invalid')}</Text> : null}
        {email ? <Text size="sm">{t('invite.signedInAs', { email })}</Text> : null}
        <Button size="md" fullWidth loading={isPending} onClick={() => void accept()}>
          {t('invite.accept')}
        </Button>
        <Anchor component={Link} to="/" size="sm" ta="center">
          {t('invite.notNow')}
        </Anchor>
      </Stack>
    </PageCard>
  )
}
