import { Paper, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useUbyportAccount } from '../../api/police.ts'
import { UbyportAccountForm } from './ubyport-account-form.tsx'

/** The Ubyport web-service account, beside the facility's registration. */
export function UbyportAccountCard({ slugs }: { slugs: string }) {
  const { t } = useTranslation()
  const account = useUbyportAccount(slugs)
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('police.ws.accountTitle')}
      </Title>
      {account.data ? <UbyportAccountForm slugs={slugs} current={account.data} /> : null}
    </Paper>
  )
}
