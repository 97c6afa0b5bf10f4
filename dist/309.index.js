export const id = 309;
export const ids = [309];
export const modules = {

/***/ 29309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkPreview: () => (/* binding */ checkPreview)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _link_check_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57671);
/* harmony import */ var _link_check_changed_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13246);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91116);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90961);
/* harmony import */ var _link_problem_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7882);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14440);
/**
 * The link check of a ready preview, as preview mode and agent mode's `preview: true` run it:
 * which pages (the change's added and changed pages, from changes.ts, the same list the comment
 * shows; every page of the sitemap for `check: all` or a change to the site's configuration), the
 * check itself (src/shared/link-check/), its JSON report under `RUNNER_TEMP` and the outputs. The
 * checker comes in as an argument: the mode's wiring loads it lazily.
 */








/** Broken links, and links not checked, the log lists one a line; the rest are in the report. */
const MAX_LOGGED = 100;
/**
 * Runs the check `request.settings` asks for; undefined with `check: off`. Never throws: a check
 * that cannot run is skipped with its reason (it never fails the step by itself).
 */
async function checkPreview(request, deps) {
    if (request.settings.check === 'off')
        return undefined;
    try {
        return await runCheck(request, deps);
    }
    catch (error) {
        return { kind: 'skipped', reason: `the check could not run: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)}` };
    }
}
async function runCheck(request, deps) {
    const { settings, previewUrl } = request;
    if (!previewUrl) {
        return {
            kind: 'skipped',
            reason: "this run waited for an existing preview (`status-id`), and a status does not carry the preview's URL; the run that triggered the preview checks its links.",
        };
    }
    const chosen = choosePages(request);
    if ('reason' in chosen)
        return { kind: 'skipped', reason: chosen.reason };
    if ('nothing' in chosen) {
        const report = (0,_link_check_check_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyReport */ ._O)();
        await finish(request, report, deps);
        return { kind: 'checked', previewUrl, report, scope: '', nothingToCheck: chosen.nothing };
    }
    const count = chosen.pages.kind === 'paths' ? `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(chosen.pages.paths.length, 'page')}: ` : '';
    deps.log.info(`Checking the links on ${previewUrl} (${count}${chosen.scope}).`);
    const checkLinks = deps.checkLinks ?? checkWithParser;
    const report = await checkLinks({
        previewUrl,
        pages: chosen.pages,
        removedPaths: chosen.removed,
        external: settings.checkExternal,
        ignore: settings.checkIgnore,
        deadline: deps.deadline,
        clock: deps.clock,
        signal: deps.signal,
        proxy: deps.proxy,
    });
    await finish(request, report, deps);
    return { kind: 'checked', previewUrl, report, scope: chosen.scope };
}
function choosePages(request) {
    const { change } = request;
    // A link to a page the change removed is broken whatever pages are checked.
    const removed = change ? (0,_link_check_changed_files_js__WEBPACK_IMPORTED_MODULE_3__/* .removedPaths */ .jD)(change.pages) : [];
    if (request.settings.check === 'all') {
        return { pages: { kind: 'sitemap' }, removed, scope: 'every page of the sitemap' };
    }
    if (!change) {
        return {
            reason: 'neither GitHub nor the preview listed the files this change touched; set `check: all` to check every page of the sitemap.',
        };
    }
    const sitemap = (why) => ({
        pages: { kind: 'sitemap' },
        removed,
        scope: `every page of the sitemap: ${why}`,
    });
    if (!change.complete)
        return sitemap('the pull request changes more files than GitHub lists');
    const { pages, whose } = change;
    if (pages.everyPage)
        return sitemap(`${whose} changed ${everyPageReason(pages.everyPage)}`);
    const paths = (0,_link_check_changed_files_js__WEBPACK_IMPORTED_MODULE_3__/* .pathsToCheck */ .aL)(pages);
    if (paths.length === 0 && removed.length === 0) {
        return {
            nothing: `no page changed: the files ${whose} changed hold no \`.mdx\` or \`.md\` page.`,
        };
    }
    // Only removals: a link to a removed page can be on any page.
    if (paths.length === 0)
        return sitemap(`${whose} only removed pages`);
    return { pages: { kind: 'paths', paths }, removed, scope: `pages ${whose} changed` };
}
/** "docs.json, the site's configuration": the file that means every page, and what it is. */
function everyPageReason(every) {
    const file = (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanLine */ .Ow)(every.file, 80);
    switch (every.what) {
        case 'configuration':
            return `${file}, the site's configuration`;
        case 'snippet':
            return `${file}, a snippet any page may show`;
        case 'spec':
            return `${file}, which may be an API spec`;
    }
}
/**
 * Writes the report and the outputs (exact counts, whatever the report lists), logs each broken
 * link and each link not checked on one line, and warns once of each `check-ignore` pattern that
 * ran past its time bound.
 */
async function finish(request, report, deps) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(request.settings.checkReportDir, `link-check-${request.statusId}.json`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(request.settings.checkReportDir, { recursive: true });
    await (0,_link_check_check_js__WEBPACK_IMPORTED_MODULE_2__/* .writeCheckReport */ .OF)(report, file);
    const { counts } = report;
    deps.setOutput('checked-pages', String(report.checkedPages));
    deps.setOutput('broken-links', String(counts.broken));
    deps.setOutput('check-report', file);
    const found = [(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .counted */ .hS)(counts.broken, 'broken link'), ...(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .notCheckedParts */ .rQ)(report)].join(', ');
    deps.log.info(`Checked ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .counted */ .hS)(report.checkedPages, 'page')} and ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .counted */ .hS)(report.checkedLinks, 'link')}: ${found}. Report: ${file}`);
    logProblems('broken', report.broken, counts.broken, deps.log);
    logProblems('not checked', (0,_link_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .mostTellingFirst */ .xj)(report.notChecked), counts.notChecked, deps.log);
    for (const { line, pattern } of report.droppedPatterns ?? []) {
        deps.log.warning(`\`check-ignore\` line ${line} (${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanLine */ .Ow)(pattern, 100)}) ran longer than ${_link_check_check_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERN_TIME_MS */ .op} ms on one link's URL and was dropped for the rest of the check (links it would have matched are checked); nested repetition such as \`(a+)+\` does this: rewrite it so that each character can match one way.`);
    }
}
/** Up to MAX_LOGGED problems, one a line, then how many more there are. */
function logProblems(what, listed, total, log) {
    for (const problem of listed.slice(0, MAX_LOGGED)) {
        log.info(`│ ${what} on ${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanLine */ .Ow)(problem.page, 300)}: ${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanLine */ .Ow)(problem.link, 300)} (${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_7__/* .cleanLine */ .Ow)((0,_link_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .whatHappened */ .ez)(problem), 200)})`);
    }
    const shown = Math.min(listed.length, MAX_LOGGED);
    if (total > shown)
        log.info(`│ … and ${(total - shown).toLocaleString('en-US')} more in the report.`);
}
/** The link check itself, loaded only when a check runs: its HTML parser costs the rest nothing. */
const checkWithParser = async (options) => {
    const { checkPreviewLinks } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 57671));
    return checkPreviewLinks(options);
};


/***/ }),

/***/ 51230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ StringHash)
/* harmony export */ });
/**
 * cyrb53 (public domain, bryc): a fast, well-mixed hash of a string in two 32-bit halves, for
 * fingerprints that stand for strings in sets too large to keep them (the export's repeated-row
 * check, the link check's ids of a page).
 */
class StringHash {
    /** The halves of the last string hashed. */
    hi = 0;
    lo = 0;
    /** Hashes `text` into `hi` and `lo`: no object per string, for a hash per row of an export. */
    hash(text) {
        let h1 = 0xdeadbeef;
        let h2 = 0x41c6ce57;
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            h1 = Math.imul(h1 ^ c, 2654435761);
            h2 = Math.imul(h2 ^ c, 1597334677);
        }
        h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
        h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
        this.hi = h1 >>> 0;
        this.lo = h2 >>> 0;
    }
}


/***/ }),

