import { Group, Stack, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { addMonths, todayIn } from '../../lib/local-date.ts'
import { GuestRegisterTable } from './guest-register-table.tsx'
import { LocalFeeTable } from './local-fee-table.tsx'
import { PoliceReportsTable } from './police-reports-table.tsx'
import { UbyportAccountCard } from './ubyport-account-card.tsx'
import { UbyportCard } from './ubyport-card.tsx'

/** `/:slugs/reports/guests`: the guest register, the police report (Ubyport) and the local fee. */
export function PolicePage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const [params, setParams] = useSearchParams()
  const monthStart = `${todayIn(timeZone).slice(0, 7)}-01`
  const from = params.get('from') ?? monthStart
  const till = params.get('till') ?? addMonths(monthStart, 1)
  const tab = params.get('tab') ?? 'register'
  const set = (next: Record<string, string>) => setParams({ from, till, tab, ...next }, { replace: true })
  return (
    <Stack gap="md">
      <PageHeader title={t('police.title')} lead={t('police.lead')} />
      <Group gap="sm" className="no-print">
        <LocalDateInput label={t('police.from')} value={from} onChange={(v) => v && set({ from: v })} w={160} />
        <LocalDateInput label={t('police.till')} value={till} onChange={(v) => v && set({ till: v })} w={160} />
      </Group>
      <Tabs value={tab} onChange={(value) => set({ tab: value ?? 'register' })} keepMounted={false}>
        <Tabs.List className="no-print">
          <Tabs.Tab value="register">{t('police.registerTab')}</Tabs.Tab>
          <Tabs.Tab value="ubyport">{t('police.ubyportTab')}</Tabs.Tab>
          <Tabs.Tab value="fee">{t('police.feeTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="register" pt="md">
          <GuestRegisterTable slugs={slugs} from={from} till={till} />
        </Tabs.Panel>
        <Tabs.Panel value="ubyport" pt="md">
          <Stack gap="md">
            <PoliceReportsTable slugs={slugs} />
            <UbyportCard slugs={slugs} from={from} till={till} />
            <UbyportAccountCard slugs={slugs} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="fee" pt="md">
          <LocalFeeTable slugs={slugs} year={Number(from.slice(0, 4))} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
