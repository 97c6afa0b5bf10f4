export const id = 321;
export const ids = [321];
export const modules = {

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


/***/ }),

/***/ 87321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStaticExportMode: () => (/* binding */ runStaticExportMode)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./shared/mintlify/errors.ts
var errors = __webpack_require__(63076);
// EXTERNAL MODULE: ./shared/artifact.ts
var artifact = __webpack_require__(27920);
// EXTERNAL MODULE: ./shared/durations.ts
var durations = __webpack_require__(72945);
// EXTERNAL MODULE: ./shared/inputs.ts
var inputs = __webpack_require__(30779);
// EXTERNAL MODULE: ./shared/plural.ts
var plural = __webpack_require__(91116);
// EXTERNAL MODULE: ./shared/poll.ts
var poll = __webpack_require__(91671);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./shared/version.ts
var version = __webpack_require__(3632);
// EXTERNAL MODULE: ./shared/mintlify/proxy.ts
var proxy = __webpack_require__(8431);
// EXTERNAL MODULE: ./shared/retry.ts
var retry = __webpack_require__(54062);
;// CONCATENATED MODULE: ./static-export/errors.ts
/**
 * The static export's own failures, told apart by class: an archive refused for what it holds,
 * one that cannot be read to its end, and a disk that would not take the bundle or the site.
 * Kept free of imports, so the mode can check for them without loading the download or the
 * extraction.
 */
/** The bundle holds something that is not extracted (an entry, or data after its end). */
class UnsafeArchiveError extends Error {
    /** The offending entry's path as the archive gives it (cut to 200 characters), if one. */
    entry;
    /** Why it is refused: the end of the sentence. */
    reason;
    constructor(entry, reason) {
        const what = entry === undefined ? '' : `its entry ${JSON.stringify(entry.slice(0, 200))} `;
        super(`The bundle is unsafe and was not extracted: ${what}${reason}.`);
        this.name = 'UnsafeArchiveError';
        this.entry = entry?.slice(0, 200);
        this.reason = reason;
    }
}
/** The bundle is not a .tar.gz archive a reader can follow to its end. */
class BrokenArchiveError extends Error {
    /** What is wrong, in a few words. */
    reason;
    constructor(reason) {
        super(`The bundle is not a valid .tar.gz archive (${reason}); nothing was extracted.`);
        this.name = 'BrokenArchiveError';
        this.reason = reason;
    }
}
/** Writing the bundle or the site failed: a full disk, a file size limit, a read-only folder. */
class DiskWriteError extends Error {
    /** The folder written to. */
    folder;
    /** The file system's code: `ENOSPC`, `EFBIG`, `EDQUOT`, ... */
    code;
    /** `doing` starts the sentence (`Writing the bundle to <folder>`); `left` ends it. */
    constructor(doing, folder, code, left) {
        super(`${doing} failed: ${diskProblem(code)}; ${left}.`);
        this.name = 'DiskWriteError';
        this.folder = folder;
        this.code = code;
    }
}
/** What a file system error code means for someone looking at the runner. */
function diskProblem(code) {
    switch (code) {
        case 'ENOSPC':
            return 'the disk is full (ENOSPC)';
        case 'EDQUOT':
            return 'the disk quota is used up (EDQUOT)';
        case 'EFBIG':
            return 'a file would be larger than the runner allows (EFBIG, the file size limit)';
        case 'EROFS':
            return 'the file system is read-only (EROFS)';
        case 'EACCES':
        case 'EPERM':
            return `permission denied (${code})`;
        case 'EEXIST':
        case 'ENOTDIR':
            return `a file stands where a folder is needed (${code})`;
        default:
            return `the file system refused the write (${code})`;
    }
}

;// CONCATENATED MODULE: ./static-export/download.ts
/**
 * Downloading the bundle from the storage host. The presigned link is a credential (its query
 * signs the request): it is only ever shown as `linkShown` (origin and path, the query hidden),
 * and the API key never goes there. The bytes are hashed while they stream to a temporary file
 * beside the target, which becomes the bundle only once every byte is there and the count equals
 * `sizeBytes`; on any failure it is removed. Each chunk is written (awaited) before the next is
 * read, so a write error is the disk's, told apart from the network's (DiskWriteError), and
 * nothing is still being written when the file is removed.
 */









/** A reset mid-body is retried this many times in a row without a byte of progress. */
const MAX_STALLED_TRIES = 4;
/**
 * The download's retries: a reset, a stall, a 5xx or a 429, resumed where it stopped; given up
 * after MAX_STALLED_TRIES tries in a row that brought nothing (a try that brought bytes starts
 * the count again).
 */
const DOWNLOAD_RETRIES = {
    ...retry/* RETRY_DEFAULTS */.sV,
    attempts: { max: MAX_STALLED_TRIES },
    backoff: { baseMs: 250, maxMs: 5_000, jitter: 0 },
    rateLimit: { baseMs: 2_000, maxMs: 60_000, jitter: 0.5 },
};
/** Longest wait for the answer's headers, and longest silence between two chunks of its body. */
const REQUEST_TIMEOUT_MS = 30_000;
/** An error page is read up to this much, to tell an expired link from another refusal. */
const MAX_ERROR_BODY = 4096;
/** The storage host answered 403 "Request has expired": a fresh link may be asked for. */
class LinkExpiredError extends Error {
    constructor(shown) {
        super(`The bundle link ${shown} has expired (the storage host answered HTTP 403).`);
        this.name = 'LinkExpiredError';
    }
}
/** Longest link a log line or message shows: a `data:` link holds a whole file. */
const MAX_LINK_SHOWN = 200;
/** The link as logs and messages show it: origin and path, the signing query hidden, bounded. */
function linkShown(url) {
    const shown = (0,shared_text/* oneLine */.TN)(`${url.protocol}//${url.host}${url.pathname}`, MAX_LINK_SHOWN);
    return `${shown}${url.search ? '?…' : ''}`;
}
/**
 * The bundle link as a URL, when it may be fetched: `https`, or plain `http` to loopback only
 * when the API itself (`apiUrl`, the `base-url`) is on loopback, as in a test; no credentials in
 * it. Refused links are named without their query, and bounded.
 */
