import {
  addStayCharge,
  createAccessHash,
  createChannelExport,
  createContact,
  createInvoice,
  createLabel,
  createPayment,
  createReservation,
  inviteMember,
  saveBankAccount,
  saveChannelFeed,
  saveMenuCategory,
  saveMenuItem,
  savePricelistItem,
  saveResource,
  saveResourceGroup,
  saveRestaurantStation,
  saveRestaurantTable,
  saveStayExtra,
  saveSupplierInvoice,
  setLabels,
  uploadAttachment,
  waiterAddToTable,
  waiterPayOrderItems,
  waiterStationBoard,
} from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { ok } from './api.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './factories.ts'
import { base64, FILES, pngOf } from './files.ts'
import { buildVehicles } from './world-vehicles.ts'

/** One workspace with something of every kind in it, so a harness can aim at its ids. */
export interface Tenant {
  slug: string
  name: string
  owner: TestPerson
  member: TestPerson
  /** Ids of this tenant's records, by the endpoint names whose `{id}` they fit. */
  ids: Record<string, Record<string, string>>
  /** Request bodies naming this tenant's records, by endpoint name (the harness sends `{}` otherwise). */
  bodies: Record<string, unknown>
  /** This tenant's records by the name of the body field that refers to one (`reservationId`, `carId`…). */
  named: Record<string, string>
  waiterHash: string
  /** Strings that must never appear in another tenant's answers. */
  secrets: string[]
}

