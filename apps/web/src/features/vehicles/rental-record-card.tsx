import { RentalDetail, type RentalRecordKind } from '@innkeep/contract'
import { Button, Group, Input, NumberInput, Slider, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveRentalRecord } from '../../api/vehicles.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { FuelGauge } from './fuel-gauge.tsx'
import { DepositFields, DepositSummary } from './rental-deposit-fields.tsx'
import {
  type RecordForm,
  type RecordFormOutput,
  recordFormSchema,
  toRecordBody,
  toRecordForm,
} from './rental-record-values.ts'

interface Props {
  slug: string
  detail: RentalDetail
  kind: RentalRecordKind
  canWrite: boolean
  onSaved: (detail: RentalDetail) => void
}

const FUEL_MARKS = [0, 2, 4, 6, 8].map((value) => ({ value, label: ['0', '¼', '½', '¾', '1'][value / 2] }))

/**
 * Předání or vrácení of a car: odometer, fuel in eighths, damage and the deposit taken or given back;
 * written once, corrected at its version.
 */
export function RentalRecordCard({ slug, detail, kind, canWrite, onSaved }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const record = kind === 'HANDOVER' ? detail.handover : detail.return
  const taken = detail.handover?.depositTaken ?? null
  const { currency } = detail.contract
  const schema = useMemo(
    () => recordFormSchema(kind, taken, currency, format.language),
    [kind, taken, currency, format.language],
  )
  const form = useForm<RecordForm, unknown, RecordFormOutput>({
    resolver: localizedResolver<typeof schema, RecordForm>(schema),
    defaultValues: toRecordForm(record, detail, kind, format.language),
  })
  const server = useServerMessages(form)
  const save = useSaveRentalRecord()
  const key = kind === 'HANDOVER' ? 'handover' : 'return'
  const waiting = kind === 'RETURN' && !detail.handover
  const editable = canWrite && detail.contract.state !== 'CANCELED' && !waiting

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await save.run(
      {
        params: { slugs: slug, id: detail.contract.id },
        body: { kind, ...toRecordBody(kind, values, taken), ...(record ? { version: record.version } : {}) },
      },
      {
        validation: server.validation,
        conflict: (entity, messages) => {
          server.setFormMessages(messages)
          const current = RentalDetail.safeParse(entity)
          if (current.success) onSaved(current.data)
        },
        success: (saved) => {
          const written = kind === 'HANDOVER' ? saved.handover : saved.return
          form.reset(toRecordForm(written, saved, kind, format.language))
          notifications.show({ color: 'green', message: t(`vehicles.records.${key}Saved`) })
          onSaved(saved)
        },
      },
    )
  })

  const lead = record
    ? t('vehicles.records.written', { when: format.dateTime(record.at), who: record.recordedBy })
    : waiting
      ? t('vehicles.records.returnAfterHandover')
      : t(`vehicles.records.${key}Lead`)

  return (
    <SectionCard title={t(`vehicles.records.${key}`)} lead={lead}>
      {!editable && record ? (
        <Stack gap={4} data-testid={`record-${key}`}>
          <Text size="sm">
            {t('vehicles.records.mileageValue', { km: record.mileage.toLocaleString(format.language) })}
          </Text>
          <FuelGauge eighths={record.fuelEighths} />
          {record.damageNotes ? <Text size="sm">{record.damageNotes}</Text> : null}
          <DepositSummary record={record} taken={taken} currency={currency} />
        </Stack>
      ) : null}
      {editable ? (
        <form noValidate onSubmit={(event) => void submit(event)} data-testid={`record-${key}`}>
          <Stack gap="sm">
            <FormAlert messages={server.formMessages} />
            <Controller
              control={form.control}
              name="mileage"
              render={({ field, fieldState }) => (
                <NumberInput
                  ref={field.ref}
                  label={t('vehicles.records.mileage')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=" "
                  suffix=" km"
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="fuelEighths"
              render={({ field }) => (
                <Input.Wrapper
                  label={t('vehicles.records.fuel')}
                  description={t('vehicles.records.fuelValue', { eighths: field.value })}
                >
                  <Slider
                    mt="xs"
                    mb="lg"
                    min={0}
                    max={8}
                    step={1}
                    size="lg"
                    value={field.value}
                    onChange={field.onChange}
                    marks={FUEL_MARKS}
                    label={(value) => `${value}/8`}
                    thumbLabel={t('vehicles.records.fuel')}
                  />
                </Input.Wrapper>
              )}
            />
            <Textarea
              label={t('vehicles.records.damage')}
              placeholder={t('vehicles.records.damagePlaceholder')}
              autosize
              minRows={2}
              maxRows={6}
              error={form.formState.errors.damageNotes?.message}
              {...form.register('damageNotes')}
            />
            <DepositFields form={form} kind={kind} taken={taken} currency={currency} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} variant={record ? 'default' : 'filled'}>
                {t(record ? 'vehicles.records.update' : `vehicles.records.${key}Save`)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </SectionCard>
  )
}
