import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { useWorkspaceUser } from '../../api/workspace.ts'
import { AccessHashesSection } from '../../features/access-hashes/access-hashes-section.tsx'
import { MembersPage } from '../../features/members/members-page.tsx'

/** `/:slugs/settings/members`: members and, for those who manage them, device keys (composed here). */
export function MembersSettingsPage() {
  const { slugs = '' } = useParams()
  const { data } = useWorkspaceUser(slugs)
  const canManage = data?.me.permissions.includes('members.manage') ?? false
  return (
    <Stack gap="lg" maw={1000}>
      <MembersPage />
      {canManage ? <AccessHashesSection /> : null}
    </Stack>
  )
}
