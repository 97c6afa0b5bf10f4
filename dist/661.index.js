export const id = 661;
export const ids = [661];
export const modules = {

/***/ 15039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ readChange)
});

// UNUSED EXPORTS: docsRoot

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./shared/github/call.ts
var call = __webpack_require__(50220);
// EXTERNAL MODULE: ./shared/github/own-comments.ts
var own_comments = __webpack_require__(20997);
// EXTERNAL MODULE: ./shared/github/preview-calls.ts
var preview_calls = __webpack_require__(3590);
;// CONCATENATED MODULE: ./shared/github/pull-request-files.ts



/** GitHub lists at most 3,000 files of a pull request: 30 pages of 100. */
const MAX_FILES_PAGES = 3_000 / preview_calls/* FILES_PER_PAGE */.g;
/** Every changed file of pull request `pullNumber`; throws a GitHubError when GitHub refuses. */
async function listPullRequestFiles(github, pullNumber, bounds) {
    const files = [];
    for (let page = 1; page <= MAX_FILES_PAGES; page++) {
        const listed = await (0,call/* callGitHub */.ur)((signal) => github.listPullRequestFilesPage(pullNumber, page, signal), {
            clock: bounds.clock,
            signal: bounds.signal,
            deadline: bounds.deadline,
            log: bounds.log,
            timeoutMs: own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk,
            doing: `Listing the files of pull request #${pullNumber} (page ${page})`,
        });
        files.push(...listed.files);
        if (!listed.full)
            return { files, complete: true };
    }
    return { files, complete: false };
}

// EXTERNAL MODULE: ./shared/link-check/changed-files.ts
var changed_files = __webpack_require__(13246);
;// CONCATENATED MODULE: ./shared/deployment/changes.ts
/**
 * The change a preview (or a deployment) shows, read once per run: on a pull request, its files
 * as GitHub lists them (every commit of it, against its base), when the token may read them;
 * otherwise (a push, a dispatch, a token that may not) the files the deployment's commit
 * changed. The pages added, changed and removed that the comment and the summary list, and the
 * pages the link check fetches, all come from this one answer.
 *
 * The docs root (the folder holding `docs.json` or `mint.json`; paths are pages relative to it)
 * is found, in this order: in the checked-out workspace (its root, then its folders up to three
 * levels down), then among the changed files (a changed `docs.json` names its folder), else the
 * repository's root. A workspace that is not checked out costs nothing: it is simply empty.
 */





/** Changes to these check every page: navigation, API pages and snippets show up anywhere. */
const CONFIG_FILES = ['docs.json', 'mint.json'];
/** How deep below the workspace a docs root is looked for, and how many folders at most. */
const MAX_ROOT_DEPTH = 3;
const MAX_FOLDERS_SEARCHED = 500;
/**
 * The change, from the pull request's files or else the commit's; undefined when neither is
 * known. A pull request GitHub will not list (no permission, GitHub down) is one log line, then
 * the commit's files.
 */
async function readChange(source, bounds) {
    const listed = await pullRequestFiles(source, bounds);
    const files = listed?.files ?? filesOfCommit(source.deployment);
    if (!files)
        return undefined;
    const root = await docsRoot(source.workspace, files);
    return {
        pages: (0,changed_files/* pagesOfChangedFiles */.N2)(files, root),
        whose: listed ? 'this pull request' : source.commitName,
        complete: listed?.complete ?? true,
    };
}
async function pullRequestFiles(source, bounds) {
    const { pullRequest, github } = source;
    if (pullRequest === undefined || !github)
        return undefined;
    try {
        return await listPullRequestFiles(await github(), pullRequest, bounds);
    }
    catch (error) {
        if (!(error instanceof call/* GitHubError */.y_))
            throw error;
        bounds.log.info(`${error.message} Taking the pages ${source.commitName} changed instead.`);
        return undefined;
    }
}
/** The files the deployment's commit changed, as Mintlify reports them (no renames). */
function filesOfCommit(deployment) {
    const changed = deployment?.commit?.filesChanged;
    if (!changed)
        return undefined;
    return [
        ...(changed.added ?? []).map((file) => ({ path: file, status: 'added' })),
        ...(changed.modified ?? []).map((file) => ({ path: file, status: 'modified' })),
        ...(changed.removed ?? []).map((file) => ({ path: file, status: 'removed' })),
    ];
}
/** The folder holding `docs.json` or `mint.json`, relative to the repository ('' for its root). */
async function docsRoot(workspace, files) {
    const checkedOut = workspace ? await configFolderIn(workspace) : undefined;
    if (checkedOut !== undefined)
        return checkedOut;
    const named = files
        .map((file) => file.path.split('/'))
        .filter((parts) => CONFIG_FILES.includes(parts.at(-1) ?? ''))
        .map((parts) => parts.slice(0, -1).join('/'))
        .sort((a, b) => a.length - b.length);
    return named[0] ?? '';
}
/** The shallowest folder under `workspace` holding a config file, breadth first and bounded. */
async function configFolderIn(workspace) {
    let level = [''];
    let searched = 0;
    for (let depth = 0; depth <= MAX_ROOT_DEPTH && level.length > 0; depth++) {
        const next = [];
        for (const folder of level) {
            if (++searched > MAX_FOLDERS_SEARCHED)
                return undefined;
            const entries = await (0,promises_.readdir)(external_node_path_.join(workspace, folder), { withFileTypes: true }).catch(() => []);
            if (entries.some((entry) => entry.isFile() && CONFIG_FILES.includes(entry.name))) {
                return folder;
            }
            for (const entry of entries) {
                if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') {
                    continue;
                }
                next.push(folder ? `${folder}/${entry.name}` : entry.name);
            }
        }
        level = next.sort();
    }
    return undefined;
}


