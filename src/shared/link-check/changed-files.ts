/**
 * Which pages of the preview a change touched, from its changed files: Mintlify serves
 * `guides/quickstart.mdx` (under the docs root, the folder of `docs.json`) at
 * `/guides/quickstart`, and an `index.mdx` at its folder's path.
 */

export interface ChangedFile {
  path: string
  status: 'added' | 'modified' | 'removed' | 'renamed'
}

export interface ChangedPages {
  /** Every page: the change touched the navigation (docs.json, mint.json), an API spec or a snippet. */
  all: boolean
  /** Paths of the pages added or changed, each once ('/' for the root page). */
  paths: string[]
  /** Paths of the pages the change removed. */
  removed: string[]
}

const PAGE_EXTENSIONS = ['.mdx', '.md']
const CONFIG_FILES = new Set(['docs.json', 'mint.json'])
/**
 * API specs: Mintlify reads OpenAPI (and AsyncAPI) files named in docs.json, whatever their
 * name; the files are not known here, so any JSON or YAML file under the docs root counts (a
 * wider check than needed, never a narrower one), but for the package managers' own.
 */
const SPEC_EXTENSIONS = ['.json', '.yaml', '.yml']
const NOT_SPECS = new Set(['package.json', 'package-lock.json', 'tsconfig.json', 'jsconfig.json'])
/** Repository files written in Markdown that Mintlify does not publish as pages. */
const NOT_PAGES = new Set([
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
  'CODE_OF_CONDUCT.md',
])

/** Changed files -> page paths relative to the docs root ('' when docs.json is at the repository's root); `all: true` when a change to docs.json/mint.json, an OpenAPI file or a snippet means every page. */
export function pagesOfChangedFiles(files: readonly ChangedFile[], docsRoot: string): ChangedPages {
  const root = trimSlashes(docsRoot.startsWith('./') ? docsRoot.slice(2) : docsRoot)
  const prefix = root === '' || root === '.' ? '' : `${root}/`
  const paths = new Set<string>()
  const removed = new Set<string>()
  let all = false
  for (const file of files) {
    const path = trimSlashes(file.path)
    if (!path.startsWith(prefix)) continue
    const relative = path.slice(prefix.length)
    const segments = relative.split('/')
    const name = segments.at(-1) ?? ''
    // Hidden folders (.github, .mintlify) and installed packages are never pages.
    if (segments.some((s) => s.startsWith('.') || s === 'node_modules')) continue
    if (CONFIG_FILES.has(relative) || segments[0] === 'snippets') {
      all = true
      continue
    }
    const extension = extensionOf(name)
    if (SPEC_EXTENSIONS.includes(extension) && !NOT_SPECS.has(name)) {
      all = true
      continue
    }
    if (!PAGE_EXTENSIONS.includes(extension) || NOT_PAGES.has(name)) continue
    const page = pagePath(relative.slice(0, -extension.length))
    if (file.status === 'removed') removed.add(page)
    else paths.add(page)
  }
  return { all, paths: [...paths], removed: [...removed] }
}

/** `guides/quickstart` -> `/guides/quickstart`; `guides/index` -> `/guides`; `index` -> `/`. */
function pagePath(withoutExtension: string): string {
  const segments = withoutExtension.split('/')
  if (segments.at(-1) === 'index') segments.pop()
  return `/${segments.join('/')}`
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot).toLowerCase()
}

function trimSlashes(path: string): string {
  let start = 0
  let end = path.length
  while (start < end && path[start] === '/') start++
  while (end > start && path[end - 1] === '/') end--
  return path.slice(start, end)
}
