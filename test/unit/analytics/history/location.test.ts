/**
 * Where a store may be (src/analytics/history/location.ts), on real folders and links: a relative
 * folder stays inside the workspace (links followed), a folder elsewhere must exist, and a value
 * that looks like a URL or a connection string but is not a postgres:// URL is masked, refused,
 * and never becomes a folder.
 */
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { storeLocation } from '../../../../src/analytics/history/location.ts'
import { InputError } from '../../../../src/shared/inputs.ts'
import { expectRefusalNaming } from '../../../support/read-inputs.ts'

let root: string
let workspace: string
let elsewhere: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-location-'))
  workspace = join(root, 'workspace')
  elsewhere = join(root, 'elsewhere')
  await Promise.all([mkdir(workspace), mkdir(elsewhere)])
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** The location, or the InputError it was refused with; and what was masked. */
function judge(value: string) {
  const masked: string[] = []
  try {
    return { location: storeLocation(value, workspace, (s) => masked.push(s)), masked }
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return { error, masked }
  }
}

function refusal(value: string): InputError {
  const { error } = judge(value)
  if (!error) throw new Error(`${value} was not refused`)
  expectRefusalNaming(error, 'store', /^Input `store`/)
  return error
}

describe('a folder, judged on its real path', () => {
  it('inside the workspace, missing: may be created there', () => {
    expect(judge('docs-analytics').location).toEqual({
      kind: 'parquet',
      folder: join(workspace, 'docs-analytics'),
      insideWorkspace: true,
    })
    expect(judge(join(workspace, 'a', 'b')).location).toMatchObject({ insideWorkspace: true })
  })

  it('a relative folder that resolves outside the workspace is refused, saying what is allowed', () => {
    const error = refusal('../analytics-store')
    expect(error.message).toBe(
      `Input \`store\` ("../analytics-store") resolves to ${join(root, 'analytics-store')}, outside the workspace ${workspace} (links followed), where no later step of the job looks: a relative folder must stay inside the workspace; \`store\` is a folder inside the workspace (created if missing), the absolute path of an existing folder elsewhere, or a postgres:// or postgresql:// URL.`,
    )
  })

  it('a relative folder through a link that leads outside is refused: the real path counts, not the text', async () => {
    await symlink(elsewhere, join(workspace, 'store-link'))
    expect(refusal('store-link').message).toContain(`resolves to ${elsewhere}, outside`)
    expect(refusal('store-link/new-store').message).toContain('outside the workspace')
  })

  it('an absolute folder outside the workspace is used when it exists, never created', async () => {
    expect(judge(elsewhere).location).toEqual({
      kind: 'parquet',
      folder: elsewhere,
      insideWorkspace: false,
    })
    expect(refusal('/tmp/x-no-such-store-folder').message).toMatch(
      /^Input `store` \("\/tmp\/x-no-such-store-folder"\) names a folder outside the workspace that does not exist, and a store outside the workspace is never created \(a typo would start a new one\): create the folder first; /,
    )
    expect(await readdir(root)).toEqual(['elsewhere', 'workspace'])
  })

  it('an absolute path or a link that leads into the workspace is inside it', async () => {
    await symlink(workspace, join(elsewhere, 'to-workspace'))
    expect(judge(join(elsewhere, 'to-workspace', 'store')).location).toEqual({
      kind: 'parquet',
      folder: join(workspace, 'store'),
      insideWorkspace: true,
    })
  })

  it('a workspace reached through a link: judged on both real paths', async () => {
    const linked = join(root, 'workspace-link')
    await symlink(workspace, linked)
    expect(storeLocation('store', linked)).toEqual({
      kind: 'parquet',
      folder: join(workspace, 'store'),
      insideWorkspace: true,
    })
  })

  it('a file, a link to nothing, a line break: refused', async () => {
    await writeFile(join(workspace, 'a-file'), '')
    expect(refusal('a-file').message).toMatch(/is a file, not a folder/)
    await symlink(join(root, 'gone'), join(workspace, 'dangling'))
    expect(refusal('dangling').message).toMatch(/goes through a link to nothing/)
    expect(refusal('a\nb').message).toMatch(/one line/)
    expect(refusal('"docs-analytics"').message).toMatch(/^Input `store` is wrapped in quotes/)
  })
})

