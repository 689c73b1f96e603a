import type { RentalDetail } from '@innkeep/contract'
import { Anchor, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { useRememberRental, useRentalDetail } from '../../api/vehicles.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { HistoryPanel } from '../../components/activity/history-panel.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { LabelPicker } from '../../components/labels/label-picker.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { ContractActions } from './contract-actions.tsx'
import { ContractStatusBadge } from './contract-badges.tsx'
import { ContractEditor } from './contract-editor.tsx'
import { ContractInvoices } from './contract-invoices.tsx'
import { ContractPrintButton } from './contract-print-button.tsx'
import { ObjectFiles } from './object-files.tsx'
import { RentalRecordCard } from './rental-record-card.tsx'

/** `/:slugs/contracts/new` (`?carId=`, `?contactId=` preselect) and `/:slugs/contracts/:id`. */
export function ContractPage() {
  const { t } = useTranslation()
  const { slugs = '', id = null } = useParams()
  const detail = useRentalDetail(slugs, id)
  if (id && detail.isPending) return <PageSkeleton rows={8} />
  if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
  if (id && !detail.data)
    return (
      <EmptyState title={t('vehicles.contract.notFound')}>
        <Anchor component={Link} to={`/${slugs}/contracts`}>
          {t('vehicles.contract.toList')}
        </Anchor>
      </EmptyState>
    )
  return (
    <Stack gap="lg" maw={1400}>
      <ContractView key={id ?? 'new'} slug={slugs} detail={detail.data ?? null} />
      {id ? <HistoryPanel slug={slugs} entity="CONTRACT" entityId={id} /> : null}
    </Stack>
  )
}

function ContractView({ slug, detail }: { slug: string; detail: RentalDetail | null }) {
  const { t } = useTranslation()
  const format = useFormat()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { may, timeZone } = useWorkspaceAccess(slug)
  const today = todayIn(timeZone)
  const canWrite = may('vehicles.write')
  const remember = useRememberRental(slug)
  // a new contract, once saved, opens at its own address (after the form shows the saved state)
  const [destination, setDestination] = useState<string | null>(null)
  useEffect(() => {
    if (destination) navigate(destination, { replace: true })
  }, [destination, navigate])
  const contract = detail?.contract ?? null
  const onSaved = (saved: RentalDetail) => {
    if (!contract) setDestination(`/${slug}/contracts/${saved.contract.id}`)
  }
  const subject = detail?.car?.name ?? detail?.resource?.name

  return (
    <Stack gap="lg" maw={1400}>
      <Stack gap="sm">
        <Anchor component={Link} to={`/${slug}/contracts`} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t('vehicles.contract.toList')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={1} size="h2" data-testid="contract-title">
                {contract ? t('vehicles.contract.title', { number: contract.number }) : t('vehicles.contract.newTitle')}
              </Title>
              {contract ? <ContractStatusBadge contract={contract} size="lg" /> : null}
            </Group>
            <Text c="dimmed" size="sm">
              {detail && contract
                ? [
                    detail.contact.name,
                    subject,
                    contract.end
                      ? format.stay(contract.since, contract.end)
                      : t('vehicles.contracts.openEnded', { since: format.date(contract.since) }),
                    contract.endedOn ? t('vehicles.contract.endedOn', { date: format.date(contract.endedOn) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : t('vehicles.contract.newLead')}
            </Text>
            {contract ? (
              <LabelPicker slug={slug} objectType="CONTRACT" objectId={contract.id} canEdit={canWrite} />
            ) : null}
          </Stack>
          {detail && contract ? (
            <Group gap="xs">
              <ContractPrintButton slug={slug} contract={contract} />
              {canWrite ? <ContractActions slug={slug} detail={detail} today={today} onChanged={remember} /> : null}
            </Group>
          ) : null}
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: detail ? 7 : 9 }}>
          <Stack gap="lg">
            <ContractEditor
              slug={slug}
              detail={detail}
              defaults={{ today, carId: params.get('carId'), contactId: params.get('contactId') }}
              readOnly={!canWrite || (contract !== null && contract.state !== 'ACTIVE')}
              onSaved={onSaved}
            />
            {detail?.car && (contract?.state !== 'CANCELED' || detail.handover) ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {(['HANDOVER', 'RETURN'] as const).map((kind) => {
                  const record = kind === 'HANDOVER' ? detail.handover : detail.return
                  return (
                    <RentalRecordCard
                      key={`${kind}-${record?.version ?? 'new'}-${detail.handover ? 1 : 0}`}
                      slug={slug}
                      detail={detail}
                      kind={kind}
                      canWrite={canWrite}
                      onSaved={remember}
                    />
                  )
                })}
              </SimpleGrid>
            ) : null}
          </Stack>
        </Grid.Col>
        {detail && contract ? (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <ObjectFiles
                slug={slug}
                objectType="CONTRACT"
                objectId={contract.id}
                title={t(detail.car ? 'vehicles.files.contractTitle' : 'vehicles.files.carTitle')}
                lead={t(detail.car ? 'vehicles.files.contractLead' : 'vehicles.files.resourceLead')}
              />
              <ContractInvoices slug={slug} detail={detail} onChanged={remember} />
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  )
}
