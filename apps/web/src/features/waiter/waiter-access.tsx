import { roleMay, type WorkspaceSummary } from '@innkeep/contract'
import { Button, Paper, Stack, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readWaiterWorkspace, saveWaiterWorkspace, useCredentials } from '../../api/credentials.ts'
import { useIdentity } from '../../api/identity.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { readLastWorkspace } from '../../lib/last-workspace.ts'
import { NoWaiterAccess } from './no-waiter-access.tsx'

type Render = (workspaces: WorkspaceSummary[], chooseWorkspace: (slug: string) => void) => ReactNode

/** A device with an access hash opens the tool at once; a person needs a waiter's role somewhere. */
export function WaiterAccess({ children }: { children: Render }) {
  const { session, device } = useCredentials()
  if (device) return children([], () => undefined)
  if (!session) return <NoWaiterAccess reason="signedOut" />
  return <PersonAccess>{children}</PersonAccess>
}

function pick(workspaces: WorkspaceSummary[], chosen: string | null): WorkspaceSummary | undefined {
  if (workspaces.length === 1) return workspaces[0]
  return workspaces.find((w) => w.slug === chosen) ?? workspaces.find((w) => w.slug === readLastWorkspace())
}

/** The person's workspaces where they may wait; with several, the chosen one goes with every call. */
function PersonAccess({ children }: { children: Render }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const identity = useIdentity()
  const [chosen, setChosen] = useState(readWaiterWorkspace)
  const choose = useCallback(
    (slug: string) => {
      saveWaiterWorkspace(slug)
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('waiter') })
      setChosen(slug)
    },
    [queryClient],
  )
  if (identity.isPending) return <PageSkeleton />
  if (identity.isError && !identity.data)
    return <ErrorState error={identity.error} onRetry={() => void identity.refetch()} />
  const workspaces = (identity.data?.workspaces ?? []).filter((w) => roleMay(w.role, 'restaurant.wait'))
  if (workspaces.length === 0) return <NoWaiterAccess reason="noRole" />
  const current = pick(workspaces, chosen)
  if (!current)
    return (
      <Paper withBorder radius="lg" p="md" maw={480} mx="auto" mt="xl">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {t('waiter.access.chooseWorkspace')}
          </Title>
          {workspaces.map((w) => (
            <Button key={w.slug} size="lg" variant="default" onClick={() => choose(w.slug)}>
              {w.name}
            </Button>
          ))}
        </Stack>
      </Paper>
    )
  // written before the first waiter call reads it (x-innkeep-workspace); the same value every render
  if (readWaiterWorkspace() !== current.slug) saveWaiterWorkspace(current.slug)
  return children(workspaces, choose)
}
