import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useCredentials } from '../api/credentials.ts'
import { REFRESH_BEFORE_MS, refreshSession } from '../api/refresh-session.ts'
import { withNext } from '../lib/return-path.ts'

const WARN_BEFORE_MS = 5 * 60_000
const NOTICE_ID = 'session-expiry'

/**
 * Ten minutes before the ID token ends the session is renewed silently; when it cannot be (12 hours
 * after the password), five minutes before the end the user is asked to sign in again (the return
 * path brings them back to the same page).
 */
export function SessionExpiryNotice() {
  const { session, device } = useCredentials()
  const navigate = useNavigate()
  const { t } = useTranslation()

  useEffect(() => {
    notifications.hide(NOTICE_ID)
    if (!session || device) return
    const expiresAt = Date.parse(session.expiresAt)
    const renew = setTimeout(() => void refreshSession(), Math.max(expiresAt - Date.now() - REFRESH_BEFORE_MS, 0))
    const delay = expiresAt - Date.now() - WARN_BEFORE_MS
    const timer = setTimeout(
      () => {
        const returnPath = window.location.pathname + window.location.search
        notifications.show({
          id: NOTICE_ID,
          title: t('session.expiringTitle'),
          color: 'yellow',
          autoClose: false,
          message: (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('session.expiringText')}</Text>
              <Button
                size="xs"
                onClick={() => {
                  notifications.hide(NOTICE_ID)
                  navigate(withNext('/sign-in', returnPath))
                }}
              >
                {t('session.signInAgain')}
              </Button>
            </Stack>
          ),
        })
      },
      Math.max(delay, 0),
    )
    return () => {
      clearTimeout(renew)
      clearTimeout(timer)
    }
  }, [session, device, navigate, t])

  return null
}
