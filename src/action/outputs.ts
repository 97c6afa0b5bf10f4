/**
 * The step's outputs and saved-state keys, declared once. `setOutput` takes only these names
 * (a typo does not compile), and test/unit/outputs.test.ts checks them against action.yml.
 */

/** Every output of action.yml, in its order. */
export const OUTPUT_NAMES = [
  'job-id',
  'status',
  'status-id',
  'subdomain',
  'commit-sha',
  'deployment',
  'preview-url',
  'instance-id',
  'pr-link',
  'job',
  'comment-url',
  'checked-pages',
  'broken-links',
  'check-report',
  'rows',
  'total',
  'human',
  'ai',
  'date-from',
  'date-to',
  'previous-date-from',
  'previous-date-to',
  'total-previous',
  'human-previous',
  'ai-previous',
  'total-change',
  'visitors',
  'visitors-previous',
  'requests',
  'datasets',
  'files',
  'report',
  'fix-next-prompt',
  'artifact-id',
  'artifact-url',
  'export-id',
  'page-count',
  'bundle-path',
  'bundle-sha256',
  'bundle-size',
  'site-dir',
] as const

export type OutputName = (typeof OUTPUT_NAMES)[number]

/** Sets one step output (`core.setOutput`, handed down by main.ts). */
export type SetOutput = (name: OutputName, value: string) => void

/**
 * `setOutput` that writes an output only when its value changes: GITHUB_OUTPUT is a file the
 * runner reads whole, and a long wait that sets outputs at every poll would fill it with copies.
 */
function changesOnly(setOutput: SetOutput): SetOutput {
  const written = new Map<OutputName, string>()
  return (name, value) => {
    if (written.get(name) === value) return
    written.set(name, value)
    setOutput(name, value)
  }
}

/**
 * The most one output holds, in UTF-8 bytes. GITHUB_OUTPUT is read whole by the runner and every
 * later `${{ steps.x.outputs.y }}` carries the value: a multi-MiB build log belongs in the log
 * and the summary, not in an output. Documented in the README's outputs section.
 */
export const OUTPUT_MAX_BYTES = 64 * 1024

/**
 * The one `setOutput` main.ts hands down: a value equal to the last one written for that name is
 * not written again, and a value over `maxBytes` is shortened to fit (JSON stays valid JSON, see
 * `fitOutput`) with one warning per output.
 */
export function boundedOutputs(
  write: SetOutput,
  warn: (message: string) => void,
  maxBytes = OUTPUT_MAX_BYTES,
): SetOutput {
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

export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

function formatKiB(bytes: number): string {
  return bytes >= 1024 ** 2
    ? `${(bytes / 1024 ** 2).toFixed(1)} MiB`
    : `${Math.ceil(bytes / 1024)} KiB`
}

/** Keys of the state the main step saves for the post step (`core.saveState`). */
export const STATE_KEYS = {
  /** The tracking comment the post step may have to finish. */
  trackingComment: 'tracking-comment',
  /** The preview comment the post step may have to finish. */
  previewComment: 'preview-comment',
  /** The commit status and GitHub deployment the post step may have to mark `error`. */
  previewSurfaces: 'preview-surfaces',
} as const