/***/ 57671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  op: () => (/* reexport */ PATTERN_TIME_MS),
  checkPreviewLinks: () => (/* binding */ checkPreviewLinks),
  _O: () => (/* binding */ emptyReport),
  OF: () => (/* binding */ writeCheckReport)
});

// UNUSED EXPORTS: runLinkCheck

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./shared/mintlify/proxy.ts
var proxy = __webpack_require__(8431);
// EXTERNAL MODULE: ./shared/url.ts
var url = __webpack_require__(3025);
// EXTERNAL MODULE: ./shared/untrusted-text.ts
var untrusted_text = __webpack_require__(14440);
;// CONCATENATED MODULE: ./shared/link-check/problems.ts
/**
 * The problems one check found, as the report keeps them: every one counted exactly, and the
 * first of each kind listed (a page built to flood the report fills the lists, never the memory,
 * and never the counts: `broken-links` and the comment count what the lists leave out too).
 * Broken links are listed up to 5,000; links not checked up to 1,000 of each cause, so a flood of
 * links to other hosts cannot crowd out a 403 or a bound.
 */

const MAX_BROKEN_LISTED = 5_000;
const MAX_LISTED_PER_CAUSE = 1_000;
/** Longest link and page shown in the report (they are the page author's text). */
const MAX_SHOWN_CHARS = 500;
class Problems {
    broken = [];
    notChecked = [];
    listedBy = new Map();
    counts = {
        broken: 0,
        brokenOnPreviewHost: 0,
        notChecked: 0,
        notCheckedBy: {},
    };
    addBroken(problem, order) {
        this.counts.broken++;
        if (problem.onPreviewHost)
            this.counts.brokenOnPreviewHost++;
        if (this.broken.length < MAX_BROKEN_LISTED)
            this.broken.push({ problem: kept(problem), order });
    }
    addNotChecked(problem, order) {
        const { cause } = problem;
        this.counts.notChecked++;
        this.counts.notCheckedBy[cause] = (this.counts.notCheckedBy[cause] ?? 0) + 1;
        const listed = this.listedBy.get(cause) ?? 0;
        if (listed >= MAX_LISTED_PER_CAUSE)
            return;
        this.listedBy.set(cause, listed + 1);
        this.notChecked.push({ problem: { ...kept(problem), cause }, order });
    }
    /** The report's counts and lists, as they stand now. */
    lists() {
        const counts = { ...this.counts, notCheckedBy: { ...this.counts.notCheckedBy } };
        const lists = {
            counts,
            broken: inPageOrder(this.broken),
            notChecked: inPageOrder(this.notChecked),
        };
        const broken = counts.broken - lists.broken.length;
        const notChecked = counts.notChecked - lists.notChecked.length;
        return broken > 0 || notChecked > 0 ? { ...lists, unlisted: { broken, notChecked } } : lists;
    }
}
/** A problem as the report keeps it: the page author's text at most MAX_SHOWN_CHARS. */
function kept(problem) {
    return {
        page: shown(problem.page),
        link: shown(problem.link),
        status: problem.status,
        reason: shown(problem.reason),
        onPreviewHost: problem.onPreviewHost,
    };
}
function shown(text) {
    return text.length <= MAX_SHOWN_CHARS ? text : `${(0,untrusted_text/* cut */.Jj)(text, MAX_SHOWN_CHARS - 1)}…`;
}
function inPageOrder(listed) {
    return [...listed]
        .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
        .map((entry) => entry.problem);
}

// EXTERNAL MODULE: ./shared/retry.ts
var retry = __webpack_require__(54062);
// EXTERNAL MODULE: ./shared/version.ts
var version = __webpack_require__(3632);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(40610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./shared/link-check/addresses.ts


/** A link on another host whose address is on a loopback, private or link-local network. */
class PrivateAddressError extends Error {
    hostname;
    address;
    constructor(hostname, address) {
        super(`${hostname} is on a private network (${address})`);
        this.name = 'PrivateAddressError';
        this.hostname = hostname;
        this.address = address;
    }
}
/** Every address that is not a public unicast address on the Internet. */
const NOT_PUBLIC = new external_node_net_.BlockList();
for (const [prefix, bits] of [
    ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches this machine on Linux
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT, shared address space
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local, the cloud metadata services
    ['172.16.0.0', 12],
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.168.0.0', 16],
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
]) {
    NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
    ['::', 128], // unspecified
    ['::1', 128],
    ['64:ff9b:1::', 48], // local-use NAT64
    ['100::', 64], // discard-only
    ['2001:db8::', 32], // documentation
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local (deprecated, still routed by some networks)
    ['ff00::', 8], // multicast
]) {
    NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');
}
/**
 * True when `address` (an IPv4 or IPv6 literal, a zone allowed) is not a public unicast address,
 * including IPv6 addresses that carry an IPv4 address which is not public: mapped
 * (`::ffff:127.0.0.1`), IPv4-compatible (`::127.0.0.1`), NAT64 (`64:ff9b::a00:1`), 6to4
 * (`2002:7f00:1::`) and Teredo (whose client address is stored inverted). Anything that is not
 * an address at all counts as not public: the rule fails closed.
 */
function isPrivateAddress(address) {
    const literal = withoutZone(address);
    const family = (0,external_node_net_.isIP)(literal);
    if (family === 4)
        return NOT_PUBLIC.check(literal, 'ipv4');
    if (family !== 6)
        return true;
    if (NOT_PUBLIC.check(literal, 'ipv6'))
        return true;
    const embedded = embeddedIpv4(literal);
    return embedded !== undefined && NOT_PUBLIC.check(embedded, 'ipv4');
}
function withoutZone(address) {
    const zone = address.indexOf('%');
    return zone === -1 ? address : address.slice(0, zone);
}
/** The IPv4 address an IPv6 address carries by one of the standard embeddings, if any. */
function embeddedIpv4(address) {
    const words = ipv6Words(address);
    const word = (i) => words[i] ?? 0;
    const ipv4 = (i, invert = 0) => {
        const high = word(i) ^ invert;
        const low = word(i + 1) ^ invert;
        return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    };
    const zeroFrom = (start, end) => words.slice(start, end).every((w) => w === 0);
    // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible).
    if (zeroFrom(0, 5) && (word(5) === 0xffff || word(5) === 0))
        return ipv4(6);
    // 64:ff9b::a.b.c.d, the well-known NAT64 prefix.
    if (word(0) === 0x64 && word(1) === 0xff9b && zeroFrom(2, 6))
        return ipv4(6);
    // 2002:aabb:ccdd::/48, 6to4.
    if (word(0) === 0x2002)
        return ipv4(1);
    // 2001:0::/32, Teredo: the client's address is the last 32 bits, inverted.
    if (word(0) === 0x2001 && word(1) === 0)
        return ipv4(6, 0xffff);
    return undefined;
}
/**
 * The eight 16-bit words of an IPv6 address `isIP` accepted. The URL parser writes it in its
 * canonical form first (hexadecimal words, one `::`, no dotted quad), which is simple to split.
 */
function ipv6Words(address) {
    const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    const [head = '', tail] = canonical.split('::');
    const words = (part) => part === '' ? [] : part.split(':').map((w) => Number.parseInt(w, 16));
    const first = words(head);
    const last = tail === undefined ? [] : words(tail);
    return [...first, ...new Array(8 - first.length - last.length).fill(0), ...last];
}
/** The reason for a private name: fixed text (the name is the page author's; the link shows it). */
const PRIVATE_NAME = 'its host name is one only a private network resolves';
/**
 * Why a link's hostname (as the URL parser gives it: lower case, IPv6 in brackets) must not be
 * fetched, before any connection: a literal address that is not public, or a name that only a
 * private network resolves (`localhost` and its subdomains, `.local`, `.internal`,
 * `.home.arpa`, a name of one label). This is all that can be checked when a proxy resolves the
 * name; without one, the connection's lookup checks the addresses too (guardedLookup).
 */
