import { AccommodationSettings, GuestAgeCategory } from '@innkeep/contract'
import { NumberInput, SimpleGrid, Stack } from '@mantine/core'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSaveAccommodationSettings } from '../../api/pricelist.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { MoneyText } from '../../components/form/money-text.ts'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { useVersionedSave } from '../../components/form/use-versioned-save.ts'
import { SectionCard } from '../../components/section-card.tsx'
import type { Language } from '../../i18n/i18n.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput } from '../../lib/money-input.ts'

type Category = z.infer<typeof GuestAgeCategory>
interface FeeValues {
  localFee: { rates: Record<Category, string>; maxNights: number }
}

const FeeSchema = z.object({
  localFee: z.object({
    rates: z.object({ ADULT: MoneyText, CHILD: MoneyText, ZTP: MoneyText, OVER60: MoneyText, WORK: MoneyText }),
    maxNights: AccommodationSettings.shape.localFee.shape.maxNights,
  }),
})

function toForm(settings: AccommodationSettings, language: Language): FeeValues {
  const rates = Object.fromEntries(
    GuestAgeCategory.options.map((c) => [c, moneyToInput(settings.localFee.rates[c], language)]),
  ) as Record<Category, string>
  return { localFee: { rates, maxNights: settings.localFee.maxNights } }
}

/** Poplatek z pobytu: the town's rate per person and night for each guest category (0 = exempt). */
export function LocalFeeCard({
  slug,
  settings,
  canEdit,
}: {
  slug: string
  settings: AccommodationSettings
  canEdit: boolean
}) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<FeeValues, unknown, z.output<typeof FeeSchema>>({
    resolver: localizedResolver<typeof FeeSchema, FeeValues>(FeeSchema),
    defaultValues: toForm(settings, language),
  })
  const { run, isPending } = useSaveAccommodationSettings()
  const { submit, formMessages, conflict } = useVersionedSave({
    form,
    schema: AccommodationSettings,
    record: settings,
    toForm: (current) => toForm(current, language),
    save: (body, handlers) => run({ params: { slugs: slug }, body }, handlers),
    savedMessage: t('localFee.saved'),
  })
  const errors = form.formState.errors.localFee
  return (
    <SectionCard title={t('localFee.title')} lead={t('localFee.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ConflictAlert messages={conflict} />
          <FormAlert messages={formMessages} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {GuestAgeCategory.options.map((category) => (
              <MoneyInput
                key={category}
                label={t(`guestCategories.${category}`)}
                description={t('localFee.perNight')}
                readOnly={!canEdit}
                error={errors?.rates?.[category]?.message}
                data-testid={`fee-${category}`}
                {...form.register(`localFee.rates.${category}`)}
              />
            ))}
            <Controller
              control={form.control}
              name="localFee.maxNights"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('localFee.maxNights')}
                  description={t('localFee.maxNightsHint')}
                  min={1}
                  max={365}
                  allowDecimal={false}
                  readOnly={!canEdit}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          {canEdit ? (
            <SaveBar dirty={form.formState.isDirty} onDiscard={() => form.reset()} loading={isPending} requireChanges />
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  )
}
