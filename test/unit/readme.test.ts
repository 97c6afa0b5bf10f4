import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { marked, type Token, type TokensList } from 'marked'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { format, resolveConfig } from 'prettier'
import {
  contractProblems,
  describedFor,
  modePhrase,
  modesOf,
  otherModesNamed,
  renderSubAction,
  renderTables,
  updateTables,
} from '../../scripts/docs.ts'
import { MODE_CATALOGUE, MODES } from '../../src/shared/catalogue.ts'
import { ACTION_VERSION } from '../../src/shared/version.ts'
import {
  REQUIRED_VALUES,
  expectRefusalNaming,
  inputRefusal,
  readInputs,
} from '../support/read-inputs.ts'
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
  it('action.yml agrees with src/shared/catalogue.ts: inputs, defaults, outputs and mode prefixes', () => {
    expect(contractProblems(read('action.yml'))).toEqual([])
  })

  it('names a description whose mode prefix disagrees with the catalogue', () => {
    const wrong = read('action.yml').replace(
      "description: 'Deploy and preview modes: an existing deployment",
      "description: 'Deploy mode: an existing deployment",
    )
    expect(contractProblems(wrong)).toEqual([
      "Input `status-id`: its action.yml description should name deploy, preview before its first `:` (the catalogue's modes), but names deploy.",
      'Input `status-id`: its action.yml description should start with "Deploy and preview modes: ", which its sub-actions cut off, or deploy mode needs its own in scripts/sub-action-descriptions.ts.',
      'Input `status-id`: its action.yml description should start with "Deploy and preview modes: ", which its sub-actions cut off, or preview mode needs its own in scripts/sub-action-descriptions.ts.',
    ])
  })

  it("names a mode that `mode`'s description leaves out", () => {
    const last = MODES.at(-1) ?? ''
    const without = read('action.yml').replace(`\`${last}\` (`, `${last} (`)
    expect(contractProblems(without)).toEqual([
      `Input \`mode\`: its action.yml description should name the catalogue's modes in its order, each in backticks with what it does (${MODES.join(', ')}), but names ${MODES.slice(0, -1).join(', ')}.`,
    ])
  })

  it("cuts exactly the phrase naming the modes, never at a `:` of the text's own", () => {
    expect(modePhrase(['deploy'])).toBe('Deploy mode')
    expect(modePhrase(['agent', 'deploy', 'preview'])).toBe('Agent, deploy and preview modes')
    const cut = (description: string) =>
      describedFor('analytics', 'outputs', 'total-previous', description)
    expect(cut('Analytics mode: views of the previous period, with `compare: previous`.')).toBe(
      'Views of the previous period, with `compare: previous`.',
    )
    // Cut at its first ": ", this read "Previous`: views ..." in the sub-action.
    expect(cut('Analytics mode, `compare: previous`: views of the previous period.')).toBe(
      undefined,
    )
    expect(describedFor('deploy', 'inputs', 'timeout', 'Give up after this long: `90s`.')).toBe(
      'Give up after this long: `90s`.',
    )
  })

  it("refuses a sub-action description in another mode's words", () => {
    expect(
      otherModesNamed('deploy', "the deployment's or preview's verdict, the automation's run"),
    ).toEqual(['preview', 'automation'])
    expect(otherModesNamed('analytics', 'Upload the files (static export: the site).')).toEqual([
      'static-export',
    ])
    expect(
      otherModesNamed('agent', 'With `preview: true`, the docs agent, the deployment.'),
    ).toEqual([])
    const shared = read('action.yml').replace(
      `days to keep the artifact, 1 to 90.`,
      `days to keep the artifact (analytics: the files; static export: the site), 1 to 90.`,
    )
    expect(contractProblems(shared)).toEqual([
      "Input `retention-days`: analytics/action.yml would describe it in static-export mode's words: give analytics mode its own description in scripts/sub-action-descriptions.ts.",
      "Input `retention-days`: static-export/action.yml would describe it in analytics mode's words: give static-export mode its own description in scripts/sub-action-descriptions.ts.",
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

/** An action.yml map of inputs or outputs: ids as GitHub allows them, each with these keys only. */
const namedEntries = (properties: Record<string, object>) => ({
  type: 'object',
  propertyNames: { pattern: '^[_a-zA-Z][a-zA-Z0-9_-]*$' },
  additionalProperties: {
    type: 'object',
    required: ['description'],
    additionalProperties: false,
    properties,
  },
})

/**
 * GitHub's metadata syntax for a JavaScript action, as an editor's action schema checks it: the
 * keys it knows and their types (a misspelt key or `required: 'true'` fails).
 */
const validateActionMetadata = new Ajv({ allErrors: true }).compile({
  type: 'object',
  required: ['name', 'description', 'runs'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    author: { type: 'string' },
    description: { type: 'string' },
    branding: {
      type: 'object',
      additionalProperties: false,
      properties: { icon: { type: 'string' }, color: { type: 'string' } },
    },
    inputs: namedEntries({
      description: { type: 'string' },
      required: { type: 'boolean' },
      default: { type: 'string' },
      deprecationMessage: { type: 'string' },
    }),
    outputs: namedEntries({ description: { type: 'string' } }),
    runs: {
      type: 'object',
      required: ['using', 'main'],
      additionalProperties: false,
      properties: {
        using: { enum: ['node20', 'node24'] },
        main: { type: 'string' },
        pre: { type: 'string' },
        'pre-if': { type: 'string' },
        post: { type: 'string' },
        'post-if': { type: 'string' },
      },
    },
  },
})

interface SubAction {
  inputs: Record<string, { description: string; required: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

/** A value each flagged input accepts. */
const ACCEPTED: Record<string, string> = {
  'api-key': 'mint_abc123',
  'project-id': 'proj_1',
  ...REQUIRED_VALUES,
}

describe('the sub-actions, as an editor reads them', () => {
  it.each(MODES)('%s/action.yml is valid action metadata', (mode) => {
    const valid = validateActionMetadata(parse(read(`${mode}/action.yml`)))
    expect(validateActionMetadata.errors ?? []).toEqual([])
    expect(valid).toBe(true)
  })

  it.each(MODES)('%s/action.yml flags exactly the inputs its mode cannot run without', (mode) => {
    const { inputs } = parse(read(`${mode}/action.yml`)) as SubAction
    const flagged = Object.keys(inputs).filter((name) => inputs[name]?.required)
    expect(flagged.slice(0, 2)).toEqual(['api-key', 'project-id'])
    expect(flagged.filter((name) => inputs[name]?.default !== undefined)).toEqual([])
    // Enough: the mode reads its settings from the flagged inputs alone...
    const given = Object.fromEntries(flagged.map((name) => [name, ACCEPTED[name] ?? '']))
    expect(readInputs({ mode, ...given }).settings.mode).toBe(mode)
    // ...and each of its own is needed: without it, the step stops naming it.
    for (const name of flagged.slice(2)) {
      expectRefusalNaming(inputRefusal({ mode, ...given, [name]: '' }), name, /required/)
    }
  })

  it('flags store, automation-id and domain, the inputs a mode cannot do without', () => {
    const flagged = (mode: string) => {
      const { inputs } = parse(read(`${mode}/action.yml`)) as SubAction
      const everyMode = ['api-key', 'project-id']
      return Object.keys(inputs).filter(
        (name) => inputs[name]?.required && !everyMode.includes(name),
      )
    }
    expect(MODES.map((mode) => [mode, flagged(mode)])).toEqual([
      ['agent', []],
      ['analytics', []],
      ['analytics-history', ['store']],
      ['deploy', []],
      ['preview', []],
      ['automation', ['automation-id']],
      ['static-export', ['domain']],
    ])
  })

  it.each(MODES)("%s/action.yml's descriptions are whole sentences", (mode) => {
    const action = parse(read(`${mode}/action.yml`)) as SubAction
    for (const { description } of [
      ...Object.values(action.inputs),
      ...Object.values(action.outputs),
    ]) {
      expect(description).toMatch(/^[A-Z`]/)
      expect(description).toMatch(/[.)]$/)
      expect(description.split('`').length % 2, description).toBe(1)
      expect(otherModesNamed(mode, description)).toEqual([])
    }
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

/**
 * Each text read once by a GFM lexer (marked's, as rendering.test.ts renders what GitHub shows):
 * a file's links and its headings (its own and other files') come from one token list. A lexer
 * is enough here, and a tenth of the time micromark's full tree took over half a megabyte of docs.
 */
const lexed = new Map<string, TokensList>()
function lex(text: string): TokensList {
  let tokens = lexed.get(text)
  if (!tokens) lexed.set(text, (tokens = marked.lexer(text, { gfm: true })))
  return tokens
}

/** A heading's text as GitHub reads it for its anchor: the text and code, without the marks. */
const plainText = (tokens: readonly Token[]): string =>
  tokens
    .map((token) =>
      'tokens' in token && token.tokens
        ? plainText(token.tokens)
        : token.type === 'text' || token.type === 'codespan' || token.type === 'escape'
          ? token.text
          : '',
    )
    .join('')

/**
 * The anchors GitHub gives a Markdown file's headings: lower-cased, punctuation dropped, spaces
 * as hyphens, and `-1`, `-2`, ... after a repeat (github-slugger's rule).
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  marked.walkTokens(lex(markdown), (token) => {
    if (token.type !== 'heading') return
    const slug = plainText(token.tokens ?? [])
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    let anchor = slug
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`
    anchors.add(anchor)
  })
  return anchors
}

const anchorsByFile = new Map<string, Set<string>>()
function anchorsOfFile(path: string): Set<string> {
  let anchors = anchorsByFile.get(path)
  if (!anchors) anchorsByFile.set(path, (anchors = headingAnchors(readFileSync(path, 'utf8'))))
  return anchors
}

/** Where a Markdown text's links and link definitions point, each once. */
function linkUrls(markdown: string): Set<string> {
  const tokens = lex(markdown)
  const urls = new Set(Object.values(tokens.links).map((definition) => definition.href))
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'link') urls.add(token.href)
  })
  return urls
}

/** The relative links of a Markdown file that lead nowhere: a missing file or heading. */
function brokenLinks(file: string, markdown: string): string[] {
  const broken: string[] = []
  // The file's own headings, read once: an index of a long page links many of them.
  let ownAnchors: Set<string> | undefined
  for (const url of linkUrls(markdown)) {
    if (/^[a-z][a-z+.-]*:/i.test(url)) continue
    const [path = '', anchor] = url.split('#')
    const target = join(dirname(join(repoRoot, file)), decodeURIComponent(path))
    if (path && !existsSync(target)) broken.push(`${file}: ${url} (no such file)`)
    else if (anchor && (!path || target.endsWith('.md'))) {
      const headings = path ? anchorsOfFile(target) : (ownAnchors ??= headingAnchors(markdown))
      if (!headings.has(decodeURIComponent(anchor))) {
        broken.push(`${file}: ${url} (no such heading)`)
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
