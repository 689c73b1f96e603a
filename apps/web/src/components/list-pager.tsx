import { Group, Pagination, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  /** The page the server answered: zero-based page, page size, total, and how many rows it holds. */
  page: { page: number; size: number; total: number; items: readonly unknown[] }
  onPage: (page: number) => void
  /**
   * The catalogue namespace holding `range`, `previousPage` and `nextPage` ("1–20 z 57"). Without it
   * only the switcher shows, centred (a grid of photos).
   */
  texts?: string
  testId?: string
  /** The page asked for (zero-based), marked on the switcher while it loads; the answered page otherwise. */
  current?: number
  /** Beside the switcher (the page size). */
  extra?: ReactNode
  /** On the right of the range and the switcher, which then stand one above the other (the list's sums). */
  aside?: ReactNode
}

/** Under a paged list: which rows show out of how many, and the page switcher when there is more than one page. */
export function ListPager({ page, onPage, texts, testId, current = page.page, extra, aside }: Props) {
  const { t } = useTranslation()
  if (page.total === 0) return null
  const pages = Math.ceil(page.total / page.size)
  const switcher =
    pages > 1 ? (
      <Pagination
        total={pages}
        value={current + 1}
        onChange={(value) => onPage(value - 1)}
        getControlProps={
          texts
            ? (control) => ({
                'aria-label': t(control === 'previous' ? `${texts}.previousPage` : `${texts}.nextPage`),
              })
            : undefined
        }
      />
    ) : null
  if (!texts) return switcher ? <Group justify="center">{switcher}</Group> : null
  const range = (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {t(`${texts}.range`, {
        from: page.page * page.size + 1,
        to: page.page * page.size + page.items.length,
        count: page.total,
      })}
    </Text>
  )
  const controls = extra ? (
    <Group gap="sm">
      {switcher}
      {extra}
    </Group>
  ) : (
    switcher
  )
  return aside ? (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        {range}
        {controls}
      </Stack>
      {aside}
    </Group>
  ) : (
    <Group justify="space-between" gap="sm">
      {range}
      {controls}
    </Group>
  )
}
