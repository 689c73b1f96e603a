import {
  type ApplicationIdResult,
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  type NotificationKind,
  type NotificationPage,
  type PushSubscriptionInput,
  registerApplicationId,
  saveNotificationSettings,
} from '@innkeep/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { installationId } from '../lib/installation-id.ts'
import { call } from './client.ts'
import { apiQueryKey, type QueryError, unwrap, useApiMutation, useApiQuery } from './query.ts'

// The signed-in member's notifications (docs/notifications.md): the bell's list, the full page and
// the member's choices of e-mail and browser push.

/** How often the bell looks for news; also whenever the window gets the focus back. */
export const BELL_POLL_MS = 60_000
export const BELL_PAGE_SIZE = 20

// a background poll that fails must not pile up sticky error toasts: the bell shows no count then
const quietly = { error: () => undefined }

/** The newest notifications with the unread count, polled for the header's bell. */
export function useBellNotifications(slugs: string) {
  return useApiQuery(
    listNotifications,
    { params: { slugs }, query: { page: 0, size: BELL_PAGE_SIZE } },
    { onError: quietly.error, refetchInterval: BELL_POLL_MS, refetchOnWindowFocus: true },
  )
}

/** One page of the full list; the previous page stays on screen while the next one loads. */
export function useNotificationsPage(slugs: string, page: number, size: number) {
  return useApiQuery(listNotifications, { params: { slugs }, query: { page, size } }, { keepPrevious: true })
}

/**
 * Marks everything up to `until` (the newest item the reader saw) read. The lists keep their
 * highlights while on screen; their unread counts drop at once, the rest is read again on the next load.
 */
export function useMarkRead(slugs: string) {
  const queryClient = useQueryClient()
  const mutation = useApiMutation(markNotificationsRead)
  return async (until: string) => {
    const outcome = await mutation.run({ params: { slugs }, body: { until } }, quietly)
    if (outcome.kind !== 'success') return
    queryClient.setQueriesData<NotificationPage | null>({ queryKey: apiQueryKey(listNotifications) }, (page) =>
      page ? { ...page, unread: outcome.payload.unread } : page,
    )
  }
}

/** After the reader closes a list: its highlights go, a later poll brings what came meanwhile. */
export function useForgetSeen() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: apiQueryKey(listNotifications) })
}

export const useNotificationSettings = (slugs: string) => useApiQuery(getNotificationSettings, { params: { slugs } })

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  const mutation = useApiMutation(saveNotificationSettings)
  return {
    isPending: mutation.isPending,
    save: async (slugs: string, email: NotificationKind[]) => {
      const outcome = await mutation.run({ params: { slugs }, body: { email } })
      if (outcome.kind === 'success')
        queryClient.setQueryData(apiQueryKey(getNotificationSettings, { params: { slugs } }), outcome.payload)
      return outcome.kind === 'success'
    },
  }
}

const installationKey = (slugs: string) => apiQueryKey(registerApplicationId, { params: { slugs } })

/**
 * This browser made known to the workspace once per session: its installation id, no `push` field
 * (which keeps a subscription made before). The answer holds the server's VAPID key for push.
 */
export function useInstallation(slugs: string, enabled = true) {
  return useQuery<ApplicationIdResult | null, QueryError>({
    queryKey: installationKey(slugs),
    queryFn: async () =>
      unwrap(
        await call(registerApplicationId, { params: { slugs }, body: { installationId: installationId() } }, quietly),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    enabled,
  })
}

/** Tells the server this browser's push subscription (null: no more push here); false when refused. */
export function useSavePushSubscription(slugs: string) {
  const queryClient = useQueryClient()
  return async (push: PushSubscriptionInput | null): Promise<boolean> => {
    const outcome = await call(registerApplicationId, {
      params: { slugs },
      body: { installationId: installationId(), push },
    })
    if (outcome.kind !== 'success') return false
    queryClient.setQueryData(installationKey(slugs), outcome.payload)
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(getNotificationSettings) })
    return true
  }
}