/***/ }),

/***/ 20997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ ownComments),
/* harmony export */   My: () => (/* binding */ LAST_WRITE_TIMEOUT_MS),
/* harmony export */   uk: () => (/* binding */ GITHUB_CALL_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72945);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56115);
/* harmony import */ var _call_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50220);



/** Longest time one GitHub call (a read or a write, a short rate-limit wait included) may take. */
const GITHUB_CALL_TIMEOUT_MS = 15_000;
/** Longest time the last write after cancellation may take: SIGTERM comes 7.5 s after SIGINT. */
const LAST_WRITE_TIMEOUT_MS = 4_000;
/**
 * Longest time a whole search may take when the caller gives no deadline (the post step): each
 * page is bounded on its own, this bounds the walk over a long thread.
 */
const SEARCH_TIMEOUT_MS = 60_000;
/**
 * Pages GitHub may claim a thread has before the search refuses it (a million comments): a
 * `Link` header is the server's word, and no real thread is longer.
 */
const MAX_COMMENT_PAGES = 10_000;
/**
 * The thread's comments that start like ours and were written by a bot account (the workflow
 * token or an app) or by the token's own user (a PAT), newest first.
 *
 * GitHub lists a thread's comments oldest first, 100 a page. The first page says (its `Link`
 * header) how many pages there are; the walk then goes from the last page back to the second,
 * so the newest comment of ours is met first and a caller that takes it stops there, and an old
 * comment near the start is still found. Pages only grow at the end and shrink towards the
 * start, so a comment deleted meanwhile cannot hide one that is not yet read. A search that
 * cannot finish before the deadline throws a GitHubError: a caller must not take "not found"
 * for an answer it never got, and create a second comment.
 */
async function* ownComments(github, issueNumber, options) {
    const { clock, signal, log } = options;
    const started = clock.now();
    const searchEnd = options.deadline ?? clock.now() + SEARCH_TIMEOUT_MS;
    const call = {
        clock,
        log,
        signal,
        deadline: options.deadline,
        deadlineName: options.deadlineName,
        timeoutMs: GITHUB_CALL_TIMEOUT_MS,
        replaySafe: true,
    };
    const listing = `Listing the comments of #${issueNumber}`;
    const first = await (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((pageSignal) => github.listCommentsPage(issueNumber, 1, pageSignal), { ...call, doing: listing });
    const lastPage = first.lastPage;
    if (lastPage > MAX_COMMENT_PAGES) {
        throw new _call_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`${listing} failed: GitHub says the thread has ${lastPage} pages of comments, more than the ${MAX_COMMENT_PAGES} the action searches.`, 'other', undefined, undefined, undefined, false);
    }
    if (lastPage > 1) {
        log.info(`#${issueNumber} has ${lastPage} pages of comments: looking for ours from the newest page back.`);
    }
    const seen = new Set();
    // Asked once, and only when a user's comment starts like ours.
    let tokenLogin;
    const isOurs = async (comment) => {
        if (seen.has(comment.id) || !options.startsLikeOurs(comment.body))
            return false;
        seen.add(comment.id);
        if (comment.author.isBot)
            return true;
        tokenLogin ??= (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((callSignal) => github.authenticatedLogin(callSignal), {
            ...call,
            doing: 'Asking GitHub who the token acts as',
        });
        const login = await tokenLogin;
        return login !== undefined && comment.author.login.toLowerCase() === login.toLowerCase();
    };
    for (let page = lastPage; page >= 1; page--) {
        let comments;
        if (page === 1) {
            comments = first.comments;
        }
        else {
            if (clock.now() >= searchEnd) {
                throw new _call_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`${listing} failed: the search for the action's comment read ${lastPage - page + 1} of ${lastPage} pages in ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(clock.now() - started)}, and ${options.deadline === undefined ? `its bound of ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(SEARCH_TIMEOUT_MS)}` : "the step's `timeout`"} ran out before it could finish.`, 'timeout', undefined, undefined, undefined, false);
            }
            const doing = `${listing} (page ${page} of ${lastPage})`;
            comments = (await (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((pageSignal) => github.listCommentsPage(issueNumber, page, pageSignal), {
                ...call,
                doing,
            })).comments;
        }
        for (const comment of [...comments].reverse()) {
            if (await isOurs(comment))
                yield comment;
        }
    }
}


