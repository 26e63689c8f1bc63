const two = (n: number): string => String(n).padStart(2, '0')

/**
 * A moment as ISO 8601 in the machine's time zone, with its offset
 * ("2026-11-29T12:41:57+01:00"): what a ticket or a spreadsheet reader needs
 * to place it, where UTC's "Z" would make them convert by hand. The offset is
 * the one in force at that moment (summer time included).
 */
export function isoLocal(ms: number): string {
  const date = new Date(ms)
  const offset = -date.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const abs = Math.abs(offset)
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}` +
    `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
  )
}
