import { type GuestDataExport, GuestDataQuery } from '@innkeep/contract'
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core'
import { IconDownload, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import { useGuestDataExport } from '../../api/privacy.ts'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'

type Values = z.input<typeof GuestDataQuery>

/** The export as a file the guest can be sent: everything found, as the server answered it. */
function saveExport(data: GuestDataExport) {
  const who = (data.query.email || data.query.name).replace(/[^\p{L}\p{N}@.-]+/gu, '-').slice(0, 60)
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(blob),
    download: `osobni-udaje-${who}-${data.generatedAt.slice(0, 10)}.json`,
  })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/**
 * A guest asks what the house keeps about them (GDPR art. 15): find them by the booking's e-mail or by
 * name (and birth date) in the guest register, check what was found, download it to send them.
 */
export function GuestExportCard({ slugs, initialEmail = '' }: { slugs: string; initialEmail?: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const form = useForm<Values>({
    resolver: localizedResolver(GuestDataQuery),
    defaultValues: { email: initialEmail, name: '' },
  })
  const server = useServerMessages(form)
  const search = useGuestDataExport()
  const [found, setFound] = useState<GuestDataExport | null>(null)

  const submit = form.handleSubmit(async (query) => {
    server.clear()
    await search.run({ params: { slugs }, query }, { validation: server.validation, success: (data) => setFound(data) })
  })

  return (
    <SectionCard title={t('privacy.export.title')} lead={t('privacy.export.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={server.formMessages} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              type="email"
              label={t('privacy.export.email')}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <TextInput
              label={t('privacy.export.name')}
              description={t('privacy.export.nameHint')}
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <Controller
              control={form.control}
              name="birthDate"
              render={({ field, fieldState }) => (
                <LocalDateInput
                  label={t('privacy.export.birthDate')}
                  clearable
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSearch size={16} />} loading={search.isPending}>
              {t('privacy.export.search')}
            </Button>
          </Group>
        </Stack>
      </form>
      {found ? <ExportResult data={found} slugs={slugs} format={format} /> : null}
    </SectionCard>
  )
}

function ExportResult({
  data,
  slugs,
  format,
}: {
  data: GuestDataExport
  slugs: string
  format: ReturnType<typeof useFormat>
}) {
  const { t } = useTranslation()
  const nothing = data.stays.length === 0 && data.invoices.length === 0
  return (
    <Stack gap="sm" mt="lg" data-testid="guest-data-result">
      <Group justify="space-between" align="center">
        <Text fw={500}>{t('privacy.export.found', { stays: data.stays.length, invoices: data.invoices.length })}</Text>
        {nothing ? null : (
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => saveExport(data)}>
            {t('privacy.export.download')}
          </Button>
        )}
      </Group>
      <DataTable
        items={data.stays}
        minWidth={640}
        empty={nothing ? <EmptyState title={t('privacy.export.none')} /> : undefined}
        columns={
          <>
            <Table.Th>{t('privacy.export.stay')}</Table.Th>
            <Table.Th>{t('privacy.export.dates')}</Table.Th>
            <Table.Th>{t('privacy.export.guests')}</Table.Th>
            <Table.Th>{t('privacy.export.state')}</Table.Th>
          </>
        }
      >
        {(stay) => (
          <Table.Tr key={stay.reservationId}>
            <Table.Td>
              <Anchor component={Link} to={`/${slugs}/reservations/${stay.reservationId}`} fw={600}>
                {stay.code}
              </Anchor>
              <Text size="xs" c="dimmed">
                {stay.resourceName}
              </Text>
            </Table.Td>
            <Table.Td>{format.stay(stay.since, stay.till)}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {stay.guests.map((guest) => `${guest.firstName} ${guest.lastName}`.trim() || '—').join(', ') || '—'}
              </Text>
              <Text size="xs" c="dimmed">
                {stay.matchedBy.map((by) => t(`privacy.export.matchedBy.${by}`)).join(', ')}
              </Text>
            </Table.Td>
            <Table.Td>
              {stay.registerAnonymizedAt ? (
                <Badge color="gray" variant="light">
                  {t('privacy.export.registerAnonymized')}
                </Badge>
              ) : stay.contactAnonymizedAt ? (
                <Badge color="gray" variant="light">
                  {t('privacy.export.contactAnonymized')}
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  {t('privacy.export.kept')}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      </DataTable>
    </Stack>
  )
}
