import { Anchor, Code, Stack, Table } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldText } from './activity-texts.ts'

/** The fields a write sent (or an event recorded), folded away until asked for. */
export function ActivityFields({ fields }: { fields: Record<string, unknown> }) {
  const { t } = useTranslation()
  const [opened, { toggle }] = useDisclosure(false)
  const id = useId()
  const entries = Object.entries(fields)
  if (entries.length === 0) return null
  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened} aria-controls={id}>
        {t(opened ? 'activity.fields.hide' : 'activity.fields.show', { count: entries.length })}
      </Anchor>
      {opened ? (
        <Table id={id} withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="activity-fields">
          <Table.Tbody>
            {entries.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th w="35%" fw={500} style={{ verticalAlign: 'top' }}>
                  {name}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {typeof value === 'object' && value !== null ? (
                    <Code block>{JSON.stringify(value, null, 2)}</Code>
                  ) : (
                    fieldText(value)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  )
}
