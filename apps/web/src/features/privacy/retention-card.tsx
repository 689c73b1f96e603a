import { RetentionView } from '@innkeep/contract'
import { Group, List, NumberInput, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useAnonymizeNow, useSaveRetention } from '../../api/privacy.ts'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { useVersionedSave } from '../../components/form/use-versioned-save.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'

const Values = z.object({ retentionMonths: z.number().int().min(1).max(120) })
type Values = z.infer<typeof Values>

/**
 * How long guests' data is kept: the owner chooses the months for contact data; the guest register's
 * 6 years are the law's. Shows what waits for the daily run, and runs it now on request.
 */
export function RetentionCard({ slugs, view, canEdit }: { slugs: string; view: RetentionView; canEdit: boolean }) {
  const { t } = useTranslation()
  const format = useFormat()
  const form = useForm<Values>({
    resolver: localizedResolver(Values),
    defaultValues: { retentionMonths: view.retentionMonths },
  })
  const { run, isPending } = useSaveRetention()
  const anonymize = useAnonymizeNow()
  const { submit, formMessages, conflict } = useVersionedSave({
    form,
    schema: RetentionView,
    record: view,
    toForm: (current) => ({ retentionMonths: current.retentionMonths }),
    save: (body, handlers) => run({ params: { slugs }, body }, handlers),
    savedMessage: t('privacy.retention.saved'),
  })
  const due = view.due.contacts + view.due.registerStays

  async function anonymizeNow() {
    await anonymize.run(
      { params: { slugs } },
      {
        success: (done) =>
          notifications.show({
            color: 'green',
            message: t('privacy.retention.done', { contacts: done.contacts, stays: done.registerStays }),
          }),
      },
    )
  }

  return (
    <SectionCard title={t('privacy.retention.title')} lead={t('privacy.retention.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ConflictAlert messages={conflict} />
          <FormAlert messages={formMessages} />
          <Controller
            control={form.control}
            name="retentionMonths"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('privacy.retention.months')}
                description={t('privacy.retention.monthsHint')}
                min={1}
                max={120}
                allowDecimal={false}
                maw={320}
                readOnly={!canEdit}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                error={fieldState.error?.message}
                data-testid="retention-months"
              />
            )}
          />
          <List size="sm" spacing={4}>
            <List.Item>{t('privacy.retention.contactRule', { date: format.date(view.contactCutoff) })}</List.Item>
            <List.Item>
              {t('privacy.retention.registerRule', {
                years: view.registerYears,
                date: format.date(view.registerCutoff),
              })}
            </List.Item>
            <List.Item>{t('privacy.retention.kept')}</List.Item>
          </List>
          {canEdit ? (
            <SaveBar dirty={form.formState.isDirty} onDiscard={() => form.reset()} loading={isPending} requireChanges />
          ) : null}
        </Stack>
      </form>
      <Group justify="space-between" align="center" mt="lg" gap="sm" data-testid="retention-status">
        <Stack gap={2}>
          <Text size="sm">
            {view.lastRunAt
              ? t('privacy.retention.lastRun', { at: format.dateTime(view.lastRunAt) })
              : t('privacy.retention.neverRun')}
          </Text>
          <Text size="sm" c={due > 0 ? undefined : 'dimmed'}>
            {due > 0
              ? t('privacy.retention.due', { contacts: view.due.contacts, stays: view.due.registerStays })
              : t('privacy.retention.nothingDue')}
          </Text>
        </Stack>
        {canEdit && due > 0 ? (
          <ConfirmButton
            label={t('privacy.retention.runNow')}
            title={t('privacy.retention.confirmTitle')}
            text={t('privacy.retention.confirmText', { contacts: view.due.contacts, stays: view.due.registerStays })}
            confirmLabel={t('privacy.retention.runNow')}
            loading={anonymize.isPending}
            onConfirm={anonymizeNow}
          />
        ) : null}
      </Group>
    </SectionCard>
  )
}
