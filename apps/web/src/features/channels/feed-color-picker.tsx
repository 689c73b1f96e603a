import { LabelColor } from '@innkeep/contract'
import { CheckIcon, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  value: LabelColor
  onChange: (color: LabelColor) => void
  label: string
}

/** A feed's colour on the timeline (the label colours): a radio group that names each colour. */
export function FeedColorPicker({ value, onChange, label }: Props) {
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
          >
            <ColorSwatch color={`var(--mantine-color-${color}-filled)`} size={28} radius="sm">
              {color === value ? <CheckIcon color="white" style={{ width: 12, height: 12 }} /> : null}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
    </div>
  )
}