export async function buildTenant(app: FastifyInstance, label: string): Promise<Tenant> {
  const name = `Penzion ${label} ${Math.random().toString(36).slice(2, 8)}`
  const owner = await signUpPerson(app, { fullName: `Majitel ${label}` })
  const slug = await createWorkspace(app, owner, { name })
  const member = await joinAs(app, owner, slug, 'RECEPTION', { fullName: `Recepční ${label}` })
  const pending = await ok(app, inviteMember, {
    token: owner.token,
    params: { slugs: slug },
    body: { email: `pending-${slug}@example.com`, role: 'ACCOUNTANT' },
  })
  const waiter = await ok(app, createAccessHash, {
    token: owner.token,
    params: { slugs: slug },
    body: { name: `Tablet ${label}`, role: 'WAITER' },
  })
  const group = await ok(app, saveResourceGroup, {
    token: owner.token,
    params: { slugs: slug },
    body: { name: `Skupina ${label}` },
  })
  const priceCode = `P-${label}-${Math.random().toString(36).slice(2, 7)}`
  await ok(app, savePricelistItem, {
    token: owner.token,
    params: { slugs: slug },
    body: { code: priceCode, name: `Cena ${label}`, unit: 'PER_NIGHT', price: 100_00 },
  })
  const room = await ok(app, saveResource, {
    token: owner.token,
    params: { slugs: slug },
    body: { groupId: group.id, kind: 'PENSIONROOM', name: `Pokoj ${label}`, priceCode },
  })
  const reservation = await ok(app, createReservation, {
    token: owner.token,
    params: { slugs: slug },
    body: {
      resourceId: room.id,
      since: '2029-05-01',
      till: '2029-05-03',
      guests: { ADULT: 1 },
      contact: { name: `Host ${label}`, email: `host-${label.toLowerCase()}@example.com` },
    },
  })
  const byReservation = { id: reservation.id }
  const extra = await ok(app, saveStayExtra, {
    token: owner.token,
    params: { slugs: slug },
    body: { name: `Snídaně ${label}`, unit: 'PER_PERSON_NIGHT', price: 180_00, vatRate: 12 },
  })
  const charged = await ok(app, addStayCharge, {
    token: owner.token,
    params: { slugs: slug, id: reservation.id },
    body: { extraId: extra.id },
  })
  const chargeId = charged.charges[0]?.id ?? ''
  const document = await ok(app, uploadAttachment, {
    token: owner.token,
    params: { slugs: slug },
    body: {
      objectType: 'RESERVATION',
      objectId: reservation.id,
      fileName: `Smlouva ${label} ${Math.random().toString(36).slice(2, 8)}.pdf`,
      contentBase64: base64(FILES.pdf),
      visibility: 'GUESTS',
    },
  })
  const photo = await ok(app, uploadAttachment, {
    token: owner.token,
    params: { slugs: slug },
    body: {
      objectType: 'RESOURCE',
      objectId: room.id,
      fileName: `Pokoj ${label} ${Math.random().toString(36).slice(2, 8)}.png`,
      contentBase64: base64(pngOf(6, 4)),
      visibility: 'GALLERY',
    },
  })
  const contact = await ok(app, createContact, {
    token: owner.token,
    params: { slugs: slug },
    body: { name: `Odběratel ${label} ${Math.random().toString(36).slice(2, 8)}`, email: `buyer-${slug}@example.com` },
  })
  const invoice = await ok(app, createInvoice, {
    token: owner.token,
    params: { slugs: slug },
    body: { contactId: contact.id, lines: [{ text: `Služby ${label}`, unitPrice: 100_00 }] },
  })
  const byInvoice = { id: invoice.id }
  const expense = await ok(app, saveSupplierInvoice, {
    token: owner.token,
    params: { slugs: slug },
    body: {
      contactId: contact.id,
      number: `DOD-${label}-${Math.random().toString(36).slice(2, 8)}`,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      lines: [{ text: `Zboží ${label}`, unitPrice: 100_00 }],
    },
  })
  const byExpense = { id: expense.id }
  const register = await ok(app, saveBankAccount, {
    token: owner.token,
    params: { slugs: slug },
    body: { kind: 'CASH', name: `Pokladna ${label} ${Math.random().toString(36).slice(2, 8)}` },
  })
  const paid = await ok(app, createPayment, {
    token: owner.token,
    params: { slugs: slug, id: expense.id },
    query: { accountId: register.id },
  })
  const payment = paid.links[0]
  if (!payment) throw new Error('the world’s supplier invoice was not paid')
  const restaurant = await buildRestaurant(app, { slug, owner, label, groupId: group.id, hash: waiter.secret })
  const tagged = await buildLabels(app, { slug, owner, label, invoiceId: invoice.id })
  const vehicles = await buildVehicles(app, { slug, owner, label, contactId: contact.id, invoiceId: invoice.id })
  // a portal calendar on a host that never resolves: its fetch fails quietly in the background
  const feedHost = `cal-${label.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}.invalid`
  const feed = await ok(app, saveChannelFeed, {
    token: owner.token,
    params: { slugs: slug },
    body: { resourceId: room.id, name: `Portál ${label}`, url: `https://${feedHost}/feed.ics` },
  })
  const published = await ok(app, createChannelExport, {
    token: owner.token,
    params: { slugs: slug },
    body: { resourceId: room.id },
  })
  const groupFeed = await ok(app, createChannelExport, {
    token: owner.token,
    params: { slugs: slug },
    body: { groupId: group.id, mode: 'ALL_TAKEN' },
  })
  const tokenOf = (url: string) => /\/ical\/([^/]+)\.ics$/.exec(url)?.[1] ?? ''
  const menu = restaurant.ids.listMenuItems
  const named = {
    groupId: group.id,
    resourceId: room.id,
    reservationId: reservation.id,
    contactId: contact.id,
    invoiceId: invoice.id,
    expenseId: expense.id,
    accountId: register.id,
    bankItemId: payment.bankItemId,
    attachmentId: document.id,
    labelId: tagged.labelId,
    restaurantId: menu.id,
    categoryId: menu.categoryId,
    orderItemId: restaurant.ids.waiterRemoveFromTable.b,
    stationId: restaurant.ids.waiterStationBoard.id,
    carId: vehicles.ids.carDetail.id,
    contractId: vehicles.contractId,
    documentId: invoice.id,
    extraId: extra.id,
  }
  const byRegister = { id: register.id }
  const byItem = { id: payment.bankItemId }
  return {
    slug,
    name,
    owner,
    member,
    waiterHash: waiter.secret,
    named,
    ids: {
      revokeInvitation: { id: pending.id },
      changeMemberRole: { id: member.identityId },
      removeMember: { id: member.identityId },
      revokeAccessHash: { id: waiter.id },
      setResourceRetired: { id: room.id },
      setResourceGroupRetired: { id: group.id },
      getPricelistItem: { code: priceCode },
      reservationDetail: byReservation,
      updateDurationAndGuests: byReservation,
      addGuest: byReservation,
      cancelReservation: byReservation,
      confirmReservation: byReservation,
      deleteReservation: byReservation,
      markCheckinDone: byReservation,
      deleteChannelFeed: { id: feed.id },
      syncChannelFeed: { id: feed.id },
      revokeChannelExport: { id: published.id },
      setChannelExportMode: { id: groupFeed.id },
      markCheckoutDone: byReservation,
      undoCheckin: byReservation,
      undoCheckout: byReservation,
      markAsPaid: byReservation,
      stayAccount: byReservation,
      recordStayPayment: byReservation,
      addStayCharge: byReservation,
      voidStayCharge: { id: chargeId },
      listReservationsByResource: { a: group.id, b: '2029-04-01', c: '2029-06-01', labelId: tagged.labelId },
      searchReservations: { labelId: tagged.labelId, resourceId: room.id, groupId: group.id },
      exportReservations: { labelId: tagged.labelId, resourceId: room.id, groupId: group.id },
      roomserviceOverview: { id: group.id },
      markRoomCleaned: { id: room.id },
      sendAccommodationReminder: byReservation,
      resourceReportData: { a: group.id, b: '2029', c: '5' },
      resourceReportPdf: { a: group.id, b: '2029', c: '5' },
      deletePricelistItem: { code: priceCode },
      listAttachments: { objectType: 'RESERVATION', objectId: reservation.id },
      deleteAttachment: { id: document.id },
      attachmentFile: { id: document.id },
      attachmentThumbnail: { id: photo.id },
      updateAttachment: { id: photo.id },
      getInvoice: byInvoice,
      deleteInvoice: byInvoice,
      invoicePaymentInfo: byInvoice,
      generateInvoicePdf: byInvoice,
      invoiceIsdoc: byInvoice,
      sendInvoice: byInvoice,
      getExpense: byExpense,
      deleteExpense: byExpense,
      supplierInvoicePaymentInfo: byExpense,
      issueInvoice: byInvoice,
      cancelInvoice: byInvoice,
      invoiceReservation: byReservation,
      requestStayDeposit: byReservation,
      saveBankAccount: byRegister,
      syncBankAccount: byRegister,
      importBankStatement: byRegister,
      createCashItem: byRegister,
      ignoreBankItem: byItem,
      bankItemCandidates: byItem,
      unlinkPayment: { id: payment.id },
      createPayment: { ...byExpense, accountId: register.id },
      paymentLink: { bankItemId: payment.bankItemId },
      fakturoidSyncState: { x: 'EXPENSE', documentId: expense.id },
      fakturoidSyncInvoices: { documentId: invoice.id },
      fakturoidSyncExpenses: { documentId: expense.id },
      ...restaurant.ids,
      ...tagged.ids,
      ...vehicles.ids,
    },
    bodies: {
      ...tagged.bodies,
      ...vehicles.bodies,
      getGalleryData: { objectType: 'RESOURCE', objectId: room.id },
      storeToPCloud: { attachmentIds: [document.id, photo.id] },
      saveChannelFeed: { id: feed.id, resourceId: room.id, name: 'Přejmenováno', color: 'red' },
      createChannelExport: { resourceId: room.id },
      setChannelExportMode: { mode: 'ANY_TAKEN' },
      updateAttachment: { title: 'Přejmenováno', visibility: 'PRIVATE' },
      saveStayExtra: {
        id: extra.id,
        version: extra.version,
        name: 'Přejmenováno',
        unit: 'PER_STAY',
        price: 1_00,
        vatRate: 21,
      },
      recordStayPayment: { amount: 1_00, method: 'cash' },
      addStayCharge: { extraId: extra.id },
    },
    secrets: [
      slug,
      name,
      owner.email,
      member.email,
      owner.identityId,
      member.identityId,
      pending.id,
      waiter.id,
      group.id,
      room.id,
      reservation.code,
      document.id,
      feed.id,
      feedHost,
      published.id,
      tokenOf(published.url),
      groupFeed.id,
      tokenOf(groupFeed.url),
      document.fileName,
      photo.id,
      photo.fileName,
      contact.id,
      contact.name,
      contact.email,
      invoice.id,
      expense.id,
      expense.number,
      register.id,
      register.name,
      payment.id,
      payment.bankItemId,
      extra.id,
      extra.name,
      chargeId,
      ...restaurant.secrets,
      ...tagged.secrets,
      ...vehicles.secrets,
    ],
  }
}

