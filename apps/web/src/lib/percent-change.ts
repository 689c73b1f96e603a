/**
 * A price change in percent with its sign: `−10 %`, `+20 %`. `percent` writes the number as the UI
 * language does (useFormat().percent), so the sign is the only thing added here.
 */
export function percentChange(value: number, percent: (value: number) => string): string {
  const text = percent(Math.abs(value))
  // a true minus sign: a hyphen reads as a dash in a price line
  return value > 0 ? `+${text}` : value < 0 ? `\u2212${text}` : text
}
