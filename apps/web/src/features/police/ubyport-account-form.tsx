import { type UbyportAccount, UbyportAccountInput } from '@innkeep/contract'
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useSaveUbyportAccount, useTestUbyportAccount } from '../../api/police.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { useFormat } from '../../i18n/use-format.ts'

type Values = z.input<typeof UbyportAccountInput>

/**
 * The web-service account the police issue for automatic reporting (apart from the web-form login).
 * The password is never shown again: left empty, the stored one stays.
 */
export function UbyportAccountForm({ slugs, current }: { slugs: string; current: UbyportAccount }) {
  const { t } = useTranslation()
  const format = useFormat()
  const form = useForm<Values>({
    resolver: localizedResolver(UbyportAccountInput),
    defaultValues: { username: current.username ?? '', endpoint: current.endpoint ?? 'TEST' },
  })
  const server = useServerMessages(form)
  const save = useSaveUbyportAccount()
  const test = useTestUbyportAccount()
  const submit = form.handleSubmit(async ({ password, ...rest }) => {
    server.clear()
    await save.run(
      { params: { slugs }, body: { ...rest, ...(password ? { password } : {}) } },
      {
        validation: server.validation,
        success: () => {
          form.reset({ ...rest, password: '' })
          notifications.show({ color: 'green', message: t('police.ws.saved') })
        },
      },
    )
  })
  const check = () =>
    test.run(
      { params: { slugs } },
      {
        validation: server.validation,
        success: (answer) =>
          notifications.show({
            color: answer.available ? 'green' : 'orange',
            message: answer.available
              ? t('police.ws.available', { max: answer.maxGuests })
              : t('police.ws.notAvailable'),
          }),
      },
    )
  return (
    <form onSubmit={submit} noValidate data-testid="ubyport-account">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('police.ws.accountLead')}
        </Text>
        <FormAlert messages={server.formMessages} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('police.ws.username')}
            error={form.formState.errors.username?.message}
            {...form.register('username')}
          />
          <PasswordInput
            label={t('police.ws.password')}
            placeholder={current.configured ? t('police.ws.passwordKept') : ''}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="endpoint"
            render={({ field }) => (
              <Select
                label={t('police.ws.endpoint')}
                data={[
                  { value: 'TEST', label: t('police.ws.endpoints.TEST') },
                  { value: 'PRODUCTION', label: t('police.ws.endpoints.PRODUCTION') },
                ]}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'TEST')}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {current.checkedAt ? t('police.ws.checkedAt', { at: format.dateTime(current.checkedAt) }) : null}
          </Text>
          <Group gap="sm">
            {current.configured ? (
              <Button variant="default" loading={test.isPending} onClick={() => void check()}>
                {t('police.ws.test')}
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {t('police.ws.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  )
}