/***/ }),

/***/ 13246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N2: () => (/* binding */ pagesOfChangedFiles),
/* harmony export */   aL: () => (/* binding */ pathsToCheck),
/* harmony export */   jD: () => (/* binding */ removedPaths)
/* harmony export */ });
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
const PAGE_EXTENSIONS = ['.mdx', '.md'];
const CONFIG_FILES = new Set(['docs.json', 'mint.json']);
/**
 * API specs: Mintlify reads OpenAPI (and AsyncAPI) files named in docs.json, whatever their
 * name; the files are not known here, so any JSON or YAML file under the docs root counts (a
 * wider check than needed, never a narrower one), but for the package managers' own.
 */
const SPEC_EXTENSIONS = ['.json', '.yaml', '.yml'];
const NOT_SPECS = new Set(['package.json', 'package-lock.json', 'tsconfig.json', 'jsconfig.json']);
/** Repository files written in Markdown that Mintlify does not publish as pages. */
const NOT_PAGES = new Set([
    'README.md',
    'LICENSE.md',
    'CHANGELOG.md',
    'CONTRIBUTING.md',
    'CODE_OF_CONDUCT.md',
]);
/**
 * Changed files -> the pages they touched, relative to the docs root ('' when docs.json is at the
 * repository's root), and whether a change to docs.json/mint.json, an OpenAPI file or a snippet
 * means every page.
 */
function pagesOfChangedFiles(files, docsRoot) {
    const root = trimSlashes(docsRoot.startsWith('./') ? docsRoot.slice(2) : docsRoot);
    const prefix = root === '' || root === '.' ? '' : `${root}/`;
    let everyPage;
    const added = [];
    const changed = [];
    const gone = [];
    const others = [];
    for (const file of files) {
        const kind = kindOf(file.path, prefix);
        // A rename is its new file, and its old one removed.
        const previous = file.status === 'renamed' ? file.previousPath : undefined;
        if (previous !== undefined) {
            const before = kindOf(previous, prefix);
            if (before.kind === 'page')
                gone.push({ file: previous, path: before.path });
            if (before.kind === 'every')
                everyPage ??= { file: previous, what: before.what };
        }
        if (kind.kind === 'every')
            everyPage ??= { file: file.path, what: kind.what };
        if (kind.kind !== 'page') {
            others.push(file.path);
            continue;
        }
        const page = { file: file.path, path: kind.path };
        if (file.status === 'removed')
            gone.push(page);
        else if (file.status === 'modified')
            changed.push(page);
        else
            added.push(previous === undefined ? page : { ...page, was: previous });
    }
    const { stillAdded, replacing, removed } = pairRemovals(added, changed, gone);
    return {
        ...(everyPage ? { everyPage } : {}),
        added: stillAdded,
        changed: [...changed, ...replacing],
        removed,
        others,
    };
}
/**
 * A removed file whose path another file of the change serves is no removed page: with an added
 * file there, that page changed its file (`was`), not its address.
 */
