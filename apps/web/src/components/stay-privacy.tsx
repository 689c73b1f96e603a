import type { Reservation } from '@innkeep/contract'
import { Alert, Anchor } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../i18n/use-format.ts'

/** Says that a stay's personal data is gone after its retention, and since when. */
export function AnonymizedNotice({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const format = useFormat()
  const at = reservation.registerAnonymizedAt ?? reservation.contactAnonymizedAt
  if (!at) return null
  return (
    <Alert color="gray" variant="light" icon={<IconShieldLock size={18} aria-hidden />} data-testid="anonymized-notice">
      {t(reservation.registerAnonymizedAt ? 'privacy.stay.registerAnonymized' : 'privacy.stay.contactAnonymized', {
        date: format.date(at),
      })}
    </Alert>
  )
}

/** To the guest data page, looking for this stay's contact (a guest asked what is kept about them). */
export function GuestDataLink({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation()
  const email = reservation.contact.email
  if (!email) return null
  return (
    <Anchor component={Link} to={`/${slug}/settings/privacy?email=${encodeURIComponent(email)}`} size="sm">
      {t('privacy.stay.exportLink')}
    </Anchor>
  )
}
