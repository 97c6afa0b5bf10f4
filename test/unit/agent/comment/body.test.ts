import { describe, expect, it } from 'vitest'
import { renderTrackingComment, type CommentState } from '../../../../src/agent/comment/body.ts'
import { readMarker } from '../../../../src/agent/comment/marker.ts'

const facts = { jobId: 'job_7_ab12', runUrl: 'https://github.com/acme/docs/actions/runs/1' }

/** How a run ended, as a comment shows it: `state`, the job as last seen, and the sentence. */
function ended(
  state: Exclude<CommentState['state'], 'working' | 'stopped'>,
  job: { status?: string; prLink?: string | null } = {},
  sentence = 'The run ended.',
): CommentState {
  return {
    state,
    job: { id: 'job_7_ab12', status: 'active', ...job },
    sentence,
    level: 'notice',
  } as CommentState
}

describe('tracking comment text', () => {
  it.each<[CommentState, RegExp]>([
    [{ state: 'working' }, /⏳ \*\*Working\*\* on it/],
    [ended('not-waiting'), /does not wait.*`job-id: job_7_ab12`/],
    [
      ended('completed', { prLink: 'https://github.com/acme/docs/pull/9' }),
      /opened a pull request: \[.*\]\(https:\/\/github\.com\/acme\/docs\/pull\/9\)$/m,
    ],
    [ended('completed', { prLink: null }), /no pull request was opened/],
    [ended('failed'), /\*\*Failed\.\*\*/],
    [ended('archived'), /\*\*Archived\.\*\*/],
    [ended('timed-out'), /stopped waiting.*`job-id: job_7_ab12`/],
    [ended('cancelled'), /cancelled; the job may still be running/],
    [{ state: 'stopped' }, /stopped before the job finished.*`job-id: job_7_ab12`/],
  ])('says %o', (outcome, text) => {
    const body = renderTrackingComment(outcome, facts)
    expect(body).toMatch(text)
    expect(body.split('\n')[0]).toBe(
      `<!-- mintlify-docs-agent job=job_7_ab12 state=${outcome.state} -->`,
    )
    expect(readMarker(body)).toEqual({ jobId: 'job_7_ab12', state: outcome.state, records: [] })
    expect(body).toContain('[Workflow run](https://github.com/acme/docs/actions/runs/1)')
  })

  it('keeps a hostile job id inside the marker and out of the markup', () => {
    const jobId = 'job --> <img src=x onerror=alert(1)> `x`'
    const body = renderTrackingComment({ state: 'working' }, { ...facts, jobId })
    expect(body.split('\n')[0]).not.toContain('<img')
    expect(readMarker(body)?.jobId).toBe(jobId)
    expect(body).toContain('job `` job --> <img src=x onerror=alert(1)> `x` ``')
  })

  it('shows a pull request link that is not a plain https URL only as code', () => {
    const body = renderTrackingComment(ended('completed', { prLink: 'javascript:alert(1)' }), facts)
    expect(body).toContain('pull request: `javascript:alert(1)`')
  })

  it('fences an error message so nothing in it renders, whatever backticks it holds', () => {
    const message = 'HTTP 500 ```\n@everyone <script>x</script>'
    const body = renderTrackingComment(ended('error', {}, message), facts)
    expect(body).toContain(`\`\`\`\`text\n${message}\n\`\`\`\``)
  })

  it('names who asked, as code (no mention), with a link to the comment', () => {
    const body = renderTrackingComment(
      { state: 'working' },
      {
        ...facts,
        requestedBy: {
          login: 'octocat',
          url: 'https://github.com/acme/docs/issues/1#issuecomment-5',
        },
      },
    )
    expect(body).toContain(
      'the [request](https://github.com/acme/docs/issues/1#issuecomment-5) from `octocat`',
    )
  })

  it('leaves out a workflow-run link that is not a plain https URL', () => {
    const body = renderTrackingComment(ended('failed'), { ...facts, runUrl: 'http://x/(y)' })
    expect(body).not.toContain('Workflow run')
  })
})