function pairRemovals(added, changed, gone) {
    const served = new Map();
    for (const page of [...changed, ...added])
        if (!served.has(page.path))
            served.set(page.path, page);
    const addedPages = new Set(added);
    const replaced = new Map();
    const removed = [];
    for (const page of gone) {
        const successor = served.get(page.path);
        if (!successor)
            removed.push(page);
        else if (addedPages.has(successor) && !replaced.has(successor)) {
            replaced.set(successor, page.file);
        }
    }
    return {
        stillAdded: added.filter((page) => !replaced.has(page)),
        replacing: [...replaced].map(([page, file]) => ({ ...page, was: page.was ?? file })),
        removed,
    };
}
/** The paths to fetch and check: the pages added or changed, each once. */
function pathsToCheck(pages) {
    return [...new Set([...pages.added, ...pages.changed].map((page) => page.path))];
}
/** The paths of the pages the change removed, each once. */
function removedPaths(pages) {
    return [...new Set(pages.removed.map((page) => page.path))];
}
/** What the file at `path` (relative to the repository) is to the site under `prefix`. */
function kindOf(rawPath, prefix) {
    const path = trimSlashes(rawPath);
    if (!path.startsWith(prefix))
        return { kind: 'other' };
    const relative = path.slice(prefix.length);
    const segments = relative.split('/');
    const name = segments.at(-1) ?? '';
    // Hidden folders (.github, .mintlify) and installed packages are never pages.
    if (segments.some((s) => s.startsWith('.') || s === 'node_modules'))
        return { kind: 'other' };
    if (CONFIG_FILES.has(relative))
        return { kind: 'every', what: 'configuration' };
    if (segments[0] === 'snippets')
        return { kind: 'every', what: 'snippet' };
    const extension = extensionOf(name);
    if (SPEC_EXTENSIONS.includes(extension) && !NOT_SPECS.has(name)) {
        return { kind: 'every', what: 'spec' };
    }
    if (!PAGE_EXTENSIONS.includes(extension) || NOT_PAGES.has(name))
        return { kind: 'other' };
    return { kind: 'page', path: pagePath(relative.slice(0, -extension.length)) };
}
/** `guides/quickstart` -> `/guides/quickstart`; `guides/index` -> `/guides`; `index` -> `/`. */
function pagePath(withoutExtension) {
    const segments = withoutExtension.split('/');
    if (segments.at(-1) === 'index')
        segments.pop();
    return `/${segments.join('/')}`;
}
function extensionOf(name) {
    const dot = name.lastIndexOf('.');
    return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}
function trimSlashes(path) {
    let start = 0;
    let end = path.length;
    while (start < end && path[start] === '/')
        start++;
    while (end > start && path[end - 1] === '/')
        end--;
    return path.slice(start, end);
}


/***/ }),

/***/ 91671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ WaitTimeoutError),
/* harmony export */   fm: () => (/* binding */ waitFor)
/* harmony export */ });
/* unused harmony exports pollDelay, progressGap */
/* harmony import */ var _mintlify_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63076);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72945);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90961);
/**
 * Waiting on something the API runs (an agent job, a deployment, a static export): one schedule,
 * one loop and one waiter for every mode, bounded by `timeout` and cancellation.
 */



/** The first gap between polls, unless `poll-interval` is shorter. */
const FIRST_POLL_GAP_MS = 2000;
/** A wait logs a line at least this often, and its progress lines no more often than the floor. */
const PROGRESS_MAX_GAP_MS = 60_000;
const PROGRESS_MIN_GAP_MS = 15_000;
/**
 * The wait before the next poll of something that has been running `ageMs`: starts at
 * min(2 s, pollInterval) and grows with its age (10 % of it) up to `pollInterval`. A quick one is
 * noticed within about 2 s; a long one costs few requests, and the delay in noticing its end
 * stays within 10 % of its run time.
 */
function pollDelay(ageMs, pollIntervalMs) {
    const first = Math.min(FIRST_POLL_GAP_MS, pollIntervalMs);
    return Math.min(pollIntervalMs, Math.max(first, Math.round(ageMs / 10)));
}
/**
 * How long the log stays quiet during a wait before a progress line repeats the last status:
 * `poll-interval`, but at least 15 s (no flood of lines on a short one) and at most 60 s (a
 * long one still shows the wait moving every minute).
 */
function progressGap(pollIntervalMs) {
    return Math.min(PROGRESS_MAX_GAP_MS, Math.max(PROGRESS_MIN_GAP_MS, pollIntervalMs));
}
/** The wait ran into `timeout`; `last` is the last value seen. */
class PollTimeout {
    last;
    constructor(last) {
        this.last = last;
    }
}
/**
 * Polls from `first` until `done` or the deadline: no poll is started that could not end before
 * it. Returns the last value, or a PollTimeout with it when the deadline came first.
 */
