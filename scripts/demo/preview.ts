/**
 * The demo's preview scene: two pushes to pull request #1 each build its preview, and the one
 * comment, edited in place, says where it is and what the link check found on the pages the
 * pull request changed (the docs site's quickstart, with three broken links, and a page renamed
 * at the same address). The README quotes what it prints (test/e2e/action/demo.test.ts).
 */
import { OWNER, REPO } from '../../test/support/github-events.ts'
import { asRead, bold, indent, printOutputs } from '../offline/view.ts'
import { FAKE_GITHUB_TOKEN } from '../offline/world.ts'
import type { DemoPart } from './part.ts'

const repository = { full_name: `${OWNER}/${REPO}`, fork: false }
const pushToPullRequest = {
  name: 'pull_request',
  payload: {
    action: 'synchronize',
    pull_request: {
      number: 1,
      head: { ref: 'mintlify/docs-agent-1', repo: repository },
      base: { ref: 'main', repo: repository },
    },
  },
}

export const previewOfPullRequest: DemoPart = {
  mode: 'preview',
  title: 'The pull request gets its preview, its changed pages checked, in one comment',
  async run({ world, print, step }) {
    let summary = ''
    for (const push of ['first push', 'second push']) {
      const result = await step({
        inputs: { ...world.common, 'github-token': FAKE_GITHUB_TOKEN, 'poll-interval': '300ms' },
        event: pushToPullRequest,
      })
      print(bold(`\nAfter the ${push}`))
      printOutputs(print, result, [
        'status',
        'status-id',
        'preview-url',
        'comment-url',
        'checked-pages',
        'broken-links',
      ])
      summary = result.summary
    }
    const comments = [...world.github.comments.values()].filter(
      (c) => c.issueNumber === 1 && c.body.startsWith('<!-- mintlify-docs-preview'),
    )
    print(
      bold(
        `\nThe preview comment on pull request #1 (${comments.length} comment, edited in place), as it reads`,
      ),
    )
    for (const comment of comments) print(indent(asRead(comment.body)))
    print(bold('\nThe step summary of the second run'))
    print(indent(asRead(summary)))
  },
}
