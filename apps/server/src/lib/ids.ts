import { uuidv7 } from 'uuidv7'

/** Time-ordered ids (UUIDv7) for every row: index-friendly and never guessable from a count. */
export function newId(): string {
  return uuidv7()
}
