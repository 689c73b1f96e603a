import { ActionIcon, CopyButton, TextInput } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { cloneElement, type ReactElement, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

// components/copy-field.tsx for the guest's payment card: the same field, but the tooltip (and the
// popover machinery under it, @floating-ui) loads a moment after the page shows or on the first
// hover or focus, whichever comes first; until then the copy button is there without its tooltip.

type TooltipComponent = typeof import('./copy-tooltip.tsx').Tooltip
let loaded: TooltipComponent | null = null
let loading: Promise<TooltipComponent> | null = null
function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('./copy-tooltip.tsx').then((module) => {
    loaded = module.Tooltip
    return loaded
  })
  return loading
}

function LaterTooltip({
  label,
  children,
}: {
  label: ReactNode
  children: ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void }>
}) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded)
  useEffect(() => {
    if (Tooltip) return
    let live = true
    const id = window.setTimeout(
      () => void loadTooltip().then((component) => live && setTooltip(() => component)),
      1000,
    )
    return () => {
      live = false
      window.clearTimeout(id)
    }
  }, [Tooltip])
  if (Tooltip)
    return (
      <Tooltip label={label} withArrow>
        {children}
      </Tooltip>
    )
  const early = () => void loadTooltip().then((component) => setTooltip(() => component))
  return cloneElement(children, { onPointerEnter: early, onFocus: early })
}

/** A value to hand on (IBAN, variable symbol): read-only, selectable, one click to copy. */
export function GuestCopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation()
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      data-testid={testId}
      onFocus={(event) => event.currentTarget.select()}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionWidth={48}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <LaterTooltip label={copied ? t('common.copied') : t('common.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('common.copied') : t('common.copy')}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </LaterTooltip>
          )}
        </CopyButton>
      }
    />
  )
}
