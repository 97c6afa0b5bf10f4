import { describe, expect, it } from 'vitest'
import type { Deployment } from '../../../../src/shared/mintlify/deployment-schemas.ts'
import { deploymentSections, pageUrl } from '../../../../src/shared/deployment/report.ts'

const PREVIEW = 'https://acme-docs-new-page.mintlify.app'

describe('pageUrl: a changed file as a page of the preview', () => {
  it.each([
    ['guides/quickstart.mdx', `${PREVIEW}/guides/quickstart`],
    ['index.mdx', `${PREVIEW}/`],
    ['api/index.md', `${PREVIEW}/api`],
  ])('%s -> %s', (file, page) => {
    expect(pageUrl(PREVIEW, file)).toBe(page)
  })

  it.each([
    'docs.json',
    'images/logo.png',
    '../secrets.mdx',
    'guides/../../x.mdx',
    '/etc/passwd.mdx',
    'guides/a b.mdx',
    'guides/<img>.mdx',
    'javascript:alert(1).mdx',
  ])('gives no link for %s', (file) => {
    expect(pageUrl(PREVIEW, file)).toBeUndefined()
  })

  it('gives no link on a preview URL that is not https', () => {
    expect(pageUrl('http://acme.mintlify.app', 'guides/quickstart.mdx')).toBeUndefined()
    expect(pageUrl('javascript:alert(1)', 'guides/quickstart.mdx')).toBeUndefined()
  })
})

describe('deploymentSections', () => {
  const deployment: Deployment = {
    status: 'failure',
    summary: 'Build failed: <img src=x onerror=alert(1)> @everyone',
    logs: ['ok', '::error::injected', 'error guides/a.mdx: bad `tag`'],
    screenshotLight: 'javascript:alert(1)',
    screenshotDark: 'https://cdn.example.com/dark.png',
    commit: {
      sha: 'abc123',
      message: 'Fix [link](javascript:x)\nsecond line',
      filesChanged: { added: ['guides/new.mdx'], modified: ['docs.json'], removed: ['old.mdx'] },
    },
  }
  const markdown = deploymentSections({
    noun: 'Preview',
    statusId: 'st_1',
    deployment,
    sentence: 'Preview st_1 failed.',
    previewUrl: PREVIEW,
  }).join('\n')

  it('links added and changed pages on the preview, never removed ones', () => {
    expect(markdown).toContain(`](${PREVIEW}/guides/new)`)
    expect(markdown).toContain('`docs.json`')
    expect(markdown).toContain('`old.mdx`')
    expect(markdown).not.toContain(`${PREVIEW}/old`)
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
      deployment: {
        status: 'success',
        commit: {
          filesChanged: {
            added: files('added'),
            modified: files('changed'),
            removed: files('removed'),
          },
        },
      },
      sentence: 'Preview st_1 succeeded.',
      previewUrl: PREVIEW,
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
