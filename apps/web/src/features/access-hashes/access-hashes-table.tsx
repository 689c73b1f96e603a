import type { AccessHash } from '@innkeep/contract'
import { Badge, Table, Text } from '@mantine/core'
import { IconKeyOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRevokeAccessHash } from '../../api/members.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'

export function AccessHashesTable({ slug, hashes }: { slug: string; hashes: AccessHash[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  const revoke = useRevokeAccessHash()
  return (
    <DataTable
      items={hashes}
      minWidth={320}
      empty={<EmptyState title={t('accessHashes.empty')}>{t('accessHashes.emptyHint')}</EmptyState>}
      columns={
        <>
          <Table.Th>{t('accessHashes.name')}</Table.Th>
          <Table.Th>{t('members.role')}</Table.Th>
          <Table.Th visibleFrom="md">{t('accessHashes.createdAt')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('accessHashes.lastUsed')}</Table.Th>
          <Table.Th>{t('accessHashes.state')}</Table.Th>
        </>
      }
      actions={{ w: 60 }}
    >
      {(hash) => (
        <Table.Tr key={hash.id} c={hash.revokedAt ? 'dimmed' : undefined}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {hash.name}
            </Text>
          </Table.Td>
          <Table.Td>{t(`roles.${hash.role}`)}</Table.Td>
          <Table.Td visibleFrom="md">{format.date(hash.createdAt)}</Table.Td>
          <Table.Td visibleFrom="sm">
            {hash.lastUsedAt ? format.dateTime(hash.lastUsedAt) : t('accessHashes.neverUsed')}
          </Table.Td>
          <Table.Td>
            {hash.revokedAt ? (
              <Badge color="gray" variant="light">
                {t('accessHashes.revokedOn', { date: format.date(hash.revokedAt) })}
              </Badge>
            ) : (
              <Badge color="teal" variant="light">
                {t('accessHashes.active')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>
            {hash.revokedAt ? null : (
              <ConfirmAction
                label={t('accessHashes.revoke', { name: hash.name })}
                icon={<IconKeyOff size={18} />}
                title={t('accessHashes.revokeTitle')}
                text={t('accessHashes.revokeText', { name: hash.name })}
                confirmLabel={t('accessHashes.revokeConfirm')}
                onConfirm={() => revoke.run({ params: { slugs: slug, id: hash.id } })}
              />
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  )
}
