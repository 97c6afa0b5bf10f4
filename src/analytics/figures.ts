/** How the digest writes its numbers: counts, shares of a whole, changes. */

let enUS: Intl.NumberFormat | undefined

/**
 * A count as en-US writes it (`1,234,567`; at most two decimals). Integers, nearly every count,
 * are grouped here: the first `toLocaleString` of a process sets up ICU's number formatting,
 * about 20 ms spent after the last answer of every export.
 */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) {
    // What `toLocaleString('en-US', ...)` makes at every call, made once.
    enUS ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
    return enUS.format(n)
  }
  const digits = String(Math.abs(n))
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1)
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`
  return n < 0 ? `-${grouped}` : grouped
}

export function share(part: number, whole: number): string {
  if (!(whole > 0)) return '–'
  return `${((part / whole) * 100).toFixed(1)}%`
}

export function signed(n: number): string {
  return n > 0 ? `+${formatNumber(n)}` : formatNumber(n)
}

/** "+12.5%", or "new" when there was nothing before. */
export function percentChange(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0%' : 'new'
  return `${now >= before ? '+' : ''}${(((now - before) / before) * 100).toFixed(1)}%`
}
