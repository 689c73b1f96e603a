import { ReservationSource } from '@innkeep/contract'
import { Select } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { StayFormValues } from './stay-form-values.ts'

/** Where the booking came from: reception, phone, e-mail, the web, a portal. */
export function SourceSelect() {
  const { t } = useTranslation()
  const { watch, setValue } = useFormContext<StayFormValues>()
  return (
    <Select
      label={t('reservationSearch.filter.source')}
      data={ReservationSource.options.map((value) => ({ value, label: t(`reservationSearch.sources.${value}`) }))}
      value={watch('source')}
      onChange={(value) => {
        const parsed = ReservationSource.safeParse(value)
        if (parsed.success) setValue('source', parsed.data, { shouldDirty: true })
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
