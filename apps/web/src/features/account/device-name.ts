// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux", iOS "Mac OS X".
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
]

const first = (rules: readonly [RegExp, string][], userAgent: string) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1]

/** A name a person recognises a device by, e.g. "Chrome · Linux"; the fallback when the browser says nothing known. */
export function deviceName(userAgent: string, fallback: string): string {
  const parts = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : fallback
}
