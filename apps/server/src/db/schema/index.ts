export * from './identity.ts'
