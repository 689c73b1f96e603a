import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useWorkspaceUser } from '../../api/workspace.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { InvitationsTable } from './invitations-table.tsx'
import { InviteForm } from './invite-form.tsx'
import { MembersTable } from './members-table.tsx'
import { SecondStepSwitch } from './second-step-switch.tsx'

/** Members of the workspace; an OWNER also invites, changes roles, removes and sets the sign-in security. */
export function MembersPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { data } = useWorkspaceUser(slugs)
  if (!data) return null
  const canManage = data.me.permissions.includes('members.manage')
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('members.title')}
        </Title>
        <Text c="dimmed">{canManage ? t('members.leadOwner') : t('members.lead')}</Text>
      </Stack>
      <SectionCard title={t('members.listTitle', { count: data.members.length })}>
        <MembersTable slug={slugs} members={data.members} meId={data.me.identityId} canManage={canManage} />
      </SectionCard>
      {canManage ? (
        <SectionCard title={t('members.inviteTitle')} lead={t('members.inviteLead')}>
          <InviteForm slug={slugs} />
        </SectionCard>
      ) : null}
      {canManage ? (
        <SectionCard title={t('members.invitationsTitle')}>
          <InvitationsTable slug={slugs} invitations={data.invitations} timeZone={data.company.timeZone} />
        </SectionCard>
      ) : null}
      {canManage ? (
        <SectionCard title={t('members.securityTitle')} lead={t('members.securityLead')}>
          <SecondStepSwitch
            slug={slugs}
            required={data.company.requireSecondStep}
            members={data.members}
            meId={data.me.identityId}
          />
        </SectionCard>
      ) : null}
    </Stack>
  )
}
