import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { describe, expect, it } from 'vitest'
import { format, resolveConfig } from 'prettier'
import {
  contractProblems,
  modesOf,
  renderSubAction,
  renderTables,
  updateTables,
} from '../../scripts/docs.ts'
import { MODE_CATALOGUE, MODES } from '../../src/catalogue.ts'
import { ACTION_VERSION } from '../../src/version.ts'
import { repoRoot } from '../support/run-action.ts'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

describe('documentation', () => {
  it('docs/reference.md tables match action.yml (run `npm run docs` to regenerate)', () => {
    const reference = read('docs/reference.md')
    expect(updateTables(reference, read('action.yml'))).toBe(reference)
  })

  it('the README stays short: one section per sub-action, the details in docs/', () => {
    const readme = read('README.md')
    expect(readme.split('\n').length).toBeLessThan(300)
    for (const mode of MODES) expect(readme).toContain(`\n### ${mode}\n`)
  })

  it("lists each mode's inputs and outputs in a table of its own", () => {
    expect(modesOf('Agent, deploy, preview and automation modes: wait')).toEqual([
      'agent',
      'deploy',
      'preview',
      'automation',
    ])
    expect(modesOf('Preview mode, and agent mode with `preview: true`: the URL')).toEqual([
      'agent',
      'preview',
    ])
    expect(modesOf('Give up waiting after this long: `90s`.')).toEqual([])
    const { inputs, outputs } = renderTables(read('action.yml'))
    const table = (markdown: string, heading: string): string =>
      markdown.split('#### ').find((block) => block.startsWith(heading)) ?? ''
    expect(table(inputs, 'Every mode')).toContain('| `api-key` |')
    expect(table(inputs, 'Deploy mode')).toContain('| `status-id` |')
    expect(table(inputs, 'Deploy mode')).not.toContain('| `prompt` |')
    expect(table(inputs, 'Automation mode')).toContain('| `automation-id` |')
    expect(table(outputs, 'Preview mode')).toContain('| `preview-url` |')
    expect(table(outputs, 'Analytics mode')).not.toContain('| `status` |')
  })

  it('the User-Agent version is the package version', () => {
    expect(ACTION_VERSION).toBe(JSON.parse(read('package.json')).version)
  })
})

describe('the catalogue of modes and the contract', () => {
  it('action.yml agrees with src/catalogue.ts: inputs, defaults, outputs and mode prefixes', () => {
    expect(contractProblems(read('action.yml'))).toEqual([])
  })

  it('names a description whose mode prefix disagrees with the catalogue', () => {
    const wrong = read('action.yml').replace(
      "description: 'Deploy and preview modes: an existing deployment",
      "description: 'Deploy mode: an existing deployment",
    )
    expect(contractProblems(wrong)).toEqual([
      "Input `status-id`: its action.yml description should name deploy, preview before its first `:` (the catalogue's modes), but names deploy.",
    ])
  })

  it.each(MODES)('%s/action.yml is what `npm run docs` writes', async (mode) => {
    const written = read(`${mode}/action.yml`)
    const options = {
      ...(await resolveConfig(`${mode}/action.yml`)),
      filepath: `${mode}/action.yml`,
    }
    expect(written).toBe(await format(renderSubAction(mode, read('action.yml')), options))
    expect(written).toContain(`main: ../dist/${mode}.js`)
    expect(written.includes('post: ../dist/post.js')).toBe(MODE_CATALOGUE[mode].post)
  })
})

/** The Markdown people read in the repository, whose relative links must lead somewhere. */
const READ_DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
]

const parseMarkdown = (text: string): Root =>
  fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })

/** Every node of `tree`, depth first. */
function* nodesOf(node: Nodes): Generator<Nodes> {
  yield node
  if ('children' in node) for (const child of node.children) yield* nodesOf(child)
}

/** A heading's text as GitHub reads it for its anchor: the text and code, without the marks. */
const plainText = (node: Nodes): string =>
  [...nodesOf(node)]
    .map((n) => (n.type === 'text' || n.type === 'inlineCode' ? n.value : ''))
    .join('')

/**
 * The anchors GitHub gives a Markdown file's headings: lower-cased, punctuation dropped, spaces
 * as hyphens, and `-1`, `-2`, ... after a repeat (github-slugger's rule).
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const node of nodesOf(parseMarkdown(markdown))) {
    if (node.type !== 'heading') continue
    const slug = plainText(node)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    let anchor = slug
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`
    anchors.add(anchor)
  }
  return anchors
}

const anchorsByFile = new Map<string, Set<string>>()
function anchorsOfFile(path: string): Set<string> {
  let anchors = anchorsByFile.get(path)
  if (!anchors) anchorsByFile.set(path, (anchors = headingAnchors(readFileSync(path, 'utf8'))))
  return anchors
}

/** The relative links of a Markdown file that lead nowhere: a missing file or heading. */
function brokenLinks(file: string, markdown: string): string[] {
  const broken: string[] = []
  for (const node of nodesOf(parseMarkdown(markdown))) {
    if (node.type !== 'link' && node.type !== 'definition') continue
    if (/^[a-z][a-z+.-]*:/i.test(node.url)) continue
    const [path = '', anchor] = node.url.split('#')
    const target = join(dirname(join(repoRoot, file)), decodeURIComponent(path))
    if (path && !existsSync(target)) broken.push(`${file}: ${node.url} (no such file)`)
    else if (anchor && (!path || target.endsWith('.md'))) {
      const headings = path ? anchorsOfFile(target) : headingAnchors(markdown)
      if (!headings.has(decodeURIComponent(anchor))) {
        broken.push(`${file}: ${node.url} (no such heading)`)
      }
    }
  }
  return broken
}

describe('links between the documents', () => {
  it('every relative link and anchor leads to a file and heading that exist', () => {
    expect(READ_DOCS.flatMap((file) => brokenLinks(file, read(file)))).toEqual([])
  })

  it("finds a missing file or heading, with GitHub's anchors for code and repeated headings", () => {
    const doc = [
      '## `dist/` is committed',
      '## Two commands, again?',
      '## Two commands, again?',
      '[a](#dist-is-committed) [b](#two-commands-again-1) [c](#two-commands-again-2)',
      '[d](reference.md#outputs) [e](reference.md#output) [f](nowhere.md) [g](../examples/)',
      '[h]: ../README.md#quick-start',
      '[h] [i](https://example.com/#anything)',
    ].join('\n\n')
    expect(brokenLinks('docs/new.md', doc)).toEqual([
      'docs/new.md: #two-commands-again-2 (no such heading)',
      'docs/new.md: reference.md#output (no such heading)',
      'docs/new.md: nowhere.md (no such file)',
    ])
  })
})
