// Loaded by refresh-session.ts when a session is renewed: the contract's schemas (Zod) stay out of the
// staff app's first bundle.
export { refreshToken } from '@innkeep/contract'