describe('a value that looks like a URL but is not a Postgres one: masked, refused, never a folder', () => {
  const password = 'Tr0ub4dor-and-3'
  it.each([
    ['a JDBC URL', `jdbc:postgresql://db.example.com:5432/docs?user=sync&password=${password}`],
    ['a JDBC URL with the user part', `jdbc:postgresql://sync:${password}@db.example.com/docs`],
    ['a URL pasted with its double quotes', `"postgres://sync:${password}@db.example.com/docs"`],
    ['a URL pasted with its single quotes', `'postgresql://sync:${password}@db.example.com/docs'`],
    ['another scheme', `mysql://sync:${password}@db.example.com/docs`],
    ['a URL without a scheme', `sync:${password}@db.example.com:5432/docs`],
    ['a libpq keyword string', `host=db.example.com user=sync password=${password} dbname=docs`],
    ['Postgres without its //', `postgres:sync:${password}@db.example.com/docs`],
  ])('%s', async (_, value) => {
    const { error, masked } = judge(value)
    expect(error).toBeInstanceOf(InputError)
    expectRefusalNaming(error as InputError, 'store', /^Input `store`/)
    // Masked before the refusal: the whole value and its password, which no message holds.
    expect(masked).toEqual(expect.arrayContaining([value, password]))
    expect(error?.message).not.toContain(password)
    expect(error?.message).not.toContain('db.example.com')
    expect(await readdir(workspace)).toEqual([])
  })

  it('says what to do with each', () => {
    expect(refusal('jdbc:postgresql://db/docs').message).toMatch(
      /^Input `store` is a JDBC URL, which this action does not read: write it as postgres:\/\/user:password@host:port\/database; /,
    )
    expect(refusal('"postgres://u:pw@db/docs"').message).toMatch(
      /^Input `store` holds a URL inside quotes \(a secret saved with its quotes\?\): save it without them; /,
    )
    expect(refusal('file:///srv/store').message).toMatch(/; got a file:\/\/ URL\.$/)
  })

  it('a postgres:// URL is a Postgres store, masked with its password', () => {
    const url = `postgres://sync:${password}@db.example.com/docs?sslmode=require`
    const { location, masked } = judge(url)
    expect(location).toEqual({ kind: 'postgres', url })
    expect(masked).toEqual(expect.arrayContaining([url, password]))
  })
})

it('any text: a folder, a Postgres URL or one refusal naming `store`; a URL is never a folder; nothing is created', async () => {
  // A URL's path segment, of the characters one holds: fast-check's web arbitraries first build
  // tables of every percent-encoded character, which took longer than the 300 runs.
  const segment = fc.string({
    unit: fc.constantFrom(..."azAZ09-._~!$&'()*+,;=:@%".split('')),
    maxLength: 12,
  })
  const url = fc
    .tuple(fc.constantFrom('http', 'https'), fc.domain(), segment)
    .map(([scheme, host, path]) => `${scheme}://${host}/${path}`)
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc
      .tuple(fc.constantFrom('', '"', "'"), url, fc.constantFrom('', '"', "'"))
      .map((parts) => parts.join('')),
    fc.tuple(segment, segment).map(([user, secret]) => `${user}:${secret}@db/x`),
  )
  fc.assert(
    fc.property(text, (value) => {
      const { location, error } = judge(value.trim())
      if (error) {
        expect(error.input).toBe('store')
        return
      }
      if (value.includes('://')) expect(location?.kind).not.toBe('parquet')
      if (location?.kind === 'parquet') expect(isAbsolute(location.folder)).toBe(true)
    }),
    { numRuns: 300, seed: 36 },
  )
  expect(await readdir(workspace)).toEqual([])
})
