import { Box, Paper } from '@mantine/core'
import { type ReactNode, type Ref, useEffect } from 'react'
import { EmptyState } from '../empty-state.tsx'
import { ErrorState } from '../error-state.tsx'
import { ListPager } from '../list-pager.tsx'
import { PageSkeleton } from '../page-skeleton.tsx'

interface DocumentPage {
  page: number
  size: number
  total: number
  items: readonly unknown[]
}

interface Props<P extends DocumentPage> {
  /** The list's query: its page, loading while the next one is asked for. */
  query: {
    data: P | null | undefined
    isPending: boolean
    isPlaceholderData: boolean
    error: Error | null
    refetch: () => unknown
  }
  /** The page the address asks for (zero-based). */
  current: number
  onPage: (page: number) => void
  rangeTestId: string
  /** Beside the pager: the list's sums. */
  sums: (page: P) => ReactNode
  /** Instead of the rows when the page has none; else the rows say so themselves. */
  empty?: { title: string; children: ReactNode }
  listRef?: Ref<HTMLDivElement>
  children: (page: P) => ReactNode
}

/** A page of issued or supplier invoices in its card, and under it the pager with the sums. */
export function DocumentList<P extends DocumentPage>({ query, current, onPage, empty, listRef, ...props }: Props<P>) {
  const data = query.data
  // a page past the end (the list shrank, an old link) goes back to the first one
  const pastEnd = data !== undefined && data !== null && data.items.length === 0 && current > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to landing past the end
  useEffect(() => {
    if (pastEnd) onPage(0)
  }, [pastEnd])

  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {query.isPending ? (
          <PageSkeleton rows={8} />
        ) : query.error || !data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : empty && data.items.length === 0 ? (
          <EmptyState title={empty.title}>{empty.children}</EmptyState>
        ) : (
          <Box ref={listRef} opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
            {props.children(data)}
          </Box>
        )}
      </Paper>
      {data ? (
        <ListPager
          page={data}
          current={current}
          onPage={onPage}
          texts="invoices"
          testId={props.rangeTestId}
          aside={props.sums(data)}
        />
      ) : null}
    </>
  )
}
