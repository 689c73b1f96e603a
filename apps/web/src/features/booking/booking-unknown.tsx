import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { GuestFrame } from '../../components/guest-frame.tsx'

/** An address that names no booking page (unknown house or group, nothing offered online any more). */
export function BookingUnknown({ title }: { title?: string }) {
  const { t } = useTranslation()
  return (
    <GuestFrame title={title}>
      <Paper withBorder radius="lg" p="xl" ta="center" data-testid="booking-unknown">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCalendarOff size={26} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('booking.unknown.title')}
          </Title>
          <Text c="dimmed">{t('booking.unknown.text')}</Text>
        </Stack>
      </Paper>
    </GuestFrame>
  )
}
