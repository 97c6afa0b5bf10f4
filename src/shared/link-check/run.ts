/**
 * One link check, start to end: the pages to read (the paths given, or the preview's sitemap),
 * each page's links and images, each link's verdict (verdicts.ts) once per run, and the report,
 * which can be written at any moment: when the time runs out or the run is cancelled it is
 * written at once, from what is known, with what was left.
 */
import { cut } from '../untrusted-text.js'
import { Fetcher, type FetcherOptions, type FetchLimits } from './fetcher.js'
import { privateHostReason } from './addresses.js'
import type { LinkCheckOptions, LinkCheckReport, LinkProblem } from './types.js'
import { externalVerdict, land, previewVerdict, type Landing, type Verdict } from './verdicts.js'

export interface CheckLimits extends FetchLimits {
  /** Distinct links given a verdict in one run. */
  maxLinks: number
}

const LIMITS: CheckLimits = {
  maxPages: 500,
  maxLinks: 5_000,
  maxLinksPerPage: 5_000,
  perHost: 4,
  total: 16,
  requestTimeoutMs: 10_000,
  maxBodyBytes: 2 * 1024 * 1024,
  retries: 2,
  retryDelayMs: 500,
}

/** Test and benchmark seams: see FetcherOptions; and smaller bounds. */
export interface LinkCheckSeams extends Pick<FetcherOptions, 'tls' | 'resolve' | 'treatAsPublic'> {
  limits?: Partial<CheckLimits>
}

/** Longest link and page shown in the report (they are the page author's text). */
const MAX_SHOWN_CHARS = 500
/** Problems kept in each list of the report; more are only counted. */
const MAX_PROBLEMS = 5_000
/** Links over the limit remembered one by one (to count each once); past this, counted. */
const MAX_REMEMBERED_LEFT = 50_000

/** A page is checked once it is read; its links' fate is counted apart. */
type PageState = 'pending' | 'checked' | 'unreadable' | 'left'
type LinkVerdict = Verdict | { kind: 'skipped' }

interface Problem extends LinkProblem {
  /** Where it sits, to list problems in page order, then link order. */
  order: [number, number]
}

export class LinkCheckRun {
  private readonly options: LinkCheckOptions
  private readonly limits: CheckLimits
  private readonly origin: string
  private readonly fetcher: Fetcher
  private readonly stop = new AbortController()
  private deadlineTimer: NodeJS.Timeout | undefined
  private stopReason: string | undefined
  private readonly removed: Set<string>
  private readonly pageStates: PageState[] = []
  private pagesOverLimit = 0
  private readonly verdicts = new Map<string, Promise<LinkVerdict>>()
  private readonly settled = new Map<string, LinkVerdict>()
  private readonly leftOverLimit = new Set<string>()
  private linksOverLimit = 0
  private readonly broken: Problem[] = []
  private readonly notChecked: Problem[] = []
  private omitted = 0

  constructor(options: LinkCheckOptions, seams: LinkCheckSeams) {
    this.options = options
    this.limits = { ...LIMITS, ...seams.limits }
    this.origin = new URL(options.previewUrl).origin
    this.removed = new Set(options.removedPaths.map(normalPath))
    this.fetcher = new Fetcher({
      previewOrigin: this.origin,
      proxy: options.proxy,
      clock: options.clock,
      deadline: options.deadline,
      stop: this.stop.signal,
      limits: this.limits,
      tls: seams.tls,
      resolve: seams.resolve,
      treatAsPublic: seams.treatAsPublic,
    })
  }

  async run(): Promise<LinkCheckReport> {
    const { signal, clock, deadline } = this.options
    const stopped = new Promise<void>((resolve) => {
      this.end = (reason: string): void => {
        this.stopReason ??= reason
        this.stop.abort(new Error(reason))
        resolve()
      }
      if (signal.aborted) this.end('the run was cancelled')
      signal.addEventListener('abort', this.onCancel, { once: true })
      // A real timer, like the requests' (fetcher.ts): the deadline bounds real I/O.
      const left = Math.max(0, deadline - clock.now())
      this.deadlineTimer = setTimeout(() => this.end('the time ran out'), left)
    })
    const work = async (): Promise<void> => {
      const paths = await this.pagePaths()
      const urls = paths.map((path) => this.pageUrl(path))
      for (const url of urls) this.fetcher.pages.add(url.href)
      await Promise.all(paths.map((path, index) => this.checkPage(path, urls[index] as URL, index)))
    }
    const working = work()
    // Settled later, unread, when the check stopped first.
    working.catch(() => undefined)
    await Promise.race([working, stopped])
    return this.report()
  }

