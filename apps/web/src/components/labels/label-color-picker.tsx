import { LabelColor } from '@innkeep/contract'
import { CheckIcon, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  value: LabelColor
  onChange: (color: LabelColor) => void
  /** Visible text above the swatches; the group is named by it for assistive technology. */
  label: string
  error?: string | undefined
  /** In a popover inside a dialog: Esc on a swatch closes the popover, not the dialog. */
  ownEscape?: boolean
}

/** The label colours as swatches, one chosen: a radio group that names each colour. */
export function LabelColorPicker({ value, onChange, label, error, ownEscape = false }: Props) {
  const { t } = useTranslation()
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap={6} role="radiogroup" aria-label={label}>
        {LabelColor.options.map((color) => (
          <UnstyledButton
            key={color}
            type="button"
            role="radio"
            aria-checked={color === value}
            aria-label={t(`labels.colors.${color}`)}
            title={t(`labels.colors.${color}`)}
            onClick={() => onChange(color)}
            data-mantine-stop-propagation={ownEscape || undefined}
          >
            <ColorSwatch color={`var(--mantine-color-${color}-filled)`} size={26} radius="sm">
              {color === value ? <CheckIcon color="white" style={{ width: 12, height: 12 }} /> : null}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
      {error ? (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  )
}
