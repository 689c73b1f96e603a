import { RentalDetail } from '@innkeep/contract'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePassivateContract } from '../../api/vehicles.ts'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'

interface Props {
  slug: string
  detail: RentalDetail
  today: string
  opened: boolean
  onClose: () => void
  onDone: (detail: RentalDetail) => void
}

/** The end day offered: today, kept within the contract's own days. */
export function defaultEndDay(since: string, till: string | null, today: string): string {
  if (today < since) return since
  if (till && today > till) return till
  return today
}

/** Ukončit smlouvu: asks for the last day (the vehicle is free from it), then passivates at the version shown. */
export function PassivateDialog(props: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('vehicles.passivate.title', { number: props.detail.contract.number })}
      centered
    >
      <PassivateBody {...props} />
    </Modal>
  )
}

function PassivateBody({ slug, detail, today, onClose, onDone }: Props) {
  const { t } = useTranslation()
  const { contract } = detail
  const [endedOn, setEndedOn] = useState<string | null>(defaultEndDay(contract.since, contract.till, today))
  const [error, setError] = useState<string | null>(null)
  const [stale, setStale] = useState<string | null>(null)
  const passivate = usePassivateContract()
  const confirm = async () => {
    if (!endedOn) {
      setError(t('messages.validation.required'))
      return
    }
    setError(null)
    await passivate.run(
      { params: { slugs: slug, id: contract.id }, body: { endedOn, version: contract.version } },
      {
        validation: (messages) => setError(messages.map((m) => m.text).join(' ')),
        conflict: (entity, messages) => {
          setStale(messages[0]?.text ?? t('vehicles.contract.conflict'))
          const current = RentalDetail.safeParse(entity)
          if (current.success) onDone(current.data)
        },
        success: (saved) => {
          notifications.show({
            color: 'green',
            message: t('vehicles.passivate.done', { number: saved.contract.number }),
          })
          onDone(saved)
          onClose()
        },
      },
    )
  }
  return (
    <Stack gap="sm">
      {stale ? (
        <Alert color="orange" variant="light" role="alert">
          {stale}
        </Alert>
      ) : null}
      <Text size="sm">{t('vehicles.passivate.text')}</Text>
      <LocalDateInput
        label={t('vehicles.passivate.endedOn')}
        description={t('vehicles.passivate.endedOnHint')}
        value={endedOn}
        onChange={setEndedOn}
        minDate={contract.since}
        maxDate={contract.till ?? undefined}
        error={error}
        data-autofocus
        {...requiredField}
      />
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={passivate.isPending} onClick={() => void confirm()}>
          {t('vehicles.passivate.confirm')}
        </Button>
      </Group>
    </Stack>
  )
}
