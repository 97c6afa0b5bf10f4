/**
 * Which pages of the site a change touched, from its changed files: Mintlify serves
 * `guides/quickstart.mdx` (under the docs root, the folder of `docs.json`) at
 * `/guides/quickstart`, and an `index.mdx` at its folder's path. One answer feeds both the
 * lists a reader sees (added, changed, removed) and the link check, so they cannot disagree.
 *
 * A page is its URL: a file removed at a URL another file of the same change still serves
 * (`setup.md` -> `setup.mdx`, `api.mdx` -> `api/index.mdx`; GitHub reports the old name removed,
 * or renamed) is that page changed, not removed. Nothing is fetched to decide it.
 */

/** How a file changed, as GitHub lists it (a copy counts as added). */
export type ChangedFileStatus = 'added' | 'modified' | 'removed' | 'renamed'

export interface ChangedFile {
  path: string
  status: ChangedFileStatus
  /** For `renamed`: the file's path before the change. */
  previousPath?: string
}

/** A page of the site the change touched. */
export interface ChangedPage {
  /** Its file, relative to the repository. */
  file: string
  /** Its path on the site: `/guides/quickstart`, `/` for the root page. */
  path: string
  /** The file this page was served from before, when the change renamed or replaced it. */
  was?: string
}

/** Why a change means every page: the first file that says so, and what it is. */
export interface EveryPage {
  file: string
  what: 'configuration' | 'snippet' | 'spec'
}

export interface ChangedPages {
  /** Set when the change touched the navigation (docs.json, mint.json), an API spec or a snippet. */
  everyPage?: EveryPage
  /** Pages at a path the site did not serve before. */
  added: ChangedPage[]
  /** Pages at a path the site served before and still serves. */
  changed: ChangedPage[]
  /** Pages at a path no file of the change serves any more. */
  removed: ChangedPage[]
  /** Changed files that are not pages (images, files outside the docs root, the configuration). */
  others: string[]
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

/** What one file is to the site. */
type FileKind =
  { kind: 'page'; path: string } | { kind: 'every'; what: EveryPage['what'] } | { kind: 'other' }

/**
 * Changed files -> the pages they touched, relative to the docs root ('' when docs.json is at the
 * repository's root), and whether a change to docs.json/mint.json, an OpenAPI file or a snippet
 * means every page.
 */
export function pagesOfChangedFiles(files: readonly ChangedFile[], docsRoot: string): ChangedPages {
  const root = trimSlashes(docsRoot.startsWith('./') ? docsRoot.slice(2) : docsRoot)
  const prefix = root === '' || root === '.' ? '' : `${root}/`
  let everyPage: EveryPage | undefined
  const added: ChangedPage[] = []
  const changed: ChangedPage[] = []
  const gone: ChangedPage[] = []
  const others: string[] = []
  for (const file of files) {
    const kind = kindOf(file.path, prefix)
    // A rename is its new file, and its old one removed.
    const previous = file.status === 'renamed' ? file.previousPath : undefined
    if (previous !== undefined) {
      const before = kindOf(previous, prefix)
      if (before.kind === 'page') gone.push({ file: previous, path: before.path })
      if (before.kind === 'every') everyPage ??= { file: previous, what: before.what }
    }
    if (kind.kind === 'every') everyPage ??= { file: file.path, what: kind.what }
    if (kind.kind !== 'page') {
      others.push(file.path)
      continue
    }
    const page: ChangedPage = { file: file.path, path: kind.path }
    if (file.status === 'removed') gone.push(page)
    else if (file.status === 'modified') changed.push(page)
    else added.push(previous === undefined ? page : { ...page, was: previous })
  }
  const { stillAdded, replacing, removed } = pairRemovals(added, changed, gone)
  return {
    ...(everyPage ? { everyPage } : {}),
    added: stillAdded,
    changed: [...changed, ...replacing],
    removed,
    others,
  }
}

/**
 * A removed file whose path another file of the change serves is no removed page: with an added
 * file there, that page changed its file (`was`), not its address.
 */
function pairRemovals(
  added: readonly ChangedPage[],
  changed: readonly ChangedPage[],
  gone: readonly ChangedPage[],
): { stillAdded: ChangedPage[]; replacing: ChangedPage[]; removed: ChangedPage[] } {
  const served = new Map<string, ChangedPage>()
  for (const page of [...changed, ...added]) if (!served.has(page.path)) served.set(page.path, page)
  const addedPages = new Set(added)
  const replaced = new Map<ChangedPage, string>()
  const removed: ChangedPage[] = []
  for (const page of gone) {
    const successor = served.get(page.path)
    if (!successor) removed.push(page)
    else if (addedPages.has(successor) && !replaced.has(successor)) {
      replaced.set(successor, page.file)
    }
  }
  return {
    stillAdded: added.filter((page) => !replaced.has(page)),
    replacing: [...replaced].map(([page, file]) => ({ ...page, was: page.was ?? file })),
    removed,
  }
}

/** The paths to fetch and check: the pages added or changed, each once. */
export function pathsToCheck(pages: ChangedPages): string[] {
  return [...new Set([...pages.added, ...pages.changed].map((page) => page.path))]
}

/** The paths of the pages the change removed, each once. */
export function removedPaths(pages: ChangedPages): string[] {
  return [...new Set(pages.removed.map((page) => page.path))]
}

/** What the file at `path` (relative to the repository) is to the site under `prefix`. */
function kindOf(rawPath: string, prefix: string): FileKind {
  const path = trimSlashes(rawPath)
  if (!path.startsWith(prefix)) return { kind: 'other' }
  const relative = path.slice(prefix.length)
  const segments = relative.split('/')
  const name = segments.at(-1) ?? ''
  // Hidden folders (.github, .mintlify) and installed packages are never pages.
  if (segments.some((s) => s.startsWith('.') || s === 'node_modules')) return { kind: 'other' }
  if (CONFIG_FILES.has(relative)) return { kind: 'every', what: 'configuration' }
  if (segments[0] === 'snippets') return { kind: 'every', what: 'snippet' }
  const extension = extensionOf(name)
  if (SPEC_EXTENSIONS.includes(extension) && !NOT_SPECS.has(name)) {
    return { kind: 'every', what: 'spec' }
  }
  if (!PAGE_EXTENSIONS.includes(extension) || NOT_PAGES.has(name)) return { kind: 'other' }
  return { kind: 'page', path: pagePath(relative.slice(0, -extension.length)) }
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
