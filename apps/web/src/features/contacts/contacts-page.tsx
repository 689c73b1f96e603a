import type { ContactRecord } from '@innkeep/contract'
import { Box, Button, Kbd, Paper, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useContacts } from '../../api/contacts.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { ContactDialog } from './contact-dialog.tsx'
import { ContactsEmpty } from './contacts-empty.tsx'
import { ContactsTable } from './contacts-table.tsx'
import { ContactsToolbar } from './contacts-toolbar.tsx'
import { useContactsFilter } from './use-contacts-filter.ts'
import { useContactsKeys } from './use-contacts-keys.ts'

export const CONTACTS_PAGE_SIZE = 50

/** `/:slugs/contacts`: customers and suppliers by name, searched on the server, paged; a row opens its editor. */
export function ContactsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  const canWrite = may('contacts.write')
  const filter = useContactsFilter()
  const contacts = useContacts(slugs, {
    text: filter.text,
    page: filter.page,
    size: CONTACTS_PAGE_SIZE,
    withAccount: filter.show === 'withAccount',
    labels: filter.labels,
  })
  const [editing, setEditing] = useState<ContactRecord | 'new' | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const startNew = canWrite ? () => setEditing('new') : undefined
  useContactsKeys({ searchRef, listRef, onNew: startNew, onClearSearch: filter.clearSearch })

  const data = contacts.data
  // a page past the end (the list shrank, an old link) goes back to the first one
  const pastEnd = data !== undefined && data !== null && data.items.length === 0 && filter.page > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to landing past the end
  useEffect(() => {
    if (pastEnd) filter.setPage(0)
  }, [pastEnd])

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title={t('contacts.title')}
        lead={t('contacts.lead')}
        actions={
          startNew ? (
            <Button leftSection={<IconPlus size={18} />} rightSection={<Kbd size="xs">N</Kbd>} onClick={startNew}>
              {t('contacts.new')}
            </Button>
          ) : null
        }
      />
      <ContactsToolbar
        slug={slugs}
        search={filter.search}
        searchRef={searchRef}
        show={filter.show}
        labels={filter.labels}
        loading={contacts.isFetching && !contacts.isPending}
        onSearch={filter.setSearch}
        onShow={filter.setShow}
        onLabels={filter.setLabels}
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {contacts.isPending ? (
          <PageSkeleton rows={8} />
        ) : contacts.error || !data ? (
          <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
        ) : (
          <Box ref={listRef} opacity={contacts.isPlaceholderData ? 0.6 : 1} aria-busy={contacts.isPlaceholderData}>
            <ContactsTable
              contacts={data.items}
              onOpen={canWrite ? setEditing : undefined}
              empty={
                <ContactsEmpty
                  text={filter.text}
                  show={filter.show}
                  labelled={filter.labels.length > 0}
                  onNew={startNew}
                />
              }
            />
          </Box>
        )}
      </Paper>
      {data ? (
        <ListPager page={data} onPage={(page) => filter.setPage(page)} texts="contacts" testId="contacts-range" />
      ) : null}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {canWrite ? t('contacts.keys') : t('contacts.keysReadOnly')}
      </Text>
      <ContactDialog slug={slugs} contact={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