function privateHostReason(hostname) {
    const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
    const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    if ((0,external_node_net_.isIP)(literal) !== 0) {
        return isPrivateAddress(literal) ? `${literal} is a private network address` : undefined;
    }
    const labels = host.split('.');
    const last = labels.at(-1) ?? '';
    const privateSuffix = last === 'localhost' ||
        last === 'local' ||
        last === 'internal' ||
        host.endsWith('.home.arpa') ||
        labels.length === 1;
    return privateSuffix ? PRIVATE_NAME : undefined;
}
/**
 * A `lookup` for `net.connect`/`tls.connect` (undici passes its `connect` options through):
 * resolves the name, and fails the connection with a PrivateAddressError when any address it
 * resolves to is not public, so the socket never opens to it. `treatAsPublic` is a test seam:
 * loopback addresses a test's "other host" listens on.
 */
function guardedLookup(resolve = external_node_dns_.lookup, treatAsPublic = []) {
    const refuses = (address) => isPrivateAddress(address) && !treatAsPublic.includes(address);
    return (hostname, options, callback) => {
        resolve(hostname, { ...options, all: true }, (error, addresses) => {
            if (error)
                return callback(error, []);
            const refused = addresses.find((a) => refuses(a.address));
            if (refused)
                return callback(new PrivateAddressError(hostname, refused.address), []);
            const first = addresses[0];
            if (!first)
                return callback(Object.assign(new Error(`${hostname}: no address`)), []);
            if (options.all)
                return callback(null, addresses);
            callback(null, first.address, first.family);
        });
    };
}

// EXTERNAL MODULE: ./shared/hash.ts
var hash = __webpack_require__(51230);
;// CONCATENATED MODULE: ./shared/link-check/html.ts

/** Longest link followed; longer ones are listed, not followed (no real page link is this long). */
const MAX_URL_CHARS = 2_048;
/** What is kept of a longer link: enough to recognise it. */
const LONG_LINK_KEPT = 300;
/** Ids kept per document; a fragment not among them is "not checked" once this is reached. */
const MAX_IDS = 5_000;
/** Longest id kept; a longer fragment is "not checked". */
const MAX_ID_CHARS = 256;
/** Attributes holding one URL, by element. */
const URL_ATTRIBUTES = {
    a: ['href'],
    area: ['href'],
    img: ['src'],
    source: ['src'],
    video: ['src', 'poster'],
    audio: ['src'],
    track: ['src'],
    iframe: ['src'],
    image: ['href', 'xlink:href'],
};
/** Elements with a `srcset` (a list of image candidates). */
const SRCSET_ELEMENTS = new Set(['img', 'source']);
/**
 * The ids of a document, as 53-bit fingerprints rather than strings: a run may hold the ids of
 * thousands of documents (every page a link points to), and a fingerprint takes 8 bytes whatever
 * the id's length. Two different ids of one page share a fingerprint with odds of about one in
 * 10^12, which would hide one broken anchor, never report a good one.
 */
class IdSet {
    fingerprints = new Set();
    /** Ids were dropped (too many): a fragment not found here may still exist. */
    full = false;
    add(id) {
        if (id.length > MAX_ID_CHARS)
            return;
        const print = fingerprint(id);
        if (this.fingerprints.size < MAX_IDS)
            this.fingerprints.add(print);
        else if (!this.fingerprints.has(print))
            this.full = true;
    }
    has(id) {
        return this.fingerprints.has(fingerprint(id));
    }
    get size() {
        return this.fingerprints.size;
    }
}
const hasher = new hash/* StringHash */.G();
/** cyrb53's 53 bits, the most a number holds exactly. */
function fingerprint(text) {
    hasher.hash(text);
    return 4294967296 * (2097151 & hasher.lo) + hasher.hi;
}
let loadedParser;
/** htmlparser2 is loaded only when a run checks links: other modes never compile it. */
function parserClass() {
    loadedParser ??= __webpack_require__.e(/* import() */ 612).then(__webpack_require__.bind(__webpack_require__, 88612)).then((module) => module.Parser);
    return loadedParser;
}
/**
 * A reader of one HTML document: ids always (a link elsewhere may name one), links only when
 * `links` is set (the pages being checked), at most `maxLinks` of them.
 */
async function htmlReader(options) {
    const Parser = await parserClass();
    const seen = new Set();
    const findings = {
        links: [],
        longLinks: [],
        linksDropped: 0,
        baseHref: undefined,
        ids: new IdSet(),
    };
    const keep = (raw) => {
        const trimmed = raw.trim();
        const long = trimmed.length > MAX_URL_CHARS;
        const href = long ? `${trimmed.slice(0, LONG_LINK_KEPT)}…` : trimmed;
        if (href === '' || seen.has(href))
            return;
        if (findings.links.length + findings.longLinks.length >= options.maxLinks) {
            findings.linksDropped++;
            return;
        }
        seen.add(href);
        if (long)
            findings.longLinks.push(href);
        else
            findings.links.push(href);
    };
    const parser = new Parser({
        onopentag(name, attributes) {
            const id = attributes.id;
            if (id)
                findings.ids.add(id);
            // A name names an anchor only on <a> (HTML's "find a potential indicated element").
            if (name === 'a' && attributes.name)
                findings.ids.add(attributes.name);
            if (name === 'base' && findings.baseHref === undefined && attributes.href !== undefined) {
                findings.baseHref = attributes.href;
            }
            if (!options.links)
                return;
            for (const attribute of URL_ATTRIBUTES[name] ?? []) {
                const value = attributes[attribute];
                if (value !== undefined)
                    keep(value);
            }
            const srcset = attributes.srcset;
            if (srcset !== undefined && SRCSET_ELEMENTS.has(name))
                srcsetUrls(srcset).forEach(keep);
        },
    }, { decodeEntities: true });
    return byteReader(parser, () => findings);
}
/**
 * `parser` fed with bytes as they arrive, read as UTF-8 (a character split between two chunks
 * is kept whole); `end` ends the document and gives `result()`.
 */
function byteReader(parser, result) {
    const decoder = new TextDecoder('utf-8');
    return {
        write(chunk) {
            parser.write(decoder.decode(chunk, { stream: true }));
        },
        end() {
            parser.end(decoder.decode());
            return result();
        },
    };
}
const isSpace = (ch) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';
/**
 * The URLs of a `srcset` ("a.png 1x, b.png 2x"), by HTML's parsing steps: a candidate's URL runs
 * to the next white space, a trailing comma ends it, and its descriptors run to the next comma
 * outside parentheses. One pass, no regular expression.
 */
function srcsetUrls(srcset) {
    const urls = [];
    let i = 0;
    while (i < srcset.length) {
        while (i < srcset.length && (isSpace(srcset[i]) || srcset[i] === ','))
            i++;
        const start = i;
        while (i < srcset.length && !isSpace(srcset[i]))
            i++;
        let end = i;
        while (end > start && srcset[end - 1] === ',')
            end--;
        if (end > start)
            urls.push(srcset.slice(start, end));
        if (end < i)
            continue;
        let depth = 0;
        for (; i < srcset.length; i++) {
            const ch = srcset[i];
            if (ch === '(')
                depth++;
            else if (ch === ')' && depth > 0)
                depth--;
            else if (ch === ',' && depth === 0)
                break;
        }
    }
    return urls;
}

;// CONCATENATED MODULE: ./shared/link-check/sitemap.ts
/**
 * Reading the preview's `/sitemap.xml` (for `check: all`) as it streams in, with htmlparser2 in
 * XML mode: the `<loc>` of each `<url>` (a page) and of each `<sitemap>` (a sitemap index's
 * child). Each is mapped onto the preview's host by its path, since a sitemap names the
 * production host; at most `maxPages` pages are kept, the rest only counted.
 */

