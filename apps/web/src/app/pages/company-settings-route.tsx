import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { CompanySettingsPage } from '../../features/company-settings/company-settings-page.tsx'
import { PCloudSettingsCard } from '../../features/gallery/pcloud-settings-card.tsx'

/** `/:slugs/settings/company`: the company's profile, and the integrations set up for the whole workspace. */
export function CompanySettingsRoute() {
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  return (
    <Stack gap="lg" maw={960}>
      <CompanySettingsPage />
      {/* housekeeping and waiters have no files: the card would only be refused */}
      {may('files.read') ? <PCloudSettingsCard slugs={slugs} /> : null}
    </Stack>
  )
}
