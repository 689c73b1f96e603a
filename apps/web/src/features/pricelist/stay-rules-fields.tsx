import { Button, Group, Input, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { PricelistFormValues } from './pricelist-values.ts'
import { StayRuleRow } from './stay-rule-row.tsx'
import { emptyRule } from './stay-rule-values.ts'

/** The item's stay rules (issue 29): minimum and maximum stay, closed days, weekday and occupancy prices, discounts. */
export function StayRulesFields() {
  const { t } = useTranslation()
  const { control, formState } = useFormContext<PricelistFormValues>()
  const rules = useFieldArray({ control, name: 'rules' })
  const errors = formState.errors.rules
  return (
    <Input.Wrapper
      label={t('pricelist.rules.title')}
      description={t('pricelist.rules.lead')}
      error={errors?.message ?? errors?.root?.message}
    >
      {rules.fields.length === 0 ? (
        <Text size="sm" c="dimmed" my="xs">
          {t('pricelist.rules.none')}
        </Text>
      ) : (
        <Stack gap="sm" my="xs">
          {rules.fields.map((rule, index) => (
            <StayRuleRow key={rule.id} index={index} onRemove={() => rules.remove(index)} />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          // the new rule's kind gets the focus, not its first date (which would open its calendar)
          onClick={() => rules.append(emptyRule(), { focusName: `rules.${rules.fields.length}.kind` })}
        >
          {t('pricelist.rules.add')}
        </Button>
      </Group>
    </Input.Wrapper>
  )
}