/**
 * A restaurant with a menu whose category goes to a kitchen station, two tables, an open order with
 * an item paid in part (and the kitchen's ticket of it), and its receipt.
 */
async function buildRestaurant(
  app: FastifyInstance,
  at: { slug: string; owner: TestPerson; label: string; groupId: string; hash: string },
) {
  const staff = { token: at.owner.token }
  const suffix = Math.random().toString(36).slice(2, 8)
  const restaurant = await ok(app, saveResource, {
    ...staff,
    params: { slugs: at.slug },
    body: { groupId: at.groupId, kind: 'RESTAURANT', name: `Restaurace ${at.label} ${suffix}` },
  })
  const inRestaurant = { slugs: at.slug, id: restaurant.id }
  const station = await ok(app, saveRestaurantStation, {
    ...staff,
    params: inRestaurant,
    body: { name: `Kuchyně ${at.label} ${suffix}` },
  })
  const category = await ok(app, saveMenuCategory, {
    ...staff,
    params: inRestaurant,
    body: { name: `Kategorie ${at.label} ${suffix}`, stationId: station.id },
  })
  const item = await ok(app, saveMenuItem, {
    ...staff,
    params: inRestaurant,
    body: {
      categoryId: category.id,
      name: `Jídlo ${at.label} ${suffix}`,
      price: 100_00,
      priceCategory: 'FOOD_REGULAR',
    },
  })
  const table = await ok(app, saveRestaurantTable, { ...staff, params: inRestaurant, body: { name: `S${at.label}1` } })
  const other = await ok(app, saveRestaurantTable, { ...staff, params: inRestaurant, body: { name: `S${at.label}2` } })
  const ordered = await ok(app, waiterAddToTable, { hash: at.hash, params: { a: table.id, b: item.id, c: 3 } })
  const line = ordered.order?.items[0]
  if (!ordered.order || !line) throw new Error('the world’s order has no item')
  const paid = await ok(app, waiterPayOrderItems, {
    hash: at.hash,
    params: { id: table.id },
    body: { method: 'card', items: [{ orderItemId: line.id, count: 1 }] },
  })
  const board = await ok(app, waiterStationBoard, { hash: at.hash, params: { id: station.id } })
  const ticket = board.open[0]
  if (!ticket) throw new Error('the world’s kitchen has no ticket')
  const byRestaurant = { id: restaurant.id }
  const byTable = { id: table.id }
  const byTicket = { id: ticket.id }
  return {
    ids: {
      listMenuItems: { ...byRestaurant, categoryId: category.id },
      changeMenuItemVisibility: { id: item.id },
      saveMenuItem: byRestaurant,
      getMenuItemCategories: byRestaurant,
      saveMenuCategory: byRestaurant,
      deleteMenuCategory: { id: category.id },
      orderMenuCategories: byRestaurant,
      listRestaurantTables: byRestaurant,
      saveRestaurantTable: byRestaurant,
      deleteRestaurantTable: byTable,
      restaurantDailySummary: byRestaurant,
      getRestaurantReceipt: { id: paid.receipt.id },
      waiterGetTables: { restaurantId: restaurant.id },
      waiterGetCategories: { restaurantId: restaurant.id },
      waiterGetMenuItems: { restaurantId: restaurant.id },
      waiterGetMenuItemsPerCategory: { id: category.id },
      waiterGetOrderItems: byTable,
      waiterAddToTable: { a: table.id, b: item.id, c: '1' },
      waiterModifyCount: { a: table.id, b: line.id, c: '0' },
      waiterRemoveFromTable: { a: table.id, b: line.id },
      waiterMoveOrderItem: { a: table.id, b: other.id },
      waiterComputePayment: byTable,
      waiterPayOrderItems: byTable,
      waiterFinishOrder: byTable,
      waiterDeleteOrder: { id: ordered.order.id },
      waiterGetReceipt: { id: paid.receipt.id },
      listRestaurantStations: byRestaurant,
      saveRestaurantStation: byRestaurant,
      deleteRestaurantStation: { id: station.id },
      waiterGetStations: { restaurantId: restaurant.id },
      waiterStationBoard: { id: station.id },
      waiterBumpTicket: byTicket,
      waiterReturnTicket: byTicket,
      waiterReleaseCourse: byTable,
    },
    secrets: [
      station.id,
      station.name,
      ticket.id,
      restaurant.id,
      restaurant.name,
      category.id,
      category.name,
      item.id,
      item.name,
      table.id,
      other.id,
      ordered.order.id,
      line.id,
      paid.receipt.id,
    ],
  }
}

