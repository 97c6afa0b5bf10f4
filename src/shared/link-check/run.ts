/**
 * One link check, start to end: the pages to read (the paths given, or the preview's sitemap),
 * each page's links and images, each link's verdict (verdicts.ts) once per run, and the report,
 * which can be written at any moment: when the time runs out or the run is cancelled it is
 * written at once, from what is known, with what was left. Every link on a page ends up checked,
 * broken, or not checked with its cause (problems.ts): none is passed over in silence.
 */
import { Fetcher, type FetcherOptions, type FetchLimits } from './fetcher.js'
import { privateHostReason } from './addresses.js'
import { MAX_URL_CHARS } from './html.js'
import { IgnoreRules } from './ignore.js'
import { Problems, type Order } from './problems.js'
import type { LinkCheckOptions, LinkCheckReport, NotCheckedCause } from './types.js'
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

/** A page is checked once it is read; its links' fate is counted apart. */
type PageState = 'pending' | 'checked' | 'unreadable' | 'left'

/** A link not checked, and why: a cause and a fixed sentence. */
function notChecked(cause: NotCheckedCause, reason: string): Verdict {
  return { kind: 'notChecked', status: null, reason, cause }
}

const LONG_URL = `longer than ${MAX_URL_CHARS.toLocaleString('en-US')} characters`

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
  private readonly verdicts = new Map<string, Promise<Verdict>>()
  private readonly settled = new Map<string, Verdict>()
  /** Links the time ran out on before `check-ignore` could say whether it names them. */
  private readonly undecided = new Set<string>()
  private readonly ignore: IgnoreRules
  private readonly problems = new Problems()

  constructor(options: LinkCheckOptions, seams: LinkCheckSeams) {
    this.options = options
    this.limits = { ...LIMITS, ...seams.limits }
    this.origin = new URL(options.previewUrl).origin
    this.removed = new Set(options.removedPaths.map(normalPath))
    this.ignore = new IgnoreRules(options.ignore, options.clock, options.deadline)
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
        const reason = `the sitemap could not be read: ${why}`
        if (why) this.pageProblem(next, -1, landing, reason, 'unread-page')
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
      this.pageProblem(path, index, landing, `the page was not checked: ${why}`, 'unread-page')
      return this.setPage(index, 'unreadable')
    }
    const { links, longLinks, baseHref, linksDropped } = page.document
    if (page.cut) {
      const why =
        page.cut === 'size'
          ? `the page is larger than ${this.limits.maxBodyBytes / 1024 / 1024} MiB`
          : 'the page did not arrive whole in time'
      const cause = page.cut === 'size' ? 'bound' : 'inconclusive'
      this.pageProblem(
        path,
        index,
        landing,
        `${why}: the links in the rest of it were not checked`,
        cause,
      )
    }
    if (linksDropped > 0) {
      const limit = this.limits.maxLinksPerPage.toLocaleString('en-US')
      const why = `the page holds more than ${limit} links: the ${linksDropped.toLocaleString('en-US')} past them were not checked`
      this.pageProblem(path, index, landing, why, 'bound')
    }
    // Read: checked, whatever bound its links meet (each is listed as not checked).
    this.setPage(index, 'checked')
    longLinks.forEach((link, at) => {
      const problem = { page: path, link, status: null, reason: LONG_URL, onPreviewHost: false }
      this.problems.addNotChecked({ ...problem, cause: 'bound' }, [index, links.length + at])
    })
    const base = baseUrl(baseHref, landing.lastUrl)
    const targets = links.map((href) => ({ href, url: resolved(href, base) }))
    // `check-ignore` runs on the page's links a batch at a time (see ignore.ts).
    this.ignore.prepare(targets.map(({ href, url }) => url?.href ?? href))
    await Promise.all(
      targets.map(({ href, url }, at) => this.checkLink(path, href, url, [index, at])),
    )
  }

  /**
   * Gives one link of a page its verdict (`url`: the link resolved against its page, undefined
   * when it is not a URL), and records it when it is a problem.
   */
  private async checkLink(
    page: string,
    href: string,
    url: URL | undefined,
    order: Order,
  ): Promise<void> {
    if (!url) {
      // A pattern may still name it as written (a placeholder: `https://<your-domain>/`).
      const verdict: Verdict | 'unfinished' = this.ignoredVerdict(href) ?? {
        kind: 'broken',
        status: null,
        reason: 'not a valid URL',
      }
      if (verdict !== 'unfinished') {
        this.record(verdict, { page, link: href, onPreviewHost: false }, order)
      }
      return
    }
    const onPreviewHost = url.origin === this.origin
    const link = onPreviewHost ? `${url.pathname}${url.search}${url.hash}` : url.href
    const unfetched = this.unfetchedVerdict(url)
    if (unfetched === 'unfinished') return
    const verdict = unfetched ?? (await this.verdictOf(url))
    this.record(verdict, { page, link, onPreviewHost }, order)
  }

  /**
   * The verdict on a link that is never fetched (too long, ignored, not a web link, on another
   * host without `check-external`); undefined when it is to be fetched.
   */
  private unfetchedVerdict(url: URL): Verdict | 'unfinished' | undefined {
    if (url.href.length > MAX_URL_CHARS) return notChecked('bound', LONG_URL)
    const ignored = this.ignoredVerdict(url.href)
    if (ignored) return ignored
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return notChecked('not-web', 'not a web link: only http and https links are checked')
    }
    const onPreview = url.origin === this.origin
    if (!onPreview && !this.options.external && !privateHostReason(url.hostname)) {
      return notChecked('other-host', 'on another host, and `check-external` is false')
    }
    return undefined
  }

  /** Not checked when a line of `check-ignore` matches `text`; 'unfinished' when the time ran out first. */
  private ignoredVerdict(text: string): Verdict | 'unfinished' | undefined {
    const match = this.ignore.match(text)
    if (match === 'none') return undefined
    if (match === 'out-of-time') {
      // The patterns ran to the deadline: the check ends here.
      this.undecided.add(text)
      this.end('the time ran out')
      return 'unfinished'
    }
    return notChecked('ignored', `ignored: line ${match.line} of \`check-ignore\` matches it`)
  }

  /** The verdict on `url`, asked for once per run; not checked past the link limit. */
  private verdictOf(url: URL): Promise<Verdict> {
    const key = url.href
    const known = this.verdicts.get(key)
    if (known) return known
    if (this.verdicts.size >= this.limits.maxLinks) {
      const limit = this.limits.maxLinks.toLocaleString('en-US')
      return Promise.resolve(notChecked('bound', `past the check's limit of ${limit} links`))
    }
    const onPreview = url.origin === this.origin
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
    if (refused) return notChecked('private', `never fetched: ${refused}`)
    return externalVerdict(await this.fetcher.get(url, 'status'))
  }

  private setPage(index: number, state: PageState): void {
    if (index >= 0) this.pageStates[index] = state
  }

  /** A problem of a page as a whole (it could not be read, or not whole). */
  private pageProblem(
    path: string,
    index: number,
    landing: Landing,
    reason: string,
    cause: NotCheckedCause,
  ): void {
    const status = landing.last.status
    const problem = { page: path, link: path, status, reason, onPreviewHost: true, cause }
    this.problems.addNotChecked(problem, [index, -1])
  }

  /** Records a link's verdict when it is a problem. */
  private record(
    verdict: Verdict,
    where: { page: string; link: string; onPreviewHost: boolean },
    order: Order,
  ): void {
    if (verdict.kind === 'broken') {
      const { status, reason } = verdict
      this.problems.addBroken({ ...where, status, reason }, order)
    } else if (verdict.kind === 'notChecked') {
      const { status, reason, cause } = verdict
      this.problems.addNotChecked({ ...where, status, reason, cause }, order)
    }
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
    const linksLeft = unfinishedLinks + this.undecided.size
    const report: LinkCheckReport = {
      checkedPages: count('checked'),
      checkedLinks,
      ...this.problems.lists(),
    }
    if (pagesLeft > 0 || linksLeft > 0) {
      const pageLimit =
        this.pagesOverLimit > 0
          ? `the ${this.limits.maxPages.toLocaleString('en-US')}-page limit`
          : undefined
      const reasons = [this.stopReason, pageLimit].filter((r) => r !== undefined)
      report.unfinished = {
        reason: reasons.join('; ') || 'the check ended early',
        pagesLeft,
        linksLeft,
      }
    }
    const dropped = this.ignore.dropped
    if (dropped.length > 0) {
      report.droppedPatterns = dropped.map(({ line, source }) => ({ line, pattern: source }))
    }
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

/** `href` resolved against `base`; undefined when it is not a URL. */
function resolved(href: string, base: URL): URL | undefined {
  try {
    return new URL(href, base)
  } catch {
    return undefined
  }
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
