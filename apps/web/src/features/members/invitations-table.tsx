import type { Invitation } from '@innkeep/contract'
import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { IconCheck, IconMailForward, IconMailOff } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useResendInvitation, useRevokeInvitation } from '../../api/members.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { ShownOnce } from '../../components/shown-once.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  slug: string
  invitations: Invitation[]
  timeZone: string
}

/** Whether the e-mail went out, or the link no longer works. */
function InvitationState({ invitation, now, timeZone }: { invitation: Invitation; now: number; timeZone: string }) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  if (Date.parse(invitation.expiresAt) <= now) return <Badge color="gray">{t('members.expired')}</Badge>
  if (invitation.sentAt === null)
    return (
      <Text size="sm" c="red">
        {t('members.sendFailed')}
      </Text>
    )
  return <Text size="sm">{t('members.sentOn', { date: format.date(invitation.sentAt) })}</Text>
}

/** Invitations not accepted yet: when each went out and until when it works; send again or withdraw. */
export function InvitationsTable({ slug, invitations, timeZone }: Props) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  const revoke = useRevokeInvitation()
  const resend = useResendInvitation()
  const [resent, setResent] = useState<Invitation | null>(null)
  const now = Date.now()
  return (
    <Stack gap="md">
      {resent?.token ? (
        <ShownOnce
          color={resent.sentAt ? 'teal' : 'orange'}
          icon={resent.sentAt ? <IconCheck /> : <IconMailOff />}
          title={
            resent.sentAt
              ? t('members.resent', { email: resent.email, date: format.date(resent.expiresAt) })
              : t('members.resendFailed', { email: resent.email })
          }
          copy={{
            label: t('members.inviteLink'),
            value: `${window.location.origin}/invite/${resent.token}`,
            testId: 'resent-link',
          }}
          hint={t('members.resentHint')}
        />
      ) : null}
      <DataTable
        items={invitations}
        minWidth={420}
        empty={<EmptyState title={t('members.noInvitations')}>{t('members.noInvitationsHint')}</EmptyState>}
        columns={
          <>
            <Table.Th>{t('members.inviteEmail')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            <Table.Th>{t('members.invitationState')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('members.expiresOn')}</Table.Th>
          </>
        }
        actions={{ w: 100 }}
      >
        {(invitation) => (
          <Table.Tr key={invitation.id} data-testid="invitation-row">
            <Table.Td style={{ wordBreak: 'break-all' }}>{invitation.email}</Table.Td>
            <Table.Td>
              <Badge variant="light">{t(`roles.${invitation.role}`)}</Badge>
            </Table.Td>
            <Table.Td>
              <InvitationState invitation={invitation} now={now} timeZone={timeZone} />
            </Table.Td>
            <Table.Td visibleFrom="sm">{format.date(invitation.expiresAt)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <IconButton
                  label={t('members.resendInvitation', { email: invitation.email })}
                  withArrow
                  variant="subtle"
                  size="lg"
                  disabled={resend.isPending}
                  onClick={() =>
                    void resend.run(
                      { params: { slugs: slug, id: invitation.id } },
                      { success: (answer) => setResent(answer) },
                    )
                  }
                >
                  <IconMailForward size={18} />
                </IconButton>
                <ConfirmAction
                  label={t('members.revokeInvitation', { email: invitation.email })}
                  icon={<IconMailOff size={18} />}
                  title={t('members.revokeInvitationTitle')}
                  text={t('members.revokeInvitationText', { email: invitation.email })}
                  confirmLabel={t('members.revokeInvitationConfirm')}
                  onConfirm={() => revoke.run({ params: { slugs: slug, id: invitation.id } })}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </DataTable>
    </Stack>
  )
}