function checkLink(raw, apiUrl) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new Error('The API answered a bundle link that is not a URL; nothing was downloaded.');
    }
    const loopback = (0,proxy/* isLoopback */.U9)(url.hostname);
    if (url.protocol === 'http:' && loopback && !(0,proxy/* isLoopback */.U9)(new URL(apiUrl).hostname)) {
        throw new Error(`The API answered a plain-http bundle link to this runner's loopback (${linkShown(url)}) while \`base-url\` is not on loopback; it was refused without fetching it.`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new Error(`The API answered a bundle link that is not https (${(0,shared_text/* oneLine */.TN)(url.protocol.replace(':', ''), 20)}, ${linkShown(url)}); it was refused without fetching it.`);
    }
    if (url.username || url.password) {
        throw new Error(`The API answered a bundle link with credentials in it (${linkShown(url)}); it was refused without fetching it.`);
    }
    return url;
}
/** One try's failure, and its fault for the retry policy (none: it is not tried again). */
class TryFailed extends Error {
    fault;
    constructor(message, fault = {}) {
        super(message);
        this.fault = fault;
    }
}
/**
 * Downloads the bundle to `request.target`, resuming with a Range request after a reset.
 * Throws LinkExpiredError for an expired link, DiskWriteError when the disk refuses a write, an
 * Error saying what went wrong otherwise; no partial file is left in any case.
 */
async function downloadBundle(request) {
    const { url, target } = request;
    const shown = linkShown(url);
    const folder = (0,external_node_path_.dirname)(target);
    const partial = (0,external_node_path_.join)(folder, `.${(0,external_node_path_.basename)(target)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.partial`);
    const onDisk = async (work) => {
        try {
            return await work();
        }
        catch (error) {
            throw new DiskWriteError(`Writing the bundle to ${folder}`, folder, (0,shared_text/* errorCode */.CA)(error) ?? 'EIO', 'no partial file was left');
        }
    };
    const dispatcher = (0,proxy/* dispatcherFor */.tR)(url, request.proxy, { connections: 1 });
    let file;
    let done = false;
    try {
        file = await onDisk(async () => {
            await (0,promises_.mkdir)(folder, { recursive: true });
            // A bundle left by an earlier run must not pass for this run's.
            await (0,promises_.rm)(target, { force: true });
            return (0,promises_.open)(partial, 'w', 0o644);
        });
        const handle = file;
        const state = { received: 0, hash: (0,external_node_crypto_.createHash)('sha256') };
        await fetchWhole(request, dispatcher, (chunk) => onDisk(() => handle.writeFile(chunk)), state);
        if (state.received !== request.sizeBytes) {
            throw new Error(`The bundle from ${shown} is ${state.received} bytes, not the ${request.sizeBytes} the API announced; it was not kept.`);
        }
        file = undefined;
        await onDisk(async () => {
            await handle.close();
            await (0,promises_.rename)(partial, target);
        });
        done = true;
        return { path: target, bytes: state.received, sha256: state.hash.digest('hex') };
    }
    finally {
        await file?.close().catch(() => undefined);
        if (!done)
            await (0,promises_.rm)(partial, { force: true }).catch(() => undefined);
        await dispatcher.destroy().catch(() => undefined);
    }
}
/** The GETs of the bundle until it is whole: a reset is resumed, a failure thrown. */
async function fetchWhole(request, dispatcher, write, state) {
    const shown = linkShown(request.url);
    const { clock, deadline, signal } = request;
    const cancelled = (cause) => new Error(`Downloading the bundle from ${shown} stopped: the run was cancelled.`, { cause });
    const tried = await (0,retry/* retrying */.R$)(async () => {
        const before = state.received;
        try {
            await fetchOnce(request, dispatcher, write, state, shown);
            return { ok: true, value: undefined };
        }
        catch (error) {
            if (signal.aborted)
                throw cancelled(error);
            if (!(error instanceof TryFailed))
                throw error;
            return {
                ok: false,
                failure: error,
                fault: error.fault,
                progressed: state.received > before,
            };
        }
    }, {
        limits: DOWNLOAD_RETRIES,
        clock,
        deadline,
        replaySafe: true,
        signal,
        onWait: () => request.onResume?.(state.received),
    });
    if (tried.ok)
        return;
    const { failure, why } = tried;
    if (why === 'cancelled')
        throw cancelled(failure);
    const detail = why === 'final'
        ? ''
        : `, after ${state.received} of ${request.sizeBytes} bytes; ${why === 'attempts' ? `${MAX_STALLED_TRIES} tries in a row brought nothing` : 'the `timeout` leaves no time to try again'}`;
    throw new Error(`Downloading the bundle from ${shown} failed: ${failure.message}${detail}.`, {
        cause: failure,
    });
}
/**
 * One GET of the link (from `state.received` on, with a Range header): hands what arrives to
 * `write` and the hash. Throws TryFailed (transient or not), LinkExpiredError, or what `write`
 * throws (DiskWriteError).
 */
