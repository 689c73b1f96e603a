import type { FacturationSummary } from '@innkeep/contract'
import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../i18n/use-format.ts'

/**
 * The period's canceled documents, named apart: they keep their numbers (a series has no gap), and
 * no figure of the summary counts them.
 */
export function VatSummaryCanceled({ slugs, canceled }: { slugs: string; canceled: FacturationSummary['canceled'] }) {
  const { t } = useTranslation()
  const format = useFormat()
  if (canceled.length === 0) return null
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invoices.vatSummary.canceledTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invoices.vatSummary.canceledLead')}
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={6} data-testid="vat-summary-canceled">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.vatSummary.canceledNumber')}</Table.Th>
                <Table.Th>{t('invoices.vatSummary.canceledCustomer')}</Table.Th>
                <Table.Th>{t('invoices.vatSummary.canceledDate')}</Table.Th>
                <Table.Th ta="right">{t('invoices.vatSummary.canceledTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {canceled.map((doc) => (
                <Table.Tr key={doc.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/${slugs}/invoices/${doc.id}`} size="sm">
                      {doc.number}
                    </Anchor>{' '}
                    <Badge color="gray" variant="light" size="sm">
                      {t('invoices.vatSummary.canceledBadge')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{doc.customerName}</Table.Td>
                  <Table.Td>{format.date(doc.taxableSupplyDate)}</Table.Td>
                  <Table.Td ta="right" style={{ textDecoration: 'line-through' }}>
                    {format.money(doc.total, doc.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  )
}
