import type { DailyClose } from '@innkeep/contract'
import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './daily-close.module.css'

/** The cash registers with what they hold now (the contract gives today's balance, whatever the day shown). */
export function CloseRegisters({ registers }: { registers: DailyClose['cashRegisters'] }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <SectionCard title={t('dailyClose.registers')} lead={t('dailyClose.registersLead')}>
      {registers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dailyClose.noRegisters')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="close-registers">
          {registers.map((register) => (
            <Group key={register.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="close-register">
              <Text style={{ minWidth: 0 }} truncate>
                {register.name}
              </Text>
              <Text fw={700} className={classes.figures} c={register.balance < 0 ? 'red' : undefined}>
                {format.money(register.balance, register.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  )
}
