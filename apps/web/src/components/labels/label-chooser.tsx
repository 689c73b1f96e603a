import type { Label, LabelColor } from '@innkeep/contract'
import { Anchor, Button, Checkbox, Divider, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLabels, useSaveLabel } from '../../api/labels.ts'
import { LabelBadge } from './label-badge.tsx'
import { LabelColorPicker } from './label-color-picker.tsx'

interface Props {
  slug: string
  /** The object's labels now. */
  selected: Label[]
  /** Sets the object's labels; resolves once the server has answered. */
  onChange: (labelIds: string[]) => Promise<void>
  busy: boolean
  /** Whether the caller may open the labels' settings page. */
  canManage: boolean
}

/**
 * Mantine's marker for "this Esc is mine": a dialog around the picker (the contact editor) stays
 * open while Esc closes the chooser.
 */
const OWN_ESCAPE = { 'data-mantine-stop-propagation': true }

const sameName = (a: string, b: string) => a.localeCompare(b, 'cs', { sensitivity: 'accent' }) === 0

/**
 * What a label picker opens: the workspace's labels to tick, a search over them, and a new label
 * made from the search text with a colour, put on the object at once.
 */
export function LabelChooser({ slug, selected, onChange, busy, canManage }: Props) {
  const { t } = useTranslation()
  const labels = useLabels(slug)
  const save = useSaveLabel()
  const [text, setText] = useState('')
  const [color, setColor] = useState<LabelColor>('blue')
  const [error, setError] = useState<string | null>(null)
  const chosen = new Set(selected.map((label) => label.id))
  const all = labels.data ?? []
  const name = text.trim()
  const shown = name
    ? all.filter((label) => label.name.toLocaleLowerCase('cs').includes(name.toLocaleLowerCase('cs')))
    : all
  const canCreate = name !== '' && name.length <= 40 && !all.some((label) => sameName(label.name, name))

  const toggle = (id: string) => {
    // one change at a time: each sends the whole list, built from what the server answered last
    if (busy) return
    setError(null)
    void onChange(chosen.has(id) ? [...chosen].filter((other) => other !== id) : [...chosen, id])
  }

  const create = async () => {
    setError(null)
    await save.run(
      { params: { slugs: slug }, body: { name, color } },
      {
        validation: (messages) => setError(messages.map((m) => m.text).join(' ')),
        success: async (label) => {
          setText('')
          await onChange([...chosen, label.id])
        },
      },
    )
  }

  return (
    <Stack gap="xs" w={280}>
      <TextInput
        aria-label={t('labels.picker.search')}
        placeholder={t('labels.picker.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={40}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          const only = shown.length === 1 ? shown[0] : undefined
          if (canCreate) void create()
          else if (only) toggle(only.id)
        }}
        data-autofocus
        {...OWN_ESCAPE}
      />
      {labels.isPending ? (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      ) : all.length === 0 && !name ? (
        <Text size="sm" c="dimmed">
          {t('labels.picker.none')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={220} type="auto">
          <Stack gap={6} role="group" aria-label={t('labels.picker.list')}>
            {shown.map((label) => (
              <Checkbox
                key={label.id}
                checked={chosen.has(label.id)}
                onChange={() => toggle(label.id)}
                label={<LabelBadge label={label} />}
                aria-label={label.name}
                {...OWN_ESCAPE}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {canCreate ? (
        <>
          <Divider />
          <LabelColorPicker label={t('labels.picker.newColor', { name })} value={color} onChange={setColor} ownEscape />
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            loading={save.isPending}
            disabled={busy}
            onClick={() => void create()}
            {...OWN_ESCAPE}
          >
            {t('labels.picker.create', { name })}
          </Button>
        </>
      ) : null}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {canManage ? (
        <Anchor component={Link} to={`/${slug}/settings/labels`} size="xs">
          {t('labels.picker.manage')}
        </Anchor>
      ) : null}
    </Stack>
  )
}
