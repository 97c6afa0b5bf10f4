/**
 * Static-export mode's inputs: `domain` (a hostname only), `paths`, `max-bundle-size`, the
 * defaults, and `export-id` checked like every id. Each refusal is one sentence naming the input.
 */
import { describe, expect, it } from 'vitest'
import { getInputs } from '../../../src/action/inputs.ts'
import { InputError } from '../../../src/shared/inputs.ts'
import { parseByteSize, parseDomain, parsePaths } from '../../../src/static-export/inputs.ts'

const NOW = new Date('2026-11-25T10:00:00Z')
const BASE = {
  mode: 'static-export',
  'api-key': 'mint_abc123',
  'project-id': 'proj_1',
  domain: 'docs.example.com',
}

function parse(inputs: Record<string, string>) {
  return getInputs({ get: (name) => inputs[name] ?? '', runnerTemp: '/tmp/runner' }, NOW)
}

function refusal(inputs: Record<string, string>): InputError {
  try {
    parse(inputs)
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

describe('static-export inputs', () => {
  it('applies the documented defaults', () => {
    const { settings, warnings } = parse(BASE)
    expect(warnings).toEqual([])
    expect(settings).toEqual({
      mode: 'static-export',
      apiKey: 'mint_abc123',
      projectId: 'proj_1',
      baseUrl: 'https://api.mintlify.com',
      timeoutMs: 30 * 60_000,
      wait: true,
      pollIntervalMs: 10_000,
      domain: 'docs.example.com',
      paths: [],
      docsVersion: '',
      exportId: '',
      outputDir: '/tmp/runner/static-export',
      extract: true,
      maxBundleBytes: 2 * 1024 ** 3,
      uploadArtifact: true,
      artifactName: 'static-export-docs.example.com',
      retentionDays: undefined,
    })
  })

  it("defaults output-dir to a folder of the step's own, so two exports in a job never share one", () => {
    const inStep = (stepId: string) =>
      getInputs(
        { get: (name) => BASE[name as keyof typeof BASE] ?? '', runnerTemp: '/tmp/runner', stepId },
        NOW,
      ).settings
    expect(inStep('export-docs')).toMatchObject({
      outputDir: '/tmp/runner/static-export/export-docs',
    })
    expect(inStep('__mintlify_docs-agent-action_2')).toMatchObject({
      outputDir: '/tmp/runner/static-export/__mintlify_docs-agent-action_2',
    })
    // Nothing else than a folder name: no `..`, no separator.
    expect(inStep('../../etc')).toMatchObject({ outputDir: '/tmp/runner/static-export/------etc' })
    expect(inStep('')).toMatchObject({ outputDir: '/tmp/runner/static-export' })
  })

  it('reads every input of its own', () => {
    const { settings } = parse({
      ...BASE,
      domain: 'Acme.Mintlify.App',
      paths: 'index,\nguides/getting-started , index',
      'docs-version': '2026-11',
      'export-id': 'se_3f9a2c1b8e7d4a06',
      'output-dir': '/tmp/out',
      extract: 'false',
      'max-bundle-size': '500MB',
      'upload-artifact': 'false',
      'artifact-name': 'docs-snapshot',
      'retention-days': '30',
    })
    expect(settings).toMatchObject({
      domain: 'acme.mintlify.app',
      paths: ['index', 'guides/getting-started'],
      docsVersion: '2026-11',
      exportId: 'se_3f9a2c1b8e7d4a06',
      outputDir: '/tmp/out',
      extract: false,
      maxBundleBytes: 500_000_000,
      uploadArtifact: false,
      artifactName: 'docs-snapshot',
      retentionDays: 30,
    })
  })

  it.each([
    ['https://docs.example.com', 'without a protocol'],
    ['docs.example.com/docs', 'without a path or trailing slash'],
    ['docs.example.com/', 'without a path or trailing slash'],
    ['docs.example.com:443', 'without a port'],
    ['user@docs.example.com', 'without credentials'],
    ['docs example.com', 'made of letters, digits, hyphens and dots'],
    ['localhost', 'made of letters, digits, hyphens and dots'],
    ['-docs.example.com', 'made of letters, digits, hyphens and dots'],
  ])('domain %j is refused: %s', (domain, why) => {
    const error = refusal({ ...BASE, domain })
    expect(error.input).toBe('domain')
    expect(error.message).toMatch(/^Input `domain` must be the deployment's hostname only/)
    expect(error.message).toContain(why)
    expect(error.message).toContain(JSON.stringify(domain))
  })

  it('an empty domain is refused as required', () => {
    expect(refusal({ ...BASE, domain: '' }).message).toMatch(
      /^Input `domain` is required in static-export mode/,
    )
  })

  it('export-id is an id like the others: no path characters', () => {
    const error = refusal({ ...BASE, 'export-id': '../se_1' })
    expect(error.input).toBe('export-id')
    expect(error.message).toMatch(/^Input `export-id` must be an id of 1 /)
  })

  it.each([
    ['1048576', 1_048_576],
    ['500MB', 500_000_000],
    ['500 MB', 500_000_000],
    ['2GiB', 2 * 1024 ** 3],
    ['1.5GB', 1_500_000_000],
    ['64kib', 65_536],
  ])('max-bundle-size %j is %i bytes', (raw, bytes) => {
    expect(parseByteSize(raw, '2GiB')).toBe(bytes)
  })

  it.each(['', '-1', '2 GiBs', '1TB', '100', 'lots', '1e9', '21GiB'])(
    'max-bundle-size %j is refused (or the default when empty)',
    (raw) => {
      if (raw === '') {
        expect(parseByteSize(raw, '2GiB')).toBe(2 * 1024 ** 3)
        return
      }
      expect(() => parseByteSize(raw, '2GiB')).toThrow(/^Input `max-bundle-size` must be a size/)
    },
  )

  it('paths: comma- or newline-separated, each once; a URL or control character is refused', () => {
    expect(parsePaths(' a, b\nc ,a\n\n')).toEqual(['a', 'b', 'c'])
    expect(() => parsePaths('https://docs.example.com/a')).toThrow(
      /^Input `paths` must be page paths/,
    )
    expect(() => parsePaths('a\u0007b')).toThrow(/^Input `paths`/)
  })

  it('parseDomain keeps a valid hostname, lower-cased, without a final dot', () => {
    expect(parseDomain('Docs.Example.COM.')).toBe('docs.example.com')
  })
})
