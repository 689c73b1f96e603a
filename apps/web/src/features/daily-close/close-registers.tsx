import type { DailyClose } from '@innkeep/contract'
import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './daily-close.module.css'

/** The cash registers at the end of the day shown, with what came in and went out of them that day. */
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
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text truncate>{register.name}</Text>
                {register.received !== undefined ? (
                  <Text size="xs" c="dimmed" className={classes.figures}>
                    {t('dailyClose.registerDay', {
                      received: format.money(register.received, register.currency),
                      paidOut: format.money(register.paidOut ?? 0, register.currency),
                    })}
                  </Text>
                ) : null}
              </Stack>
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
