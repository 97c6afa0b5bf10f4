const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/**
 * Parses `200ms`, `90s`, `15m`, `1h` or a bare number of seconds into milliseconds.
 * Returns undefined for anything else, so the caller can name the input in its error.
 */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text.trim())
  if (!match) return undefined
  const value = Number(match[1])
  const unit = (match[2] ?? 's').toLowerCase()
  const ms = Math.round(value * (UNIT_MS[unit] ?? 1000))
  return Number.isFinite(ms) ? ms : undefined
}

/** `1.5 s`, `2 min 5 s`: for log lines and summaries. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  const totalSeconds = Math.round(ms / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min ${seconds} s`
}

/** A duration as the inputs write it (`5m`, `90s`, `200ms`): for messages that name an input. */
export function formatInputDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`
  if (ms % 60_000 === 0) return `${ms / 60_000}m`
  if (ms % 1000 === 0) return `${ms / 1000}s`
  return `${ms}ms`
}