/** A label on the tenant's invoice: the label lists and filters aim at it. */
async function buildLabels(
  app: FastifyInstance,
  at: { slug: string; owner: TestPerson; label: string; invoiceId: string },
) {
  const staff = { token: at.owner.token, params: { slugs: at.slug } }
  const tag = await ok(app, createLabel, {
    ...staff,
    body: { name: `Štítek ${at.label} ${Math.random().toString(36).slice(2, 8)}`, color: 'grape' },
  })
  await ok(app, setLabels, { ...staff, body: { objectType: 'INVOICE', objectId: at.invoiceId, labelIds: [tag.id] } })
  const byLabel = { labelId: tag.id }
  return {
    ids: {
      getObjectLabels: { a: 'INVOICE', b: at.invoiceId },
      deleteLabel: { id: tag.id },
      invoiceList: byLabel,
      supplierInvoiceList: byLabel,
      listContacts: byLabel,
      listContactsWithAccount: byLabel,
    },
    bodies: {
      createLabel: { id: tag.id, version: tag.version, name: 'Přejmenováno', color: 'red' },
      setLabels: { objectType: 'INVOICE', objectId: at.invoiceId, labelIds: [tag.id] },
    },
    labelId: tag.id,
    secrets: [tag.id, tag.name],
  }
}
