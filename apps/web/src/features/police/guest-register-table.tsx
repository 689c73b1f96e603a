import { Alert, Button, Group, Table, Text } from '@mantine/core'
import { IconDownload, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { showErrorToast } from '../../api/error-toast.tsx'
import { downloadGuestRegisterPdf, useGuestRegister } from '../../api/police.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/** The guest register (evidenční kniha) of a period, printable. */
export function GuestRegisterTable({ slugs, from, till }: { slugs: string; from: string; till: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const register = useGuestRegister(slugs, from, till)
  if (register.isPending) return <PageSkeleton />
  if (register.isError) return <ErrorState onRetry={() => void register.refetch()} />
  const { entries = [], staysWithoutGuests = [] } = register.data ?? {}
  return (
    <>
      {staysWithoutGuests.length > 0 ? (
        <Alert color="yellow" mb="md" title={t('police.missingTitle')}>
          {t('police.missingText', { codes: staysWithoutGuests.join(', ') })}
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState title={t('police.registerEmpty')}>{t('police.registerEmptyHint')}</EmptyState>
      ) : (
        <>
          <Group justify="flex-end" mb="xs" className="no-print">
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => void downloadGuestRegisterPdf(slugs, from, till).catch(showErrorToast)}
            >
              {t('police.pdf')}
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              {t('police.print')}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {['stay', 'guest', 'birthDate', 'nationality', 'address', 'document', 'room'].map((key) => (
                    <Table.Th key={key}>{t(`police.columns.${key}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={`${e.reservationCode}-${e.lastName}-${e.firstName}-${e.documentNumber}`}>
                    <Table.Td>
                      {format.date(e.since)} – {format.date(e.till)}
                      <Text size="xs" c="dimmed">
                        {e.reservationCode}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {e.lastName} {e.firstName}
                    </Table.Td>
                    <Table.Td>{e.birthDate ? format.date(e.birthDate) : '—'}</Table.Td>
                    <Table.Td>{e.nationality ?? '—'}</Table.Td>
                    <Table.Td>{e.address || '—'}</Table.Td>
                    <Table.Td>{[e.documentType, e.documentNumber].filter(Boolean).join(' ') || '—'}</Table.Td>
                    <Table.Td>{e.resourceName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </>
  )
}
