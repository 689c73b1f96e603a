export * from './accommodation.ts'
export * from './identity.ts'
export * from './pricing.ts'
export * from './reservations.ts'
