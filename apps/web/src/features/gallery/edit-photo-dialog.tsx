import type { AttachmentVisibility, GalleryItem, Message } from '@innkeep/contract'
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateAttachment } from '../../api/gallery.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { visibilitiesOf } from './gallery-target.ts'

/** The title guests see and who sees the photo; the server keeps the gallery's rules. */
export function EditPhotoDialog({
  slugs,
  item,
  onClose,
}: {
  slugs: string
  item: GalleryItem | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t('gallery.edit.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item ? <EditPhotoForm key={item.id} slugs={slugs} item={item} onClose={onClose} /> : null}
    </Modal>
  )
}

function EditPhotoForm({ slugs, item, onClose }: { slugs: string; item: GalleryItem; onClose: () => void }) {
  const { t } = useTranslation()
  const update = useUpdateAttachment()
  const [title, setTitle] = useState(item.title)
  const [visibility, setVisibility] = useState<AttachmentVisibility>(item.visibility)
  const [messages, setMessages] = useState<Message[]>([])
  const save = () =>
    update.run(
      { params: { slugs, id: item.id }, body: { title, visibility } },
      {
        validation: setMessages,
        success: () => {
          notifications.show({ message: t('gallery.edit.saved', { title }) })
          onClose()
        },
      },
    )
  const fieldError = (field: string) => messages.find((m) => m.field === field)?.text
  // a vehicle's or a contract's photo stays private: nothing to choose
  const visibilities = visibilitiesOf(item.objectType)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="md">
        <FormAlert messages={messages.filter((m) => !m.field)} />
        <TextInput
          label={t('gallery.edit.photoTitle')}
          description={t('gallery.edit.photoTitleHint')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={fieldError('title')}
          required
          maxLength={200}
        />
        {visibilities.length > 1 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="photo-visibility">
              {t('attachments.visibilityLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby="photo-visibility"
              value={visibility}
              onChange={(value) => setVisibility(value as AttachmentVisibility)}
              data={visibilities.map((value) => ({ value, label: t(`attachments.visibility.${value}`) }))}
            />
            {fieldError('visibility') ? (
              <Text size="sm" c="red">
                {fieldError('visibility')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
