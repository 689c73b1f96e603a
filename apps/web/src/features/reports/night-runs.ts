/** A stretch of consecutive nights of one reservation (or one empty night when `code` is null). */
export interface NightRun {
  code: string | null
  start: number
  length: number
}

/** The report's nights per day → runs, so a stay shows as one cell across its nights. */
export function nightRuns(nights: (string | null)[]): NightRun[] {
  const runs: NightRun[] = []
  nights.forEach((code, index) => {
    const last = runs.at(-1)
    if (code !== null && last?.code === code && last.start + last.length === index) last.length += 1
    else runs.push({ code, start: index, length: 1 })
  })
  return runs
}

const PALETTE = ['blue', 'teal', 'grape', 'orange', 'indigo', 'cyan', 'pink', 'lime']

/** The same reservation gets the same colour everywhere in the report. */
export function colorOf(code: string): string {
  let hash = 0
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return PALETTE[hash % PALETTE.length] ?? 'blue'
}
