// Loaded on its own (guest-copy-field.tsx): Mantine's Tooltip brings @floating-ui with it.
export { Tooltip } from '@mantine/core'
