import type { Dashboard } from '@innkeep/contract'
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './dashboard.module.css'

interface TileProps {
  /** Where the tile leads: a path in the workspace (`reception`) or an absolute one (`/waiter`). */
  to: string
  slugs: string
  label: string
  value: string | number
  detail?: ReactNode
  tone?: 'warn' | 'alert' | undefined
  testId: string
  wide?: boolean
}

function Tile({ to, slugs, label, value, detail, tone, testId, wide }: TileProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to.startsWith('/') ? to : `/${slugs}/${to}`}
      className={classes.tile}
      data-tone={tone}
      data-testid={testId}
      style={wide ? { gridColumn: 'span 2' } : undefined}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text className={classes.figure} component="div">
        {value}
      </Text>
      {detail ? (
        <Text size="sm" c="dimmed" component="div">
          {detail}
        </Text>
      ) : null}
    </UnstyledButton>
  )
}

const GRID = { base: 2, sm: 3, lg: 4 }

/** Today's work: arrivals, departures, guests in the house, rooms to clean, open orders, vehicles out. */
export function TodayTiles({ data, slugs }: { data: Dashboard; slugs: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { reception, housekeeping, restaurant, vehicles } = data
  const tiles: ReactNode[] = []
  if (reception) {
    tiles.push(
      <Tile
        key="arrivals"
        to="reception"
        slugs={slugs}
        testId="tile-arrivals"
        label={t('dashboard.tiles.arrivals')}
        value={reception.arrivals.stays}
        detail={t('dashboard.tiles.guests', { count: reception.arrivals.guests })}
      />,
      <Tile
        key="departures"
        to="reception"
        slugs={slugs}
        testId="tile-departures"
        label={t('dashboard.tiles.departures')}
        value={reception.departures.stays}
        detail={t('dashboard.tiles.guests', { count: reception.departures.guests })}
      />,
      <Tile
        key="in-house"
        to="reception"
        slugs={slugs}
        testId="tile-in-house"
        label={t('dashboard.tiles.inHouse')}
        value={reception.inHouse.guests}
        detail={t('dashboard.tiles.stays', { count: reception.inHouse.stays })}
      />,
    )
  }
  if (housekeeping && housekeeping.rooms > 0) {
    tiles.push(
      <Tile
        key="housekeeping"
        to="housekeeping"
        slugs={slugs}
        testId="tile-housekeeping"
        label={t('dashboard.tiles.dirtyRooms')}
        value={housekeeping.dirtyRooms}
        detail={t('dashboard.tiles.ofRooms', { count: housekeeping.rooms })}
        tone={housekeeping.dirtyRooms > 0 ? 'warn' : undefined}
      />,
    )
  }
  if (restaurant && restaurant.restaurants > 0) {
    tiles.push(
      <Tile
        key="restaurant"
        to="/waiter"
        slugs={slugs}
        testId="tile-restaurant"
        label={t('dashboard.tiles.openOrders')}
        value={restaurant.openOrders}
        detail={t('dashboard.tiles.unpaidAmount', { amount: format.money(restaurant.openAmount, restaurant.currency) })}
      />,
    )
  }
  if (vehicles && vehicles.fleet > 0) {
    tiles.push(
      <Tile
        key="vehicles"
        to="vehicles"
        slugs={slugs}
        testId="tile-vehicles"
        label={t('dashboard.tiles.vehiclesOut')}
        value={vehicles.out}
        detail={
          vehicles.overdue > 0
            ? t('dashboard.tiles.vehiclesOverdue', { count: vehicles.overdue })
            : t('dashboard.tiles.ofVehicles', { count: vehicles.fleet })
        }
        tone={vehicles.overdue > 0 ? 'alert' : undefined}
      />,
    )
  }
  if (tiles.length === 0) return null
  return (
    <SimpleGrid cols={GRID} spacing="sm">
      {tiles}
    </SimpleGrid>
  )
}

/** Money as of today: unpaid and overdue invoices, the accounts' balances. */
export function MoneyTiles({ data, slugs }: { data: Dashboard; slugs: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { invoices, bank } = data
  if (!invoices && !bank) return null
  const czk = bank?.filter((account) => account.currency === 'CZK') ?? []
  return (
    <SimpleGrid cols={GRID} spacing="sm">
      {invoices ? (
        <>
          <Tile
            to="invoices?period=all&state=issued&payment=UNPAID"
            slugs={slugs}
            testId="tile-unpaid"
            label={t('dashboard.tiles.unpaid')}
            value={invoices.unpaid.count}
            detail={format.money(invoices.unpaid.amount, invoices.currency)}
          />
          <Tile
            to="invoices?period=all&state=issued&payment=OVERDUE"
            slugs={slugs}
            testId="tile-overdue"
            label={t('dashboard.tiles.overdue')}
            value={invoices.overdue.count}
            detail={format.money(invoices.overdue.amount, invoices.currency)}
            tone={invoices.overdue.count > 0 ? 'alert' : undefined}
          />
        </>
      ) : null}
      {bank && bank.length > 0 ? (
        <Tile
          to="bank"
          slugs={slugs}
          testId="tile-bank"
          wide
          label={t('dashboard.tiles.balances')}
          value={
            czk.length > 0
              ? format.money(
                  czk.reduce((sum, account) => sum + account.balance, 0),
                  'CZK',
                )
              : format.money(bank[0]?.balance ?? 0, bank[0]?.currency)
          }
          detail={
            <ul className={classes.accounts}>
              {bank.map((account) => (
                <li key={account.id}>
                  <span>{account.name}</span>
                  <span>{format.money(account.balance, account.currency)}</span>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </SimpleGrid>
  )
}
