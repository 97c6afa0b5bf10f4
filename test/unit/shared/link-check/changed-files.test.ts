/**
 * pagesOfChangedFiles (src/shared/link-check/changed-files.ts): which pages of the preview a change
 * touched, as Mintlify serves them, under the docs root; and when a change means every page.
 */
import { describe, expect, it } from 'vitest'
import type { ChangedFile } from '../../../../src/shared/link-check/changed-files.ts'
import { pagesOfChangedFiles } from '../../../../src/shared/link-check/check.ts'

const modified = (...paths: string[]): ChangedFile[] =>
  paths.map((path) => ({ path, status: 'modified' }))

describe('pagesOfChangedFiles', () => {
  it('maps .mdx and .md files to their pages; an index to its folder', () => {
    const files: ChangedFile[] = [
      { path: 'guides/quickstart.mdx', status: 'modified' },
      { path: 'guides/index.mdx', status: 'added' },
      { path: 'index.mdx', status: 'modified' },
      { path: 'api/overview.md', status: 'renamed' },
      { path: 'guides/old.mdx', status: 'removed' },
    ]
    expect(pagesOfChangedFiles(files, '')).toEqual({
      all: false,
      paths: ['/guides/quickstart', '/guides', '/', '/api/overview'],
      removed: ['/guides/old'],
    })
  })

  it('takes paths relative to the docs root, and ignores files outside it', () => {
    const files = modified(
      'docs/guides/quickstart.mdx',
      'docs/index.mdx',
      'src/app.md',
      'docsite/x.mdx',
    )
    const expected = { all: false, paths: ['/guides/quickstart', '/'], removed: [] }
    expect(pagesOfChangedFiles(files, 'docs')).toEqual(expected)
    expect(pagesOfChangedFiles(files, './docs/')).toEqual(expected)
  })

  it('ignores images, hidden folders, installed packages and the repository’s own Markdown', () => {
    const files = modified(
      'images/logo.png',
      '.github/pull_request_template.md',
      'node_modules/x/readme.md',
      'README.md',
      'CONTRIBUTING.md',
      'LICENSE.md',
      'guides/README.mdx',
    )
    expect(pagesOfChangedFiles(files, '')).toEqual({
      all: false,
      paths: ['/guides/README'],
      removed: [],
    })
  })

  it.each([
    ['docs.json', 'the navigation'],
    ['mint.json', 'the older configuration'],
    ['openapi.json', 'an OpenAPI file'],
    ['api-reference/openapi.yaml', 'an OpenAPI file in a folder'],
    ['specs/payments.yml', 'any YAML file may be a spec named in docs.json'],
    ['snippets/banner.mdx', 'a snippet, shown on pages that are not known here'],
  ])('%s means every page (%s)', (path) => {
    const result = pagesOfChangedFiles(modified('guides/a.mdx', `docs/${path}`), 'docs')
    expect(result.all).toBe(true)
  })

  it('a configuration file outside the docs root, or a package manifest, does not', () => {
    expect(pagesOfChangedFiles(modified('docs.json', 'package.json'), 'docs').all).toBe(false)
    expect(
      pagesOfChangedFiles(modified('docs/package.json', 'docs/package-lock.json'), 'docs').all,
    ).toBe(false)
  })

  it('lists each page once', () => {
    const files: ChangedFile[] = [
      { path: 'a.mdx', status: 'added' },
      { path: 'a.mdx', status: 'modified' },
      { path: 'a/index.md', status: 'modified' },
    ]
    expect(pagesOfChangedFiles(files, '').paths).toEqual(['/a'])
  })
})
