import { Button, Divider, Group, type MantineSize, Modal, Stack } from '@mantine/core'
import type { FormEventHandler, ReactNode } from 'react'
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

interface Props<V extends FieldValues, O> {
  opened: boolean
  onClose: () => void
  title: string
  size?: MantineSize
  form: UseFormReturn<V, unknown, O>
  onSubmit: FormEventHandler<HTMLFormElement>
  loading: boolean
  /** The submit button's text; Uložit unless said. */
  submitLabel?: string
  /** A large form: roomier, with a line above the buttons. */
  divided?: boolean
  children: ReactNode
}

/** A form in a dialog: its fields (given the form as context), then Zrušit, which closes, and the submit button. */
export function FormDialog<V extends FieldValues, O>(props: Props<V, O>) {
  const { t } = useTranslation()
  const { divided = false } = props
  return (
    <Modal opened={props.opened} onClose={props.onClose} size={props.size} title={props.title}>
      <FormProvider {...props.form}>
        <form onSubmit={props.onSubmit} noValidate>
          <Stack gap={divided ? 'md' : 'sm'}>
            {props.children}
            {divided ? <Divider /> : null}
            <Group justify="flex-end" gap="sm" mt={divided ? undefined : 'xs'}>
              <Button variant="default" onClick={props.onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={props.loading}>
                {props.submitLabel ?? t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  )
}
