import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core'

// WCAG AA (4.5:1 for text): white on blue.8 and blue.8 on white pass where Mantine's default shade 6
// (3.6:1) does not; secondary ("dimmed") text is gray.7 instead of gray.6 (3.3:1).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // a table wider than the screen scrolls; the keyboard must reach it too
    // (a plain object: extending the component would pull the table and scroll area into the entry)
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
})

/**
 * Coloured text, light badges and filled buttons of the other colours (teal, green, orange, yellow…)
 * from their darkest shade, darkened until white on them and them on their pale background pass
 * 4.5:1; the primary blue keeps Mantine's shades (8 passes).
 */
export const cssVariables: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' }
  for (const [name, shades] of Object.entries(t.colors)) {
    const darkest = shades[9]
    if (!darkest || name === t.primaryColor || name === 'dark' || name === 'gray') continue
    light[`--mantine-color-${name}-text`] = darken(darkest, 0.3)
    light[`--mantine-color-${name}-light-color`] = darken(darkest, 0.35)
    light[`--mantine-color-${name}-outline`] = darken(darkest, 0.3)
    light[`--mantine-color-${name}-filled`] = darken(darkest, 0.3)
    light[`--mantine-color-${name}-filled-hover`] = darken(darkest, 0.4)
  }
  return { variables: {}, light, dark: {} }
}
