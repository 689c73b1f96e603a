import { Group, Pagination, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  /** The page the server answered: zero-based page, page size, total, and how many rows it holds. */
  page: { page: number; size: number; total: number; items: readonly unknown[] }
  onPage: (page: number) => void
  /** The catalogue namespace holding `range`, `previousPage` and `nextPage` ("1–20 z 57"). */
  texts: string
  testId?: string
}

/** Under a paged list: which rows show out of how many, and the page switcher when there is more than one page. */
export function ListPager({ page, onPage, texts, testId }: Props) {
  const { t } = useTranslation()
  if (page.total === 0) return null
  const pages = Math.ceil(page.total / page.size)
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t(`${texts}.range`, {
          from: page.page * page.size + 1,
          to: page.page * page.size + page.items.length,
          count: page.total,
        })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page.page + 1}
          onChange={(value) => onPage(value - 1)}
          getControlProps={(control) => ({
            'aria-label': t(control === 'previous' ? `${texts}.previousPage` : `${texts}.nextPage`),
          })}
        />
      ) : null}
    </Group>
  )
}
