import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageCard } from '../components/page-card.tsx'
import { PublicFrame } from '../components/public-frame.tsx'

/** A 403 on the workspace: unknown or foreign company, said plainly, with a way back. */
export function NoAccessPage({ slug }: { slug: string }) {
  const { t } = useTranslation()
  return (
    <PublicFrame>
      <PageCard title={t('noAccess.title')} lead={t('noAccess.text', { slug })}>
        <Stack gap="sm" data-testid="no-access">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="gray" size={36} radius="xl" aria-hidden>
              <IconLock size={20} />
            </ThemeIcon>
            <Text size="sm">{t('noAccess.hint')}</Text>
          </Group>
          <Button component={Link} to="/" size="md">
            {t('noAccess.back')}
          </Button>
        </Stack>
      </PageCard>
    </PublicFrame>
  )
}
