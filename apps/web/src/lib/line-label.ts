/** A bill line's or menu item's size or variant (`0,5 l`) to show beside its name; '' when the name already says it. */
export function unitOf(item: { name: string; unit?: string | undefined }): string {
  const unit = item.unit?.trim() ?? ''
  return unit && !item.name.endsWith(unit) ? unit : ''
}

/** Name and size in one: `Plzeň 12° 0,5 l` and `Plzeň 12° 0,3 l` are two different lines. */
export function lineLabel(item: { name: string; unit?: string | undefined }): string {
  const unit = unitOf(item)
  return unit ? `${item.name} ${unit}` : item.name
}
