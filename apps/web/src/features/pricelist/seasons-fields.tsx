import { ActionIcon, Button, Group, Input, Table, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Controller, useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { MoneyInput } from '../../components/form/money-input.tsx'
import type { PricelistFormValues } from './pricelist-values.ts'

/** Season prices: name, first night, the day the season ends (not included), price per unit. */
export function SeasonsFields() {
  const { t } = useTranslation()
  const { control, register, formState } = useFormContext<PricelistFormValues>()
  const seasons = useFieldArray({ control, name: 'seasons' })
  const errors = formState.errors.seasons
  const dateField = (index: number, key: 'since' | 'till', label: string) => (
    <Controller
      control={control}
      name={`seasons.${index}.${key}`}
      render={({ field, fieldState }) => (
        <LocalDateInput
          aria-label={`${label} (${index + 1})`}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          leftSection={null}
          error={fieldState.error?.message}
        />
      )}
    />
  )
  return (
    <Input.Wrapper
      label={t('pricelist.seasons')}
      description={t('pricelist.seasonsHint')}
      error={errors?.message ?? errors?.root?.message}
    >
      {seasons.fields.length === 0 ? (
        <Text size="sm" c="dimmed" my="xs">
          {t('pricelist.noSeasons')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={660}>
          <Table verticalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pricelist.seasonName')}</Table.Th>
                <Table.Th w={150}>{t('pricelist.seasonSince')}</Table.Th>
                <Table.Th w={150}>{t('pricelist.seasonTill')}</Table.Th>
                <Table.Th w={140}>{t('pricelist.price')}</Table.Th>
                <Table.Th w={44} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seasons.fields.map((season, index) => (
                <Table.Tr key={season.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td>
                    <TextInput
                      aria-label={`${t('pricelist.seasonName')} (${index + 1})`}
                      error={errors?.[index]?.name?.message}
                      {...register(`seasons.${index}.name`)}
                    />
                  </Table.Td>
                  <Table.Td>{dateField(index, 'since', t('pricelist.seasonSince'))}</Table.Td>
                  <Table.Td>{dateField(index, 'till', t('pricelist.seasonTill'))}</Table.Td>
                  <Table.Td>
                    <MoneyInput
                      aria-label={`${t('pricelist.price')} (${index + 1})`}
                      error={errors?.[index]?.price?.message}
                      {...register(`seasons.${index}.price`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => seasons.remove(index)}
                      aria-label={t('pricelist.removeSeason', { number: index + 1 })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => seasons.append({ name: '', since: '', till: '', price: '' })}
        >
          {t('pricelist.addSeason')}
        </Button>
      </Group>
    </Input.Wrapper>
  )
}
