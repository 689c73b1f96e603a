import type { DailyClose } from '@innkeep/contract'
import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../components/data-table.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { CLOSE_METHODS } from './close-figures.tsx'
import classes from './daily-close.module.css'

/** Who took how much by which method: what each person hands over at the end of the shift. */
export function ClosePeople({ close }: { close: DailyClose }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, close.currency)
  return (
    <SectionCard title={t('dailyClose.people')}>
      <div className={classes.figures} data-testid="close-people">
        <DataTable
          items={close.byPerson}
          minWidth={620}
          verticalSpacing="xs"
          columns={
            <>
              <Table.Th>{t('dailyClose.person')}</Table.Th>
              {CLOSE_METHODS.map((method) => (
                <Table.Th key={method} ta="right">
                  {t(`dailyClose.method.${method}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('dailyClose.personTotal')}</Table.Th>
            </>
          }
        >
          {(person) => (
            <Table.Tr key={person.by} data-testid="close-person">
              <Table.Th scope="row" fw={500}>
                {person.by}
              </Table.Th>
              {CLOSE_METHODS.map((method) => (
                <Table.Td key={method} ta="right">
                  {money(person.byMethod.find((m) => m.method === method)?.total ?? 0)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700}>
                {money(person.total)}
              </Table.Td>
            </Table.Tr>
          )}
        </DataTable>
      </div>
    </SectionCard>
  )
}
