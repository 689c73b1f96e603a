import { type Message, PricelistItem } from '@innkeep/contract'
import { Alert, Button, Divider, Group, Modal, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSavePricelistItem } from '../../api/pricelist.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { PricelistItemFields } from './pricelist-item-fields.tsx'
import {
  emptyItem,
  itemToForm,
  type PricelistFormOutput,
  PricelistFormSchema,
  type PricelistFormValues,
} from './pricelist-values.ts'
import { SeasonsFields } from './seasons-fields.tsx'

interface Props {
  slug: string
  /** null: closed; 'new': a new item; an item: edit it. */
  item: PricelistItem | 'new' | null
  onClose: () => void
}

/** Create or edit a price-list item with its seasons; a stale version loads the current item and says so. */
export function PricelistItemDialog({ slug, item, onClose }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<PricelistFormValues, unknown, PricelistFormOutput>({
    resolver: localizedResolver<typeof PricelistFormSchema, PricelistFormValues>(PricelistFormSchema),
    defaultValues: emptyItem(),
  })
  const server = useServerMessages(form)
  const [version, setVersion] = useState<number | undefined>(undefined)
  const [conflict, setConflict] = useState<Message[] | null>(null)
  const { run, isPending } = useSavePricelistItem()
  const editing = item !== null && item !== 'new'

  useEffect(() => {
    if (item === null) return
    form.reset(item === 'new' ? emptyItem() : itemToForm(item, language))
    setVersion(item === 'new' ? undefined : item.version)
    setConflict(null)
    server.clear()
  }, [item, language, form.reset, server.clear])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    setConflict(null)
    await run(
      { params: { slugs: slug }, body: { ...values, ...(version === undefined ? {} : { version }) } },
      {
        validation: server.validation,
        conflict: (entity, messages) => {
          const current = PricelistItem.safeParse(entity)
          if (current.success) {
            form.reset(itemToForm(current.data, language))
            setVersion(current.data.version)
          }
          setConflict(messages)
        },
        success: (saved) => {
          notifications.show({ color: 'green', message: t('pricelist.saved', { name: saved.name }) })
          onClose()
        },
      },
    )
  })

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={editing ? t('pricelist.editTitle') : t('pricelist.newTitle')}
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {conflict ? (
              <Alert color="orange" variant="light" role="alert">
                {conflict[0]?.text ?? t('detail.stale')}
              </Alert>
            ) : null}
            <FormAlert messages={server.formMessages} />
            <PricelistItemFields editing={editing} />
            <SeasonsFields />
            <Divider />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  )
}
