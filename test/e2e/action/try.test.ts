/**
 * `npm run try` (scripts/try.ts), as a newcomer runs it before they have a key: every mode of the
 * catalogue runs through its sub-action against the simulator, the fake GitHub and the fake
 * artifact service, and what it prints is what a real run would leave: the summary, the comments
 * as they read, the outputs. A key and a host given are not used; a proxy that every other host
 * would have to cross (NO_PROXY holds only loopback) sees nothing.
 *
 * What try prints is what a mode writes, not what its process does: most modes' steps run the same
 * wiring in this process (runInProcess). The bundle stays a process, as try runs it, for the
 * example workflow's preview step and for the modes that upload an artifact: the artifact client
 * reads its service, token and proxy from the process's environment, which trials run here all
 * at once, each with a service of its own, could not share. sub-actions.test.ts spawns every
 * mode's own entry.
 */
import { readFileSync } from 'node:fs'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODE_CATALOGUE, MODES, type InputName, type Mode } from '../../../src/shared/catalogue.ts'
import { planTrial } from '../../../scripts/offline/trial-plan.ts'
import { runTrial } from '../../../scripts/offline/trial-run.ts'
import { startForwardProxy, type ForwardProxy } from '../../support/forward-proxy.ts'
import { runInProcess } from '../../support/in-process.ts'
import { TLS_CA_FILE } from '../../support/tls-front.ts'

/** The trials that keep their step a process (the example workflow's run is one too). */
const SPAWNED: readonly Mode[] = ['analytics', 'static-export']

/** A key a newcomer might paste: never needed, never printed, never sent. */
const REAL_KEY = 'mint_a_real_key_the_newcomer_pasted_0123'

/**
 * What each mode is given beyond the key, the host and a short poll, and what its run must
 * show a reader: keyed by mode, so a new mode of the catalogue is named here by the compiler.
 */
const TRIALS: Record<Mode, { inputs: string[]; shows: string[] }> = {
  agent: {
    inputs: [],
    shows: [
      'Trying the agent sub-action, on issue #12 labelled `docs-agent`',
      'On https://github.com/acme/docs/issues/12#issuecomment-',
      '✅ Done. The agent opened a pull request: https://github.com/acme/docs/pull/',
      'status = completed',
    ],
  },
  analytics: {
    inputs: ['period=previous-week'],
    shows: [
      'Docs analytics\n',
      'Range: 2026-',
      'Artifacts uploaded\n  page-views-proj_sim-',
      '$RUNNER_TEMP/page-views/report.md',
      'rows = 1234',
    ],
  },
  'analytics-history': {
    inputs: ['store=docs-analytics', 'max-requests=20'],
    shows: [
      'Stopped before max-requests (20) at a whole day',
      '$GITHUB_WORKSPACE/docs-analytics/page_views/project_id=proj_sim/date=',
      'requests = 20',
      'requests-per-day = 5',
    ],
  },
  deploy: {
    inputs: [],
    shows: [
      'Trying the deploy sub-action, on a workflow_dispatch',
      'status = success',
      'subdomain = acme',
    ],
  },
  preview: {
    inputs: [],
    shows: [
      'On https://github.com/acme/docs/pull/1#issuecomment-',
      'Link check (pages this pull request changed): 2 pages checked, 3 broken links, 1 link not checked (1 on a private network).',
      '/guides/quickstart   /guides/missing                   the preview answered 404',
      ' * guides/setup.mdx (was guides/setup.md)',
      'broken-links = 3',
    ],
  },
  automation: {
    inputs: ['automation-id=auto-docs-sync'],
    shows: ['Automation run', 'status = completed', 'instance-id = '],
  },
  'static-export': {
    inputs: ['domain=docs.example.com'],
    shows: ['Static export of docs.example.com', 'page-count = 42', '$RUNNER_TEMP/static-export/'],
  },
}

let proxy: ForwardProxy
const defaultCAs = getCACertificates('default')
beforeAll(async () => {
  proxy = await startForwardProxy()
  // The preview's docs site is served with the test certificate, which a spawned step trusts
  // through NODE_EXTRA_CA_CERTS: a step run here trusts it the same way.
  setDefaultCACertificates([...defaultCAs, readFileSync(TLS_CA_FILE, 'utf8')])
})
afterAll(async () => {
  setDefaultCACertificates(defaultCAs)
  await proxy.close()
})

/**
 * Runs `npm run try -- <args>` in this process; its steps run as a process with `spawned`, else
 * in this process too.
 */
async function tryIt(args: string[], spawned: boolean): Promise<{ code: number; printed: string }> {
  const lines: string[] = []
  const env = { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1,localhost' }
  const print = (line: string): number => lines.push(line)
  const code = await runTrial(planTrial(args), print, env, spawned ? undefined : runInProcess)
  return { code, printed: lines.join('\n') }
}

describe.concurrent('npm run try: every mode of the catalogue, offline', () => {
  it.each(MODES)('%s mode', async (mode) => {
    const trial = TRIALS[mode]
    const reads: readonly InputName[] = MODE_CATALOGUE[mode].inputs
    const { code, printed } = await tryIt(
      [
        mode,
        `api-key=${REAL_KEY}`,
        'base-url=https://api.mintlify.com',
        ...(reads.includes('poll-interval') ? ['poll-interval=200ms'] : []),
        ...trial.inputs,
      ],
      SPAWNED.includes(mode),
    )
    expect(code, printed).toBe(0)
    expect(printed).toContain(
      "api-key: the key given is not needed and not used, and is sent nowhere: the simulator's key stands in for it.",
    )
    expect(printed).toMatch(
      /base-url: https:\/\/api\.mintlify\.com is replaced by the simulator \(http:\/\/127\.0\.0\.1:\d+\): try reaches no host but its own loopback fakes\./,
    )
    for (const shown of [
      '\nThe step summary, as it reads\n',
      '\nComments written or edited on GitHub (',
      '\nExit code 0; outputs\n',
      ...trial.shows,
    ]) {
      expect(printed).toContain(shown)
    }
    expect(printed).not.toContain(REAL_KEY)
    expect(proxy.received()).toBe('')
  })
})

describe('npm run try: an example workflow, copied as it is', () => {
  it("runs the preview example's step with its own `with:`: the comment, the commit status and the deployment", async () => {
    const { code, printed } = await tryIt(
      ['examples/preview-branches.yml', 'poll-interval=200ms'],
      true,
    )
    expect(code, printed).toBe(0)
    for (const shown of [
      'Trying step "preview" of job "preview" of examples/preview-branches.yml (the preview sub-action), on a push to pull request #1 (branch docs/try-it)',
      "api-key: `${{ secrets.MINTLIFY_API_KEY }}` is the simulator's key.",
      'Link check (pages this pull request changed): 2 pages checked, 3 broken links, 1 link not checked (1 on a private network).',
      'Commit status "Mintlify preview": failure, "Preview ready; 3 broken links on its pages."',
      'Deployment to "docs-preview": in_progress, failure (https://127.0.0.1:',
    ]) {
      expect(printed).toContain(shown)
    }
    expect(proxy.received()).toBe('')
  })
})
