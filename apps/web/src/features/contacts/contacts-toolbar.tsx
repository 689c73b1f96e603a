import { Group, Kbd, Loader, SegmentedControl, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterPanel } from '../../components/filter-panel.tsx'
import { LabelFilter } from '../../components/labels/label-filter.tsx'
import { activeContactsFilters, type ContactsShow } from './use-contacts-filter.ts'

interface Props {
  slug: string
  search: string
  searchRef: RefObject<HTMLInputElement | null>
  show: ContactsShow
  labels: string[]
  /** The server is answering a new search or page. */
  loading: boolean
  onSearch: (text: string) => void
  onShow: (show: ContactsShow) => void
  onLabels: (labels: string[]) => void
}

/**
 * All contacts or only those with a bank account, labels, and the search that `/` focuses: on a
 * phone the search (the list's main control) stays in sight and the rest folds away.
 */
export function ContactsToolbar(props: Props) {
  const { slug, search, searchRef, show, labels, loading, onSearch, onShow, onLabels } = props
  const { t } = useTranslation()
  const searchBox = (
    <TextInput
      ref={searchRef}
      type="search"
      aria-label={t('contacts.search')}
      placeholder={t('contacts.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={loading ? <Loader size={14} aria-label={t('common.loading')} /> : <Kbd size="xs">/</Kbd>}
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      w={{ base: '100%', xs: 340 }}
    />
  )
  return (
    <FilterPanel active={activeContactsFilters({ show, labels })} search={searchBox}>
      {(searchSlot) => (
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <SegmentedControl
              aria-label={t('contacts.show')}
              value={show}
              onChange={(value) => onShow(value === 'withAccount' ? 'withAccount' : 'all')}
              data={[
                { value: 'all', label: t('contacts.showAll') },
                { value: 'withAccount', label: t('contacts.showWithAccount') },
              ]}
            />
            <LabelFilter slug={slug} value={labels} onChange={onLabels} w={{ base: '100%', xs: 240 }} />
          </Group>
          {searchSlot}
        </Group>
      )}
    </FilterPanel>
  )
}
