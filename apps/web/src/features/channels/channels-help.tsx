import { List, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../components/section-card.tsx'

/** Where the addresses go in Airbnb and Booking.com, and how often the portals' calendars are fetched. */
export function ChannelsHelp({ syncMinutes }: { syncMinutes: number }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('channels.help.title')} lead={t('channels.help.lead')}>
      <List size="sm" spacing={6}>
        <List.Item>{t('channels.help.airbnb')}</List.Item>
        <List.Item>{t('channels.help.booking')}</List.Item>
        <List.Item>{t('channels.help.other')}</List.Item>
        <List.Item>{t('channels.help.group')}</List.Item>
      </List>
      <Text size="sm" data-testid="channels-sync-every">
        <IconRefresh size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 6 }} />
        {t('channels.syncEvery', { minutes: syncMinutes })}
      </Text>
    </SectionCard>
  )
}
