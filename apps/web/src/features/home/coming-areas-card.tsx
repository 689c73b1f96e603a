import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { COMING_AREAS } from './coming-areas.ts'

export function ComingAreasCard() {
  const { t } = useTranslation()
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('home.comingTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('home.comingLead')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {COMING_AREAS.map(({ key, icon: Icon }) => (
            <Group key={key} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="gray" size={36} radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={0}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {t(`home.areas.${key}.name`)}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {t('home.soon')}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {t(`home.areas.${key}.text`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