/** Child sitemaps followed from an index; more would be a sitemap built to waste the run. */
const MAX_CHILD_SITEMAPS = 20;
async function sitemapReader(maxPages) {
    const Parser = await parserClass();
    const findings = { pages: [], pagesDropped: 0, sitemaps: [] };
    const seen = new Set();
    let parent;
    let inLoc = false;
    let text = '';
    const add = (loc) => {
        const path = pathOf(loc.trim());
        if (path === undefined || seen.has(path))
            return;
        seen.add(path);
        if (parent === 'sitemap') {
            if (findings.sitemaps.length < MAX_CHILD_SITEMAPS)
                findings.sitemaps.push(path);
        }
        else if (findings.pages.length < maxPages) {
            findings.pages.push(path);
        }
        else {
            findings.pagesDropped++;
        }
    };
    const parser = new Parser({
        onopentag(name) {
            const local = localName(name);
            if (local === 'url' || local === 'sitemap')
                parent = local;
            if (local === 'loc') {
                inLoc = true;
                text = '';
            }
        },
        ontext(data) {
            // A <loc> longer than any URL is not one: stop collecting (bounded memory).
            if (inLoc && text.length <= MAX_URL_CHARS)
                text += data;
        },
        onclosetag(name) {
            if (localName(name) !== 'loc' || !inLoc)
                return;
            inLoc = false;
            if (text.length <= MAX_URL_CHARS)
                add(text);
        },
    }, { xmlMode: true, decodeEntities: true });
    return byteReader(parser, () => findings);
}
/** `sm:loc` and `loc` alike. */
function localName(name) {
    const colon = name.lastIndexOf(':');
    return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
}
/** The path and query of an absolute http(s) URL, or undefined. */
function pathOf(loc) {
    let url;
    try {
        url = new URL(loc);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    return `${url.pathname}${url.search}`;
}

;// CONCATENATED MODULE: ./shared/link-check/slots.ts
class Slots {
    perHost;
    total;
    active = new Map();
    running = 0;
    /** The waiters of each host that has any, in arrival order within each priority. */
    waiting = new Map();
    constructor(perHost, total) {
        this.perHost = perHost;
        this.total = total;
    }
    /** Resolves with the slot's release once one is free; rejects with the signal's reason. */
    acquire(host, priority, signal) {
        if (signal.aborted)
            return Promise.reject(signal.reason);
        return new Promise((resolve, reject) => {
            const grant = () => {
                signal.removeEventListener('abort', onAbort);
                resolve(this.take(host));
            };
            const onAbort = () => {
                const queue = this.waiting.get(host)?.[priority];
                const at = queue?.indexOf(grant) ?? -1;
                if (at !== -1)
                    queue?.splice(at, 1);
                reject(signal.reason);
            };
            signal.addEventListener('abort', onAbort, { once: true });
            let queues = this.waiting.get(host);
            if (!queues) {
                queues = { page: [], link: [] };
                this.waiting.set(host, queues);
            }
            queues[priority].push(grant);
            this.grantFree();
        });
    }
    /** Counts a slot as taken; the function returned gives it back (once). */
    take(host) {
        this.running++;
        this.active.set(host, (this.active.get(host) ?? 0) + 1);
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            this.running--;
            const left = (this.active.get(host) ?? 1) - 1;
            if (left === 0)
                this.active.delete(host);
            else
                this.active.set(host, left);
            this.grantFree();
        };
    }
    /** Starts every waiter that may start now. */
    grantFree() {
        for (const [host, queues] of this.waiting) {
            while (this.running < this.total && (this.active.get(host) ?? 0) < this.perHost) {
                const next = queues.page.shift() ?? queues.link.shift();
                if (!next)
                    break;
                next();
            }
            if (queues.page.length === 0 && queues.link.length === 0)
                this.waiting.delete(host);
            if (this.running >= this.total)
                return;
        }
    }
}

;// CONCATENATED MODULE: ./shared/link-check/fetcher.ts







/** Small bodies of answers not read are still drained, so the connection can be reused. */
const DRAIN_BYTES = 64 * 1024;
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
class RequestTimeout extends Error {
}
class Fetcher {
    options;
    answers = new Map();
    /** Hosts that answered 429: never asked again in this run (a 429 never makes us hammer). */
    limitedHosts = new Set();
    slots;
    preview;
    others;
    retries;
    constructor(options) {
        this.options = options;
        this.slots = new Slots(options.limits.perHost, options.limits.total);
        const { perHost, requestTimeoutMs } = options.limits;
        const common = {
            connections: perHost,
            // HTTP/1.1 only: one request per connection, so `perHost` connections are the bound.
            allowH2: false,
            connect: { timeout: requestTimeoutMs, ...(options.tls ?? {}) },
        };
        // A loopback preview (tests) is never behind the runner's proxy, as for the API.
        this.preview = new proxy/* ProxyRoutes */.xc(options.proxy, common);
        this.others = new proxy/* ProxyRoutes */.xc(options.proxy, {
            ...common,
            connect: { ...common.connect, lookup: guardedLookup(options.resolve, options.treatAsPublic) },
        });
        this.retries = retryLimits(options.limits);
    }
    /**
     * The pages being checked (URLs without fragment): one reached first as a link is read as a
     * page all the same, since it is fetched only once.
     */
    pages = new Set();
    /** The answer of `url` (its fragment ignored): fetched on the first call, remembered after. */
    get(url, mode) {
        const key = withoutFragment(url);
        let answer = this.answers.get(key);
        if (!answer) {
            answer = this.fetch(new URL(key), mode === 'ids' && this.pages.has(key) ? 'page' : mode);
            this.answers.set(key, answer);
        }
        return answer;
    }
    async close() {
        await Promise.all([this.preview.destroy(), this.others.destroy()]).catch(() => undefined);
    }
    async fetch(url, mode) {
        const onPreview = url.origin === this.options.previewOrigin;
        const refused = onPreview ? undefined : privateHostReason(url.hostname);
        if (refused)
            return { status: null, mode, failure: { kind: 'private', reason: refused } };
        const priority = mode === 'page' || mode === 'sitemap' ? 'page' : 'link';
        const { clock, deadline, stop } = this.options;
        const tried = await (0,retry/* retrying */.R$)(async () => {
            const hop = await this.attempt(url, mode, priority, onPreview);
            const fault = faultOf(hop, this.retries, clock.now());
            return fault ? { ok: false, failure: hop, fault } : { ok: true, value: hop };
        }, { limits: this.retries, clock, deadline, replaySafe: true, signal: stop });
        return tried.ok ? tried.value : tried.failure;
    }
    /** One request, within a slot, the per-request bound and the check's end. */
    async attempt(url, mode, priority, onPreview) {
        const { stop, clock, deadline, limits } = this.options;
        let release;
        try {
            release = await this.slots.acquire(url.host, priority, stop);
        }
        catch {
            return stopped(mode);
        }
        if (this.limitedHosts.has(url.host)) {
            release();
            return rateLimited(mode);
        }
        // A real timer, as for the API's requests: it bounds real I/O, which an injected clock
        // (a test's, whose sleeps return at once) does not measure.
        const timeout = new AbortController();
        const bound = Math.max(0, Math.min(limits.requestTimeoutMs, deadline - clock.now()));
        const timer = setTimeout(() => timeout.abort(new RequestTimeout()), bound);
        const signal = AbortSignal.any([stop, timeout.signal]);
        const dispatcher = (onPreview ? this.preview : this.others).for(url);
        const pending = dispatcher.request({
            origin: url.origin,
            path: `${url.pathname}${url.search}`,
            method: 'GET',
            headers: { 'user-agent': version/* USER_AGENT */._, accept: 'text/html,*/*;q=0.8' },
            signal,
        });
        try {
            return await this.read(url, await untilAborted(pending, signal), mode, signal);
        }
        catch (error) {
            // An answer that arrives after its wait ended is dropped unread.
            pending.then((late) => drop(late.body), () => undefined);
            if (stop.aborted)
                return stopped(mode);
            // A bound shorter than a request's own is the check's end: the link is left, not timed out.
            if (timeout.signal.aborted) {
                return bound < limits.requestTimeoutMs ? stopped(mode) : timedOut(mode);
            }
            return { status: null, mode, failure: networkFailure(error) };
        }
        finally {
            clearTimeout(timer);
            release();
        }
    }
    /** Reads as much of the answer as `mode` needs; the rest is never downloaded. */
    async read(url, answer, mode, signal) {
        const { statusCode: status, headers, body } = answer;
        const hop = { status, mode };
        if (status === 429)
            this.limitedHosts.add(url.host);
        if (status >= 300 && status < 400)
            hop.location = locationOf(headers.location, url);
        const ok = status >= 200 && status < 300;
        const type = String(headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim()
            .toLowerCase();
        const isHtml = HTML_TYPES.includes(type ?? '');
        if (!ok || mode === 'status' || (mode !== 'sitemap' && !isHtml)) {
            await dispose(body, headers['content-length']);
            return hop;
        }
        const reader = mode === 'sitemap'
            ? await sitemapReader(this.options.limits.maxPages)
            : await htmlReader({
                links: mode === 'page',
                maxLinks: this.options.limits.maxLinksPerPage,
            });
        hop.cut = await this.stream(body, reader, signal);
        const findings = reader.end();
        if ('ids' in findings)
            hop.document = findings;
        else
            hop.sitemap = findings;
        return hop;
    }
    /** Feeds the body to `reader` up to the byte cap: 'size' or 'time' when it was cut. */
    async stream(body, reader, signal) {
        let left = this.options.limits.maxBodyBytes;
        try {
            for await (const chunk of body) {
                if (chunk.length > left) {
                    reader.write(chunk.subarray(0, left));
                    return 'size';
                }
                left -= chunk.length;
                reader.write(chunk);
            }
            return undefined;
        }
        catch (error) {
            if (signal.aborted)
                return 'time';
            throw error;
        }
        finally {
            drop(body);
        }
    }
}
function stopped(mode) {
    return { status: null, mode, failure: { kind: 'stopped', reason: 'the check ended first' } };
}
function rateLimited(mode) {
    const reason = 'not asked: the host answered 429 to an earlier request of this check';
    return { status: null, mode, failure: { kind: 'rate-limited', reason } };
}
function timedOut(mode) {
    return { status: null, mode, failure: { kind: 'timeout', reason: 'no answer in time' } };
}
/** The check's retries: a 5xx or a reset, `retries` times, no jitter. */
function retryLimits({ retries, retryDelayMs }) {
    const backoff = { baseMs: retryDelayMs, maxMs: Number.POSITIVE_INFINITY, jitter: 0 };
    return {
        ...retry/* RETRY_DEFAULTS */.sV,
        attempts: { max: retries + 1 },
        // A 429 is not waited out: the host is not asked again in this run (limitedHosts).
        rateLimitStatuses: [],
        network: ['reset'],
        backoff,
        rateLimit: backoff,
    };
}
/** A hop's fault for the retry policy: an error status or a network failure; else none. */
function faultOf(hop, limits, now) {
    const { status } = hop;
    if (status === null)
        return { network: hop.failure?.network ?? 'other' };
    return status >= 400 ? (0,retry/* answerFault */.NM)({ status }, limits, now) : undefined;
}
/** Why a request got no answer, from the error's class and code only (retry.ts). */
function networkFailure(error) {
    for (let e = error, depth = 0; e && depth < 4; depth++) {
        if (e instanceof PrivateAddressError) {
            return { kind: 'private', reason: `${e.address} is a private network address` };
        }
        e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
    }
    const { kind: network, code = '' } = (0,retry/* networkFault */.T4)(error);
    const failure = (kind, reason) => ({ kind, reason, network });
    switch (network) {
        case 'unresolved':
            return failure('network', 'the host name does not resolve');
        case 'refused':
            return failure('network', 'the connection was refused');
        case 'reset':
            return failure('network', 'the connection was reset');
        case 'timeout':
            return failure('timeout', 'no answer in time');
        case 'tls':
            return failure('network', `its TLS certificate was refused (${code})`);
        default:
            return failure('network', `the request failed${code ? ` (${code})` : ''}`);
    }
}
/** A 3xx's Location as an http(s) URL against the one asked for, or undefined. */
function locationOf(value, base) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text === undefined || text.length > 4 * 1024)
        return undefined;
    try {
        const target = new URL(text, base);
        return target.protocol === 'https:' || target.protocol === 'http:' ? target : undefined;
    }
    catch {
        return undefined;
    }
}
/** Drains a small body (the connection stays usable) or drops a large or unknown one. */
async function dispose(body, length) {
    const bytes = Number(Array.isArray(length) ? length[0] : length);
    if (Number.isFinite(bytes) && bytes <= DRAIN_BYTES) {
        await body.dump({ limit: DRAIN_BYTES }).catch(() => undefined);
    }
    else {
        drop(body);
    }
}
/** Closes a body not read to its end (and its connection), quietly. */
function drop(body) {
    body.on('error', () => undefined);
    body.destroy();
}
/** The URL as text, without its `#fragment`: the key of what was fetched. */
function withoutFragment(url) {
    const hash = url.href.indexOf('#');
    return hash === -1 ? url.href : url.href.slice(0, hash);
}
/** `pending`, or the signal's reason once it fires (undici ignores it before a connection). */
function untilAborted(pending, signal) {
    pending.catch(() => undefined);
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
}

// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(30714);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
;// CONCATENATED MODULE: ./shared/link-check/ignore.ts
/**
 * `check-ignore`: which links the check leaves alone. Each line is a regular expression the
 * workflow's author wrote, but the URLs it runs on come from pages anyone with a pull request
 * wrote, and a pattern like `(a+)+$` backtracks for centuries on the right 2,000 characters. So a
 * pattern runs only on a URL within the check's length bound, and only inside a `vm` context with
 * a timeout (V8 stops a running regular expression there; on the main thread nothing would): a
 * pattern that runs past its bound on one URL is dropped for the rest of the check and reported
 * once, so no pattern can hold the step past `timeout`. The bound is wall-clock time, which a busy
 * runner spends elsewhere too: a pattern is blamed only for a run it spent on the CPU.
 */



/** How long one run of the patterns may take (on one URL, or on a batch) before it is stopped. */
const PATTERN_TIME_MS = 100;
/**
 * URLs matched in one run: a run with a timeout costs a watchdog thread (a fraction of a
 * millisecond, several on a busy runner), so a page's links are matched a batch at a time, and
 * one at a time only when a batch runs out of its bound.
 */
const BATCH_URLS = 50;
/** How many times a pattern is tried alone again when the machine, not the pattern, took the time. */
const MAX_STALLS = 2;
/** Tries patterns[from..to) on each URL; writes what it finds to `found`. */
const MATCH = new external_node_vm_.Script(`(function (job) {
  const patterns = job.patterns
  const urls = job.urls
  const found = job.found
  for (let u = 0; u < urls.length; u++) {
    const url = urls[u]
    found[u] = -1
    for (let i = job.from; i < job.to; i++) {
      job.at = i
      const pattern = patterns[i]
      if (pattern !== null && pattern.test(url)) {
        found[u] = i
        break
      }
    }
  }
})(job)`);
const processCpuTime = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1_000;
};
class IgnoreRules {
    patterns;
    job;
    /** Made on the first run: a check without patterns makes none. */
    context;
    clock;
    deadline;
    cpuTime;
    /** How long one run may take: PATTERN_TIME_MS (less in a test that needs only some bound). */
    patternTimeMs;
    /** Each URL is matched once per check. */
    known = new Map();
    /** Patterns that ran past the bound, in the order they did. */
    dropped = [];
    /** Timed runs so far (each costs a watchdog thread): what the batches save. */
    runs = 0;
    /** The last run's bound, in ms: PATTERN_TIME_MS, or the time left when that was less. */
    lastBound = 0;
    constructor(patterns, clock, deadline, cpuTime = processCpuTime, patternTimeMs = PATTERN_TIME_MS) {
        this.patterns = patterns;
        const regexps = patterns.map((p) => p.regexp);
        this.job = { patterns: regexps, urls: [], from: 0, to: 0, found: [], at: -1 };
        this.clock = clock;
        this.deadline = deadline;
        this.cpuTime = cpuTime;
        this.patternTimeMs = patternTimeMs;
    }
    /**
     * Matches a page's URLs ahead of `match`, BATCH_URLS in a run under one bound: a batch that
     * runs out of it (a slow pattern, or the time left) leaves its URLs and the rest to `match`,
     * one URL at a time, which finds the pattern to blame.
     */
    prepare(urls) {
        if (this.patterns.length === 0)
            return;
        const fresh = [...new Set(urls)].filter((u) => u.length <= MAX_URL_CHARS && !this.known.has(u));
        for (let start = 0; start < fresh.length; start += BATCH_URLS) {
            const batch = fresh.slice(start, start + BATCH_URLS);
            const run = this.run(batch, 0, this.patterns.length);
            if (run.kind !== 'done')
                return;
            batch.forEach((url, k) => this.known.set(url, this.found(run.found[k] ?? -1)));
        }
    }
    /** The first pattern (in the input's order) that matches `url`; never run on a longer URL. */
    match(url) {
        if (this.patterns.length === 0 || url.length > MAX_URL_CHARS)
            return 'none';
        const known = this.known.get(url);
        if (known !== undefined)
            return known;
        if (this.clock.now() >= this.deadline)
            return 'out-of-time';
        const found = this.search(url);
        if (found !== 'out-of-time')
            this.known.set(url, found);
        return found;
    }
    /**
     * All patterns on one URL in one run. When the run times out, the pattern it was in is tried
     * alone under a fresh bound, so one slow pattern is not blamed for the time of those before
     * it; if it times out alone too, it is dropped, and the rest are tried. A run cut short by the
     * time left says nothing of its pattern: the URL is left undecided (the check is ending).
     */
    search(url) {
        const count = this.patterns.length;
        let from = 0;
        while (from < count) {
            const whole = this.run([url], from, count);
            if (whole.kind === 'done')
                return this.found(whole.found[0] ?? -1);
            if (whole.short)
                return 'out-of-time';
            const alone = this.runAlone(url, whole.at);
            if (alone.kind === 'done' && alone.found[0] !== -1)
                return this.found(whole.at);
            if (alone.kind === 'stopped') {
                if (alone.short)
                    return 'out-of-time';
                this.drop(whole.at);
            }
            from = whole.at + 1;
        }
        return 'none';
    }
    /** The pattern at `index` alone on `url`, tried again (at most MAX_STALLS times) after a stall. */
    runAlone(url, index) {
        let run = this.run([url], index, index + 1);
        for (let stalls = 0; stalls < MAX_STALLS; stalls++) {
            if (run.kind === 'done' || run.short || !run.stalled)
                break;
            run = this.run([url], index, index + 1);
        }
        return run;
    }
    found(index) {
        return this.patterns[index] ?? 'none';
    }
    /**
     * One run of the script on `urls` and patterns[from..to), bounded by PATTERN_TIME_MS or the
     * time left, whichever is shorter (`short`: the time left was). `stopped`: the timeout ended it
     * (or a pattern threw, which V8 does when its backtracking runs out of stack): `at` was running.
     */
    run(urls, from, to) {
        const left = Math.floor(this.deadline - this.clock.now());
        const short = left < this.patternTimeMs;
        const bound = Math.max(1, Math.min(this.patternTimeMs, left));
        Object.assign(this.job, { urls, from, to, found: [], at: from });
        this.runs++;
        this.lastBound = bound;
        this.context ??= (0,external_node_vm_.createContext)({ job: this.job });
        const cpu = this.cpuTime();
        try {
            MATCH.runInContext(this.context, { timeout: bound });
            return { kind: 'done', found: this.job.found };
        }
        catch (error) {
            const stalled = ignore_timedOut(error) && this.cpuTime() - cpu < bound / 2;
            return { kind: 'stopped', at: this.job.at, short, stalled };
        }
    }
    drop(index) {
        const pattern = this.patterns[index];
        if (!pattern || this.job.patterns[index] === null)
            return;
        this.job.patterns[index] = null;
        this.dropped.push(pattern);
    }
}
/** Whether `error` is the vm's timeout, not a pattern that threw (by its code: any realm's error). */
function ignore_timedOut(error) {
    return (0,shared_text/* errorCode */.CA)(error) === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
}

