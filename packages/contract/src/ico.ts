/** Czech company id (IČO): 8 digits (shorter ones are left-padded), weights 8..2, check = (11 − sum mod 11) mod 10. */
export function isValidIco(value: string): boolean {
  if (!/^\d{1,8}$/.test(value)) return false
  const digits = value.padStart(8, '0')
  let sum = 0
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i)
  return (11 - (sum % 11)) % 10 === Number(digits[7])
}

export function normalizeIco(value: string): string {
  return value.trim().padStart(8, '0')
}
