/** A document's select that always holds a value (currency, payment method, type), its list above dialogs. */
export const FIXED_SELECT = { allowDeselect: false, comboboxProps: { withinPortal: true } } as const
