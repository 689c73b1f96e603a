import type { RentalDetail } from '@innkeep/contract'
import { Button } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconFlagCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useCancelContract } from '../../api/vehicles.ts'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { PassivateDialog } from './passivate-dialog.tsx'

interface Props {
  slug: string
  detail: RentalDetail
  today: string
  onChanged: (detail: RentalDetail) => void
}

/**
 * An active contract ends (passivated at a day: the vehicle is free from it) or, when the vehicle never
 * left, is canceled (its days are free at once).
 */
export function ContractActions({ slug, detail, today, onChanged }: Props) {
  const { t } = useTranslation()
  const [opened, dialog] = useDisclosure(false)
  const cancel = useCancelContract()
  const { contract } = detail
  if (contract.state !== 'ACTIVE') return null
  const cancelIt = () =>
    cancel.run(
      { params: { slugs: slug, id: contract.id } },
      {
        validation: showRefusal,
        success: (saved) => {
          notifications.show({ color: 'green', message: t('vehicles.cancel.done', { number: saved.contract.number }) })
          onChanged(saved)
        },
      },
    )
  return (
    <>
      {contract.handedOver ? null : (
        <ConfirmButton
          label={t('vehicles.cancel.button')}
          variant="subtle"
          title={t('vehicles.cancel.title', { number: contract.number })}
          text={t('vehicles.cancel.text')}
          confirmLabel={t('vehicles.cancel.confirm')}
          onConfirm={cancelIt}
        />
      )}
      <Button color="red" variant="light" leftSection={<IconFlagCheck size={18} />} onClick={dialog.open}>
        {t('vehicles.passivate.button')}
      </Button>
      <PassivateDialog
        slug={slug}
        detail={detail}
        today={today}
        opened={opened}
        onClose={dialog.close}
        onDone={onChanged}
      />
    </>
  )
}
