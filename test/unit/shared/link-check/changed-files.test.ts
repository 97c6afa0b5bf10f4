/**
 * pagesOfChangedFiles (src/shared/link-check/changed-files.ts): which pages of the site a change
 * touched, as Mintlify serves them, under the docs root; a page whose file moved without moving
 * its address is changed, not removed; and when a change means every page.
 */
import { describe, expect, it } from 'vitest'
import {
  pagesOfChangedFiles,
  pathsToCheck,
  removedPaths,
  type ChangedFile,
} from '../../../../src/shared/link-check/changed-files.ts'

const modified = (...paths: string[]): ChangedFile[] =>
  paths.map((path) => ({ path, status: 'modified' }))

describe('pagesOfChangedFiles', () => {
  it('maps .mdx and .md files to their pages; an index to its folder', () => {
    const files: ChangedFile[] = [
      { path: 'guides/quickstart.mdx', status: 'modified' },
      { path: 'guides/index.mdx', status: 'added' },
      { path: 'index.mdx', status: 'modified' },
      { path: 'api/overview.md', status: 'renamed', previousPath: 'api/intro.md' },
      { path: 'guides/old.mdx', status: 'removed' },
    ]
    const pages = pagesOfChangedFiles(files, '')
    expect(pages).toEqual({
      added: [
        { file: 'guides/index.mdx', path: '/guides' },
        { file: 'api/overview.md', path: '/api/overview', was: 'api/intro.md' },
      ],
      changed: [
        { file: 'guides/quickstart.mdx', path: '/guides/quickstart' },
        { file: 'index.mdx', path: '/' },
      ],
      removed: [
        { file: 'api/intro.md', path: '/api/intro' },
        { file: 'guides/old.mdx', path: '/guides/old' },
      ],
      others: [],
    })
    expect(pathsToCheck(pages)).toEqual(['/guides', '/api/overview', '/guides/quickstart', '/'])
    expect(removedPaths(pages)).toEqual(['/api/intro', '/guides/old'])
  })

  it.each([
    [
      'renamed setup.md -> setup.mdx',
      [{ path: 'setup.mdx', status: 'renamed', previousPath: 'setup.md' }],
      { file: 'setup.mdx', path: '/setup', was: 'setup.md' },
    ],
    [
      'renamed api.mdx -> api/index.mdx',
      [{ path: 'api/index.mdx', status: 'renamed', previousPath: 'api.mdx' }],
      { file: 'api/index.mdx', path: '/api', was: 'api.mdx' },
    ],
    [
      'setup.md removed, setup.mdx added (GitHub saw no rename)',
      [
        { path: 'setup.md', status: 'removed' },
        { path: 'setup.mdx', status: 'added' },
      ],
      { file: 'setup.mdx', path: '/setup', was: 'setup.md' },
    ],
    [
      'api.mdx removed, api/index.mdx added, in the other order',
      [
        { path: 'api/index.mdx', status: 'added' },
        { path: 'api.mdx', status: 'removed' },
      ],
      { file: 'api/index.mdx', path: '/api', was: 'api.mdx' },
    ],
  ] satisfies [string, ChangedFile[], object][])(
    '%s: the page changed, nothing removed',
    (_name, files, page) => {
      const pages = pagesOfChangedFiles(files, '')
      expect(pages).toMatchObject({ added: [], changed: [page], removed: [] })
      expect(removedPaths(pages)).toEqual([])
      expect(pathsToCheck(pages)).toEqual([page.path])
    },
  )

  it('a removed file whose path a changed file still serves is no removed page', () => {
    const files: ChangedFile[] = [
      { path: 'docs/api.mdx', status: 'removed' },
      { path: 'docs/api/index.mdx', status: 'modified' },
    ]
    expect(pagesOfChangedFiles(files, 'docs')).toMatchObject({
      changed: [{ file: 'docs/api/index.mdx', path: '/api' }],
      removed: [],
    })
  })

  it('a page renamed to another address is added there and removed from the old one', () => {
    const files: ChangedFile[] = [
      { path: 'guides/moved.mdx', status: 'renamed', previousPath: 'guides/before.mdx' },
    ]
    expect(pagesOfChangedFiles(files, '')).toMatchObject({
      added: [{ file: 'guides/moved.mdx', path: '/guides/moved', was: 'guides/before.mdx' }],
      changed: [],
      removed: [{ file: 'guides/before.mdx', path: '/guides/before' }],
    })
  })

  it('takes paths relative to the docs root; files outside it are other files', () => {
    const files = modified(
      'docs/guides/quickstart.mdx',
      'docs/index.mdx',
      'src/app.md',
      'docsite/x.mdx',
    )
    const expected = {
      added: [],
      changed: [
        { file: 'docs/guides/quickstart.mdx', path: '/guides/quickstart' },
        { file: 'docs/index.mdx', path: '/' },
      ],
      removed: [],
      others: ['src/app.md', 'docsite/x.mdx'],
    }
    expect(pagesOfChangedFiles(files, 'docs')).toEqual(expected)
    expect(pagesOfChangedFiles(files, './docs/')).toEqual(expected)
  })

  it('images, hidden folders, installed packages and the repository’s own Markdown are other files', () => {
    const files = modified(
      'images/logo.png',
      '.github/pull_request_template.md',
      'node_modules/x/readme.md',
      'README.md',
      'CONTRIBUTING.md',
      'LICENSE.md',
      'guides/README.mdx',
    )
    const pages = pagesOfChangedFiles(files, '')
    expect(pathsToCheck(pages)).toEqual(['/guides/README'])
    expect(pages.others).toHaveLength(6)
    expect(pages.everyPage).toBeUndefined()
  })

  it.each([
    ['docs.json', 'configuration'],
    ['mint.json', 'configuration'],
    ['openapi.json', 'spec'],
    ['api-reference/openapi.yaml', 'spec'],
    ['specs/payments.yml', 'spec'],
    ['snippets/banner.mdx', 'snippet'],
  ])('%s means every page (%s), and is named', (path, what) => {
    const result = pagesOfChangedFiles(modified('docs/guides/a.mdx', `docs/${path}`), 'docs')
    expect(result.everyPage).toEqual({ file: `docs/${path}`, what })
    expect(result.others).toEqual([`docs/${path}`])
  })

  it('a configuration file outside the docs root, or a package manifest, does not', () => {
    expect(pagesOfChangedFiles(modified('docs.json', 'package.json'), 'docs').everyPage).toBe(
      undefined,
    )
    expect(
      pagesOfChangedFiles(modified('docs/package.json', 'docs/package-lock.json'), 'docs')
        .everyPage,
    ).toBeUndefined()
  })

  it('checks each page once', () => {
    const files: ChangedFile[] = [
      { path: 'a.mdx', status: 'added' },
      { path: 'a.mdx', status: 'modified' },
      { path: 'a/index.md', status: 'modified' },
    ]
    expect(pathsToCheck(pagesOfChangedFiles(files, ''))).toEqual(['/a'])
  })
})
