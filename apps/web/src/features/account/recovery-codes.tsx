import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCheck, IconCopy, IconDownload, IconLifebuoy } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

function downloadText(fileName: string, text: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** The ten recovery codes, shown once: to download, copy, and confirm they are kept somewhere. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useTranslation()
  const text = [t('account.codes.fileHeader', { email }), '', ...codes, ''].join('\n')
  return (
    <Alert color="yellow" variant="light" icon={<IconLifebuoy />} title={t('account.codes.title')}>
      <Stack gap="md">
        <Text size="sm">{t('account.codes.lead')}</Text>
        <SimpleGrid cols={2} spacing="xs" maw={360} data-testid="recovery-codes">
          {codes.map((code) => (
            <Code key={code} fz="md" ta="center" py={6}>
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadText(t('account.codes.fileName'), text)}
          >
            {t('account.codes.download')}
          </Button>
          <CopyButton value={codes.join('\n')} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>{t('account.codes.saved')}</Button>
        </Group>
      </Stack>
    </Alert>
  )
}