  async close(): Promise<void> {
    clearTimeout(this.deadlineTimer)
    this.options.signal.removeEventListener('abort', this.onCancel)
    this.stop.abort(new Error('the check is over'))
    await this.fetcher.close()
  }

  private end: (reason: string) => void = () => undefined
  private readonly onCancel = (): void => this.end('the run was cancelled')

  /** The pages to read, at most `maxPages` (the rest counted). */
  private async pagePaths(): Promise<string[]> {
    const { pages } = this.options
    const all =
      pages.kind === 'paths' ? [...new Set(pages.paths.map(normalPath))] : await this.sitemapPaths()
    this.pagesOverLimit += Math.max(0, all.length - this.limits.maxPages)
    const kept = all.slice(0, this.limits.maxPages)
    kept.forEach(() => this.pageStates.push('pending'))
    return kept
  }

  /** The pages of the preview's /sitemap.xml (and of the sitemaps an index lists). */
  private async sitemapPaths(): Promise<string[]> {
    const paths: string[] = []
    const queue = ['/sitemap.xml']
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const landing = await land(this.fetcher, this.pageUrl(next), this.origin, 'sitemap')
      const sitemap = landing.last.sitemap
      if (!sitemap) {
        const verdict = previewVerdict(landing, '', false, undefined)
        const why =
          verdict.kind === 'ok'
            ? 'it is empty'
            : verdict.kind === 'unfinished'
              ? undefined
              : verdict.reason
        if (why) this.pageProblem(next, -1, landing, `the sitemap could not be read: ${why}`)
        continue
      }
      paths.push(...sitemap.pages)
      this.pagesOverLimit += sitemap.pagesDropped
      if (next === '/sitemap.xml') queue.push(...sitemap.sitemaps)
    }
    return [...new Set(paths)]
  }

  /** `path` on the preview's origin (a path like `//host` stays on it). */
  private pageUrl(path: string): URL {
    const url = new URL(this.origin)
    const query = path.indexOf('?')
    url.pathname = query === -1 ? path : path.slice(0, query)
    if (query !== -1) url.search = path.slice(query)
    return url
  }

  /** Reads one page and gives each of its links a verdict. */
  private async checkPage(path: string, url: URL, index: number): Promise<void> {
    const landing = await land(this.fetcher, url, this.origin, 'page')
    const page = landing.last
    const verdict = previewVerdict(landing, '', false, undefined)
    if (verdict.kind === 'unfinished') return this.setPage(index, 'left')
    if (verdict.kind !== 'ok' || landing.offHost || !page.document || page.mode !== 'page') {
      const why =
        verdict.kind !== 'ok'
          ? verdict.reason
          : landing.offHost
            ? 'it redirects to another host'
            : !page.document
              ? 'it is not an HTML page'
              : 'it was fetched first as a link target, without its links'
      this.pageProblem(path, index, landing, `the page was not checked: ${why}`)
      return this.setPage(index, 'unreadable')
    }
    const { links, baseHref, linksDropped } = page.document
    this.linksOverLimit += linksDropped
    if (page.cut) {
      const why =
        page.cut === 'size'
          ? `the page is larger than ${this.limits.maxBodyBytes / 1024 / 1024} MiB`
          : 'the page did not arrive whole in time'
      this.pageProblem(path, index, landing, `${why}: the links in the rest of it were not checked`)
    }
    // Read: checked, whatever bound its links meet (those are counted as links left).
    this.setPage(index, 'checked')
    const base = baseUrl(baseHref, landing.lastUrl)
    await Promise.all(links.map((href, at) => this.checkLink(path, href, base, [index, at])))
  }

  /** Gives one link of a page its verdict, and records it when it is a problem. */
  private async checkLink(
    page: string,
    href: string,
    base: URL,
    order: [number, number],
  ): Promise<void> {
    let url: URL
    try {
      url = new URL(href, base)
    } catch {
      this.record('broken', {
        page,
        link: href,
        status: null,
        reason: 'not a valid URL',
        onPreviewHost: false,
        order,
      })
      return
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return
    const settled = await this.verdictOf(url)
    if (settled?.kind === 'broken' || settled?.kind === 'notChecked') {
      const onPreviewHost = url.origin === this.origin
      const link = onPreviewHost ? `${url.pathname}${url.search}${url.hash}` : url.href
      const { status, reason } = settled
      this.record(settled.kind, { page, link, status, reason, onPreviewHost, order })
    }
  }

  /** The verdict on `url`, asked for once per run; undefined past the link limit. */
  private verdictOf(url: URL): Promise<LinkVerdict> | undefined {
    const key = url.href
    const known = this.verdicts.get(key)
    if (known) return known
    const onPreview = url.origin === this.origin
    if (!onPreview && !this.options.external && !privateHostReason(url.hostname)) {
      return Promise.resolve({ kind: 'skipped' })
    }
    if (this.verdicts.size >= this.limits.maxLinks) {
      if (this.leftOverLimit.size < MAX_REMEMBERED_LEFT) this.leftOverLimit.add(key)
      else this.linksOverLimit++
      return undefined
    }
    const verdict = (onPreview ? this.previewLink(url) : this.externalLink(url)).then((v) => {
      this.settled.set(key, v)
      return v
    })
    this.verdicts.set(key, verdict)
    return verdict
  }

  private async previewLink(url: URL): Promise<Verdict> {
    const landing: Landing = await land(this.fetcher, url, this.origin, 'ids')
    const offHost =
      landing.offHost && this.options.external
        ? externalVerdict(await this.fetcher.get(landing.offHost, 'status'))
        : undefined
    const removed = this.removed.has(normalPath(url.pathname))
    return previewVerdict(landing, url.hash.slice(1), removed, offHost)
  }

  private async externalLink(url: URL): Promise<Verdict> {
    const refused = privateHostReason(url.hostname)
    if (refused) return { kind: 'notChecked', status: null, reason: `never fetched: ${refused}` }
    return externalVerdict(await this.fetcher.get(url, 'status'))
  }

  private setPage(index: number, state: PageState): void {
    if (index >= 0) this.pageStates[index] = state
  }

  /** A problem of a page as a whole (it could not be read, or not whole). */
  private pageProblem(path: string, index: number, landing: Landing, reason: string): void {
    const status = landing.last.status
    this.record('notChecked', {
      page: path,
      link: path,
      status,
      reason,
      onPreviewHost: true,
      order: [index, -1],
    })
  }

  private record(kind: 'broken' | 'notChecked', problem: Problem): void {
    const list = kind === 'broken' ? this.broken : this.notChecked
    if (list.length >= MAX_PROBLEMS) {
      this.omitted++
      return
    }
    list.push({
      ...problem,
      page: shown(problem.page),
      link: shown(problem.link),
      reason: shown(problem.reason),
    })
  }

  /** The report of what is known now. */
  private report(): LinkCheckReport {
    const count = (state: PageState): number => this.pageStates.filter((s) => s === state).length
    let checkedLinks = 0
    let unfinishedLinks = 0
    for (const [key] of this.verdicts) {
      const verdict = this.settled.get(key)
      if (!verdict || verdict.kind === 'unfinished') unfinishedLinks++
      else if (verdict.kind === 'ok' || verdict.kind === 'broken') checkedLinks++
    }
    const pagesLeft = count('pending') + count('left') + this.pagesOverLimit
    const overLimit = this.leftOverLimit.size + this.linksOverLimit
    const linksLeft = unfinishedLinks + overLimit
    const report: LinkCheckReport = {
      checkedPages: count('checked'),
      checkedLinks,
      broken: sorted(this.broken),
      notChecked: sorted(this.notChecked),
    }
    if (pagesLeft > 0 || linksLeft > 0) {
      const reasons = [
        this.stopReason,
        this.pagesOverLimit > 0
          ? `the ${this.limits.maxPages.toLocaleString('en-US')}-page limit`
          : undefined,
        overLimit > 0
          ? `the ${this.limits.maxLinks.toLocaleString('en-US')}-link limit`
          : undefined,
      ].filter((r) => r !== undefined)
      report.unfinished = {
        reason: reasons.join('; ') || 'the check ended early',
        pagesLeft,
        linksLeft,
      }
    }
    if (this.omitted > 0) report.omittedProblems = this.omitted
    return report
  }
}

/** A page path as compared with the removed ones: no trailing slash, `/` for the root. */
function normalPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`
  let end = withSlash.length
  while (end > 1 && withSlash[end - 1] === '/') end--
  return withSlash.slice(0, end)
}

/** The document's base URL: its `<base href>` when that is an http(s) URL, else its own URL. */
function baseUrl(baseHref: string | undefined, documentUrl: URL): URL {
  if (baseHref === undefined) return documentUrl
  try {
    const base = new URL(baseHref, documentUrl)
    return base.protocol === 'https:' || base.protocol === 'http:' ? base : documentUrl
  } catch {
    return documentUrl
  }
}

/** Page text as the report keeps it: as written, at most MAX_SHOWN_CHARS. */
function shown(text: string): string {
  return text.length <= MAX_SHOWN_CHARS ? text : `${cut(text, MAX_SHOWN_CHARS - 1)}…`
}

function sorted(problems: Problem[]): LinkProblem[] {
  return [...problems]
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map(({ order: _order, ...problem }) => problem)
}
