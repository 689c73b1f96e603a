import { UbyportSettings } from '@innkeep/contract'
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useSaveUbyportSettings } from '../../api/police.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'

type Values = z.input<typeof UbyportSettings>
const FIELDS = [
  'ubyportId',
  'abbreviation',
  'name',
  'contact',
  'district',
  'municipality',
  'part',
  'street',
  'houseNumber',
  'orientationNumber',
  'postcode',
  'purposeCode',
] as const
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<(typeof FIELDS)[number], string>

/** The accommodation as Ubyport knows it: the police assigned the id and the abbreviation. */
export function UbyportSettingsForm({ slugs, current }: { slugs: string; current: Values | null }) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    resolver: localizedResolver(UbyportSettings),
    defaultValues: { ...EMPTY, purposeCode: '10', ...(current ?? {}) },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useSaveUbyportSettings()
  const submit = form.handleSubmit(async (body) => {
    server.clear()
    await run(
      { params: { slugs }, body },
      {
        validation: server.validation,
        success: (saved) => {
          form.reset(saved)
          notifications.show({ color: 'green', message: t('police.settingsSaved') })
        },
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormAlert messages={server.formMessages} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`police.fields.${field}`)}
            error={form.formState.errors[field]?.message}
            {...form.register(field)}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={isPending}>
          {t('police.saveSettings')}
        </Button>
      </Group>
    </form>
  )
}
