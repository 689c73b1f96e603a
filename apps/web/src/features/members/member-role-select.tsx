import type { Member, Role } from '@innkeep/contract'
import { Select } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useChangeMemberRole } from '../../api/members.ts'
import { roleOptions } from '../../components/role-options.ts'

/** An OWNER changes a member's role; the last OWNER stays OWNER (the server says why). */
export function MemberRoleSelect({ slug, member }: { slug: string; member: Member }) {
  const { t } = useTranslation()
  const { run, isPending } = useChangeMemberRole()
  return (
    <Select
      aria-label={t('members.roleOf', { name: member.fullName })}
      data={roleOptions(t)}
      value={member.role}
      allowDeselect={false}
      disabled={isPending}
      w={{ base: 128, sm: 160 }}
      onChange={(value) => {
        if (!value || value === member.role) return
        void run(
          { params: { slugs: slug, id: member.identityId }, body: { role: value as Role } },
          {
            validation: (messages) =>
              notifications.show({ color: 'red', message: messages.map((m) => m.text).join(' ') }),
            success: () =>
              notifications.show({ color: 'green', message: t('members.roleChanged', { name: member.fullName }) }),
          },
        )
      }}
    />
  )
}
