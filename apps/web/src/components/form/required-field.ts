/**
 * Marks a required field: the `required` attribute for assistive technology, and a CSS asterisk
 * (app/global.css) instead of Mantine's text one, so the label reads exactly "Heslo", not "Heslo *".
 */
export const requiredField = {
  required: true,
  withAsterisk: false,
  labelProps: { 'data-required': true },
} as const

/** No marker on a read-only form. */
export function requiredUnless(readOnly: boolean) {
  return readOnly ? {} : requiredField
}
