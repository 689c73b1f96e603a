import { type AresCompany, ares, isValidIco } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { call } from '../../api/client.ts'
import type { CompanyFormValues } from './company-form-values.ts'

const fill = { shouldDirty: true, shouldValidate: true } as const

/** "Načíst z ARES": looks the IČO up in the Czech register and fills what it knows. */
export function useAresLookup() {
  const { t } = useTranslation()
  const { getValues, setValue, setError, clearErrors } = useFormContext<CompanyFormValues>()
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  function apply(company: AresCompany) {
    setValue('ico', company.ico, fill)
    setValue('name', company.name, fill)
    setValue('dic', company.dic ?? '', fill)
    setValue('vatPayerStatus', company.vatPayer ? 'PAYER' : 'NO', fill)
    setValue('address.street', company.address.street, fill)
    setValue('address.city', company.address.city, fill)
    setValue('address.postcode', company.address.postcode, fill)
    setValue('address.country', company.address.country || 'CZ', fill)
    notifications.show({ color: 'green', message: t('ares.loaded', { name: company.name }) })
    if (company.ceasedOn) setProblem(t('ares.ceased', { date: company.ceasedOn }))
  }

  async function lookUp() {
    const ico = getValues('ico').trim()
    setProblem(null)
    clearErrors('ico')
    if (!/^\d{1,8}$/.test(ico)) return setError('ico', { message: t('messages.ico.format') }, { shouldFocus: true })
    if (!isValidIco(ico)) return setError('ico', { message: t('messages.ico.checksum') }, { shouldFocus: true })
    setLoading(true)
    try {
      await call(
        ares,
        { query: { ico } },
        {
          success: apply,
          notFound: () => setError('ico', { message: t('ares.notFound') }, { shouldFocus: true }),
          validation: (messages) => {
            const onIco = messages.find((m) => m.field === 'ico')
            if (onIco) setError('ico', { message: onIco.text }, { shouldFocus: true })
            const other = messages.filter((m) => m.field !== 'ico')
            if (other.length > 0) setProblem(other.map((m) => m.text).join(' '))
          },
        },
      )
    } finally {
      setLoading(false)
    }
  }

  return { lookUp, loading, problem }
}
