import type { ContactListItem } from '@innkeep/contract'
import { Table, Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../components/data-table.tsx'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { accountOf } from './contact-values.ts'
import classes from './contacts.module.css'

interface Props {
  contacts: ContactListItem[]
  /** Absent: the role may only read, rows do not open. */
  onOpen?: ((contact: ContactListItem) => void) | undefined
  empty: ReactNode
}

function Cell({ value }: { value: string }) {
  return value ? (
    value
  ) : (
    <Text span c="dimmed">
      —
    </Text>
  )
}

/** One contact a row, by name; the name is the row's button (Tab or the arrows reach it, Enter opens). */
export function ContactsTable({ contacts, onOpen, empty }: Props) {
  const { t } = useTranslation()
  return (
    <div className={classes.list}>
      <DataTable
        items={contacts}
        minWidth={900}
        verticalSpacing="xs"
        highlightOnHover={Boolean(onOpen)}
        empty={empty}
        columns={
          <>
            <Table.Th miw={170}>{t('contacts.name')}</Table.Th>
            <Table.Th>{t('contacts.icoColumn')}</Table.Th>
            <Table.Th>{t('contacts.dicColumn')}</Table.Th>
            <Table.Th>{t('contacts.city')}</Table.Th>
            <Table.Th>{t('contacts.email')}</Table.Th>
            <Table.Th>{t('contacts.phone')}</Table.Th>
            <Table.Th>{t('contacts.bankAccount')}</Table.Th>
          </>
        }
      >
        {(contact) => (
          <Table.Tr
            key={contact.id}
            className={onOpen ? `${classes.figures} ${classes.row}` : classes.figures}
            onClick={onOpen ? () => onOpen(contact) : undefined}
            data-testid="contact-row"
          >
            <Table.Td>
              {onOpen ? (
                <UnstyledButton
                  className={classes.open}
                  data-contact-open
                  onClick={(event) => {
                    event.stopPropagation()
                    onOpen(contact)
                  }}
                >
                  {contact.name}
                </UnstyledButton>
              ) : (
                <Text fw={600} size="sm">
                  {contact.name}
                </Text>
              )}
              <LabelChips labels={contact.labels} />
            </Table.Td>
            <Table.Td>
              <Cell value={contact.ico} />
            </Table.Td>
            <Table.Td>
              <Cell value={contact.dic} />
            </Table.Td>
            <Table.Td>
              <Cell value={contact.address.city} />
            </Table.Td>
            <Table.Td className={classes.clip} title={contact.email || undefined}>
              <Cell value={contact.email} />
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <Cell value={contact.phone} />
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <Cell value={accountOf(contact)} />
            </Table.Td>
          </Table.Tr>
        )}
      </DataTable>
    </div>
  )
}
