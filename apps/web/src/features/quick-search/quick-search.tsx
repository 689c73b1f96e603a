import { ActionIcon, Anchor, Box, Kbd, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useQuickSearch } from '../../api/reservation-search.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import classes from './quick-search.module.css'
import { opensQuickSearch } from './quick-search-keys.ts'
import { QuickSearchResults } from './quick-search-results.tsx'

/** How long typing rests before the server is asked. */
const REST_MS = 200

/**
 * The staff header's search (`/`, or Ctrl+K where a list has its own `/`): reservations by code, name,
 * e-mail or phone, contacts and invoices by number, each kind for a role that may read it.
 */
export function QuickSearch({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const phone = useMediaQuery('(max-width: 36em)')
  const [opened, setOpened] = useState(false)
  const searches = may('accommodation.read') || may('contacts.read') || may('money.read')

  useEffect(() => {
    if (!searches) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      const open = opensQuickSearch({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        target: event.target,
        dialogOpen: document.querySelector('[role="dialog"]') !== null,
        pageSearch: document.querySelector('main input[type="search"]') !== null,
      })
      if (!open || event.defaultPrevented) return
      event.preventDefault()
      setOpened(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [searches])

  if (!searches) return null
  return (
    <>
      {phone ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          aria-label={t('quickSearch.open')}
          onClick={() => setOpened(true)}
        >
          <IconSearch size={20} />
        </ActionIcon>
      ) : (
        // named by its visible text (an aria-label differing from it fails axe's label-content rule)
        <UnstyledButton className={classes.trigger} onClick={() => setOpened(true)}>
          <IconSearch size={16} aria-hidden />
          <Box component="span" style={{ flex: 1 }}>
            {t('quickSearch.open')}
          </Box>
          <Kbd size="xs" aria-hidden>
            /
          </Kbd>
        </UnstyledButton>
      )}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('quickSearch.title')}
        size="lg"
        fullScreen={phone}
        yOffset="8vh"
      >
        <QuickSearchPanel slug={slug} onDone={() => setOpened(false)} />
      </Modal>
    </>
  )
}

function QuickSearchPanel({ slug, onDone }: { slug: string; onDone: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slug)
  const [text, setText] = useState('')
  const [rested] = useDebouncedValue(text.trim(), REST_MS)
  const found = useQuickSearch(slug, rested)
  const listRef = useRef<HTMLDivElement>(null)
  const result = rested.length >= 2 ? found.data : null
  const count = result ? result.reservations.length + result.contacts.length + result.invoices.length : 0
  const everything = `/${slug}/reservations?q=${encodeURIComponent(text.trim())}`

  // arrows move between the search and the results; Enter on a result is the link's own
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-quick-result]') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1
    event.preventDefault()
    if (next < 0) listRef.current?.querySelector<HTMLInputElement>('input')?.focus()
    else items[Math.min(next, items.length - 1)]?.focus()
  }

  return (
    <Stack gap="md" ref={listRef} onKeyDown={onKeyDown}>
      <TextInput
        data-autofocus
        aria-label={t('quickSearch.label')}
        placeholder={t('quickSearch.hint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={found.isFetching ? <Loader size={14} aria-label={t('common.loading')} /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          const first = listRef.current?.querySelector<HTMLAnchorElement>('[data-quick-result]')
          if (first) first.click()
          else if (may('accommodation.read') && text.trim() !== '') {
            navigate(everything)
            onDone()
          }
        }}
      />
      {rested.length < 2 ? (
        <Text size="sm" c="dimmed">
          {t('quickSearch.typeMore')}
        </Text>
      ) : result && count > 0 ? (
        <QuickSearchResults slug={slug} result={result} onOpen={onDone} />
      ) : result ? (
        <Text size="sm" c="dimmed" role="status">
          {t('quickSearch.nothing', { text: rested })}
        </Text>
      ) : null}
      {may('accommodation.read') && rested.length >= 2 ? (
        <Anchor component={Link} to={everything} onClick={onDone} size="sm">
          {t('quickSearch.allReservations', { text: rested })}
        </Anchor>
      ) : null}
    </Stack>
  )
}
