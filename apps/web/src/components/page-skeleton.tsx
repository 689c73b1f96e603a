import { Skeleton, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The loading state of a page or a section: the shape of what is coming, not a spinner. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={28} width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={40} />
      ))}
    </Stack>
  )
}
