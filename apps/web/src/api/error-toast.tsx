import { Code, ScrollArea, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { type ApiError, describePayload } from './api-error.ts'

/** Spec §9: the error toast stays 15 s and can be closed. */
export const ERROR_TOAST_MS = 15000

function ErrorToastBody({ error }: { error: ApiError }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6}>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {error.method} {error.url}
      </Text>
      <ScrollArea.Autosize mah={180} type="auto">
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            {t('errorToast.payload')}
          </Text>
          <Code block>{describePayload(error.requestPayload)}</Code>
          <Text size="xs" fw={600}>
            {t('errorToast.stack')}
          </Text>
          <Code block>{error.stack ?? error.message}</Code>
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  )
}

/** The global sticky error toast for a failed call that had no error handler of its own. */
export function showErrorToast(error: ApiError): void {
  notifications.show({
    title: error.message,
    message: <ErrorToastBody error={error} />,
    color: 'red',
    autoClose: ERROR_TOAST_MS,
    withCloseButton: true,
    'data-testid': 'error-toast',
  })
}
