import { GuestLanguage } from '@innkeep/contract'
import { Checkbox, SegmentedControl, Stack, Text } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { BookingFormValues } from './booking-form-values.ts'

const LANGUAGE_NAMES: Record<GuestLanguage, string> = { cs: 'Čeština', en: 'English', de: 'Deutsch' }

/**
 * Once the guest's e-mail is filled in: whether they get the booking's mail at once (confirmed, or
 * received while only requested: the payment and their link, as from the booking page) and in which
 * language their mails and page speak.
 */
export function GuestMailFields() {
  const { t } = useTranslation()
  const { watch, setValue } = useFormContext<BookingFormValues>()
  const email = watch('contact.email').trim()
  const mailGuest = watch('mailGuest')
  if (email === '') return null
  return (
    <Stack gap={6}>
      <Checkbox
        label={t('newReservation.mailGuest')}
        description={
          watch('status') === 'REQUESTED'
            ? t('newReservation.mailGuestReceived')
            : t('newReservation.mailGuestConfirmed')
        }
        checked={mailGuest}
        onChange={(event) => setValue('mailGuest', event.currentTarget.checked, { shouldDirty: true })}
      />
      <Text size="sm" fw={500} id="guest-language-label">
        {t('newReservation.guestLanguage')}
      </Text>
      <SegmentedControl
        aria-labelledby="guest-language-label"
        value={watch('guestLanguage')}
        onChange={(value) => {
          const parsed = GuestLanguage.safeParse(value)
          if (parsed.success) setValue('guestLanguage', parsed.data, { shouldDirty: true })
        }}
        data={GuestLanguage.options.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      />
    </Stack>
  )
}
