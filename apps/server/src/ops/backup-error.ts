/** A backup or restore that cannot go on for a reason the operator can fix; the CLI prints the message alone. */
export class BackupError extends Error {
  override name = 'BackupError'
}