;// CONCATENATED MODULE: ./shared/link-check/verdicts.ts
/**
 * What one link's answers mean: on the preview's own host a link must answer 2xx (redirects
 * followed on that host, at most 5), its `#fragment` must name an element, and a page the change
 * removed must redirect; on another host 2xx and 3xx are fine, 404, 410 and 5xx (after retries)
 * broken, and 401, 403, 429 not checked. The reasons are fixed sentences, with status codes and
 * error codes only: never a server's or a page's words.
 */


const MAX_REDIRECTS = 5;
const OK = { kind: 'ok' };
/**
 * Follows `url` on the preview's host: each hop fetched once (a redirect's target is another
 * URL, remembered like any), at most MAX_REDIRECTS redirects, a loop stopped at its first repeat.
 */
async function land(fetcher, url, previewOrigin, mode) {
    const seen = new Set();
    let lastUrl = url;
    const first = await fetcher.get(lastUrl, mode);
    let last = first;
    for (let redirects = 0;; redirects++) {
        const landing = { first, last, lastUrl };
        if (last.status === null || last.status < 300 || last.status >= 400)
            return landing;
        const next = last.location;
        if (!next)
            return { ...landing, problem: 'a redirect without a usable Location' };
        if (next.origin !== previewOrigin)
            return { ...landing, offHost: next };
        seen.add(withoutFragment(lastUrl));
        if (seen.has(withoutFragment(next)))
            return { ...landing, problem: 'a redirect loop' };
        if (redirects >= MAX_REDIRECTS) {
            return { ...landing, problem: `more than ${MAX_REDIRECTS} redirects` };
        }
        lastUrl = next;
        last = await fetcher.get(lastUrl, mode);
    }
}
/** The verdict on a link to the preview's own host. */
function previewVerdict(landing, fragment, removed, offHostVerdict) {
    const { first, last, problem } = landing;
    if (problem)
        return { kind: 'broken', status: last.status, reason: problem };
    const failed = failureVerdict(last, true);
    if (failed)
        return failed;
    if (landing.offHost)
        return offHostVerdict ?? OK;
    const status = last.status;
    if (status === 429) {
        return {
            kind: 'notChecked',
            status,
            reason: 'the preview asked for fewer requests (429)',
            cause: 'inconclusive',
        };
    }
    if (status < 200 || status >= 300) {
        const removal = removed ? 'this change removed the page, and ' : '';
        return { kind: 'broken', status, reason: `${removal}the preview answered ${status}` };
    }
    if (removed && first === last) {
        return { kind: 'broken', status, reason: 'this change removed the page, with no redirect' };
    }
    return fragment === '' ? OK : fragmentVerdict(last, fragment);
}
/** Whether the page a link lands on has the element its fragment names. */
function fragmentVerdict(page, fragment) {
    const document = page.document;
    // Not an HTML page (an image, a PDF): its fragments are not element ids.
    if (!document)
        return OK;
    const decoded = safeDecode(fragment);
    // `#top` scrolls to the top of any page (HTML's "indicated part of the document").
    if (decoded.toLowerCase() === 'top' || document.ids.has(decoded) || document.ids.has(fragment)) {
        return OK;
    }
    if (decoded.length > MAX_ID_CHARS || document.ids.full || page.cut) {
        const why = page.cut ? 'was not read whole' : 'has more ids than the check keeps';
        return {
            kind: 'notChecked',
            status: page.status,
            reason: `the anchor is not in what was read (the page ${why})`,
            cause: 'bound',
        };
    }
    return { kind: 'broken', status: page.status, reason: 'no element on the page has this anchor' };
}
/** The verdict on a link to another host (fetched only with `check-external`). */
function externalVerdict(hop) {
    const failed = failureVerdict(hop, false);
    if (failed)
        return failed;
    const status = hop.status;
    if (status >= 200 && status < 400)
        return OK;
    if (status === 404 || status === 410) {
        return { kind: 'broken', status, reason: `the site answered ${status}` };
    }
    if (status >= 500) {
        return { kind: 'broken', status, reason: `the site answered ${status}, also when asked again` };
    }
    const why = status === 429
        ? 'it asked for fewer requests'
        : status === 401 || status === 403
            ? 'it refuses automated requests'
            : 'its answer does not tell';
    return {
        kind: 'notChecked',
        status,
        reason: `the site answered ${status} (${why})`,
        cause: 'inconclusive',
    };
}
/** The verdict of an answer that never came, if none came. */
function failureVerdict(hop, onPreview) {
    const failure = hop.failure;
    if (!failure)
        return undefined;
    switch (failure.kind) {
        case 'stopped':
            return { kind: 'unfinished' };
        case 'private':
            return {
                kind: 'notChecked',
                status: null,
                reason: `never fetched: ${failure.reason}`,
                cause: 'private',
            };
        case 'rate-limited':
        case 'timeout':
            return { kind: 'notChecked', status: null, reason: failure.reason, cause: 'inconclusive' };
        case 'network':
            return {
                kind: 'broken',
                status: null,
                reason: `${onPreview ? 'the preview' : 'the site'} could not be reached: ${failure.reason}`,
            };
    }
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./shared/link-check/run.ts
/**
 * One link check, start to end: the pages to read (the paths given, or the preview's sitemap),
 * each page's links and images, each link's verdict (verdicts.ts) once per run, and the report,
 * which can be written at any moment: when the time runs out or the run is cancelled it is
 * written at once, from what is known, with what was left. Every link on a page ends up checked,
 * broken, or not checked with its cause (problems.ts): none is passed over in silence.
 */






const LIMITS = {
    maxPages: 500,
    maxLinks: 5_000,
    maxLinksPerPage: 5_000,
    perHost: 4,
    total: 16,
    requestTimeoutMs: 10_000,
    maxBodyBytes: 2 * 1024 * 1024,
    retries: 2,
    retryDelayMs: 500,
};
/** A link not checked, and why: a cause and a fixed sentence. */
function notChecked(cause, reason) {
    return { kind: 'notChecked', status: null, reason, cause };
}
const LONG_URL = `longer than ${MAX_URL_CHARS.toLocaleString('en-US')} characters`;
class LinkCheckRun {
    options;
    limits;
    origin;
    fetcher;
    stop = new AbortController();
    deadlineTimer;
    stopReason;
    removed;
    pageStates = [];
    pagesOverLimit = 0;
    verdicts = new Map();
    settled = new Map();
    /** Links the time ran out on before `check-ignore` could say whether it names them. */
    undecided = new Set();
    ignore;
    problems = new Problems();
    constructor(options, seams) {
        this.options = options;
        this.limits = { ...LIMITS, ...seams.limits };
        this.origin = new URL(options.previewUrl).origin;
        this.removed = new Set(options.removedPaths.map(normalPath));
        this.ignore = new IgnoreRules(options.ignore, options.clock, options.deadline);
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
        });
    }
    async run() {
        const { signal, clock, deadline } = this.options;
        const stopped = new Promise((resolve) => {
            this.end = (reason) => {
                this.stopReason ??= reason;
                this.stop.abort(new Error(reason));
                resolve();
            };
            if (signal.aborted)
                this.end('the run was cancelled');
            signal.addEventListener('abort', this.onCancel, { once: true });
            // A real timer, like the requests' (fetcher.ts): the deadline bounds real I/O.
            const left = Math.max(0, deadline - clock.now());
            this.deadlineTimer = setTimeout(() => this.end('the time ran out'), left);
        });
        const work = async () => {
            const paths = await this.pagePaths();
            const urls = paths.map((path) => this.pageUrl(path));
            for (const url of urls)
                this.fetcher.pages.add(url.href);
            await Promise.all(paths.map((path, index) => this.checkPage(path, urls[index], index)));
        };
        const working = work();
        // Settled later, unread, when the check stopped first.
        working.catch(() => undefined);
        await Promise.race([working, stopped]);
        return this.report();
    }
    async close() {
        clearTimeout(this.deadlineTimer);
        this.options.signal.removeEventListener('abort', this.onCancel);
        this.stop.abort(new Error('the check is over'));
        await this.fetcher.close();
    }
    end = () => undefined;
    onCancel = () => this.end('the run was cancelled');
    /** The pages to read, at most `maxPages` (the rest counted). */
    async pagePaths() {
        const { pages } = this.options;
        const all = pages.kind === 'paths' ? [...new Set(pages.paths.map(normalPath))] : await this.sitemapPaths();
        this.pagesOverLimit += Math.max(0, all.length - this.limits.maxPages);
        const kept = all.slice(0, this.limits.maxPages);
        kept.forEach(() => this.pageStates.push('pending'));
        return kept;
    }
    /** The pages of the preview's /sitemap.xml (and of the sitemaps an index lists). */
    async sitemapPaths() {
        const paths = [];
        const queue = ['/sitemap.xml'];
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            const landing = await land(this.fetcher, this.pageUrl(next), this.origin, 'sitemap');
            const sitemap = landing.last.sitemap;
            if (!sitemap) {
                const verdict = previewVerdict(landing, '', false, undefined);
                const why = verdict.kind === 'ok'
                    ? 'it is empty'
                    : verdict.kind === 'unfinished'
                        ? undefined
                        : verdict.reason;
                const reason = `the sitemap could not be read: ${why}`;
                if (why)
                    this.pageProblem(next, -1, landing, reason, 'unread-page');
                continue;
            }
            paths.push(...sitemap.pages);
            this.pagesOverLimit += sitemap.pagesDropped;
            if (next === '/sitemap.xml')
                queue.push(...sitemap.sitemaps);
        }
        return [...new Set(paths)];
    }
    /** `path` on the preview's origin (a path like `//host` stays on it). */
    pageUrl(path) {
        const url = new URL(this.origin);
        const query = path.indexOf('?');
        url.pathname = query === -1 ? path : path.slice(0, query);
        if (query !== -1)
            url.search = path.slice(query);
        return url;
    }
    /** Reads one page and gives each of its links a verdict. */
    async checkPage(path, url, index) {
        const landing = await land(this.fetcher, url, this.origin, 'page');
        const page = landing.last;
        const verdict = previewVerdict(landing, '', false, undefined);
        if (verdict.kind === 'unfinished')
            return this.setPage(index, 'left');
        if (verdict.kind !== 'ok' || landing.offHost || !page.document || page.mode !== 'page') {
            const why = verdict.kind !== 'ok'
                ? verdict.reason
                : landing.offHost
                    ? 'it redirects to another host'
                    : !page.document
                        ? 'it is not an HTML page'
                        : 'it was fetched first as a link target, without its links';
            this.pageProblem(path, index, landing, `the page was not checked: ${why}`, 'unread-page');
            return this.setPage(index, 'unreadable');
        }
        const { links, longLinks, baseHref, linksDropped } = page.document;
        if (page.cut) {
            const why = page.cut === 'size'
                ? `the page is larger than ${this.limits.maxBodyBytes / 1024 / 1024} MiB`
                : 'the page did not arrive whole in time';
            const cause = page.cut === 'size' ? 'bound' : 'inconclusive';
            this.pageProblem(path, index, landing, `${why}: the links in the rest of it were not checked`, cause);
        }
        if (linksDropped > 0) {
            const limit = this.limits.maxLinksPerPage.toLocaleString('en-US');
            const why = `the page holds more than ${limit} links: the ${linksDropped.toLocaleString('en-US')} past them were not checked`;
            this.pageProblem(path, index, landing, why, 'bound');
        }
        // Read: checked, whatever bound its links meet (each is listed as not checked).
        this.setPage(index, 'checked');
        longLinks.forEach((link, at) => {
            const problem = { page: path, link, status: null, reason: LONG_URL, onPreviewHost: false };
            this.problems.addNotChecked({ ...problem, cause: 'bound' }, [index, links.length + at]);
        });
        const base = baseUrl(baseHref, landing.lastUrl);
        const targets = links.map((href) => ({ href, url: resolved(href, base) }));
        // `check-ignore` runs on the page's links a batch at a time (see ignore.ts).
        this.ignore.prepare(targets.map(({ href, url }) => url?.href ?? href));
        await Promise.all(targets.map(({ href, url }, at) => this.checkLink(path, href, url, [index, at])));
    }
    /**
     * Gives one link of a page its verdict (`url`: the link resolved against its page, undefined
     * when it is not a URL), and records it when it is a problem.
     */
    async checkLink(page, href, url, order) {
        if (!url) {
            // A pattern may still name it as written (a placeholder: `https://<your-domain>/`).
            const verdict = this.ignoredVerdict(href) ?? {
                kind: 'broken',
                status: null,
                reason: 'not a valid URL',
            };
            if (verdict !== 'unfinished') {
                this.record(verdict, { page, link: href, onPreviewHost: false }, order);
            }
            return;
        }
        const onPreviewHost = url.origin === this.origin;
        const link = onPreviewHost ? `${url.pathname}${url.search}${url.hash}` : url.href;
        const unfetched = this.unfetchedVerdict(url);
        if (unfetched === 'unfinished')
            return;
        const verdict = unfetched ?? (await this.verdictOf(url));
        this.record(verdict, { page, link, onPreviewHost }, order);
    }
    /**
     * The verdict on a link that is never fetched (too long, ignored, not a web link, on another
     * host without `check-external`); undefined when it is to be fetched.
     */
    unfetchedVerdict(url) {
        if (url.href.length > MAX_URL_CHARS)
            return notChecked('bound', LONG_URL);
        const ignored = this.ignoredVerdict(url.href);
        if (ignored)
            return ignored;
        if (url.protocol !== 'https:' && url.protocol !== 'http:') {
            return notChecked('not-web', 'not a web link: only http and https links are checked');
        }
        const onPreview = url.origin === this.origin;
        if (!onPreview && !this.options.external && !privateHostReason(url.hostname)) {
            return notChecked('other-host', 'on another host, and `check-external` is false');
        }
        return undefined;
    }
    /** Not checked when a line of `check-ignore` matches `text`; 'unfinished' when the time ran out first. */
    ignoredVerdict(text) {
        const match = this.ignore.match(text);
        if (match === 'none')
            return undefined;
        if (match === 'out-of-time') {
            // The patterns ran to the deadline: the check ends here.
            this.undecided.add(text);
            this.end('the time ran out');
            return 'unfinished';
        }
        return notChecked('ignored', `ignored: line ${match.line} of \`check-ignore\` matches it`);
    }
    /** The verdict on `url`, asked for once per run; not checked past the link limit. */
    verdictOf(url) {
        const key = url.href;
        const known = this.verdicts.get(key);
        if (known)
            return known;
        if (this.verdicts.size >= this.limits.maxLinks) {
            const limit = this.limits.maxLinks.toLocaleString('en-US');
            return Promise.resolve(notChecked('bound', `past the check's limit of ${limit} links`));
        }
        const onPreview = url.origin === this.origin;
        const verdict = (onPreview ? this.previewLink(url) : this.externalLink(url)).then((v) => {
            this.settled.set(key, v);
            return v;
        });
        this.verdicts.set(key, verdict);
        return verdict;
    }
    async previewLink(url) {
        const landing = await land(this.fetcher, url, this.origin, 'ids');
        const offHost = landing.offHost && this.options.external
            ? externalVerdict(await this.fetcher.get(landing.offHost, 'status'))
            : undefined;
        const removed = this.removed.has(normalPath(url.pathname));
        return previewVerdict(landing, url.hash.slice(1), removed, offHost);
    }
    async externalLink(url) {
        const refused = privateHostReason(url.hostname);
        if (refused)
            return notChecked('private', `never fetched: ${refused}`);
        return externalVerdict(await this.fetcher.get(url, 'status'));
    }
    setPage(index, state) {
        if (index >= 0)
            this.pageStates[index] = state;
    }
    /** A problem of a page as a whole (it could not be read, or not whole). */
    pageProblem(path, index, landing, reason, cause) {
        const status = landing.last.status;
        const problem = { page: path, link: path, status, reason, onPreviewHost: true, cause };
        this.problems.addNotChecked(problem, [index, -1]);
    }
    /** Records a link's verdict when it is a problem. */
    record(verdict, where, order) {
        if (verdict.kind === 'broken') {
            const { status, reason } = verdict;
            this.problems.addBroken({ ...where, status, reason }, order);
        }
        else if (verdict.kind === 'notChecked') {
            const { status, reason, cause } = verdict;
            this.problems.addNotChecked({ ...where, status, reason, cause }, order);
        }
    }
    /** The report of what is known now. */
    report() {
        const count = (state) => this.pageStates.filter((s) => s === state).length;
        let checkedLinks = 0;
        let unfinishedLinks = 0;
        for (const [key] of this.verdicts) {
            const verdict = this.settled.get(key);
            if (!verdict || verdict.kind === 'unfinished')
                unfinishedLinks++;
            else if (verdict.kind === 'ok' || verdict.kind === 'broken')
                checkedLinks++;
        }
        const pagesLeft = count('pending') + count('left') + this.pagesOverLimit;
        const linksLeft = unfinishedLinks + this.undecided.size;
        const report = {
            checkedPages: count('checked'),
            checkedLinks,
            ...this.problems.lists(),
        };
        if (pagesLeft > 0 || linksLeft > 0) {
            const pageLimit = this.pagesOverLimit > 0
                ? `the ${this.limits.maxPages.toLocaleString('en-US')}-page limit`
                : undefined;
            const reasons = [this.stopReason, pageLimit].filter((r) => r !== undefined);
            report.unfinished = {
                reason: reasons.join('; ') || 'the check ended early',
                pagesLeft,
                linksLeft,
            };
        }
        const dropped = this.ignore.dropped;
        if (dropped.length > 0) {
            report.droppedPatterns = dropped.map(({ line, source }) => ({ line, pattern: source }));
        }
        return report;
    }
}
/** A page path as compared with the removed ones: no trailing slash, `/` for the root. */
function normalPath(path) {
    const withSlash = path.startsWith('/') ? path : `/${path}`;
    let end = withSlash.length;
    while (end > 1 && withSlash[end - 1] === '/')
        end--;
    return withSlash.slice(0, end);
}
/** `href` resolved against `base`; undefined when it is not a URL. */
function resolved(href, base) {
    try {
        return new URL(href, base);
    }
    catch {
        return undefined;
    }
}
/** The document's base URL: its `<base href>` when that is an http(s) URL, else its own URL. */
function baseUrl(baseHref, documentUrl) {
    if (baseHref === undefined)
        return documentUrl;
    try {
        const base = new URL(baseHref, documentUrl);
        return base.protocol === 'https:' || base.protocol === 'http:' ? base : documentUrl;
    }
    catch {
        return documentUrl;
    }
}

