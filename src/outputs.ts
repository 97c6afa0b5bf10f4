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
export function changesOnly(setOutput: SetOutput): SetOutput {
  const written = new Map<OutputName, string>()
  return (name, value) => {
    if (written.get(name) === value) return
    written.set(name, value)
    setOutput(name, value)
  }
}

/** Keys of the state the main step saves for the post step (`core.saveState`). */
export const STATE_KEYS = {
  /** The tracking comment the post step may have to finish. */
  trackingComment: 'tracking-comment',
  /** The preview comment the post step may have to finish. */
  previewComment: 'preview-comment',
} as const
