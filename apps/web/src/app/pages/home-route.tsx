import { useParams } from 'react-router'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DashboardPanel } from '../../features/dashboard/dashboard-panel.tsx'
import { HomePage } from '../../features/home/home-page.tsx'

/** `/:slugs`: the home page with the dashboard on top for the roles that may read it. */
export function HomeRoute() {
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  return <HomePage top={may('dashboard.read') ? <DashboardPanel /> : null} />
}
