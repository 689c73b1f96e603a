import { Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'

interface Props {
  placeholders: readonly string[]
  /** Given: a chip puts its placeholder in the text; without it the chips only explain them. */
  onInsert?: (token: string) => void
}

/** The `{{placeholders}}` a text may use, each with what it stands for; a click inserts one at the cursor. */
export function PlaceholderChips({ placeholders, onInsert }: Props) {
  const { t, i18n } = useTranslation()
  // a thumb needs 44 px (UX.md); a desk keeps the fifteen chips in two or three rows
  const phone = useMediaQuery('(max-width: 36em)')
  const labelOf = (name: string) =>
    i18n.exists(`guestMails.placeholders.${name}`) ? t(`guestMails.placeholders.${name}`) : name
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('guestMails.texts.placeholders')}
      </Text>
      {onInsert ? (
        <Text size="xs" c="dimmed">
          {t('guestMails.texts.placeholdersHint')}
        </Text>
      ) : null}
      <Group gap={6} wrap="wrap" data-testid="placeholder-chips">
        {placeholders.map((name) => {
          // built here, not in the catalogue: i18next would fill `{{name}}` in as its own placeholder
          const token = `{{${name}}}`
          const label = labelOf(name)
          return (
            <Tooltip
              key={name}
              label={label}
              withArrow
              openDelay={200}
              events={{ hover: true, focus: true, touch: true }}
            >
              {onInsert ? (
                <Button
                  size={phone ? 'md' : 'compact-sm'}
                  mih={phone ? 44 : undefined}
                  variant="light"
                  radius="xl"
                  ff="monospace"
                  fw={400}
                  aria-label={`${token} – ${label}`}
                  // keeps the cursor where it was in the subject or the text
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onInsert(token)}
                >
                  {token}
                </Button>
              ) : (
                <Badge variant="light" color="gray" tt="none" ff="monospace" fw={400} size="lg">
                  {token}
                  <VisuallyHidden>{` – ${label}`}</VisuallyHidden>
                </Badge>
              )}
            </Tooltip>
          )
        })}
      </Group>
    </Stack>
  )
}
