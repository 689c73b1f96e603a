import type { Invitation } from '@innkeep/contract'
import { Badge, Table } from '@mantine/core'
import { IconMailOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRevokeInvitation } from '../../api/members.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/** Invitations not accepted yet, each with revoke. */
export function InvitationsTable({ slug, invitations }: { slug: string; invitations: Invitation[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  const revoke = useRevokeInvitation()
  return (
    <DataTable
      items={invitations}
      minWidth={320}
      empty={<EmptyState title={t('members.noInvitations')}>{t('members.noInvitationsHint')}</EmptyState>}
      columns={
        <>
          <Table.Th>{t('members.inviteEmail')}</Table.Th>
          <Table.Th>{t('members.role')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('members.invitedOn')}</Table.Th>
        </>
      }
      actions={{ w: 60 }}
    >
      {(invitation) => (
        <Table.Tr key={invitation.id}>
          <Table.Td style={{ wordBreak: 'break-all' }}>{invitation.email}</Table.Td>
          <Table.Td>
            <Badge variant="light">{t(`roles.${invitation.role}`)}</Badge>
          </Table.Td>
          <Table.Td visibleFrom="sm">{format.date(invitation.createdAt)}</Table.Td>
          <Table.Td>
            <ConfirmAction
              label={t('members.revokeInvitation', { email: invitation.email })}
              icon={<IconMailOff size={18} />}
              title={t('members.revokeInvitationTitle')}
              text={t('members.revokeInvitationText', { email: invitation.email })}
              confirmLabel={t('members.revokeInvitationConfirm')}
              onConfirm={() => revoke.run({ params: { slugs: slug, id: invitation.id } })}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  )
}