async function fetchOnce(request, dispatcher, write, state, shown) {
    const { clock, deadline, sizeBytes } = request;
    const remaining = deadline - clock.now();
    if (remaining <= 0)
        throw new TryFailed('the `timeout` ran out');
    const expiry = new AbortController();
    const timer = setTimeout(() => expiry.abort(new DOMException('The download timed out', 'TimeoutError')), remaining).unref();
    const signal = AbortSignal.any([request.signal, expiry.signal]);
    const resumeAt = state.received;
    try {
        let answer;
        try {
            answer = await dispatcher.request({
                origin: request.url.origin,
                path: `${request.url.pathname}${request.url.search}`,
                method: 'GET',
                // No Authorization header: the link signs the request, and the storage host refuses one.
                headers: {
                    'user-agent': version/* USER_AGENT */._,
                    'accept-encoding': 'identity',
                    ...(resumeAt > 0 ? { range: `bytes=${resumeAt}-` } : {}),
                },
                signal,
                headersTimeout: Math.min(REQUEST_TIMEOUT_MS, remaining),
                bodyTimeout: Math.min(REQUEST_TIMEOUT_MS, remaining),
            });
        }
        catch (error) {
            throw networkFailure(error, expiry.signal.aborted, remaining);
        }
        const { headers, body } = answer;
        await refuseUnusable(answer, resumeAt, shown, clock.now());
        // 200 to a Range request: the host sent the whole bundle again.
        const restarted = answer.statusCode === 200;
        // A host that ignored the Range header sends the whole bundle again: the bytes already kept
        // are skipped, the rest appended.
        let skip = restarted ? resumeAt : 0;
        const announced = Number(headers['content-length']);
        const total = (restarted ? 0 : resumeAt) + announced;
        if (headers['content-length'] !== undefined && total !== sizeBytes) {
            await body.dump().catch(() => undefined);
            throw new TryFailed(`the storage host announced ${total} bytes, not the ${sizeBytes} the API did; the bundle was not kept`);
        }
        try {
            for await (const whole of body) {
                const chunk = skip > 0 ? whole.subarray(Math.min(skip, whole.length)) : whole;
                skip -= whole.length - chunk.length;
                if (chunk.length === 0)
                    continue;
                if (state.received + chunk.length > sizeBytes) {
                    body.destroy();
                    throw new TryFailed(`the storage host sent more than the ${sizeBytes} bytes the API announced; the bundle was not kept`);
                }
                await write(chunk);
                state.hash.update(chunk);
                state.received += chunk.length;
            }
        }
        catch (error) {
            if (error instanceof TryFailed || error instanceof DiskWriteError)
                throw error;
            throw networkFailure(error, expiry.signal.aborted, remaining);
        }
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * Throws for an answer the download cannot use: an expired link (LinkExpiredError), another
 * refusal, a server error or a rate limit (tried again), or a range other than the one asked for.
 */
async function refuseUnusable(answer, resumeAt, shown, now) {
    const { statusCode, headers, body } = answer;
    if (statusCode === 403) {
        const text = await readSome(body);
        if (text.includes('Request has expired'))
            throw new LinkExpiredError(shown);
        throw new TryFailed('the storage host refused the link (HTTP 403); ask for the bundle again in a new run');
    }
    if (statusCode >= 500 || statusCode === 429) {
        await body.dump().catch(() => undefined);
        const retryAfter = headers['retry-after'];
        throw new TryFailed(`the storage host answered HTTP ${statusCode}`, (0,retry/* answerFault */.NM)({ status: statusCode, headers: { 'retry-after': [retryAfter].flat()[0] } }, DOWNLOAD_RETRIES, now));
    }
    const restarted = statusCode === 200;
    if (!(restarted || (statusCode === 206 && resumeAt > 0))) {
        await body.dump().catch(() => undefined);
        throw new TryFailed(`the storage host answered HTTP ${statusCode}${statusCode >= 300 && statusCode < 400 ? ' (a redirect, not followed)' : ''}`);
    }
    if (statusCode === 206 && rangeStart(headers['content-range']) !== resumeAt) {
        await body.dump().catch(() => undefined);
        throw new TryFailed(`the storage host resumed at another byte than ${resumeAt} asked for`);
    }
}
/** A network error or a timeout, told apart by retry.ts (by class and code: never the text). */
function networkFailure(error, timedOut, remainingMs) {
    const { kind, code } = (0,retry/* networkFault */.T4)(error);
    // The time left ran out (undici's own idle timers are set to it when it is shorter than a
    // request's bound: firing a moment before the expiry, they are the same timeout): no fault
    // to weigh, there is no time for another try.
    if (timedOut || (kind === 'timeout' && remainingMs <= REQUEST_TIMEOUT_MS)) {
        return new TryFailed(`no complete answer within ${(0,durations/* formatDuration */.a3)(remainingMs)}`);
    }
    return new TryFailed(`the connection failed (${code ?? 'no code'})`, { network: kind });
}
/** The first byte of a `bytes <start>-<end>/<size>` Content-Range. */
function rangeStart(header) {
    const value = Array.isArray(header) ? header[0] : header;
    const match = /^bytes (\d{1,16})-\d{1,16}\/(?:\d{1,16}|\*)$/.exec(value ?? '');
    return match ? Number(match[1]) : undefined;
}
async function readSome(body) {
    let text = '';
    try {
        for await (const chunk of body) {
            text += chunk.toString('utf8');
            if (text.length >= MAX_ERROR_BODY)
                break;
        }
    }
    catch {
        // What arrived is enough to tell.
    }
    finally {
        body.destroy();
    }
    return text;
}

// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./static-export/tar-reader.ts

const BLOCK = 512;
/** The largest extended header read, as node-tar's Parser: pax records or a GNU long name. */
const MAX_META_BYTES = 1024 * 1024;
const ZEROS = Buffer.alloc(64 * 1024);
const ZERO_BLOCK = ZEROS.subarray(0, BLOCK);
/** Headers that describe the next entry rather than being one. */
const META_TYPES = new Set([
    'ExtendedHeader',
    'OldExtendedHeader',
    'GlobalExtendedHeader',
    'NextFileHasLongPath',
    'OldGnuLongPath',
    'NextFileHasLongLinkpath',
]);
class TarReader {
    /** Bytes of the unpacked archive read so far. */
    offset = 0;
    /** Entries found so far (extended headers not counted). */
    entries = 0;
    codec;
    ended = false;
    zeroBlocks = 0;
    /** The start of a header block that the chunk cut. */
    partial;
    body;
    /** Pax records (or a GNU long name) for the next entry, and those for every entry. */
    ex;
    gex;
    sparseNext = false;
    constructor(codec) {
        this.codec = codec;
    }
    /** The entries and content pieces in `chunk`; throws for a broken or unsafe archive. */
    push(chunk) {
        const pieces = [];
        let at = 0;
        while (at < chunk.length) {
            const rest = chunk.subarray(at);
            const used = this.ended
                ? this.trailing(rest)
                : this.body
                    ? this.takeBody(this.body, rest, pieces)
                    : this.takeHeader(rest, pieces);
            at += used;
            this.offset += used;
        }
        return pieces;
    }
    /** The gzip stream ended: throws when the archive stops inside an entry or holds none. */
    end() {
        if (this.body || this.partial) {
            throw new BrokenArchiveError(`it ends inside an entry, at byte ${this.offset} unpacked`);
        }
        // Without the end-of-archive marker the archive is still whole (gzip's checksum vouches
        // for the stream), as tar itself accepts.
        if (this.entries === 0)
            throw new BrokenArchiveError('it holds no entry');
    }
    /** After the end-of-archive marker: zeros only. */
    trailing(bytes) {
        for (let at = 0; at < bytes.length; at += ZEROS.length) {
            const part = bytes.subarray(at, at + ZEROS.length);
            if (!part.equals(ZEROS.subarray(0, part.length))) {
                const first = this.offset + at + part.findIndex((byte) => byte !== 0);
                throw new UnsafeArchiveError(undefined, `it goes on after its end-of-archive marker (at byte ${first} unpacked, with data that is not zero padding), which another tar reader could take for more entries`);
            }
        }
        return bytes.length;
    }
    takeBody(body, bytes, pieces) {
        const content = Math.min(body.left, bytes.length);
        if (content > 0) {
            const part = bytes.subarray(0, content);
            if (body.meta)
                body.meta.parts.push(part);
            else
                pieces.push({ data: part });
            body.left -= content;
        }
        const padding = Math.min(body.padding, bytes.length - content);
        body.padding -= padding;
        if (body.left === 0 && body.padding === 0) {
            this.body = undefined;
            if (body.meta)
                this.applyMeta(body.meta.type, Buffer.concat(body.meta.parts));
        }
        return content + padding;
    }
    takeHeader(bytes, pieces) {
        const have = this.partial?.length ?? 0;
        if (have === 0 && bytes.length >= BLOCK) {
            this.header(bytes.subarray(0, BLOCK), this.offset, pieces);
            return BLOCK;
        }
        const take = Math.min(BLOCK - have, bytes.length);
        const partial = Buffer.concat([this.partial ?? Buffer.alloc(0), bytes.subarray(0, take)]);
        this.partial = partial.length < BLOCK ? partial : undefined;
        if (partial.length === BLOCK)
            this.header(partial, this.offset - have, pieces);
        return take;
    }
    header(block, at, pieces) {
        if (block.equals(ZERO_BLOCK)) {
            // Two zero blocks end the archive; a lone one is skipped, as tar and node-tar do.
            if (++this.zeroBlocks === 2)
                this.ended = true;
            return;
        }
        this.zeroBlocks = 0;
        const header = new this.codec.Header(block, 0, this.ex, this.gex);
        if (!header.cksumValid) {
            throw new BrokenArchiveError(`the header at byte ${at} unpacked has a wrong checksum`);
        }
        const size = header.size ?? 0;
        const type = header.type;
        if (META_TYPES.has(type)) {
            if (size > MAX_META_BYTES) {
                throw new UnsafeArchiveError(undefined, `it has an extended header of ${size} bytes at byte ${at} unpacked, more than the ${MAX_META_BYTES} a tar reader takes`);
            }
            // An empty one changes nothing, as in node-tar.
            if (size > 0)
                this.body = { left: size, padding: padding(size), meta: { type, parts: [] } };
            return;
        }
        // A pax or GNU long name replaces the header's name whole: node-tar's Header would put the
        // ustar prefix in front of it again, which its Parser undoes the same way.
        const path = this.ex?.path ?? header.path;
        if (!path)
            throw new BrokenArchiveError(`the entry at byte ${at} unpacked has no path`);
        const entry = {
            path,
            type,
            flag: String.fromCharCode(block[156] ?? 0),
            size,
            linkpath: this.ex?.linkpath ?? header.linkpath ?? '',
            sparse: this.sparseNext,
        };
        this.ex = undefined;
        this.sparseNext = false;
        this.entries++;
        pieces.push({ entry });
        if (size > 0)
            this.body = { left: size, padding: padding(size) };
    }
    applyMeta(type, content) {
        const text = content.toString('utf8');
        switch (type) {
            case 'GlobalExtendedHeader':
                this.gex = this.codec.Pax.parse(text, this.gex, true);
                break;
            case 'NextFileHasLongPath':
            case 'OldGnuLongPath':
                this.ex = { ...this.ex, path: untilNul(text) };
                break;
            case 'NextFileHasLongLinkpath':
                this.ex = { ...this.ex, linkpath: untilNul(text) };
                break;
            default:
                this.ex = this.codec.Pax.parse(text, this.ex, false);
                // node-tar keeps no GNU.sparse record: noted here, so the entry can be refused.
                if (text.includes('GNU.sparse.'))
                    this.sparseNext = true;
        }
    }
}
function padding(size) {
    return (BLOCK - (size % BLOCK)) % BLOCK;
}
function untilNul(text) {
    const nul = text.indexOf('\0');
    return nul < 0 ? text : text.slice(0, nul);
}

;// CONCATENATED MODULE: ./static-export/extract.ts
/**
 * Extracting the bundle, safely. The archive is unpacked (gzip) and walked (tar-reader.ts) as it
 * streams, one chunk at a time: every entry is checked here before a byte of it is written, and
 * each is written before the next chunk is read, so time and memory follow the bytes read, not
 * the archive's shape. Only regular files and folders, each inside the site's folder, within
 * bounds of size, of files and folders (those a path implies included) and of depth, with modes
 * that carry no set-uid or executable bit. The site is built in a temporary sibling folder (the
 * same file system, so renames are cheap and whole) that takes `<output-dir>/site`'s place only
 * when the whole archive passed; until then a site of an earlier run stays as it was, and a
 * failure, `timeout` or cancellation leaves nothing of the attempt behind.
 */










/** The extracted site may weigh at most this many times the archive... */
const EXPANSION_FACTOR = 100;
/** ...and never more than this, whatever the archive's size. */
const MAX_SITE_BYTES = 20 * 1024 ** 3;
/** The most files and folders a site may hold, counting the folders its paths imply. */
const MAX_ENTRIES = 200_000;
/** The most folders a path may go down. */
const MAX_DEPTH = 64;
/** The longest name and path written: what Linux and macOS allow (NAME_MAX, PATH_MAX). */
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_BYTES = 4096;
/** Modes of what is written: no set-uid, set-gid, sticky or executable bit on a file. */
const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;
/** Bytes unpacked at a time: the most that is read ahead of what is written. */
const CHUNK_BYTES = 64 * 1024;
/**
 * The entry's path as segments under the site's folder, or why it may not be extracted. A
 * leading `./` is fine, as are `[[...slug]]` and long names: `..` is refused per segment.
 */
function entrySegments(path) {
    if (path.includes('\0'))
        return 'has a NUL character in its path';
    if (path.startsWith('/') || path.startsWith('\\'))
        return 'has an absolute path';
    if (/^[A-Za-z]:/.test(path))
        return 'has a drive letter in its path';
    if (Buffer.byteLength(path) > MAX_PATH_BYTES) {
        return `has a path longer than ${MAX_PATH_BYTES} bytes, more than a file system takes`;
    }
    // A backslash is a separator on Windows runners: checked as one.
    const segments = path.split(/[/\\]/).filter((segment) => segment !== '' && segment !== '.');
    if (segments.includes('..'))
        return 'points outside the site folder (a `..` segment)';
    if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
        return `has a name longer than ${MAX_SEGMENT_BYTES} bytes, more than a file system takes`;
    }
    return segments;
}
/** Why an entry of this type is refused, or undefined for a regular file or a folder. */
function typeProblem(entry) {
    const link = JSON.stringify(entry.linkpath.slice(0, 100));
    if (entry.sparse)
        return 'is a GNU sparse file, not a regular file or a folder';
    switch (entry.type) {
        case 'File':
        case 'OldFile':
        case 'ContiguousFile':
        case 'Directory':
            return undefined;
        case 'SymbolicLink':
            return `is a symbolic link (to ${link}); a static site needs none`;
        case 'Link':
            return `is a hard link (to ${link}); a static site needs none`;
        case 'SparseFile':
            return 'is a GNU sparse file, not a regular file or a folder';
        case 'Unsupported':
            return `has an unknown type (${JSON.stringify(entry.flag)}), not a regular file or a folder`;
        default:
            return `is a ${entry.type} entry, not a regular file or a folder`;
    }
}
/**
 * Extracts `archive` (a .tar.gz) into `target`, within `deadline`. Throws UnsafeArchiveError
 * naming the first offending entry, BrokenArchiveError, DiskWriteError, or an Error saying how
 * far it got when stopped; in every case nothing is left of the attempt, and `target` is as it
 * was.
 */
async function extractBundle(request) {
    const codec = await __webpack_require__.e(/* import() */ 823).then(__webpack_require__.bind(__webpack_require__, 38823));
    const parent = (0,external_node_path_.dirname)(request.target);
    const sibling = `.${(0,external_node_path_.basename)(request.target)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
    const staging = (0,external_node_path_.join)(parent, `${sibling}.partial`);
    const previous = (0,external_node_path_.join)(parent, `${sibling}.previous`);
    const site = new StagedSite(staging, request.target, {
        maxBytes: request.limits?.maxBytes ??
            Math.min(MAX_SITE_BYTES, EXPANSION_FACTOR * Math.max(1, request.archiveBytes)),
        maxEntries: request.limits?.maxEntries ?? MAX_ENTRIES,
    });
    try {
        await site.disk(async () => {
            await (0,promises_.mkdir)(parent, { recursive: true });
            await (0,promises_.mkdir)(staging, { mode: FOLDER_MODE });
        });
        await unpack(request, site, new TarReader(codec));
        await site.disk(() => swap(staging, request.target, previous));
        return { dir: request.target, files: site.files, bytes: site.bytes };
    }
    finally {
        // Nothing writes into the staging folder by now: every write is awaited in turn.
        await site.close();
        await (0,promises_.rm)(staging, { recursive: true, force: true }).catch(() => undefined);
    }
}
/**
 * Puts the whole new site in `target`'s place with two renames: the earlier one (if any) aside
 * to `previous`, then the new one in, and only then the earlier one removed. Should the second
 * rename fail, the earlier one goes back.
 */
async function swap(staging, target, previous) {
    const hadOne = await (0,promises_.rename)(target, previous).then(() => true, (error) => {
        if ((0,shared_text/* errorCode */.CA)(error) === 'ENOENT')
            return false;
        throw error;
    });
    try {
        await (0,promises_.rename)(staging, target);
    }
    catch (error) {
        if (hadOne)
            await (0,promises_.rename)(previous, target).catch(() => undefined);
        throw error;
    }
    if (hadOne)
        await (0,promises_.rm)(previous, { recursive: true, force: true }).catch(() => undefined);
}
/** Streams the archive through gunzip and the tar reader into `site`, one piece at a time. */
async function unpack(request, site, reader) {
    const source = (0,external_node_fs_.createReadStream)(request.archive, { highWaterMark: CHUNK_BYTES });
    const stopCheck = () => {
        const why = request.signal.aborted
            ? 'the run was cancelled'
            : request.clock.now() >= request.deadline
                ? 'the `timeout` ran out'
                : undefined;
        if (why === undefined)
            return;
        const read = Math.floor((100 * source.bytesRead) / Math.max(1, request.archiveBytes));
        throw new ExtractionStopped(`Extracting the bundle stopped: ${why} after ${(0,plural/* plural */.L)(site.files, 'file')} (${Math.min(read, 100)}% of the archive read); the part extracted was removed.`);
    };
    try {
        await (0,external_node_stream_promises_.pipeline)(source, (0,external_node_zlib_.createGunzip)({ chunkSize: CHUNK_BYTES }), async (chunks) => {
            for await (const chunk of chunks) {
                stopCheck();
                for (const piece of reader.push(chunk)) {
                    await site.take(piece);
                    stopCheck();
                }
            }
            reader.end();
        });
    }
    catch (error) {
        throw readFailure(error);
    }
}
/** Extraction stopped by cancellation or `timeout`, saying how far it got. */
class ExtractionStopped extends Error {
}
/** An error of the pipeline as the sentence it ends the step with. */
function readFailure(error) {
    if (error instanceof UnsafeArchiveError ||
        error instanceof BrokenArchiveError ||
        error instanceof DiskWriteError ||
        error instanceof ExtractionStopped) {
        return error;
    }
    const code = (0,shared_text/* errorCode */.CA)(error) ?? 'EIO';
    if (code.startsWith('Z_')) {
        const why = code === 'Z_BUF_ERROR' ? 'its gzip stream is cut short' : 'it is not gzip data';
        return new BrokenArchiveError(`${why}, ${code}`);
    }
    return new Error(`Reading the bundle failed (${code}).`);
}
/** The site being written into its staging folder: every entry checked, counted and bounded. */
class StagedSite {
    files = 0;
    bytes = 0;
    entries = 0;
    folders = new FolderIndex();
    staging;
    target;
    limits;
    /** The file being written, and how many bytes of it are still to come. */
    open;
    constructor(staging, target, limits) {
        this.staging = staging;
        this.target = target;
        this.limits = limits;
    }
    async take(piece) {
        if ('data' in piece)
            return this.write(piece.data);
        const { entry } = piece;
        const { segments, folder, newFolders } = this.check(entry);
        const path = (0,external_node_path_.join)(this.staging, ...segments);
        if (newFolders > 0) {
            await this.disk(() => (0,promises_.mkdir)(folder, { recursive: true, mode: FOLDER_MODE }), entry.path);
        }
        if (entry.type === 'Directory')
            return;
        const handle = await this.disk(() => (0,promises_.open)(path, 'w', FILE_MODE), entry.path);
        this.open = { handle, left: entry.size, entry: entry.path };
        if (entry.size === 0)
            await this.finishFile();
    }
    /** Closes the file being written, if any (after a failure). */
    async close() {
        await this.open?.handle.close().catch(() => undefined);
        this.open = undefined;
    }
    /**
     * Runs a file system step. A file where the archive made a folder, or the reverse, is the
     * archive's fault (its entry refused); any other error is the disk's, naming the site's folder.
     */
    async disk(work, entry = '') {
        try {
            return await work();
        }
        catch (error) {
            const code = (0,shared_text/* errorCode */.CA)(error) ?? 'EIO';
            if (entry && ['EEXIST', 'ENOTDIR', 'EISDIR'].includes(code)) {
                throw new UnsafeArchiveError(entry, 'would turn a file of the archive into a folder, or a folder into a file');
            }
            throw new DiskWriteError(`Extracting the bundle into ${this.target}${entry ? ` at its entry ${JSON.stringify(entry.slice(0, 200))}` : ''}`, this.target, code, 'the part extracted was removed');
        }
    }
    /**
     * Where the entry goes, and how many folders it adds; throws UnsafeArchiveError when it may
     * not be extracted. Counts it against the bounds, in the archive's order.
     */
    check(entry) {
        const unsafe = (why) => new UnsafeArchiveError(entry.path, why);
        const type = typeProblem(entry);
        if (type)
            throw unsafe(type);
        const segments = entrySegments(entry.path);
        if (typeof segments === 'string')
            throw unsafe(segments);
        const isFolder = entry.type === 'Directory';
        if (!isFolder && segments.length === 0)
            throw unsafe('is a file without a name');
        const folders = isFolder ? segments : segments.slice(0, -1);
        if (folders.length > MAX_DEPTH) {
            throw unsafe(`is ${folders.length} folders deep, deeper than the ${MAX_DEPTH} a site may go`);
        }
        const newFolders = this.folders.add(folders);
        const { maxBytes, maxEntries } = this.limits;
        this.entries += newFolders + (isFolder ? 0 : 1);
        if (this.entries > maxEntries) {
            throw unsafe(`would make the site hold more than the ${maxEntries} files and folders it may (the folders a path implies count too)`);
        }
        this.bytes += entry.size;
        if (this.bytes > maxBytes) {
            throw unsafe(`would make the site larger than ${maxBytes} bytes (${maxBytes === MAX_SITE_BYTES ? 'the most this action extracts' : `${EXPANSION_FACTOR} times the archive`}): a decompression bomb, or a bundle far larger than a site`);
        }
        return { segments, folder: (0,external_node_path_.join)(this.staging, ...folders), newFolders };
    }
    async write(data) {
        const file = this.open;
        // The reader hands content on only after its entry, which opened the file.
        if (!file)
            return;
        await this.disk(() => file.handle.writeFile(data), file.entry);
        file.left -= data.length;
        if (file.left <= 0)
            await this.finishFile();
    }
    async finishFile() {
        const file = this.open;
        this.open = undefined;
        if (!file)
            return;
        await this.disk(() => file.handle.close(), file.entry);
        this.files++;
    }
}
/**
 * The site's folders, each once, so a path is counted for the folders it adds. Each is kept as
 * `<parent's number>/<name>`, so memory grows with the number of folders, not with path lengths.
 */
class FolderIndex {
    ids = new Map();
    /** The folder looked up last: files of one folder come one after another. */
    last = '';
    /** How many of the folders down `segments` are new; records them. */
    add(segments) {
        const joined = segments.join('/');
        if (joined === this.last)
            return 0;
        let id = 0;
        let added = 0;
        for (const segment of segments) {
            const key = `${id}/${segment}`;
            let next = this.ids.get(key);
            if (next === undefined) {
                next = this.ids.size + 1;
                this.ids.set(key, next);
                added++;
            }
            id = next;
        }
        this.last = joined;
        return added;
    }
}

// EXTERNAL MODULE: ./shared/markdown.ts
var markdown = __webpack_require__(2963);
;// CONCATENATED MODULE: ./static-export/summary.ts
/**
 * The step summary of a static export: what was exported (domain, version, pages), the bundle
 * (size, SHA-256) and where it went. Server text goes through src/shared/markdown.ts; the bundle's link
 * is a credential and never appears. Files are named as a reader finds them (in the artifact, or
 * through the outputs), never by the runner's temporary path.
 */


function exportSummary(report) {
    const { settings, job, bundle, site, artifact } = report;
    const heading = report.failure
        ? `Static export of ${(0,markdown/* text */.Qq)(settings.domain)} failed`
        : bundle
            ? `Static export of ${(0,markdown/* text */.Qq)(settings.domain)}`
            : `Static export of ${(0,markdown/* text */.Qq)(settings.domain)} ${(0,markdown/* text */.Qq)(job.status)}`;
    // Without `wait`, the summary is the one place a reader learns how to pick the export up.
    const next = !bundle && !report.failure
        ? [
            `This workflow did not wait for the export (${(0,markdown/* code */.aY)('wait: false')}): download it in a later step with ${(0,markdown/* code */.aY)(`export-id: ${job.jobId}`)}.`,
            '',
        ]
        : [];
    const rows = [
        ['Export id', (0,markdown/* code */.aY)(job.jobId)],
        ['Status', (0,markdown/* code */.aY)(job.status)],
        ['Version', settings.docsVersion ? (0,markdown/* code */.aY)(settings.docsVersion) : 'latest'],
        ['Pages', String(job.pageCount)],
    ];
    if (settings.paths.length > 0)
        rows.push(['Page paths asked for', String(settings.paths.length)]);
    if (bundle) {
        rows.push([
            'Bundle',
            `${(0,markdown/* code */.aY)((0,external_node_path_.basename)(bundle.path))} (output ${(0,markdown/* code */.aY)('bundle-path')}), ${sizeWithBytes(bundle.bytes)}`,
        ], ['SHA-256', (0,markdown/* code */.aY)(bundle.sha256)]);
    }
    if (site) {
        rows.push([
            'Site',
            `${(0,markdown/* code */.aY)(`${(0,external_node_path_.basename)(site.dir)}/`)} (output ${(0,markdown/* code */.aY)('site-dir')}): ${site.files} files, ${formatSize(site.bytes)}, every entry checked`,
        ]);
    }
    else if (bundle && !settings.extract) {
        rows.push(['Site', 'not extracted (`extract: false`)']);
    }
    if (artifact) {
        rows.push([
            'Artifact',
            artifact.url ? (0,markdown/* link */.nf)(settings.artifactName, artifact.url) : (0,markdown/* text */.Qq)(settings.artifactName),
        ]);
    }
    const lines = [`## ${heading}`, '', ...next, ...(0,markdown/* detailsTable */.Jx)(rows), ''];
    if (report.failure) {
        // The sentence's `export-id: …` drawn as code, not shown as typed backticks.
        lines.push(`> [!CAUTION]`, `> ${(0,markdown/* textWithLinks */.VF)(report.failure, [], 1_000)}`, '');
    }
    return lines.join('\n');
}
/** `18.4 MB (18432000 bytes)`, or `620 bytes`. */
function sizeWithBytes(bytes) {
    const size = formatSize(bytes);
    return bytes < 1000 ? size : `${size} (${bytes} bytes)`;
}
/** `18.4 MB`: bytes for a reader (decimal units, as storage hosts show them). */
function formatSize(bytes) {
    const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1000 && unit < units.length - 1) {
        value /= 1000;
        unit++;
    }
    return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

;// CONCATENATED MODULE: ./static-export/mode.ts
/**
 * Static-export mode: start an export of the docs (or resume `export-id`), wait for it with its
 * progress, ask for the bundle, download and verify it, extract it safely, hand it on as an
 * artifact, and say what was exported. The job is started at most once: every later failure
 * names the export to resume. `output-dir` is made ready before any request.
 */














/** The archive's and the site's names inside `output-dir`. */
const BUNDLE_FILE = 'bundle.tar.gz';
const SITE_FOLDER = 'site';
/** Statuses the API documents, and those that end a job. */
const KNOWN = new Set(['queued', 'running', 'completed', 'failed']);
const ENDING = new Set(['completed', 'failed']);
/** The longest status a log line shows (the schema allows 100 printable characters). */
const STATUS_SHOWN = 100;
async function runStaticExportMode(settings, deps) {
    const started = deps.clock.now();
    // Only a run that downloads writes there: checked before the export is started or resumed.
    if (settings.wait)
        await prepareFolder(settings.outputDir, settings.extract);
    const job = await startOrResume(settings, deps);
    const report = { settings, job };
    showJob(deps.setOutput, job);
    if (!settings.wait) {
        if (job.status === 'failed')
            return failed(report, deps, 'failed', failedSentence(job));
        await deps.writeSummary(exportSummary(report));
        return {
            state: job.status,
            level: 'notice',
            sentence: `Export ${job.jobId} is ${(0,shared_text/* oneLine */.TN)(job.status, STATUS_SHOWN)}; download it in a later step with \`export-id: ${job.jobId}\`.`,
        };
    }
    const progress = { stage: 'waiting' };
    try {
        report.job = await waitForExport(job, settings, deps, started, (seen) => {
            report.job = seen;
            showJob(deps.setOutput, seen);
        });
        if (report.job.status === 'failed') {
            return await failed(report, deps, 'failed', failedSentence(report.job));
        }
        await deliver(report, deps, started, progress);
    }
    catch (error) {
        const { stage } = progress;
        if (deps.signal.aborted && (stage === 'waiting' || stage === 'asking')) {
            return failed(report, deps, 'cancelled', cancelledSentence(report.job, stage));
        }
        const site = stage === 'extracting' ? siteLeft(settings.outputDir) : '';
        return failed(report, deps, 'failed', failureSentence(error, report.job, site));
    }
    await deps.writeSummary(exportSummary(report));
    return {
        state: 'exported',
        level: 'notice',
        sentence: `Exported ${(0,plural/* plural */.L)(report.job.pageCount, 'page')} of ${settings.domain} after ${(0,durations/* formatDuration */.a3)(deps.clock.now() - started)}${report.site ? ` to ${report.site.dir}` : ''}.`,
    };
}
/**
 * Makes `output-dir` and clears the bundle an earlier run left in it, before any request: a
 * folder that cannot take the bundle fails now, not after the wait, and a step that fails before
 * its download leaves no bundle that passes for its own. An earlier site stays until a whole new
 * one replaces it (extract.ts), unless this run makes none (`extract: false`).
 */
async function prepareFolder(dir, extract) {
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.access)(dir, external_node_fs_.constants.W_OK);
        await (0,promises_.rm)((0,external_node_path_.join)(dir, BUNDLE_FILE), { force: true });
        if (!extract)
            await (0,promises_.rm)((0,external_node_path_.join)(dir, SITE_FOLDER), { recursive: true, force: true });
    }
    catch (error) {
        throw new inputs/* InputError */.dz('output-dir', `Input \`output-dir\` must be a folder this step can write to: ${folderProblem(error)} (${dir}). No request was made.`);
    }
}
/** Why a folder could not be made or written, from the file system's error code. */
function folderProblem(error) {
    const code = (0,shared_text/* errorCode */.CA)(error) ?? '';
    if (code === 'EEXIST' || code === 'ENOTDIR')
        return 'a file is in the way';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'EROFS')
        return 'the file system is read-only';
    return `it could not be made (${code || (0,shared_text/* oneLine */.TN)((0,shared_text/* errorMessage */.gJ)(error), 200)})`;
}
/** The job this run follows: the `export-id` input's (nothing started), or a new one. */
async function startOrResume(settings, deps) {
    if (settings.exportId) {
        const job = await deps.api.getStaticExport(settings.exportId, deps.signal);
        deps.log.info(`Resuming export ${job.jobId} (${describe(job)}); no new export is started.`);
        return job;
    }
    const job = await deps.api.startStaticExport({
        domain: settings.domain,
        ...(settings.docsVersion ? { version: settings.docsVersion } : {}),
        ...(settings.paths.length > 0 ? { paths: settings.paths } : {}),
    }, deps.signal);
    deps.log.info(`Started export ${job.jobId} of ${settings.domain}${settings.docsVersion ? ` (version ${settings.docsVersion})` : ''}${settings.paths.length > 0 ? `, ${(0,plural/* plural */.L)(settings.paths.length, 'page path')}` : ''}.`);
    return job;
}
function showJob(setOutput, job) {
    setOutput('export-id', job.jobId);
    setOutput('status', job.status);
    setOutput('page-count', String(job.pageCount));
}
/** The job for the log: server text on one bounded line. */
function describe(job) {
    return `${(0,shared_text/* oneLine */.TN)(job.status, STATUS_SHOWN)}, ${Math.floor(job.progress)}%, ${(0,plural/* plural */.L)(job.pageCount, 'page')}`;
}
/** How both waits (the job, then its bundle) name the export, and how to pick it up. */
function exportWaited(jobId) {
    return { noun: 'Export', id: jobId, resume: { input: 'export-id', does: 'download it' } };
}
/**
 * Waits for the job to end (`completed` or `failed`; at `timeout` a WaitTimeoutError naming
 * `export-id`), logging its progress and pages on each change.
 */
