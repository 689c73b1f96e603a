import { type AresCompany, ares, isValidIco } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { call } from '../../api/client.ts'

/** The fields ARES fills, which the company form and the contact form share. */
export interface AresFields {
  ico: string
  name: string
  dic: string
  address: { street: string; city: string; postcode: string; country: string }
}

export interface AresLookupOptions {
  /** Catalogue key said on the field when the register does not know the IČO. */
  notFound: string
  /** Catalogue key said beside the field when the register does not answer (none: the error toast). */
  unavailable?: string
  /** Fills what a form holds beyond the shared fields (the company's VAT payer status). */
  onFound?: (company: AresCompany) => void
}

const fill = { shouldDirty: true, shouldValidate: true } as const

/**
 * "Načíst z ARES": looks the IČO up in the Czech register and fills name, DIČ and address. A wrong
 * or unknown IČO is said on the field; an outage is said beside it, and the form stays usable by hand.
 */
export function useAresLookup({ notFound, unavailable, onFound }: AresLookupOptions) {
  const { t } = useTranslation()
  const { getValues, setValue, setError, clearErrors } = useFormContext<AresFields>()
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  function apply(company: AresCompany) {
    setValue('ico', company.ico, fill)
    setValue('name', company.name, fill)
    setValue('dic', company.dic ?? '', fill)
    onFound?.(company)
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
          notFound: () => onIco(t(notFound)),
          validation: (messages) => {
            const icoMessage = messages.find((m) => m.field === 'ico')
            if (icoMessage) onIco(icoMessage.text)
            const other = messages.filter((m) => m.field !== 'ico')
            if (other.length > 0) setProblem(other.map((m) => m.text).join(' '))
          },
          ...(unavailable ? { error: () => setProblem(t(unavailable)) } : {}),
        },
      )
    } finally {
      setLoading(false)
    }
  }

  return { lookUp, loading, problem }
}
