import type { Member } from '@innkeep/contract'
import { Badge, Table, Text, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUserMinus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRemoveMember } from '../../api/members.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { MemberRoleSelect } from './member-role-select.tsx'

interface Props {
  slug: string
  members: Member[]
  meId: string
  canManage: boolean
}

/** Whether a member signs in with a second step; people of another sign-in provider: unknown. */
function SecondStepBadge({ value }: { value: boolean | null }) {
  const { t } = useTranslation()
  if (value === null)
    return (
      <Tooltip label={t('members.secondStepUnknown')} withArrow>
        <Text size="sm" c="dimmed" aria-label={t('members.secondStepUnknown')}>
          —
        </Text>
      </Tooltip>
    )
  return (
    <Badge variant="light" color={value ? 'teal' : 'gray'}>
      {t(value ? 'members.secondStepOn' : 'members.secondStepOff')}
    </Badge>
  )
}

/** The members with their roles; an OWNER also sees who signs in with a second step, changes roles and removes. */
export function MembersTable({ slug, members, meId, canManage }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const remove = useRemoveMember()
  return (
    <DataTable
      items={members}
      minWidth={320}
      highlightOnHover
      columns={
        <>
          <Table.Th>{t('members.name')}</Table.Th>
          <Table.Th>{t('members.role')}</Table.Th>
          {canManage ? <Table.Th>{t('members.secondStep')}</Table.Th> : null}
          <Table.Th visibleFrom="sm">{t('members.since')}</Table.Th>
        </>
      }
      actions={canManage ? { w: 60 } : undefined}
    >
      {(member) => (
        <Table.Tr key={member.identityId} data-testid="member-row">
          <Table.Td>
            <Text fw={600} size="sm">
              {member.fullName}
              {member.identityId === meId ? ` (${t('members.you')})` : ''}
            </Text>
            {member.email ? (
              <Text size="xs" c="dimmed">
                {member.email}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>
            {canManage ? (
              <MemberRoleSelect slug={slug} member={member} />
            ) : (
              <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
            )}
          </Table.Td>
          {canManage ? (
            <Table.Td>
              <SecondStepBadge value={member.secondStep} />
            </Table.Td>
          ) : null}
          <Table.Td visibleFrom="sm">{format.date(member.since)}</Table.Td>
          {canManage ? (
            <Table.Td>
              {member.identityId === meId ? null : (
                <ConfirmAction
                  label={t('members.remove', { name: member.fullName })}
                  icon={<IconUserMinus size={18} />}
                  title={t('members.removeTitle')}
                  text={t('members.removeText', { name: member.fullName })}
                  confirmLabel={t('members.removeConfirm')}
                  onConfirm={() =>
                    remove.run(
                      { params: { slugs: slug, id: member.identityId } },
                      {
                        validation: (messages) =>
                          notifications.show({ color: 'red', message: messages.map((m) => m.text).join(' ') }),
                      },
                    )
                  }
                />
              )}
            </Table.Td>
          ) : null}
        </Table.Tr>
      )}
    </DataTable>
  )
}
