/**
 * The figures each suite reports against its issue's goal, gathered for the one table `npm run bench`
 * prints at the end (bench/run.ts). A suite run alone prints its own tables only.
 */
export interface Figure {
  suite: string
  figure: string
  value: number
  unit: string
  /** The goal as a bound: at least (`min`) or at most (`max`) this value; none for a figure only reported. */
  goal?: { min?: number; max?: number }
}

const figures: Figure[] = []

export function report(figure: Figure): void {
  figures.push(figure)
}

function goalText(goal: Figure['goal']): string {
  if (goal?.min !== undefined) return `≥ ${goal.min}`
  if (goal?.max !== undefined) return `≤ ${goal.max}`
  return ''
}

function met(figure: Figure): string {
  if (!figure.goal || Number.isNaN(figure.value)) return ''
  const { min, max } = figure.goal
  return (min === undefined || figure.value >= min) && (max === undefined || figure.value <= max) ? 'yes' : 'NO'
}

/** All reported figures as one table, each with its goal and whether it was met. */
export function printSummary(): void {
  console.log('\n== every suite: figures against their goals (ratios are of a bare route on this machine)')
  console.table(
    figures.map((f) => ({
      suite: f.suite,
      figure: f.figure,
      value: Number.isInteger(f.value) ? f.value : Number(f.value.toFixed(3)),
      unit: f.unit,
      goal: goalText(f.goal),
      met: met(f),
    })),
  )
}
