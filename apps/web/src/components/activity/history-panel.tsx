import { BOOKS_ACTIVITY } from '@innkeep/contract'
import { Button, Collapse, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown, IconChevronUp, IconHistory } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActivity } from '../../api/activity.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { ErrorState } from '../error-state.tsx'
import { ListPager } from '../list-pager.tsx'
import { ActivityFields } from './activity-fields.tsx'
import { actionLabel, actorLabel } from './activity-texts.ts'

const SIZE = 20

interface Props {
  slug: string
  /** The record's area as the audit trail names it: `RESERVATION`, `INVOICE`, `EXPENSE`, `CONTACT`, `CONTRACT`. */
  entity: string
  entityId: string
}

/**
 * A detail page's history: who changed the record and who viewed its guests' documents, for owners
 * and managers; the accountant sees it on the books' records (invoices, supplier invoices).
 */
export function HistoryPanel({ slug, entity, entityId }: Props) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const [opened, { toggle }] = useDisclosure(false)
  const id = useId()
  const books = (BOOKS_ACTIVITY.entities as readonly string[]).includes(entity)
  const allowed = (may('audit.read') || (books && may('audit.books'))) && entityId !== ''
  if (!allowed) return null
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="history-panel">
      <Button
        type="button"
        variant="subtle"
        color="gray"
        px={0}
        leftSection={<IconHistory size={18} aria-hidden />}
        rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
      >
        {t('activity.history.title')}
      </Button>
      <Collapse expanded={opened} id={id}>
        {opened ? <HistoryList slug={slug} entity={entity} entityId={entityId} /> : null}
      </Collapse>
    </Paper>
  )
}

function HistoryList({ slug, entity, entityId }: Props) {
  const { t } = useTranslation()
  const { timeZone } = useWorkspaceAccess(slug)
  const format = useFormat(timeZone)
  const [page, setPage] = useState(0)
  const query = useActivity(slug, { entity, entityId, page, size: SIZE })
  if (query.isPending) return <Skeleton height={60} mt="md" />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const data = query.data
  if (!data || data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" mt="md">
        {t('activity.history.empty')}
      </Text>
    )
  }
  return (
    <Stack gap="sm" mt="md">
      {data.items.map((item) => (
        <Stack key={item.id} gap={2} data-testid="history-entry">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {actionLabel(t, item.action)}
            </Text>
            <Text size="sm" c="dimmed">
              {actorLabel(t, item)} · {format.dateTime(item.at)}
            </Text>
          </Group>
          <ActivityFields fields={item.fields} />
        </Stack>
      ))}
      <ListPager page={data} onPage={setPage} texts="activity.pager" />
    </Stack>
  )
}