function waitForExport(first, settings, deps, started, onJob) {
    return (0,poll/* waitFor */.fm)({ ...exportWaited(first.jobId), known: KNOWN, ending: ENDING, describe }, {
        ...deps,
        pollIntervalMs: settings.pollIntervalMs,
        startedAt: started,
        first,
        get: (signal) => deps.api.getStaticExport(first.jobId, signal),
        onValue: onJob,
    });
}
/** The bundle, downloaded and verified, then the site, the artifact and their outputs. */
async function deliver(report, deps, started, progress) {
    const { settings } = report;
    const { setOutput } = deps;
    const { downloaded, bundle } = await fetchBundle(report.job, settings, deps, started, progress);
    report.bundle = { ...downloaded, expiresAt: bundle.expiresAt };
    setOutput('bundle-path', downloaded.path);
    setOutput('bundle-sha256', downloaded.sha256);
    setOutput('bundle-size', String(downloaded.bytes));
    deps.log.info(`Downloaded the bundle: ${downloaded.bytes} bytes, SHA-256 ${downloaded.sha256}, to ${downloaded.path}.`);
    setOutput('site-dir', '');
    if (settings.extract) {
        const extract = deps.steps?.extract ?? extractBundle;
        progress.stage = 'extracting';
        const site = await extract({
            archive: downloaded.path,
            archiveBytes: downloaded.bytes,
            target: (0,external_node_path_.join)(settings.outputDir, SITE_FOLDER),
            signal: deps.signal,
            clock: deps.clock,
            deadline: deps.deadline,
        });
        progress.stage = 'delivering';
        report.site = site;
        setOutput('site-dir', site.dir);
        deps.log.info(`Extracted ${(0,plural/* plural */.L)(site.files, 'file')} (${site.bytes} bytes) to ${site.dir}; every entry checked.`);
    }
    if (settings.uploadArtifact) {
        report.artifact = await upload(settings, report, deps);
        setOutput('artifact-id', String(report.artifact.id));
        setOutput('artifact-url', report.artifact.url ?? '');
    }
}
/**
 * The bundle of a completed job, downloaded and verified. A 409 (not ready yet) is asked again
 * on the poll schedule; an expired link is replaced by a fresh one once.
 */
