import type { WorkspaceSummary } from '@innkeep/contract'
import { Box, Container } from '@mantine/core'
import { useMemo, useState } from 'react'
import { Outlet } from 'react-router'
import { isApiError } from '../../api/api-error.ts'
import { useWaiterInfo } from '../../api/waiter.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { NoWaiterAccess } from './no-waiter-access.tsx'
import { useQueueNotices } from './offline/use-queue-notices.ts'
import { WaiterAccess } from './waiter-access.tsx'
import { rememberedRestaurant, rememberRestaurant, WaiterContext, type WaiterSession } from './waiter-context.ts'
import { WaiterHeader } from './waiter-header.tsx'

/** The frame of every waiter screen: access, who waits where, the header; no workspace navigation. */
export function WaiterLayout() {
  return (
    <WaiterAccess>
      {(workspaces, chooseWorkspace) => <WaiterFrame workspaces={workspaces} chooseWorkspace={chooseWorkspace} />}
    </WaiterAccess>
  )
}

function WaiterFrame({
  workspaces,
  chooseWorkspace,
}: {
  workspaces: WorkspaceSummary[]
  chooseWorkspace: (slug: string) => void
}) {
  const info = useWaiterInfo()
  useQueueNotices()
  const [wanted, setWanted] = useState(rememberedRestaurant)
  const data = info.data
  const session = useMemo<WaiterSession | null>(() => {
    if (!data) return null
    const restaurant = data.restaurants.find((r) => r.id === wanted) ?? data.restaurants[0]
    return {
      info: data,
      restaurantId: restaurant?.id ?? null,
      chooseRestaurant: (id) => {
        rememberRestaurant(id)
        setWanted(id)
      },
      workspaces,
      chooseWorkspace,
    }
  }, [data, wanted, workspaces, chooseWorkspace])

  if (info.isPending) return <PageSkeleton />
  if (info.isError && !info.data) {
    const status = isApiError(info.error) ? info.error.status : null
    if (status === 403 || status === 401) return <NoWaiterAccess reason="forbidden" />
    return (
      <Container size="sm" py="md">
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      </Container>
    )
  }
  if (!session) return <NoWaiterAccess reason="forbidden" />
  return (
    <WaiterContext.Provider value={session}>
      <Box mih="100dvh" bg="var(--mantine-color-body)">
        <WaiterHeader />
        <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="sm" pb={96}>
          <Outlet />
        </Container>
      </Box>
    </WaiterContext.Provider>
  )
}
