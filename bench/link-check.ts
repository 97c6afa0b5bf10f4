/**
 * One link check in a child process (src/ under type stripping, with test/support/ts-hooks.mjs):
 * `checkPreviewLinks` on the given pages of the preview, its `check-ignore` lines read by the
 * action's own input reader, timed from the call to its return. Prints `RESULT {...}`. The
 * preview's test certificate is trusted through NODE_EXTRA_CA_CERTS.
 */
import { performance } from 'node:perf_hooks'
import { systemClock } from '../src/shared/clock.ts'
import { previewCheckSettings } from '../src/shared/inputs.ts'
import { checkPreviewLinks } from '../src/shared/link-check/check.ts'

export interface LinkCheckRequest {
  previewUrl: string
  pages: string[]
  /** The `check-ignore` input's lines. */
  ignore: string[]
}

export interface LinkCheckResult {
  wallMs: number
  checkedPages: number
  checkedLinks: number
  broken: number
  ignored: number
  unfinished: boolean
}

const request = JSON.parse(process.argv[2] ?? '{}') as LinkCheckRequest
const { checkIgnore } = previewCheckSettings({
  get: (name) => (name === 'check-ignore' ? request.ignore.join('\n') : ''),
})
const started = performance.now()
const report = await checkPreviewLinks({
  previewUrl: request.previewUrl,
  pages: { kind: 'paths', paths: request.pages },
  removedPaths: [],
  external: false,
  ignore: checkIgnore,
  deadline: Date.now() + 120_000,
  clock: systemClock,
  signal: new AbortController().signal,
  proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
})
const result: LinkCheckResult = {
  wallMs: performance.now() - started,
  checkedPages: report.checkedPages,
  checkedLinks: report.checkedLinks,
  broken: report.counts.broken,
  ignored: report.counts.notCheckedBy.ignored ?? 0,
  unfinished: report.unfinished !== undefined,
}
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`)
