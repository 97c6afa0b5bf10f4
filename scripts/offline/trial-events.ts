/**
 * The event a trial run gets, by the workflow's trigger, shaped as GitHub writes it: an issue
 * labelled `docs-agent`, a `/docs` comment on it, a push to pull request #1 (whose files change
 * the docs site's pages), a review comment on that pull request, a push to a branch, a published
 * release, a schedule or a dispatch. What the fake GitHub must know for it (who may write) is
 * set up here too.
 */
import type { GitHubApi } from '../../test/fakes/github-api.ts'
import {
  issueCommentEvent,
  issuesEvent,
  pullRequestEvent,
  REPOSITORY,
  reviewCommentEvent,
  reviewEvent,
} from '../../test/support/github-events.ts'
import type { RunActionOptions } from '../../test/support/run-action.ts'

export interface TrialEvent {
  event: NonNullable<RunActionOptions['event']>
  /** The runner's variables for it (a push's branch and commit). */
  env: Record<string, string>
  /** What it is, for the reader: `a push to pull request #1 (branch docs/try-it)`. */
  what: string
  /** Set when try ran another event than the workflow's trigger, and says so. */
  note?: string
}

const BRANCH = 'docs/try-it'
const HEAD = 'c0ffee'.padEnd(40, '0')
const ISSUE = {
  number: 12,
  title: 'Document the --verbose flag',
  body: 'The CLI reference lacks `--verbose`.',
}
const PULL_REQUEST = { number: 1, title: 'Document the --verbose flag' }

/** The event of `trigger`; `github` learns that the people who comment may write. */
export function trialEvent(trigger: string, github: GitHubApi): TrialEvent {
  github.setPermission('writer', 'write')
  switch (trigger) {
    case 'issues':
      return { event: issuesEvent(ISSUE), env: {}, what: 'issue #12 labelled `docs-agent`' }
    case 'issue_comment':
      return {
        event: issueCommentEvent({
          issue: ISSUE,
          body: '/docs Add an example of the output.',
          login: 'writer',
        }),
        env: {},
        what: 'a `/docs` comment on issue #12',
      }
    case 'pull_request':
    case 'pull_request_target':
      return {
        event: pullRequestEvent({ number: 1, event: trigger, branch: BRANCH, sha: HEAD }),
        env: {},
        what: `a push to pull request #1 (branch ${BRANCH})`,
      }
    case 'pull_request_review_comment':
      return {
        event: reviewCommentEvent({
          pr: PULL_REQUEST,
          body: '/docs Show an example of the output here.',
          login: 'writer',
          path: 'guides/quickstart.mdx',
          line: 12,
          diffHunk: '@@ -9,3 +9,4 @@ Usage\n mint dev\n+\n+`--verbose` prints debug output.',
        }),
        env: {},
        what: 'a `/docs` review comment on a line of pull request #1',
      }
    case 'pull_request_review':
      return {
        event: reviewEvent({ pr: PULL_REQUEST, body: '/docs Add an example.', login: 'writer' }),
        env: {},
        what: 'a `/docs` review of pull request #1',
      }
    case 'push':
      return {
        event: {
          name: 'push',
          payload: { ref: `refs/heads/${BRANCH}`, after: HEAD, repository: REPOSITORY },
        },
        env: { GITHUB_REF: `refs/heads/${BRANCH}`, GITHUB_REF_NAME: BRANCH, GITHUB_SHA: HEAD },
        what: `a push to branch ${BRANCH}`,
      }
    case 'release':
      return {
        event: {
          name: 'release',
          payload: {
            action: 'published',
            release: { tag_name: 'v2.4.0', name: 'v2.4.0', prerelease: false, draft: false },
            repository: REPOSITORY,
          },
        },
        env: { GITHUB_REF: 'refs/tags/v2.4.0', GITHUB_REF_NAME: 'v2.4.0' },
        what: 'release v2.4.0 published',
      }
    case 'schedule':
      return { event: { name: 'schedule', payload: {} }, env: {}, what: 'its schedule' }
    case 'workflow_dispatch':
      return dispatch()
    default:
      return {
        ...dispatch(),
        note: `try does not know the \`${trigger}\` event: the step runs on a workflow_dispatch.`,
      }
  }
}

function dispatch(): TrialEvent {
  return {
    event: { name: 'workflow_dispatch', payload: { inputs: {} } },
    env: {},
    what: 'a workflow_dispatch',
  }
}
