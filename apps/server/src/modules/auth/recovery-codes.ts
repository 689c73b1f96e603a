import { createHmac, randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { recoveryCodes } from '../../db/schema/index.ts'
import { keyedHash } from '../../lib/secrets.ts'

// One-time recovery codes for when the phone with the authenticator app is gone: `xxxxx-xxxxx`.

export const RECOVERY_CODE_COUNT = 10
/** No 0/o, 1/l/i: a code copied from paper by hand has nothing to confuse (31 characters, ~49 bits a code). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const HALF = 5

/** The key of the codes' hashes, derived from the instance's secrets key (never the key itself). */
export function recoveryCodeKey(secretsKey: Buffer): string {
  return createHmac('sha256', secretsKey).update('innkeep recovery codes').digest('base64url')
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`
}

/** A code as the person typed it (spaces, capitals, with or without the dash), or null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const compact = input.trim().toLowerCase().replace(/[\s-]/g, '')
  if (compact.length !== HALF * 2 || [...compact].some((char) => !ALPHABET.includes(char))) return null
  return compact
}

function hashOf(key: string, code: string): string {
  return keyedHash(key, normaliseRecoveryCode(code) ?? code)
}

/** Ten new codes instead of any the account had; only their keyed hashes are kept, the codes are shown once. */
export async function replaceRecoveryCodes(db: Db, key: string, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId))
  await db.insert(recoveryCodes).values(codes.map((code) => ({ accountId, codeHash: hashOf(key, code) })))
  return codes
}

export async function forgetRecoveryCodes(db: Db, accountId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId))
}

/** Spends an unused code of the account: true once, false for a wrong or used one. */
export async function useRecoveryCode(db: Db, key: string, accountId: string, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input)
  if (!code) return false
  // one update with `used_at is null`: two sign-ins racing with the same code cannot both spend it
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, hashOf(key, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ accountId: recoveryCodes.accountId })
  return spent.length > 0
}
