import type { MatchReason } from '@innkeep/contract'
import { Badge, Group, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

function scoreColor(score: number): string {
  if (score >= 70) return 'green'
  if (score >= 40) return 'yellow'
  return 'gray'
}

/** How likely a suggestion is (0–100) as a bar, and why it was suggested as small badges. */
export function MatchScore({ score, reasons }: { score: number; reasons: MatchReason[] }) {
  const { t } = useTranslation()
  const value = Math.max(0, Math.min(100, score))
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <Progress
          value={value}
          color={scoreColor(value)}
          w={80}
          size="sm"
          aria-label={t('bank.match.score', { score: value })}
        />
        <Text size="xs" c="dimmed" data-testid="match-score">
          {value} %
        </Text>
      </Group>
      {reasons.length > 0 ? (
        <Group gap={4}>
          {reasons.map((reason) => (
            <Badge key={reason} size="xs" variant="light" color={scoreColor(value)}>
              {t(`bank.reason.${reason}`)}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  )
}