async function fetchBundle(job, settings, deps, started, progress) {
    const download = deps.steps?.download ?? downloadBundle;
    for (let link = 1;; link++) {
        progress.stage = 'asking';
        const bundle = await askForBundle(job, settings, deps, started);
        progress.stage = 'delivering';
        const url = checkLink(bundle.bundleUrl, settings.baseUrl);
        // The link's signing values are credentials: masked, should any line ever carry them.
        for (const [name, value] of url.searchParams) {
            if (/signature|credential|token/i.test(name) && value.length >= 8)
                deps.log.setSecret(value);
        }
        if (bundle.sizeBytes > settings.maxBundleBytes) {
            throw new Error(`The bundle of export ${job.jobId} is ${bundle.sizeBytes} bytes, more than \`max-bundle-size\` (${settings.maxBundleBytes} bytes); it was not downloaded: raise \`max-bundle-size\` to take it.`);
        }
        deps.log.info(`Downloading the bundle (${bundle.sizeBytes} bytes) from ${linkShown(url)}, link valid until ${(0,shared_text/* oneLine */.TN)(bundle.expiresAt, 40)}.`);
        try {
            const downloaded = await download({
                url,
                sizeBytes: bundle.sizeBytes,
                target: (0,external_node_path_.join)(settings.outputDir, BUNDLE_FILE),
                clock: deps.clock,
                deadline: deps.deadline,
                signal: deps.signal,
                proxy: deps.proxy,
                onResume: (from) => deps.log.info(`The download was cut off; resuming at byte ${from} with a Range request.`),
            });
            return { bundle, downloaded };
        }
        catch (error) {
            if (!(error instanceof LinkExpiredError) || link > 1)
                throw error;
            deps.log.info(`${error.message} Asking the API for a fresh link, once.`);
        }
    }
}
const BUNDLE_STATUSES = new Set(['ready', 'not ready']);
const BUNDLE_READY = new Set(['ready']);
/**
 * The bundle POST, asked again through the one waiter while the API answers 409 (not ready); at
 * `timeout` a WaitTimeoutError naming `export-id`.
 */
