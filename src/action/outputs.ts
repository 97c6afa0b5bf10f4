/**
 * How every output reaches the runner: written once per value, and bounded in size. Their names
 * are the catalogue's (catalogue.ts); a mode's `setOutput` takes its own outputs only.
 */
import { OUTPUT_MAX_BYTES, type SetOutput } from '../shared/runner.js'
import { byteLength } from '../shared/text.js'
import type { OutputName } from '../shared/catalogue.js'

type AnyOutput = SetOutput<OutputName>

/**
 * `setOutput` that writes an output only when its value changes: GITHUB_OUTPUT is a file the
 * runner reads whole, and a long wait that sets outputs at every poll would fill it with copies.
 */
function changesOnly(setOutput: AnyOutput): AnyOutput {
  const written = new Map<OutputName, string>()
  return (name, value) => {
    if (written.get(name) === value) return
    written.set(name, value)
    setOutput(name, value)
  }
}

/**
 * The one `setOutput` the step hands down: a value equal to the last one written for that name is
 * not written again, and a value over `maxBytes` is shortened to fit (JSON stays valid JSON, see
 * `fitOutput`) with one warning per output.
 */
export function boundedOutputs(
  write: (name: string, value: string) => void,
  warn: (message: string) => void,
  maxBytes = OUTPUT_MAX_BYTES,
): AnyOutput {
  const warned = new Set<OutputName>()
  return changesOnly((name, value) => {
    const fitted = fitOutput(value, maxBytes)
    if (fitted.shortened && !warned.has(name)) {
      warned.add(name)
      warn(
        `Output \`${name}\` is ${formatKiB(byteLength(value))}, over the ${formatKiB(maxBytes)} an output of this action holds; it was shortened (${fitted.shortened}). The full value is in the step log.`,
      )
    }
    write(name, fitted.value)
  })
}

/**
 * `value` within `maxBytes`. A JSON object loses its largest fields, named in `outputTruncated`;
 * a JSON array keeps its first items; other text is cut, ending with `…`. Callers with a better
 * way to shorten their own value (the deployment's build log) do it before; this is the backstop.
 */
export function fitOutput(value: string, maxBytes: number): { value: string; shortened?: string } {
  if (byteLength(value) <= maxBytes) return { value }
  const parsed = parseJson(value)
  if (Array.isArray(parsed)) {
    const kept: unknown[] = []
    let size = 2
    for (const item of parsed) {
      const itemSize = byteLength(JSON.stringify(item) ?? 'null') + 1
      if (size + itemSize > maxBytes) break
      kept.push(item)
      size += itemSize
    }
    return {
      value: JSON.stringify(kept),
      shortened: `its first ${kept.length} of ${parsed.length} items`,
    }
  }
  if (typeof parsed === 'object' && parsed !== null) {
    const fields = new Map(Object.entries(parsed))
    const dropped: string[] = []
    const shrunk = (): string =>
      JSON.stringify({ ...Object.fromEntries(fields), outputTruncated: dropped })
    let text = shrunk()
    while (byteLength(text) > maxBytes && fields.size > 0) {
      let largest = ''
      let largestSize = -1
      for (const [key, field] of fields) {
        const size = byteLength(JSON.stringify(field) ?? '')
        if (size > largestSize) [largest, largestSize] = [key, size]
      }
      fields.delete(largest)
      dropped.push(largest)
      text = shrunk()
    }
    if (byteLength(text) <= maxBytes) {
      return {
        value: text,
        shortened: `without ${dropped.join(', ')}, listed in \`outputTruncated\``,
      }
    }
  }
  const ellipsis = '…'
  const room = new Uint8Array(maxBytes - byteLength(ellipsis))
  // `encodeInto` stops before a character that would not fit whole: no half a character.
  const { read } = new TextEncoder().encodeInto(value, room)
  return { value: `${value.slice(0, read)}${ellipsis}`, shortened: 'cut, ending with …' }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function formatKiB(bytes: number): string {
  return bytes >= 1024 ** 2
    ? `${(bytes / 1024 ** 2).toFixed(1)} MiB`
    : `${Math.ceil(bytes / 1024)} KiB`
}
