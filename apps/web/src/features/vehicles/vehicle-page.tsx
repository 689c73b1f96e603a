import type { Car, CarDetail } from '@innkeep/contract'
import { Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconKey } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useCar } from '../../api/vehicles.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { LabelPicker } from '../../components/labels/label-picker.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { ObjectFiles } from './object-files.tsx'
import { VehicleContracts } from './vehicle-contracts.tsx'
import { VehicleEditor } from './vehicle-editor.tsx'

/** `/:slugs/vehicles/new` and `/:slugs/vehicles/:id`: a vehicle's details, photos and papers, and its rentals. */
export function VehiclePage() {
  const { t } = useTranslation()
  const { slugs = '', id = null } = useParams()
  const detail = useCar(slugs, id)
  if (id && detail.isPending) return <PageSkeleton rows={8} />
  if (detail.error) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
  if (id && !detail.data)
    return (
      <EmptyState title={t('vehicles.editor.notFound')}>
        <Anchor component={Link} to={`/${slugs}/vehicles`}>
          {t('vehicles.editor.toList')}
        </Anchor>
      </EmptyState>
    )
  return <VehicleView key={id ?? 'new'} slug={slugs} detail={detail.data ?? null} />
}

function StateBadge({ detail }: { detail: CarDetail }) {
  const { t } = useTranslation()
  if (detail.current)
    return (
      <Badge color="orange" variant="light" size="lg">
        {t('vehicles.fleet.out')}
      </Badge>
    )
  if (!detail.car.active)
    return (
      <Badge color="gray" variant="outline" size="lg">
        {t('vehicles.fleet.retired')}
      </Badge>
    )
  return (
    <Badge color="teal" variant="light" size="lg">
      {t('vehicles.fleet.free')}
    </Badge>
  )
}

function VehicleView({ slug, detail }: { slug: string; detail: CarDetail | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slug)
  const canWrite = may('vehicles.write')
  // a new vehicle, once saved, opens at its own address (after the form shows the saved state)
  const [destination, setDestination] = useState<string | null>(null)
  useEffect(() => {
    if (destination) navigate(destination, { replace: true })
  }, [destination, navigate])
  const car = detail?.car ?? null
  const rent = car && canWrite && car.active ? `/${slug}/contracts/new?carId=${car.id}` : null
  const onSaved = (saved: Car) => {
    if (!car) setDestination(`/${slug}/vehicles/${saved.id}`)
  }

  return (
    <Stack gap="lg" maw={1400}>
      <Stack gap="sm">
        <Anchor component={Link} to={`/${slug}/vehicles`} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t('vehicles.editor.toList')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={1} size="h2" data-testid="vehicle-title">
                {car ? car.name : t('vehicles.editor.newTitle')}
              </Title>
              {detail ? <StateBadge detail={detail} /> : null}
            </Group>
            <Text c="dimmed" size="sm">
              {car
                ? [car.plate, t(`vehicles.vehicleType.${car.vehicleType}`)].filter(Boolean).join(' · ')
                : t('vehicles.editor.newLead')}
            </Text>
            {car ? <LabelPicker slug={slug} objectType="CAR" objectId={car.id} canEdit={canWrite} /> : null}
          </Stack>
          {rent ? (
            <Button component={Link} to={rent} leftSection={<IconKey size={18} />}>
              {t('vehicles.editor.rent')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: car ? 7 : 9 }}>
          <VehicleEditor slug={slug} car={car} readOnly={!canWrite} onSaved={onSaved} />
        </Grid.Col>
        {car && detail ? (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <VehicleContracts slug={slug} detail={detail} />
              <ObjectFiles
                slug={slug}
                objectType="CAR"
                objectId={car.id}
                title={t('vehicles.files.carTitle')}
                lead={t('vehicles.files.carLead')}
              />
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  )
}
