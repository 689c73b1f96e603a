import type { Message, PCloudConnection, PCloudRegion } from '@innkeep/contract'
import { Button, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSavePCloudConnection } from '../../api/gallery.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'

/** Region, access token and folder; the server checks the token with pCloud before it keeps it. */
export function PCloudSettingsForm({ slugs, current }: { slugs: string; current: PCloudConnection }) {
  const { t } = useTranslation()
  const save = useSavePCloudConnection()
  const [region, setRegion] = useState<PCloudRegion>(current.region ?? 'EU')
  const [accessToken, setAccessToken] = useState('')
  const [folderPath, setFolderPath] = useState(current.folderPath ?? '/Innkeep')
  const [messages, setMessages] = useState<Message[]>([])
  const fieldError = (field: string) => messages.find((m) => m.field === field)?.text

  const submit = () => {
    setMessages([])
    return save.run(
      {
        params: { slugs },
        body: {
          region,
          folderPath,
          ...(accessToken.trim() ? { accessToken: accessToken.trim() } : {}),
          ...(current.version === null ? {} : { version: current.version }),
        },
      },
      {
        validation: setMessages,
        conflict: (_, conflictMessages) => setMessages(conflictMessages),
        success: () => {
          setAccessToken('')
          notifications.show({ color: 'green', message: t('gallery.pcloud.saved') })
        },
      },
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      noValidate
    >
      <Stack gap="sm">
        <FormAlert messages={messages.filter((m) => !m.field)} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="pcloud-region">
            {t('gallery.pcloud.region')}
          </Text>
          <SegmentedControl
            aria-labelledby="pcloud-region"
            value={region}
            onChange={(value) => setRegion(value as PCloudRegion)}
            data={[
              { value: 'EU', label: t('gallery.pcloud.regionEU') },
              { value: 'US', label: t('gallery.pcloud.regionUS') },
            ]}
          />
        </Stack>
        <PasswordInput
          label={t('gallery.pcloud.token')}
          description={current.connected ? t('gallery.pcloud.tokenKeep') : t('gallery.pcloud.tokenHint')}
          value={accessToken}
          onChange={(event) => setAccessToken(event.currentTarget.value)}
          error={fieldError('accessToken')}
          required={!current.connected}
          autoComplete="off"
        />
        <TextInput
          label={t('gallery.pcloud.folder')}
          description={t('gallery.pcloud.folderHint')}
          value={folderPath}
          onChange={(event) => setFolderPath(event.currentTarget.value)}
          error={fieldError('folderPath')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {current.connected ? t('gallery.pcloud.saveChanges') : t('gallery.pcloud.connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
