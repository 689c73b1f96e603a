import { Affix, Button, Group, Paper, Text } from '@mantine/core'
import { IconArrowBackUp } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { DoneChange } from './use-order-actions.ts'

/** How long the last change can be taken back with one tap. */
export const UNDO_MS = 10_000

/** "Přidáno: Pivo 0,5 l — Zpět": the last change and its undo, at the bottom where the thumb is. */
export function UndoBar({
  done,
  onUndo,
  onDismiss,
}: {
  done: DoneChange | null
  onUndo: () => void
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(onDismiss, UNDO_MS)
    return () => clearTimeout(timer)
  }, [done, onDismiss])
  if (!done) return null
  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} className="no-print">
      <Paper shadow="lg" radius="md" p="xs" bg="dark.6" c="white" maw={560} mx="auto" role="status">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" lineClamp={2} data-testid="undo-text">
            {done.text}
          </Text>
          <Button
            size="md"
            color="yellow"
            variant="filled"
            leftSection={<IconArrowBackUp />}
            onClick={onUndo}
            style={{ flexShrink: 0 }}
          >
            {t('waiter.undo.undo')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  )
}
