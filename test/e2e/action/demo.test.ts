/**
 * `npm run demo` (scripts/demo.ts): the README quotes what its preview part prints (the part runs
 * here as in the demo: the preview sub-action, twice, against the simulator's docs site), and
 * every mode of the catalogue has a part, a mode left out being named before anything runs.
 *
 * The quote is what preview mode writes (its comment), not what its process does: the part's
 * steps run the same wiring in this process (runInProcess). The preview sub-action runs as a
 * process in try.test.ts (the example workflow) and sub-actions.test.ts.
 */
import { readFileSync } from 'node:fs'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODES } from '../../../src/shared/catalogue.ts'
import { modesLeftOut } from '../../../scripts/demo/part.ts'
import { PARTS } from '../../../scripts/demo/parts.ts'
import { previewOfPullRequest } from '../../../scripts/demo/preview.ts'
import { runDemo, runParts } from '../../../scripts/demo/run.ts'
import { runInProcess } from '../../support/in-process.ts'
import { repoRoot } from '../../support/run-action.ts'
import { TLS_CA_FILE } from '../../support/tls-front.ts'

// The docs site is served with the test certificate, which a spawned step trusts through
// NODE_EXTRA_CA_CERTS: a step run here trusts it the same way.
const defaultCAs = getCACertificates('default')
beforeAll(() => setDefaultCACertificates([...defaultCAs, readFileSync(TLS_CA_FILE, 'utf8')]))
afterAll(() => setDefaultCACertificates(defaultCAs))

/** The first ```text block of the README's `### preview` section: what it says the demo prints. */
function readmeQuote(): string {
  const readme = readFileSync(`${repoRoot}/README.md`, 'utf8')
  const section = readme.split('\n### preview\n')[1]?.split('\n### ')[0] ?? ''
  const quote = /\n```text\n([\s\S]*?)\n```\n/.exec(section)?.[1]
  expect(quote, "the README's preview section quotes the demo in a ```text block").toBeDefined()
  return quote ?? ''
}

describe('npm run demo', () => {
  it("prints the preview comment the README quotes: the changed pages' broken links, in a table", async () => {
    const lines: string[] = []
    const code = await runParts([previewOfPullRequest], (line) => lines.push(line), runInProcess)
    const printed = lines.join('\n')
    expect(code, printed).toBe(0)
    const comment = printed.split('as it reads\n')[1]?.split('\nThe step summary')[0] ?? ''
    const asShown = comment.replace(/^ {2}/gm, '')
    expect(asShown).toContain(readmeQuote())
    expect(asShown).toContain('guides/setup.mdx (was guides/setup.md)')
    expect(asShown).not.toMatch(/removed/i)
  })

  it('has a part for every mode of the catalogue, and names one left out before anything runs', async () => {
    expect(modesLeftOut(PARTS)).toEqual([])
    const lines: string[] = []
    const last = MODES.at(-1)
    const code = await runDemo(
      PARTS.filter((part) => part.mode !== last),
      (line) => lines.push(line),
    )
    expect(code).toBe(1)
    expect(lines).toEqual([
      `The demo has no part for ${last} mode: add one in scripts/demo/parts.ts.`,
    ])
  })
})
