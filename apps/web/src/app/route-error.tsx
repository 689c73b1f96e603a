import { Button, Stack, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { PageCard } from '../components/page-card.tsx'
import { PublicFrame } from '../components/public-frame.tsx'
import { reloadIfStale } from '../lib/stale-build.ts'

/** A render failure or a page module that failed to load (e.g. after a deploy): say so, offer a reload. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  // a page module of an older build, gone after a deploy: the page reloads once to the new one
  useEffect(() => {
    reloadIfStale(error)
  }, [error])
  const message = error instanceof Error ? error.message : String(error)
  return (
    <PublicFrame>
      <PageCard title={t('routeError.title')} lead={t('routeError.text')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" ff="monospace">
            {message}
          </Text>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </Stack>
      </PageCard>
    </PublicFrame>
  )
}
