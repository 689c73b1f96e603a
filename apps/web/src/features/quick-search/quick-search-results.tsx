import type { QuickSearchResult } from '@innkeep/contract'
import { Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconAddressBook, IconBed, IconFileInvoice } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { StatusBadge } from '../../components/reservation-status.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './quick-search.module.css'

interface Props {
  slug: string
  result: QuickSearchResult
  onOpen: () => void
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2} component="section" aria-label={title}>
      <Group gap={6} px="xs" c="dimmed">
        {icon}
        <Text size="xs" fw={700} tt="uppercase">
          {title}
        </Text>
      </Group>
      <Stack gap={0} component="ul" className={classes.list}>
        {children}
      </Stack>
    </Stack>
  )
}

function Item({ to, onOpen, children }: { to: string; onOpen: () => void; children: ReactNode }) {
  return (
    <li>
      <UnstyledButton component={Link} to={to} onClick={onOpen} className={classes.item} data-quick-result>
        {children}
      </UnstyledButton>
    </li>
  )
}

/** What the quick search found, by kind; each row a link (the arrows move between them, Enter opens). */
export function QuickSearchResults({ slug, result, onOpen }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Stack gap="md">
      {result.reservations.length > 0 ? (
        <Section title={t('quickSearch.reservations')} icon={<IconBed size={14} aria-hidden />}>
          {result.reservations.map((stay) => (
            <Item key={stay.id} to={`/${slug}/reservations/${stay.id}`} onOpen={onOpen}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {stay.contactName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {stay.code} · {stay.resourceName} · {format.stay(stay.since, stay.till)}
                  </Text>
                </div>
                <StatusBadge status={stay.status} size="sm" miw="max-content" />
              </Group>
            </Item>
          ))}
        </Section>
      ) : null}
      {result.contacts.length > 0 ? (
        <Section title={t('quickSearch.contacts')} icon={<IconAddressBook size={14} aria-hidden />}>
          {result.contacts.map((contact) => (
            <Item key={contact.id} to={`/${slug}/contacts?q=${encodeURIComponent(contact.name)}`} onOpen={onOpen}>
              <Text size="sm" fw={600} truncate>
                {contact.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[contact.ico && t('quickSearch.ico', { ico: contact.ico }), contact.email].filter(Boolean).join(' · ')}
              </Text>
            </Item>
          ))}
        </Section>
      ) : null}
      {result.invoices.length > 0 ? (
        <Section title={t('quickSearch.invoices')} icon={<IconFileInvoice size={14} aria-hidden />}>
          {result.invoices.map((invoice) => (
            <Item key={invoice.id} to={`/${slug}/invoices/${invoice.id}`} onOpen={onOpen}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {invoice.number ?? t('quickSearch.draft')} · {invoice.customerName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.date(invoice.issueDate)}
                    {invoice.validity === 'CANCELED' ? ` · ${t('quickSearch.canceled')}` : ''}
                  </Text>
                </div>
                <Text size="sm" className={classes.figures}>
                  {format.money(invoice.total, invoice.currency)}
                </Text>
              </Group>
            </Item>
          ))}
        </Section>
      ) : null}
    </Stack>
  )
}
