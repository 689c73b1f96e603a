import { type AresCompany, ares, isValidIco } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { call } from '../../api/client.ts'
import type { ContactFormValues } from './contact-values.ts'

const fill = { shouldDirty: true, shouldValidate: true } as const

/**
 * "Načíst z ARES" for a contact: fills name, DIČ and address from the Czech register. An unknown
 * IČO is said on the field; an outage is said beside it, and the form stays usable by hand.
 */
export function useContactAres() {
  const { t } = useTranslation()
  const { getValues, setValue, setError, clearErrors } = useFormContext<ContactFormValues>()
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  function apply(company: AresCompany) {
    setValue('ico', company.ico, fill)
    setValue('name', company.name, fill)
    setValue('dic', company.dic ?? '', fill)
    setValue('address.street', company.address.street, fill)
    setValue('address.city', company.address.city, fill)
    setValue('address.postcode', company.address.postcode, fill)
    setValue('address.country', company.address.country || 'CZ', fill)
    notifications.show({ color: 'green', message: t('ares.loaded', { name: company.name }) })
    if (company.ceasedOn) setProblem(t('ares.ceased', { date: company.ceasedOn }))
  }

  async function lookUp() {
    const ico = getValues('ico').trim()
    const onIco = (message: string) => setError('ico', { type: 'ares', message }, { shouldFocus: true })
    setProblem(null)
    clearErrors('ico')
    if (!/^\d{1,8}$/.test(ico)) return onIco(t('messages.ico.format'))
    if (!isValidIco(ico)) return onIco(t('messages.ico.checksum'))
    setLoading(true)
    try {
      await call(
        ares,
        { query: { ico } },
        {
          success: apply,
          notFound: () => onIco(t('contacts.aresNotFound')),
          validation: (messages) => {
            const icoMessage = messages.find((m) => m.field === 'ico')
            if (icoMessage) onIco(icoMessage.text)
            const other = messages.filter((m) => m.field !== 'ico')
            if (other.length > 0) setProblem(other.map((m) => m.text).join(' '))
          },
          error: () => setProblem(t('contacts.aresUnavailable')),
        },
      )
    } finally {
      setLoading(false)
    }
  }

  return { lookUp, loading, problem }
}
