import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as undiciParts from '../../src/shared/mintlify/undici.ts'

/**
 * The build maps every `'undici'` import in the bundle to src/shared/mintlify/undici.ts (see
 * src/tsconfig.json). A bundled package that imports a name the module does not give would get
 * `undefined` at run time, only on the path that uses it (a proxy, say): this catches it when a
 * dependency is upgraded.
 */
const root = join(import.meta.dirname, '..', '..')

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(c|m)?js$/.test(name))
    .map((name) => join(dir, name))
}

/** Names each file outside undici imports from `'undici'` (ESM imports and CJS requires). */
function undiciImports(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const packages = join(root, 'node_modules', '@actions')
  for (const file of jsFiles(packages)) {
    const text = readFileSync(file, 'utf8')
    const names: string[] = []
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]undici['"]/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]
        if (name) names.push(name)
      }
    }
    for (const m of text.matchAll(/(?:const|var|let)\s+(\w+)\s*=\s*require\(['"]undici['"]\)/g)) {
      const binding = m[1] ?? ''
      for (const use of text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) {
        names.push(use[1] ?? '')
      }
    }
    if (/from\s*['"]undici['"]|require\(['"]undici['"]\)/.test(text)) {
      found.set(relative(root, file), [...new Set(names)])
    }
  }
  return found
}

describe("the bundle's undici parts", () => {
  it('give every name a bundled @actions package imports from undici', () => {
    const imports = undiciImports()
    // The packages known to import undici today: if one stops, this list is stale, not wrong.
    expect([...imports.keys()].some((f) => f.includes('@actions/http-client'))).toBe(true)
    expect([...imports.keys()].some((f) => f.includes('@actions/github'))).toBe(true)
    for (const [file, names] of imports) {
      expect(names, `${file} imports undici without naming what`).not.toEqual([])
      for (const name of names) {
        expect(Object.keys(undiciParts), `${file} imports ${name}`).toContain(name)
      }
    }
  })

  it('are real constructors and a working request API on every dispatcher', () => {
    const agent = new undiciParts.Agent()
    expect(typeof agent.request).toBe('function')
    expect(new undiciParts.ProxyAgent('http://127.0.0.1:9')).toBeInstanceOf(undiciParts.Dispatcher)
    void agent.close()
  })

  it('leave undici’s index (fetch, WebSocket, caches, mocks) out of dist/', () => {
    const dist = join(root, 'dist')
    for (const name of readdirSync(dist).filter((n) => n.endsWith('.js'))) {
      const text = readFileSync(join(dist, name), 'utf8')
      expect(text.includes('module.exports.setGlobalOrigin'), name).toBe(false)
      expect(text.includes('class WebSocket extends EventTarget'), name).toBe(false)
    }
  })
})
