import type { Course, MenuItem } from '@innkeep/contract'
import { ActionIcon, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { menuLabel } from './order-changes.ts'

/** What the dialog adds: pieces, the note for the station (none: '') and the course. */
export interface AddWith {
  count: number
  note: string
  course: Course
}

/** The quick choices, in the order they join the note (`waiter.note.quick.<key>`). */
export const QUICK_NOTES = [
  'noOnion',
  'glutenFree',
  'lactoseFree',
  'lessSpicy',
  'bigPortion',
  'kidsPortion',
  'noIce',
  'takeAway',
] as const

/** The station's limit for a note (KitchenNote in the contract). */
export const NOTE_MAX = 200
const TOUCH = 48

/** Quick choices first, in their order, then the waiter's own words: `bez cibule, bez lepku, dobře propečené`. */
export function composeNote(quick: string[], own: string): string {
  return [...quick, own.trim()].filter(Boolean).join(', ')
}

/**
 * Adds a menu item with a note for the station and/or as the later course: quick choices, the
 * waiter's own words, how many and "Teď / Později". A phone gets the whole screen.
 */
export function NoteDialog({
  item,
  onClose,
  onAdd,
}: {
  item: MenuItem | null
  onClose: () => void
  onAdd: (item: MenuItem, what: AddWith) => void
}) {
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      fullScreen={!!phone}
      centered
      size="lg"
      title={
        <Text fw={700} size="lg" lh={1.25}>
          {item ? menuLabel(item) : ''}
        </Text>
      }
    >
      {item ? (
        <NoteForm
          key={item.id}
          onCancel={onClose}
          onAdd={(what) => {
            onAdd(item, what)
            onClose()
          }}
        />
      ) : null}
    </Modal>
  )
}

function NoteForm({ onCancel, onAdd }: { onCancel: () => void; onAdd: (what: AddWith) => void }) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [own, setOwn] = useState('')
  const [count, setCount] = useState(1)
  const [course, setCourse] = useState<Course>('NOW')
  const id = useId()
  const quick = QUICK_NOTES.map((key) => t(`waiter.note.quick.${key}`))
  const note = composeNote(
    quick.filter((text) => chosen.has(text)),
    own,
  )
  const tooLong = note.length > NOTE_MAX
  const toggle = (text: string) =>
    setChosen((now) => {
      const next = new Set(now)
      if (!next.delete(text)) next.add(text)
      return next
    })

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!tooLong) onAdd({ count, note, course })
      }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Text fw={600} size="sm" id={`${id}-quick`}>
            {t('waiter.note.quickTitle')}
          </Text>
          <Group gap={6} role="group" aria-labelledby={`${id}-quick`}>
            {quick.map((text) => {
              const on = chosen.has(text)
              return (
                <Button
                  key={text}
                  type="button"
                  radius="xl"
                  size="md"
                  h={TOUCH}
                  px="md"
                  variant={on ? 'filled' : 'default'}
                  aria-pressed={on}
                  onClick={() => toggle(text)}
                >
                  {text}
                </Button>
              )
            })}
          </Group>
        </Stack>
        <Textarea
          size="md"
          autosize
          minRows={1}
          maxRows={3}
          label={t('waiter.note.own')}
          placeholder={t('waiter.note.ownHint')}
          value={own}
          onChange={(event) => setOwn(event.currentTarget.value)}
          error={tooLong ? t('waiter.note.tooLong', { max: NOTE_MAX }) : undefined}
        />
        <Group gap="md" align="flex-end" justify="space-between">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('waiter.note.count')}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                size={TOUCH}
                variant="default"
                aria-label={t('waiter.note.less')}
                disabled={count <= 1}
                onClick={() => setCount(count - 1)}
              >
                <IconMinus />
              </ActionIcon>
              <Text fw={700} size="xl" w={40} ta="center" data-testid="note-count" aria-live="polite">
                {count}
              </Text>
              <ActionIcon
                size={TOUCH}
                variant="default"
                aria-label={t('waiter.note.more')}
                onClick={() => setCount(count + 1)}
              >
                <IconPlus />
              </ActionIcon>
            </Group>
          </Stack>
          <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
            <Text fw={600} size="sm" id={`${id}-course`}>
              {t('waiter.note.course')}
            </Text>
            <SegmentedControl
              fullWidth
              size="lg"
              // "Později" in the colour of the held line's badge
              color={course === 'LATER' ? 'grape' : undefined}
              aria-labelledby={`${id}-course`}
              value={course}
              onChange={(value) => setCourse(value === 'LATER' ? 'LATER' : 'NOW')}
              data={[
                { value: 'NOW', label: t('waiter.note.now') },
                { value: 'LATER', label: t('waiter.note.later') },
              ]}
            />
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end" grow>
          <Button type="button" size="lg" variant="default" onClick={onCancel}>
            {t('waiter.note.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={tooLong}>
            {t('waiter.note.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
