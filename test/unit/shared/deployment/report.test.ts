import { describe, expect, it } from 'vitest'
import type { Deployment } from '../../../../src/shared/mintlify/deployment-schemas.ts'
import { deploymentSections, pageUrl } from '../../../../src/shared/deployment/report.ts'
import type { Change } from '../../../../src/shared/deployment/changes.ts'
import {
  pagesOfChangedFiles,
  type ChangedFile,
} from '../../../../src/shared/link-check/changed-files.ts'

const PREVIEW = 'https://acme-docs-new-page.mintlify.app'

describe('pageUrl: a page of the preview', () => {
  it.each([
    ['/guides/quickstart', `${PREVIEW}/guides/quickstart`],
    ['/', `${PREVIEW}/`],
    ['/api', `${PREVIEW}/api`],
  ])('%s -> %s', (page, url) => {
    expect(pageUrl(PREVIEW, page)).toBe(url)
  })

  it.each([
    'guides/quickstart',
    '/../secrets',
    '/guides/../../x',
    '//evil.example/x',
    '/guides/a b',
    '/guides/<img>',
    '/javascript:alert(1)',
  ])('gives no link for %s', (page) => {
    expect(pageUrl(PREVIEW, page)).toBeUndefined()
  })

  it('gives no link on a preview URL that is not https', () => {
    expect(pageUrl('http://acme.mintlify.app', '/guides/quickstart')).toBeUndefined()
    expect(pageUrl('javascript:alert(1)', '/guides/quickstart')).toBeUndefined()
  })
})

/** The change of `files` at the repository's root, as changes.ts reads it. */
function changeOf(files: ChangedFile[], whose = 'this pull request'): Change {
  return { pages: pagesOfChangedFiles(files, ''), whose, complete: true }
}

describe('deploymentSections', () => {
  const deployment: Deployment = {
    status: 'failure',
    summary: 'Build failed: <img src=x onerror=alert(1)> @everyone',
    logs: ['ok', '::error::injected', 'error guides/a.mdx: bad `tag`'],
    screenshotLight: 'javascript:alert(1)',
    screenshotDark: 'https://cdn.example.com/dark.png',
    commit: { sha: 'abc123', message: 'Fix [link](javascript:x)\nsecond line' },
  }
  const markdown = deploymentSections({
    noun: 'Preview',
    statusId: 'st_1',
    deployment,
    sentence: 'Preview st_1 failed.',
    previewUrl: PREVIEW,
    change: changeOf([
      { path: 'guides/new.mdx', status: 'added' },
      { path: 'docs.json', status: 'modified' },
      { path: 'old.mdx', status: 'removed' },
      { path: 'setup.mdx', status: 'renamed', previousPath: 'setup.md' },
    ]),
  }).join('\n')

  it('links added and changed pages on the preview, never removed ones; names the other files', () => {
    expect(markdown).toContain('Pages this pull request changed')
    expect(markdown).toContain(`**Added** (1)\n\n- [guides/new\\.mdx](${PREVIEW}/guides/new)`)
    expect(markdown).toContain(
      `**Changed** (1)\n\n- [setup\\.mdx](${PREVIEW}/setup) (was \`setup.md\`)`,
    )
    expect(markdown).toContain('**Removed** (1)\n\n- `old.mdx`')
    expect(markdown).toContain('**Other files** (1): `docs.json`')
    expect(markdown).not.toContain(`${PREVIEW}/old`)
  })

  it('a file name from the change is inert: no link, markup or invisible character', () => {
    const hostile = deploymentSections({
      noun: 'Preview',
      statusId: 'st_1',
      sentence: 'Preview st_1 succeeded.',
      previewUrl: PREVIEW,
      change: changeOf([
        { path: 'guides/[x](javascript:alert(1)).mdx', status: 'added' },
        { path: 'guides/a\u200bb @team.png', status: 'added' },
      ]),
    }).join('\n')
    // A page whose path is no plain path gets no link: its file is shown as code.
    expect(hostile).toContain('- `guides/[x](javascript:alert(1)).mdx`')
    expect(hostile).toContain('`guides/ab @team.png`')
    expect(hostile).not.toContain('\u200b')
  })

  it('shows only https screenshots', () => {
    expect(markdown).toContain('![Screenshot, dark mode](https://cdn.example.com/dark.png)')
    expect(markdown).not.toContain('javascript:alert')
  })

  it('escapes the summary and keeps the log inside a fence', () => {
    expect(markdown).not.toMatch(/(?<!\\)<img/)
    expect(markdown).not.toContain('@everyone')
    expect(markdown).not.toContain('](javascript:')
    expect(markdown).toMatch(/```text\n[^`]*::error::injected/)
  })
})

describe('deploymentSections: long page lists stay short', () => {
  it('lists long paths only up to a size, counts the rest, and keeps the verdict and links', () => {
    // About 250 characters: a page link of ~560 once escaped; a removed page is a code span.
    const long = (kind: string, n: number) => `guides/${kind}/${'section-'.repeat(28)}${n}.mdx`
    const files = (kind: string) => Array.from({ length: 25 }, (_, n) => long(kind, n))
    const markdown = deploymentSections({
      noun: 'Preview',
      statusId: 'st_1',
      deployment: { status: 'success' },
      sentence: 'Preview st_1 succeeded.',
      previewUrl: PREVIEW,
      change: changeOf([
        ...files('added').map((path) => ({ path, status: 'added' as const })),
        ...files('changed').map((path) => ({ path, status: 'modified' as const })),
        ...files('removed').map((path) => ({ path, status: 'removed' as const })),
      ]),
    }).join('\n')
    expect(markdown.length).toBeLessThan(45_000)
    expect(markdown).toContain('Preview st\\_1 succeeded')
    expect(markdown).toContain(`| Preview | [`)
    for (const label of ['Added', 'Changed', 'Removed'])
      expect(markdown).toContain(`**${label}** (25)`)
    const more = [...markdown.matchAll(/- … and (\d+) more/g)].map((m) => Number(m[1]))
    // Linked pages are cut by size; the shorter removed ones all fit.
    expect(more).toHaveLength(2)
    for (const n of more) expect(n).toBeGreaterThan(0)
    expect(markdown).toContain(`\`${long('removed', 24)}\``)
  })
})
