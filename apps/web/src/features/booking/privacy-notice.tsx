import type { PublicHouse } from '@innkeep/contract'
import { Anchor, Button, List, Modal, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/**
 * The privacy notice of a web booking, over the booking form (which stays as filled in): who the
 * controller is, what is processed and why (the contract, the book of guests and the foreigners'
 * registration the law requires), how long it is kept, the guest's rights and whom to write to.
 */
export function PrivacyNotice({
  house,
  opened,
  onClose,
}: {
  house: PublicHouse
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('booking.privacy.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md" data-testid="privacy-notice">
        <Part title={t('booking.privacy.controllerTitle')}>
          <Text size="sm">{t('booking.privacy.controller')}</Text>
          <Text size="sm" component="div" data-testid="privacy-controller">
            <Text span fw={600} size="sm">
              {house.name}
            </Text>
            {house.ico ? <div>{t('booking.house.ico', { ico: house.ico })}</div> : null}
            {house.address ? <div>{house.address}</div> : null}
            {house.email ? (
              <div>
                <Anchor href={`mailto:${house.email}`} size="sm">
                  {house.email}
                </Anchor>
              </div>
            ) : null}
          </Text>
        </Part>
        <Part title={t('booking.privacy.dataTitle')}>
          <Text size="sm">{t('booking.privacy.data')}</Text>
        </Part>
        <Part title={t('booking.privacy.purposeTitle')}>
          <List size="sm" spacing={4}>
            <List.Item>{t('booking.privacy.purposeContract')}</List.Item>
            <List.Item>{t('booking.privacy.purposeLaw')}</List.Item>
          </List>
        </Part>
        <Part title={t('booking.privacy.retentionTitle')}>
          <Text size="sm" data-testid="privacy-retention">
            {t('booking.privacy.retentionContact', { count: house.retention.retentionMonths })}{' '}
            {t('booking.privacy.retentionRegister', { count: house.retention.registerYears })}
          </Text>
        </Part>
        <Part title={t('booking.privacy.rightsTitle')}>
          <Text size="sm">{t('booking.privacy.rights')}</Text>
          {house.email ? (
            <Text size="sm">
              {t('booking.privacy.writeTo')}{' '}
              <Anchor href={`mailto:${house.email}`} size="sm" data-testid="privacy-write-to">
                {house.email}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm">{t('booking.privacy.writeToHouse')}</Text>
          )}
        </Part>
        <Button variant="light" onClick={onClose} fullWidth={phone}>
          {t('common.close')}
        </Button>
      </Stack>
    </Modal>
  )
}