async function pollUntil(first, options) {
    const { clock, deadline, signal } = options;
    let value = first;
    while (!options.done(value)) {
        const now = clock.now();
        const gap = pollDelay(now - options.startedAt, options.pollIntervalMs);
        if (now + gap >= deadline) {
            // No poll would fit before `timeout`: wait it out, then report where things stand.
            await clock.sleep(Math.max(0, deadline - now), signal);
            return new PollTimeout(value);
        }
        await clock.sleep(gap, signal);
        value = await options.get(signal);
        options.onValue(value);
    }
    return value;
}
/**
 * The wait ran into `timeout`: what was waited for, its id, its last status and how to pick the
 * wait up in a later step, in one sentence.
 */
class WaitTimeoutError extends Error {
    /** `job`, `deployment`, `preview`, `export`. */
    what;
    id;
    lastStatus;
    resume;
    constructor(what, id, lastStatus, resume, waitedMs) {
        super(`Timed out after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(waitedMs)} waiting for ${what} ${id} (last status: ${lastStatus}); the ${what} may still finish: raise \`timeout\`, or ${resume.does} in a later step with \`${resume.input}: ${id}\`.`);
        this.name = 'WaitTimeoutError';
        this.what = what;
        this.id = id;
        this.lastStatus = lastStatus;
        this.resume = resume;
    }
}
/**
 * Whether `error`, thrown by a read once the wait has begun, is the wait running into `timeout`:
 * every request is cut short at the deadline, so a read that timed out during the wait means
 * the wait timed out. Decided here, for every waiter.
 */
function isWaitTimeout(error) {
    return error instanceof _mintlify_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.kind === 'timeout';
}
/**
 * Reads `waited` until an ending status that counts (or `timeout`): logs each change with the
 * time since `startedAt`, warns once about each status the API does not document (and waits
 * through it), and throws a WaitTimeoutError at `timeout`. Returns the last value read.
 */
async function waitFor(waited, options) {
    const { clock } = options;
    const startedAt = options.startedAt ?? clock.now();
    const describe = waited.describe ?? ((value) => value.status);
    const warned = new Set();
    const progress = progressLines(waited, options, startedAt);
    let shown;
    let last;
    const see = (value) => {
        last = value;
        const { status } = value;
        if (!waited.known.has(status) && !warned.has(status)) {
            warned.add(status);
            const note = waited.unknownNote ? ` (${waited.unknownNote})` : '';
            options.log.warning(`${waited.noun} ${waited.id} reports the status ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteShort */ .pf)(status)}, which the API does not document${note}; treating it as not finished and waiting until \`timeout\`.`);
        }
        const said = describe(value);
        if (said === shown)
            return;
        shown = said;
        options.log.info(`${waited.noun} ${waited.id}: ${said} after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(clock.now() - startedAt)}`);
        progress.restart(status);
    };
    const timedOut = () => new WaitTimeoutError(waited.noun.toLowerCase(), waited.id, last === undefined ? 'unknown' : describe(last), waited.resume, clock.now() - startedAt);
    const read = async (signal) => {
        try {
            return await options.get(signal);
        }
        catch (error) {
            throw isWaitTimeout(error) ? timedOut() : error;
        }
    };
    try {
        let first = options.first;
        if (first === undefined) {
            first = await read(options.signal);
            see(first);
            options.onValue(first);
        }
        else {
            see(first);
        }
        const end = await pollUntil(first, {
            ...options,
            startedAt,
            get: read,
            done: (value) => waited.ending.has(value.status) && (options.counts?.(value) ?? true),
            onValue: (value) => {
                see(value);
                options.onValue(value);
            },
        });
        if (end instanceof PollTimeout)
            throw timedOut();
        return end;
    }
    finally {
        // Nothing of the wait writes once it is over: the step's outcome is its last word.
        progress.stop();
    }
}
/**
 * The wait's progress lines, `Still <status> after <elapsed> (<what is waited for>)`: a timer,
 * restarted by every status line the wait logs, that repeats the last status the API gave once the log
 * has been quiet for `progressGap`. It sends no request, so a read that hangs or a long
 * `poll-interval` does not silence it.
 */
function progressLines(waited, options, startedAt) {
    const { clock } = options;
    const subject = waited.subject ?? `${waited.noun.toLowerCase()} ${waited.id}`;
    let cancel = () => undefined;
    let stopped = false;
    const restart = (status) => {
        cancel();
        if (stopped)
            return;
        cancel = clock.timer(progressGap(options.pollIntervalMs), () => {
            if (options.signal?.aborted)
                return;
            const elapsed = (0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(clock.now() - startedAt);
            options.log.info(`Still ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(status, 100)} after ${elapsed} (${subject})`);
            restart(status);
        });
    };
    const stop = () => {
        stopped = true;
        cancel();
    };
    return { restart, stop };
}


/***/ })

};
