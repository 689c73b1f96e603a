import { planned } from './planned.ts'

// Vehicles and rental contracts (issue 8).

export const vehicleEndpoints = [
  planned({
    name: 'carList',
    method: 'GET',
    path: '/api/{slugs}/car-list',
    access: 'staff',
    permission: 'vehicles.read',
    summary: 'Vehicles',
  }),
  planned({
    name: 'carDetail',
    method: 'GET',
    path: '/api/{slugs}/car-detail/{id}',
    access: 'staff',
    permission: 'vehicles.read',
    summary: 'One vehicle',
  }),
  planned({
    name: 'saveCar',
    method: 'POST',
    path: '/api/{slugs}/create-or-update-car',
    access: 'staff',
    permission: 'vehicles.write',
    summary: 'Create or update a vehicle',
  }),
  planned({
    name: 'borrowedCarsList',
    method: 'GET',
    path: '/api/{slugs}/borrowed-cars-list',
    access: 'staff',
    permission: 'vehicles.read',
    summary: 'Vehicles out now',
  }),
  planned({
    name: 'getRentalDetail',
    method: 'GET',
    path: '/api/{slugs}/get-rental-detail/{id}',
    access: 'staff',
    permission: 'vehicles.read',
    summary: 'One rental contract',
  }),
  planned({
    name: 'listContracts',
    method: 'GET',
    path: '/api/{slugs}/list-contracts',
    access: 'staff',
    permission: 'vehicles.read',
    summary: 'Contracts, filtered',
  }),
  planned({
    name: 'passivateContract',
    method: 'POST',
    path: '/api/{slugs}/passivate-contract/{id}',
    access: 'staff',
    permission: 'vehicles.write',
    summary: 'End a contract at a date',
  }),
  planned({
    name: 'pairInvoiceToContract',
    method: 'PUT',
    path: '/api/{slugs}/pair-invoice-to-contract',
    access: 'staff',
    permission: 'vehicles.write',
    summary: 'Pair an invoice with a contract',
  }),
] as const