;// CONCATENATED MODULE: ./shared/link-check/check.ts
/**
 * The preview's link check: fetches the pages a change touched from the preview, and checks
 * every link, image and anchor on them, within bounds a hostile page cannot move (docs/
 * reliability.md, docs/security.md). A shared layer: preview mode and agent mode both call it.
 */






/** Checks the links of the preview's pages; never throws for what a page or a host does. */
async function checkPreviewLinks(options) {
    return runLinkCheck(options, {});
}
/** checkPreviewLinks with test seams (a test CA, name resolution, smaller bounds). */
async function runLinkCheck(options, seams) {
    if (!isPreviewUrl(options.previewUrl)) {
        const pagesLeft = options.pages.kind === 'paths' ? options.pages.paths.length : 0;
        const reason = 'the preview URL is not an https URL';
        return { ...emptyReport(), unfinished: { reason, pagesLeft, linksLeft: 0 } };
    }
    const run = new LinkCheckRun(options, seams);
    try {
        return await run.run();
    }
    finally {
        await run.close();
    }
}

/** The report of a check that checked nothing. */
function emptyReport() {
    return { checkedPages: 0, checkedLinks: 0, ...new Problems().lists() };
}
/** https, as the trigger's answer is checked (src/url.ts); plain http only on loopback (tests). */
function isPreviewUrl(value) {
    if ((0,url/* parseHttpsUrl */.m)(value))
        return true;
    try {
        const url = new URL(value);
        return url.protocol === 'http:' && (0,proxy/* isLoopback */.U9)(url.hostname);
    }
    catch {
        return false;
    }
}
/** Writes the report as JSON (the `check-report` output's file), its folder made if needed. */
async function writeCheckReport(report, file) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,promises_.writeFile)(file, `${JSON.stringify(report, null, 2)}\n`);
}


/***/ })

};
