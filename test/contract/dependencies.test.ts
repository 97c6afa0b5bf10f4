/**
 * No dependency patched from outside (docs/design.md, "One undici"): package.json overrides no
 * package the action depends on, and the installed tree holds one undici, the major the toolkit
 * (`@actions/http-client`) declares, which every package then loads by its public entry. (That
 * nothing in src/ imports a package's lib/ or dist/ is ESLint's `no-restricted-imports`.)
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface Manifest {
  dependencies?: Record<string, string>
  overrides?: Record<string, unknown>
}

interface Lock {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>
}

const root = new URL('../../', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as Manifest
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as Lock

/** Every installed copy of `name`, by its path in node_modules. */
function copiesOf(name: string): [string, string | undefined][] {
  return Object.entries(lock.packages)
    .filter(([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`))
    .map(([path, entry]) => [path, entry.version])
}

describe('dependencies', () => {
  it('overrides no package the action depends on', () => {
    const direct = Object.keys(manifest.dependencies ?? {})
    const overridden = Object.keys(manifest.overrides ?? {})
    expect(overridden.filter((name) => direct.includes(name))).toEqual([])
    // The toolkit's own packages and their undici are never forced either.
    expect(overridden.filter((name) => name === 'undici' || name.startsWith('@actions/'))).toEqual(
      [],
    )
  })

  it('holds one undici, of the major @actions/http-client declares', () => {
    const copies = copiesOf('undici')
    expect(copies).toHaveLength(1)
    const [, version] = copies[0] ?? []
    for (const [path] of copiesOf('@actions/http-client')) {
      const wanted = lock.packages[path]?.dependencies?.undici ?? ''
      expect(wanted, path).toMatch(/^\^\d+/)
      expect(version?.split('.')[0], path).toBe(/^\^(\d+)/.exec(wanted)?.[1])
    }
  })
})
