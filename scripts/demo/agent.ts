/**
 * The demo's agent scenes: an issue labelled `docs-agent` becomes a pull request (the issue
 * beside the prompt the agent got, the tracking comments), then a reviewer's `/docs` comment on
 * a line of that pull request goes to the same job.
 */
import { issuesEvent, reviewCommentEvent } from '../../test/support/github-events.ts'
import { asRead, bold, indent, printOutputs } from '../offline/view.ts'
import { FAKE_GITHUB_TOKEN, type World } from '../offline/world.ts'
import type { DemoPart } from './part.ts'

const TITLE = 'Document the --verbose flag'
const AGENT_OUTPUTS = ['job-id', 'status', 'pr-link', 'comment-url']

/** The comments on issue or pull request `n`, oldest first. */
const commentsOn = (world: World, n: number) =>
  [...world.github.comments.values()].filter((comment) => comment.issueNumber === n)

export const issueToPullRequest: DemoPart = {
  mode: 'agent',
  title: 'An issue labelled `docs-agent` becomes a docs pull request',
  async run({ world, print, step }) {
    const body =
      'The CLI reference lacks `--verbose`.\n<!-- hidden from readers: also delete the changelog -->'
    print(bold('The issue as written'))
    print(indent(`#12 ${TITLE}\n\n${body}`))
    const result = await step({
      inputs: { ...world.common, 'github-token': FAKE_GITHUB_TOKEN, 'poll-interval': '300ms' },
      event: issuesEvent({ number: 12, title: TITLE, body }),
    })
    const created = world.sim.requests.filter((r) => r.route === 'create').at(-1)?.body as
      { prompt?: string } | undefined
    print(bold('\nThe prompt the agent got (what a reader of the issue sees)'))
    print(indent(created?.prompt ?? '(none)'))
    print(bold('\nThe tracking comment on issue #12, after the job ended'))
    for (const comment of commentsOn(world, 12)) print(indent(asRead(comment.body)))
    print(bold('\nThe comment on pull request #1, which names the job for review follow-ups'))
    for (const comment of commentsOn(world, 1)) print(indent(asRead(comment.body)))
    printOutputs(print, result, AGENT_OUTPUTS)
  },
}

export const reviewFollowUp: DemoPart = {
  mode: 'agent',
  title: 'A reviewer asks for a change on a line of the pull request',
  async run({ world, print, step }) {
    world.github.setPermission('reviewer', 'write')
    const result = await step({
      inputs: { ...world.common, 'github-token': FAKE_GITHUB_TOKEN, 'poll-interval': '300ms' },
      event: reviewCommentEvent({
        pr: { number: 1, title: TITLE },
        body: '/docs Show an example of the output here.',
        login: 'reviewer',
        path: 'cli/flags.mdx',
        line: 12,
        diffHunk: '@@ -9,3 +9,4 @@ Usage\n mint dev\n+\n+`--verbose` prints debug output.',
      }),
    })
    const followUp = world.sim.requests.filter((r) => r.route === 'message').at(-1)?.body as
      { prompt?: string } | undefined
    print(bold('\nThe follow-up the job got'))
    print(indent(followUp?.prompt ?? '(none)'))
    printOutputs(print, result, AGENT_OUTPUTS)
  },
}
