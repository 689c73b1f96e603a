import type { Attachment } from '@innkeep/contract'
import { Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { downloadAttachment, useDeleteAttachment } from '../../api/attachments.ts'
import { showErrorToast } from '../../api/error-toast.tsx'
import { ConfirmAction } from '../confirm-action.tsx'
import { IconButton } from '../icon-button.tsx'
import { showRefusal } from '../refusal-toast.ts'

/** Download and delete (after a confirmation) of one attachment. */
export function AttachmentActions({ slugs, attachment }: { slugs: string; attachment: Attachment }) {
  const { t } = useTranslation()
  const name = attachment.fileName
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <IconButton
        label={t('attachments.download', { name })}
        variant="subtle"
        size="lg"
        onClick={() => void downloadAttachment(slugs, attachment).catch(showErrorToast)}
      >
        <IconDownload size={18} />
      </IconButton>
      <DeleteAttachment slugs={slugs} id={attachment.id} name={name} />
    </Group>
  )
}

/** Deletes one attachment after a confirmation; a refusal shows as a toast, success as a notice. */
export function DeleteAttachment({ slugs, id, name }: { slugs: string; id: string; name: string }) {
  const { t } = useTranslation()
  const remove = useDeleteAttachment()
  return (
    <ConfirmAction
      label={t('attachments.delete', { name })}
      icon={<IconTrash size={18} />}
      title={t('attachments.deleteTitle')}
      text={t('attachments.deleteText', { name })}
      confirmLabel={t('attachments.deleteConfirm')}
      onConfirm={() =>
        remove.run(
          { params: { slugs, id } },
          {
            validation: showRefusal,
            success: () => notifications.show({ message: t('attachments.deleted', { name }) }),
          },
        )
      }
    />
  )
}
