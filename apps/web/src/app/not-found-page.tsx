import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageCard } from '../components/page-card.tsx'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <PageCard title={t('notFound.title')} lead={t('notFound.text')}>
      <Button component={Link} to="/">
        {t('notFound.back')}
      </Button>
    </PageCard>
  )
}
