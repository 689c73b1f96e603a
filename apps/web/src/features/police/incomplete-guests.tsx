import type { IncompleteGuest } from '@innkeep/contract'
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../i18n/use-format.ts'

/**
 * The guests of the period whose entries the police report cannot take yet, each with its stay, room,
 * what is missing and a link to the stay's guests to fix it. The export waits until the list is empty.
 */
export function IncompleteGuests({ slugs, guests }: { slugs: string; guests: readonly IncompleteGuest[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle />}
      title={t('police.incompleteTitle', { count: guests.length })}
      data-testid="incomplete-guests"
    >
      <Stack gap="xs">
        <Text size="sm">{t('police.incompleteLead')}</Text>
        {guests.map((guest) => {
          const name = `${guest.lastName} ${guest.firstName}`.trim()
          const fix = `/${slugs}/reservations/${guest.reservationId}#guests`
          return (
            <Paper
              key={`${guest.reservationId}-${guest.lastName}-${guest.firstName}`}
              withBorder
              radius="sm"
              p="xs"
              data-testid="incomplete-guest"
            >
              <Group justify="space-between" align="center" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Text fw={600} size="sm">
                    {name}
                    {guest.nationality ? (
                      <Text span c="dimmed" ff="monospace" size="xs" ml={6}>
                        {guest.nationality}
                      </Text>
                    ) : null}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Anchor component={Link} to={fix} size="xs">
                      {guest.reservationCode}
                    </Anchor>
                    {' · '}
                    {guest.resourceName} · {format.date(guest.since)} – {format.date(guest.till)}
                  </Text>
                  <Group gap={4}>
                    {guest.missing.map((gap) => (
                      <Badge key={gap} color="yellow" variant="light" size="sm" radius="sm">
                        {t(`police.missing.${gap}`)}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
                <Button
                  component={Link}
                  to={fix}
                  variant="default"
                  size="compact-md"
                  leftSection={<IconPencil size={16} />}
                  aria-label={t('police.fixGuest', { name, code: guest.reservationCode })}
                  style={{ minHeight: 44 }}
                >
                  {t('police.fix')}
                </Button>
              </Group>
            </Paper>
          )
        })}
      </Stack>
    </Alert>
  )
}
