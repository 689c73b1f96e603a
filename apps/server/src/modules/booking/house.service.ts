import type { PublicHouse } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { asksDeposit, publicBookingSettings } from '../pricing/pricelist.service.ts'
import { retentionOf } from '../privacy/retention.service.ts'
import * as q from './booking.queries.ts'

interface HouseWorkspace {
  id: string
  name: string
  ico: string
  street: string
  postcode: string
  city: string
  email: string
  phone: string
}

/** The workspace's address in one line ('' without one). */
export function addressOf(workspace: Pick<HouseWorkspace, 'street' | 'postcode' | 'city'>): string {
  return [workspace.street, `${workspace.postcode} ${workspace.city}`.trim()].filter(Boolean).join(', ')
}

/** A map search for the address: a stranger sees where the house is before booking. */
export function mapUrlOf(address: string): string {
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : ''
}

/**
 * Who the host is and how the house books, for the booking page (issue 29): name, company number,
 * address with a map link, phone and e-mail, check-in and check-out times, how soon a booking is
 * confirmed, the deposit it asks for, and how long guests' data are kept.
 */
export async function publicHouse(db: Db, workspace: HouseWorkspace): Promise<PublicHouse> {
  const [settings, times, retention] = await Promise.all([
    publicBookingSettings(db, workspace.id),
    q.findStayTimes(db, workspace.id),
    retentionOf(db, workspace.id),
  ])
  const address = addressOf(workspace)
  return {
    name: workspace.name,
    ico: workspace.ico,
    address,
    mapUrl: mapUrlOf(address),
    phone: workspace.phone,
    email: workspace.email,
    checkInFrom: times?.checkInFrom ?? '14:00',
    checkOutUntil: times?.checkOutUntil ?? '10:00',
    instantConfirmation: settings.autoConfirm,
    replyWithinHours: settings.replyWithinHours,
    deposit: asksDeposit(settings)
      ? {
          mode: settings.depositMode,
          percent: settings.depositPercent,
          dueDays: settings.depositDueDays,
          autoCancel: settings.autoCancelUnpaid,
        }
      : null,
    retention,
  }
}