async function askForBundle(job, settings, deps, started) {
    const ask = async (signal) => {
        try {
            return {
                status: 'ready',
                bundle: await deps.api.requestStaticExportBundle(job.jobId, signal),
            };
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.h && error.status === 409)
                return { status: 'not ready' };
            throw error;
        }
    };
    const first = await ask(deps.signal);
    if (first.status === 'ready')
        return first.bundle;
    const last = await (0,poll/* waitFor */.fm)({
        ...exportWaited(job.jobId),
        subject: `the bundle of export ${job.jobId}`,
        known: BUNDLE_STATUSES,
        ending: BUNDLE_READY,
        describe: (answer) => `${describe(job)}, the bundle ${answer.status === 'ready' ? 'is ready' : 'is not ready yet (HTTP 409)'}`,
    }, {
        ...deps,
        pollIntervalMs: settings.pollIntervalMs,
        startedAt: started,
        first,
        get: ask,
        onValue: () => undefined,
    });
    // The wait ends only on an answer that ends it: `ready`.
    if (last.status === 'ready')
        return last.bundle;
    throw new Error(`The wait for the bundle of export ${job.jobId} ended without it.`);
}
/** The uploaded artifact: the site, or the archive with `extract: false`. */
async function upload(settings, report, deps) {
    const rootDir = report.site?.dir ?? settings.outputDir;
    const files = report.site
        ? (await (0,promises_.readdir)(rootDir, { withFileTypes: true, recursive: true }))
            .filter((entry) => entry.isFile())
            .map((entry) => (0,external_node_path_.join)(entry.parentPath, entry.name))
        : [(0,external_node_path_.join)(settings.outputDir, BUNDLE_FILE)];
    const name = settings.artifactName;
    return deps.log.group(`Uploading artifact ${name}`, () => (0,artifact/* uploadWithin */.hN)({ name, files, rootDir, retentionDays: settings.retentionDays }, { ...deps, timeoutMs: settings.timeoutMs }, { info: deps.log.info, link: deps.artifactLink, send: deps.steps?.upload }));
}
/** Ends the run as failed (or cancelled) with `sentence`, said in the summary too. */
async function failed(report, deps, state, sentence) {
    report.failure = sentence;
    // The summary is a report: failing to write it never hides the failure itself.
    await deps.writeSummary(exportSummary(report));
    return { state, level: 'failure', sentence };
}
/** The job ended `failed`: the API's reason, and that this export cannot be picked up again. */
function failedSentence(job) {
    const reason = (0,shared_text/* oneLine */.TN)(job.error ?? '', 500).trim() || 'the API gave no reason';
    return `Export ${job.jobId} failed: ${reason}. Start a new export once the cause is fixed.`;
}
/** Cancelled while the run waited on the API: the export goes on, and how to pick it up. */
function cancelledSentence(job, stage) {
    const resume = `download it in a later step with \`export-id: ${job.jobId}\``;
    return stage === 'waiting'
        ? `The run was cancelled while waiting for export ${job.jobId} (${describe(job)}); the export goes on without it: ${resume}.`
        : `The run was cancelled while asking for the bundle of export ${job.jobId}; ${resume}.`;
}
/**
 * After an extraction that failed or stopped, what `output-dir` holds: the earlier site, which
 * extract.ts leaves as it was, or none.
 */
function siteLeft(dir) {
    const site = (0,external_node_path_.join)(dir, SITE_FOLDER);
    return (0,external_node_fs_.existsSync)(site)
        ? ` The site an earlier run left in ${site} is as it was.`
        : ` No site was left in ${dir}.`;
}
/**
 * Any other failure once the job exists: its sentence, what is left of the site (`site`, after a
 * failed extraction), and how to go on without starting another export. A timeout already names
 * the input that resumes it; an unsafe archive would come back the same from another download.
 */
function failureSentence(error, job, site) {
    const said = `${(0,shared_text/* errorMessage */.gJ)(error)}${site}`;
    if (error instanceof poll/* WaitTimeoutError */.Do || error instanceof UnsafeArchiveError)
        return said;
    return `${said} Export ${job.jobId} is not lost: pass \`export-id: ${job.jobId}\` to download it again without starting another.`;
}


/***/ })

};
