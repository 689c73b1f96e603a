export * from './accommodation.ts'
export * from './identity.ts'
