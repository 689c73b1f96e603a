import type { GuestInfo } from '@innkeep/contract'
import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCalendarCheck, IconCalendarX } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { cancellationPolicyText, freeCancellation, freeCancellationText } from '../../lib/policy-text.ts'

type Cancellation = NonNullable<GuestInfo['cancellation']>

/**
 * What canceling the stay costs: the last day it is free (or what it costs now that day has passed), the
 * policy in a sentence, and that the guest cancels by writing or calling the house.
 */
export function CancellationCard({ cancellation, since }: { cancellation: Cancellation; since: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const today = useMemo(() => todayIn(), [])
  const { policy, freeUntil } = cancellation
  const free = freeCancellation(policy, since, today, freeUntil)
  const line = freeCancellationText(free, t, format.date, format.percent)
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      component="section"
      aria-labelledby="cancel-title"
      data-testid="stay-cancellation"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="cancel-title">
          {t('guest.cancel.title')}
        </Title>
        {free && line ? (
          <Group gap={8} wrap="nowrap" align="flex-start">
            {free.kind === 'FREE' ? (
              <IconCalendarCheck size={20} aria-hidden color="var(--mantine-color-green-filled)" />
            ) : (
              <IconCalendarX size={20} aria-hidden color="var(--mantine-color-orange-filled)" />
            )}
            <Text fw={600} size="sm" data-testid="stay-free-until">
              {line}
            </Text>
          </Group>
        ) : null}
        <Text size="sm" data-testid="stay-cancellation-policy">
          {cancellationPolicyText(policy, t, format.percent)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('guest.cancel.how')}
        </Text>
      </Stack>
    </Paper>
  )
}
