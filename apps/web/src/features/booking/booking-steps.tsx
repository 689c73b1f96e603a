import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { LOCALES } from '../../i18n/format.ts'
import type { GuestLanguage } from '../../i18n/instance.ts'
import { GUEST_CATEGORIES } from '../../lib/guest-categories.ts'
import type { Counts } from './guest-counts-picker.tsx'

export function Step({ n, title, children, id }: { n: number; title: string; children: ReactNode; id: string }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md' }}
      component="section"
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size={28} radius="xl" aria-hidden>
            <Text size="sm" fw={700} c="white">
              {n}
            </Text>
          </ThemeIcon>
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}

export function scrollToSection(id: string) {
  // after React has drawn the section
  window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50)
}

/** "2 dospělí, 1 dítě": the guests by category, of a room being booked or of one booked (its guest counts). */
export function guestsText(
  counts: Counts | Readonly<Record<string, number>>,
  t: (key: string, options: { count: number }) => string,
): string {
  const of = (c: (typeof GUEST_CATEGORIES)[number]) => (counts as Partial<Counts>)[c] ?? 0
  return GUEST_CATEGORIES.filter((c) => of(c) > 0)
    .map((c) => t(`booking.guests.${c}.count`, { count: of(c) }))
    .join(', ')
}

export function currencyLabel(currency: string, language: GuestLanguage): string {
  const parts = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: language === 'en' ? 'code' : 'symbol',
  }).formatToParts(0)
  return parts.find((p) => p.type === 'currency')?.value ?? currency
}
