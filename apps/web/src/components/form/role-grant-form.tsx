import type { Message, Role } from '@innkeep/contract'
import { Button, Group, Select, Stack } from '@mantine/core'
import type { FormEventHandler, ReactNode } from 'react'
import { type Control, Controller, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { roleOptions } from '../role-options.ts'
import { FormAlert } from './form-alert.tsx'
import { requiredField } from './required-field.ts'

interface Props<T extends { role: Role }> {
  onSubmit: FormEventHandler<HTMLFormElement>
  messages: Message[]
  control: Control<T>
  /** Roles this form does not grant. */
  exclude?: Role[]
  /** The role the select falls back to. */
  defaultRole: NoInfer<T['role']>
  submit: { label: string; icon: ReactNode; loading: boolean }
  /** What the last submit made, shown once under the form. */
  result: ReactNode
  /** Who or what gets the role: the field(s) before the role select. */
  children: ReactNode
}

/** A one-line form that grants a role (an invitation, a device key), with its one-time result below. */
export function RoleGrantForm<T extends { role: Role }>(props: Props<T>) {
  const { t } = useTranslation()
  const { submit } = props
  return (
    <Stack gap="md">
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={props.messages} />
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
            {props.children}
            <Controller
              control={props.control}
              name={'role' as Path<T>}
              render={({ field, fieldState }) => (
                <Select
                  label={t('members.role')}
                  data={roleOptions(t, props.exclude)}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? props.defaultRole)}
                  ref={field.ref}
                  allowDeselect={false}
                  {...requiredField}
                  miw={160}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={submit.loading} leftSection={submit.icon}>
              {submit.label}
            </Button>
          </Group>
        </Stack>
      </form>
      {props.result}
    </Stack>
  )
}
