export const id = 964;
export const ids = [964];
export const modules = {

/***/ 49964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAnalyticsMode: () => (/* binding */ runAnalyticsMode)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/durations.ts
var durations = __webpack_require__(35534);
// EXTERNAL MODULE: ./src/markdown.ts
var markdown = __webpack_require__(83758);
// EXTERNAL MODULE: ./src/analytics/artifact.ts
var artifact = __webpack_require__(80760);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
;// CONCATENATED MODULE: ./src/analytics/integrity.ts

/**
 * A set of paths stored as 64-bit fingerprints in two typed arrays (open addressing, linear
 * probing). A million paths take 16 MiB outside the JS heap, where a Set of strings would need
 * several times that on the heap (the action must stream a million rows under a 48 MB heap).
 * With 64 bits, a false "seen before" among a million distinct paths has a probability of about
 * 3e-8; 32-bit hashes would report about a hundred. Past `maxSlots` the set stops growing and
 * `add` returns undefined: the check then covers only the first rows, and `saturated` says so.
 */
class PathFingerprintSet {
    hi;
    lo;
    mask;
    count = 0;
    maxSlots;
    saturated = false;
    /** Both capacities are rounded up to powers of two. */
    constructor(initialSlots = 1 << 12, maxSlots = 1 << 23) {
        const slots = 2 ** Math.ceil(Math.log2(Math.max(16, initialSlots)));
        this.maxSlots = 2 ** Math.ceil(Math.log2(Math.max(slots, maxSlots)));
        this.hi = new Uint32Array(slots);
        this.lo = new Uint32Array(slots);
        this.mask = slots - 1;
    }
    get size() {
        return this.count;
    }
    /** True when `path` is new, false when it was added before, undefined once saturated. */
    add(path) {
        if (this.saturated)
            return undefined;
        // cyrb53-style: two 32-bit lanes mixed with Math.imul, 64 bits kept.
        let h1 = 0xdeadbeef;
        let h2 = 0x41c6ce57;
        for (let i = 0; i < path.length; i++) {
            const c = path.charCodeAt(i);
            h1 = Math.imul(h1 ^ c, 2654435761);
            h2 = Math.imul(h2 ^ c, 1597334677);
        }
        h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
        h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
        const hi = h1 >>> 0;
        // 0/0 marks an empty slot.
        const lo = hi === 0 && h2 >>> 0 === 0 ? 1 : h2 >>> 0;
        if ((this.count + 1) * 10 > (this.mask + 1) * 7) {
            if (this.mask + 1 >= this.maxSlots) {
                this.saturated = true;
                return undefined;
            }
            this.grow();
        }
        return this.insert(hi, lo);
    }
    insert(hi, lo) {
        let i = lo & this.mask;
        for (;;) {
            const h = this.hi[i];
            const l = this.lo[i];
            if (h === 0 && l === 0) {
                this.hi[i] = hi;
                this.lo[i] = lo;
                this.count++;
                return true;
            }
            if (h === hi && l === lo)
                return false;
            i = (i + 1) & this.mask;
        }
    }
    grow() {
        const oldHi = this.hi;
        const oldLo = this.lo;
        const slots = (this.mask + 1) * 2;
        this.hi = new Uint32Array(slots);
        this.lo = new Uint32Array(slots);
        this.mask = slots - 1;
        this.count = 0;
        for (let i = 0; i < oldHi.length; i++) {
            const h = oldHi[i];
            const l = oldLo[i];
            if (h !== 0 || l !== 0)
                this.insert(h, l);
        }
    }
}
function ranksAbove(a, b) {
    // Higher total first; ties by path, so the list does not depend on the page order.
    return a.total > b.total || (a.total === b.total && a.path < b.path);
}
/** The `limit` rows with the highest `total`, kept in a min-heap of at most `limit` rows. */
class TopPages {
    heap = [];
    limit;
    constructor(limit) {
        this.limit = limit;
    }
    add(row) {
        if (this.limit <= 0)
            return;
        const heap = this.heap;
        if (heap.length < this.limit) {
            heap.push({ path: row.path, human: row.human, ai: row.ai, total: row.total });
            let i = heap.length - 1;
            while (i > 0) {
                const parent = (i - 1) >> 1;
                if (!ranksAbove(heap[parent], heap[i]))
                    break;
                [heap[parent], heap[i]] = [heap[i], heap[parent]];
                i = parent;
            }
            return;
        }
        // heap[0] is the lowest-ranked of the kept rows.
        if (!ranksAbove(row, heap[0]))
            return;
        heap[0] = { path: row.path, human: row.human, ai: row.ai, total: row.total };
        let i = 0;
        for (;;) {
            const l = 2 * i + 1;
            const r = l + 1;
            let lowest = i;
            if (l < heap.length && ranksAbove(heap[lowest], heap[l])) {
                lowest = l;
            }
            if (r < heap.length && ranksAbove(heap[lowest], heap[r])) {
                lowest = r;
            }
            if (lowest === i)
                break;
            [heap[lowest], heap[i]] = [heap[i], heap[lowest]];
            i = lowest;
        }
    }
    /** Highest first. */
    sorted() {
        return [...this.heap].sort((a, b) => (ranksAbove(a, b) ? -1 : ranksAbove(b, a) ? 1 : 0));
    }
}
/** Sums of the served rows, to compare with the API's `totals`. */
class RowSums {
    human = 0;
    ai = 0;
    total = 0;
    add(row) {
        this.human += row.human;
        this.ai += row.ai;
        this.total += row.total;
    }
}
/** Equal, allowing for floating-point rounding when the counts are not integers. */
function sameCount(a, b) {
    if (a === b)
        return true;
    // Sums of integer counts are exact (up to 2^53): any difference is real.
    if (Number.isInteger(a) && Number.isInteger(b))
        return false;
    return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}
function sameTotals(a, b) {
    return sameCount(a.human, b.human) && sameCount(a.ai, b.ai) && sameCount(a.total, b.total);
}
function formatTotals(t) {
    return `human ${t.human}, ai ${t.ai}, total ${t.total}`;
}
const ODD_TEXT = {
    negative: 'a negative count',
    fractional: 'a fractional count',
    inexact: 'a count above 2^53 (9,007,199,254,740,991), which JSON numbers cannot hold exactly: the files have it as parsed, possibly rounded',
};
/**
 * Rows whose counts are odd for page views yet allowed by the API's document (`number`): kept as
 * served, counted, and reported once per kind with the first example.
 */
class OddCounts {
    seen = new Map();
    observe(row, rowNumber) {
        for (const field of ['human', 'ai', 'total']) {
            const value = row[field];
            const kind = value < 0
                ? 'negative'
                : !Number.isInteger(value)
                    ? 'fractional'
                    : !Number.isSafeInteger(value)
                        ? 'inexact'
                        : undefined;
            if (!kind)
                continue;
            const entry = this.seen.get(kind);
            if (entry)
                entry.rows++;
            else {
                this.seen.set(kind, {
                    rows: 1,
                    example: `${JSON.stringify(row.path)} (row ${rowNumber}: ${field} ${value})`,
                });
            }
            return;
        }
    }
    warnings() {
        return [...this.seen].map(([kind, { rows, example }]) => `${(0,plural/* plural */.L)(rows, 'row has', 'rows have')} ${ODD_TEXT[kind]}, e.g. ${example}. The rows are kept as served.`);
    }
}

;// CONCATENATED MODULE: ./src/analytics/pager.ts
/**
 * Walks `GET /v1/analytics/{projectId}/views` page by page: `limit = pageSize`, `offset += limit`
 * while `hasMore`. The API allows 100 analytics requests per organization per hour, so this
 * makes exactly one request per page: no look-ahead past the end, no page twice, and no retries
 * of its own (the client retries the same request on 429/5xx/network errors).
 */


/** A server that would page forever: the message says how far the export got. */
class PagingError extends Error {
    pages;
    rows;
    offset;
    constructor(message, progress) {
        super(message);
        this.name = 'PagingError';
        this.pages = progress.pages;
        this.rows = progress.rows;
        this.offset = progress.offset;
    }
}
function sameRow(a, b) {
    return a.path === b.path && a.human === b.human && a.ai === b.ai && a.total === b.total;
}
/**
 * Whether two pages hold the same rows. Legitimate consecutive pages differ in their first row
 * already, so this costs O(1) on a clean run; only a repeated page is compared in full.
 */
function samePage(a, b) {
    if (a.length !== b.length || a.length === 0)
        return false;
    for (let i = 0; i < a.length; i++) {
        if (!sameRow(a[i], b[i]))
            return false;
    }
    return true;
}
/**
 * Yields every page of the range, each validated by the client, with the offset it was fetched
 * at. Throws PagingError when the server pages forever: two empty pages in a row that still say
 * `hasMore`, or a page identical to the one before it (the server ignores `offset`). Neither can
 * happen with legitimate data, however many rows it has, so the page count is not capped.
 */
async function* fetchPages(api, projectId, range, pageSize, signal, options = {}) {
    if (!Number.isInteger(pageSize) || pageSize < 1) {
        throw new RangeError(`page size must be a positive integer, got ${pageSize}`);
    }
    const now = options.now ?? Date.now;
    const log = options.log ?? core/* info */.pq;
    const warn = options.warn ?? core/* warning */.$e;
    const logEveryPages = options.logEveryPages ?? 10;
    const logEveryMs = options.logEveryMs ?? 5000;
    let offset = 0;
    let pages = 0;
    let rows = 0;
    let emptyWithMoreInARow = 0;
    let previous = [];
    let warnedOversized = false;
    let lastLogAt = now();
    let lastLoggedPages = 0;
    // The next page is requested as soon as this one says `hasMore`, so it travels while this
    // one is written: still one request per page, in order, over one connection. Stopping early
    // (a guard, a write error, cancellation) aborts the request nobody will read.
    const inFlight = new AbortController();
    const stop = () => inFlight.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    const request = (at) => {
        const page = api.getViews(projectId, { dateFrom: range.dateFrom, dateTo: range.dateTo, limit: pageSize, offset: at }, inFlight.signal);
        page.catch(() => undefined); // read (and rethrown) when awaited; never an unhandled rejection
        return page;
    };
    let pending = request(offset);
    try {
        for (;;) {
            signal?.throwIfAborted();
            const page = await pending;
            pages++;
            const count = page.views.length;
            if (page.hasMore && samePage(page.views, previous)) {
                throw new PagingError(`The API returned the same ${(0,plural/* plural */.L)(count, 'row')} for offset ${offset} as for offset ${offset - pageSize}: it seems to ignore \`offset\`, so paging would never end. Stopped after ${(0,plural/* plural */.L)(pages, 'request')} and ${(0,plural/* plural */.L)(rows, 'row')}.`, { pages, rows, offset });
            }
            if (count === 0 && page.hasMore) {
                emptyWithMoreInARow++;
                if (emptyWithMoreInARow >= 2) {
                    throw new PagingError(`The API returned two empty pages in a row (offsets ${offset - pageSize} and ${offset}) that still say \`hasMore\`, so paging would never end. Stopped after ${(0,plural/* plural */.L)(pages, 'request')} and ${(0,plural/* plural */.L)(rows, 'row')}.`, { pages, rows, offset });
                }
            }
            else {
                emptyWithMoreInARow = 0;
            }
            if (count > pageSize && !warnedOversized) {
                warnedOversized = true;
                warn(`The API returned ${count} rows for limit ${pageSize} at offset ${offset}; rows are kept as served, but pages may overlap.`);
            }
            rows += count;
            previous = page.views;
            if (page.hasMore)
                pending = request(offset + pageSize);
            yield { page, offset, number: pages };
            if (!page.hasMore)
                break;
            offset += pageSize;
            const t = now();
            if (pages - lastLoggedPages >= logEveryPages || t - lastLogAt >= logEveryMs) {
                log(`Fetched ${(0,plural/* plural */.L)(pages, 'page')}, ${(0,plural/* plural */.L)(rows, 'row')} so far`);
                lastLoggedPages = pages;
                lastLogAt = t;
            }
        }
    }
    finally {
        inFlight.abort();
        signal?.removeEventListener('abort', stop);
    }
    log(`Fetched ${(0,plural/* plural */.L)(rows, 'row')} in ${(0,plural/* plural */.L)(pages, 'request')}`);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/csv-stringify/lib/index.js + 7 modules
var lib = __webpack_require__(8315);
;// CONCATENATED MODULE: ./src/analytics/writers.ts
/**
 * Streaming export files. Rows go to disk page by page (memory stays flat whatever the number of
 * rows), with backpressure respected.
 *
 * Every file is written under a temporary name, `.page-views-<from>-<to>.<ext>.<random>.partial`
 * (hidden, unpredictable, and clearly not an export), created exclusively so that nothing already
 * at that name (a symlink planted to redirect the write) is ever followed, and renamed to
 * `page-views-<from>-<to>.<ext>` only once all formats are complete (a rename replaces a link at
 * the final name; it does not write through it). On failure the partial files are removed; if the process is killed before
 * it can remove them, what is left is still only a hidden `.partial` file. So a
 * `page-views-*` file is always a complete export.
 */






const CSV_COLUMNS = ['path', 'human', 'ai', 'total'];
/** Makes a date or date-time safe in a file name (`:` and other reserved characters become `-`). */
function fileSafe(value) {
    return value.replace(/[^A-Za-z0-9._+-]/g, '-');
}
/** `page-views-<from>-<to>.<ext>` */
function exportFileName(dateFrom, dateTo, format) {
    return `page-views-${fileSafe(dateFrom)}-${fileSafe(dateTo)}.${format}`;
}
/**
 * The temporary path a file is written under until the export is complete: hidden, beside the
 * final file (so the rename stays on one file system), with a random part nobody can predict.
 */
function partialPathFor(finalPath) {
    const name = `.${external_node_path_default().basename(finalPath)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.partial`;
    return external_node_path_default().join(external_node_path_default().dirname(finalPath), name);
}
/**
 * Writes `chunk` and, when the stream's buffer is full, waits until it drains. Rejects when the
 * stream fails or closes first (a plain `once(stream, 'drain')` would wait forever then).
 */
async function writeWithBackpressure(stream, chunk) {
    if (stream.destroyed || stream.writableEnded) {
        throw stream.errored ?? new Error('the output stream is already closed');
    }
    if (stream.write(chunk))
        return;
    await new Promise((resolve, reject) => {
        const cleanup = () => {
            stream.off('drain', onDrain);
            stream.off('error', onError);
            stream.off('close', onClose);
        };
        const onDrain = () => {
            cleanup();
            resolve();
        };
        const onError = (err) => {
            cleanup();
            reject(err);
        };
        const onClose = () => {
            cleanup();
            reject(stream.errored ?? new Error('the output stream closed while writing'));
        };
        stream.on('drain', onDrain);
        stream.on('error', onError);
        stream.on('close', onClose);
    });
}
/** Resolves once the file is open, so an unwritable directory fails before any request. */
function opened(stream) {
    return new Promise((resolve, reject) => {
        const onReady = () => {
            stream.off('error', onError);
            resolve();
        };
        const onError = (err) => {
            stream.off('ready', onReady);
            reject(err);
        };
        stream.once('ready', onReady);
        stream.once('error', onError);
    });
}
/** Waits for a file stream to flush and close; rejects on its error. */
function writers_closed(stream) {
    return new Promise((resolve, reject) => {
        if (stream.closed) {
            if (stream.errored)
                reject(stream.errored);
            else
                resolve();
            return;
        }
        stream.once('close', () => {
            if (stream.errored)
                reject(stream.errored);
            else
                resolve();
        });
        stream.once('error', reject);
    });
}
/** The row as the API served it, with only the documented fields, in the documented order. */
function rowJson(row) {
    return JSON.stringify({ path: row.path, human: row.human, ai: row.ai, total: row.total });
}
function totalsJson(totals) {
    return JSON.stringify({ human: totals.human, ai: totals.ai, total: totals.total });
}
/** Opens the partial file of `finalPath`; `wx` fails rather than open anything already there. */
async function openFile(finalPath) {
    const partialPath = partialPathFor(finalPath);
    const stream = (0,external_node_fs_.createWriteStream)(partialPath, { flags: 'wx', encoding: 'utf8' });
    // A write error (disk full) destroys the stream and is reported by the next write or end
    // (through `stream.errored`); without a listener it would crash the process instead.
    stream.on('error', () => undefined);
    await opened(stream);
    return { stream, partialPath };
}
async function destroyFile(stream) {
    if (!stream.closed) {
        const done = writers_closed(stream).catch(() => undefined);
        stream.destroy();
        await done;
    }
}
/**
 * JSON: `{ projectId, dateFrom, dateTo, exportedAt, views: [...], totals }`, one row per line.
 * `totals` comes last because it is only final when the last page has arrived (key order is
 * free in JSON).
 */
async function jsonWriter(finalPath, header) {
    const { stream, partialPath } = await openFile(finalPath);
    let first = true;
    await writeWithBackpressure(stream, '{\n' +
        `  "projectId": ${JSON.stringify(header.projectId)},\n` +
        `  "dateFrom": ${JSON.stringify(header.dateFrom)},\n` +
        `  "dateTo": ${JSON.stringify(header.dateTo)},\n` +
        `  "exportedAt": ${JSON.stringify(header.exportedAt)},\n` +
        '  "views": [');
    return {
        format: 'json',
        finalPath,
        partialPath,
        async writeRows(rows) {
            if (rows.length === 0)
                return;
            let chunk = '';
            for (const row of rows) {
                chunk += (first ? '\n    ' : ',\n    ') + rowJson(row);
                first = false;
            }
            await writeWithBackpressure(stream, chunk);
        },
        async end(totals) {
            const done = writers_closed(stream);
            stream.end(`${first ? '' : '\n  '}],\n  "totals": ${totalsJson(totals)}\n}\n`);
            await done;
        },
        destroy: () => destroyFile(stream),
    };
}
/** NDJSON: one row object per line; no totals (every line is a row). */
async function ndjsonWriter(finalPath) {
    const { stream, partialPath } = await openFile(finalPath);
    return {
        format: 'ndjson',
        finalPath,
        partialPath,
        async writeRows(rows) {
            if (rows.length === 0)
                return;
            let chunk = '';
            for (const row of rows)
                chunk += rowJson(row) + '\n';
            await writeWithBackpressure(stream, chunk);
        },
        async end() {
            const done = writers_closed(stream);
            stream.end();
            await done;
        },
        destroy: () => destroyFile(stream),
    };
}
/**
 * CSV: header `path,human,ai,total`, quoting by csv-stringify (commas, quotes, newlines, and
 * non-ASCII as UTF-8 without a BOM). A text value that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, a tab or a carriage return, or their full-width forms) gets a
 * leading `'` (csv-stringify's `escape_formulas`); numbers are untouched, and the JSON and NDJSON
 * files keep every value as served.
 */
async function csvWriter(finalPath) {
    const { stream: file, partialPath } = await openFile(finalPath);
    const stringifier = (0,lib/* stringify */.As)({ header: true, columns: [...CSV_COLUMNS], escape_formulas: true });
    const piped = (0,external_node_stream_promises_.pipeline)(stringifier, file);
    // Observed by end()/destroy(); keep an early failure from being an unhandled rejection.
    let failure;
    piped.catch((err) => {
        failure = err;
    });
    return {
        format: 'csv',
        finalPath,
        partialPath,
        async writeRows(rows) {
            if (failure !== undefined)
                throw failure;
            for (const row of rows) {
                await writeWithBackpressure(stringifier, [row.path, row.human, row.ai, row.total]);
            }
        },
        async end() {
            stringifier.end();
            await piped;
        },
        async destroy() {
            stringifier.destroy();
            file.destroy();
            await piped.catch(() => undefined);
            await destroyFile(file);
        },
    };
}
/**
 * Creates `outputDir` (recursively) and opens one partial file per format. Fails before any
 * request when the directory cannot be written.
 */
async function openExportWriters(outputDir, formats, header) {
    const dir = external_node_path_default().resolve(outputDir);
    await (0,promises_.mkdir)(dir, { recursive: true });
    const unique = [...new Set(formats)];
    const writers = [];
    let state = 'open';
    const abort = async () => {
        if (state !== 'open')
            return;
        state = 'aborted';
        for (const writer of writers) {
            await writer.destroy().catch(() => undefined);
            await (0,promises_.rm)(writer.partialPath, { force: true }).catch(() => undefined);
        }
    };
    try {
        for (const format of unique) {
            const finalPath = external_node_path_default().join(dir, exportFileName(header.dateFrom, header.dateTo, format));
            if (format === 'json')
                writers.push(await jsonWriter(finalPath, header));
            else if (format === 'csv')
                writers.push(await csvWriter(finalPath));
            else
                writers.push(await ndjsonWriter(finalPath));
        }
    }
    catch (err) {
        await abort();
        throw err;
    }
    return {
        files: writers.map((w) => w.finalPath),
        partialFiles: writers.map((w) => w.partialPath),
        async writeRows(rows) {
            if (state !== 'open')
                throw new Error(`the export files are already ${state}`);
            await Promise.all(writers.map((w) => w.writeRows(rows)));
        },
        async complete(totals) {
            if (state !== 'open')
                throw new Error(`the export files are already ${state}`);
            const renamed = [];
            try {
                await Promise.all(writers.map((w) => w.end(totals)));
                // Rename only once every format is complete, so either all files appear or none.
                for (const w of writers) {
                    await (0,promises_.rename)(w.partialPath, w.finalPath);
                    renamed.push(w.finalPath);
                }
            }
            catch (err) {
                await abort();
                for (const file of renamed)
                    await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
                throw err;
            }
            state = 'completed';
            return writers.map((w) => w.finalPath);
        },
        abort,
    };
}

;// CONCATENATED MODULE: ./src/analytics/export.ts
/**
 * Analytics mode: page through the views of a date range, stream every row to the export files,
 * check the rows against the API's totals. Uploading the files is the mode's next phase (mode.ts).
 */







/** A failed export. The message says how far it got and that no partial file was left behind. */
class AnalyticsError extends Error {
    constructor(message, cause) {
        super(message, { cause });
        this.name = 'AnalyticsError';
    }
}
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}
/** Thrown between pages once `timeout` has passed on the run's clock. */
class ExportTimeoutError extends Error {
    constructor(timeoutMs) {
        super(`The export did not finish within the \`timeout\` of ${(0,durations/* formatInputDuration */.g0)(timeoutMs)}.`);
        this.name = 'ExportTimeoutError';
    }
}
/**
 * Exports the views of `settings.dateFrom`..`settings.dateTo` (already resolved, see range.ts):
 * one request per page, rows streamed to the files, files renamed into place only when complete.
 * Throws AnalyticsError when the export cannot finish (partial files removed). The upload is
 * the mode's business (mode.ts), once the files are complete.
 */
async function runAnalytics(settings, deps) {
    const { projectId, dateFrom, dateTo } = settings;
    const exportedAt = new Date(deps.clock.now()).toISOString();
    const warnings = [];
    const warn = (message) => {
        warnings.push(message);
        core/* warning */.$e(message);
    };
    const sums = new RowSums();
    const top = new TopPages(deps.topN ?? 10);
    const seen = new PathFingerprintSet();
    const odd = new OddCounts();
    let duplicates = 0;
    let duplicateExample;
    let firstTotals;
    let totals;
    let totalsChanges = 0;
    let rows = 0;
    let pages = 0;
    let files = [];
    /** The first page that held fewer rows than asked for yet said `hasMore`: rows may be skipped. */
    let gap;
    // The client bounds each request and its retries by the same deadline; this check stops
    // between pages, read from the injected clock (no timer, so fake clocks work).
    const deadlineAt = deps.deadline;
    let writers;
    try {
        await core/* group */.Os(`Exporting page views from ${dateFrom} to ${dateTo} (exclusive)`, async () => {
            core/* info */.pq(`Project ${projectId}, ${settings.pageSize} rows per request, formats ${settings.formats.join(', ')}, into ${settings.outputDir}`);
            writers = await openExportWriters(settings.outputDir, settings.formats, {
                projectId,
                dateFrom,
                dateTo,
                exportedAt,
            });
            const pager = fetchPages(deps.api, projectId, { dateFrom, dateTo }, settings.pageSize, deps.signal, { now: () => deps.clock.now(), warn });
            for await (const { page, offset } of pager) {
                pages++;
                if (page.hasMore && page.views.length < settings.pageSize) {
                    gap ??= { offset, count: page.views.length };
                }
                if (!totals) {
                    firstTotals = page.totals;
                }
                else if (!sameTotals(totals, page.totals)) {
                    totalsChanges++;
                }
                totals = page.totals;
                for (const row of page.views) {
                    rows++;
                    sums.add(row);
                    top.add(row);
                    odd.observe(row, rows);
                    if (seen.add(row.path) === false) {
                        duplicates++;
                        duplicateExample ??= { path: row.path, row: rows };
                    }
                }
                await writers.writeRows(page.views);
                if (page.hasMore && deps.clock.now() >= deadlineAt) {
                    throw new ExportTimeoutError(settings.timeoutMs);
                }
            }
            // A short page that says `hasMore` skips whatever rows its offset range held, unless the
            // server filtered them out. When the rows then do not add up to the totals, rows may be
            // missing: fail before the files are renamed into place, rather than look complete.
            if (gap && totals && !sameTotals(sums, totals)) {
                throw new PagingError(`The API returned ${(0,plural/* plural */.L)(gap.count, 'row')} for offset ${gap.offset} (limit ${settings.pageSize}) but said more were coming (\`hasMore\`), and the exported rows add up to ${formatTotals(sums)} while the API's totals are ${formatTotals(totals)}: rows may be missing, so the export is not complete. Run it again later.`, { pages, rows, offset: gap.offset });
            }
            // The pager always yields at least one page (an empty range still has its totals).
            files = await writers.complete(totals ?? { human: 0, ai: 0, total: 0 });
            core/* info */.pq(`Wrote ${(0,plural/* plural */.L)(rows, 'row')} to ${files.join(', ')}`);
        });
    }
    catch (err) {
        await writers?.abort();
        if (!writers) {
            throw new AnalyticsError(`Cannot write the export files to \`output-dir\` (${settings.outputDir}): ${errorMessage(err)}. No request was made.`, err);
        }
        const cause = err;
        const reason = errorMessage(cause).replace(/([^.])$/, '$1.');
        const progress = err instanceof PagingError
            ? ''
            : ` Stopped after ${(0,plural/* plural */.L)(pages, 'page')} (${(0,plural/* plural */.L)(rows, 'row')}; next offset ${pages * settings.pageSize}).`;
        throw new AnalyticsError(`Exporting page views failed: ${reason}${progress} No export file was left behind (partial files are removed).`, cause);
    }
    const finalTotals = totals ?? { human: 0, ai: 0, total: 0 };
    await core/* group */.Os('Checking the export', async () => {
        if (!sameTotals(sums, finalTotals)) {
            warn(`The exported rows add up to ${formatTotals(sums)}, but the API's totals for the range are ${formatTotals(finalTotals)}. The rows are kept as served.`);
        }
        if (totalsChanges > 0 && firstTotals) {
            warn(`The API's totals changed ${(0,plural/* plural */.L)(totalsChanges, 'time')} while paging (first page: ${formatTotals(firstTotals)}; last page: ${formatTotals(finalTotals)}): the data moved during the export, so rows may mix before and after.`);
        }
        if (duplicates > 0 && duplicateExample) {
            warn(`${(0,plural/* plural */.L)(duplicates, 'row')} repeated a path already exported, e.g. ${JSON.stringify(duplicateExample.path)} (row ${duplicateExample.row}). The rows are kept as served.`);
        }
        for (const warning of odd.warnings())
            warn(warning);
        if (seen.saturated) {
            core/* info */.pq(`The repeated-path check covered the first ${seen.size} distinct paths only.`);
        }
        core/* info */.pq(warnings.length === 0
            ? `${(0,plural/* plural */.L)(rows, 'row')} match the API's totals (${formatTotals(finalTotals)})`
            : `${(0,plural/* plural */.L)(warnings.length, 'warning')}`);
    });
    return {
        projectId,
        dateFrom,
        dateTo,
        exportedAt,
        rows,
        pages,
        totals: { human: finalTotals.human, ai: finalTotals.ai, total: finalTotals.total },
        rowSums: { human: sums.human, ai: sums.ai, total: sums.total },
        files,
        outputDir: external_node_path_default().resolve(settings.outputDir),
        warnings,
        topPages: top.sorted(),
    };
}

;// CONCATENATED MODULE: ./src/analytics/summary.ts
/**
 * The step summary of an export, as markdown (main.ts writes it with core.summary): the range,
 * the totals with the human/AI share, the top pages as a table and as Mermaid charts (GitHub
 * renders Mermaid in job summaries), the artifact link and any integrity warnings.
 */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
function formatNumber(n) {
    return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
function share(part, whole) {
    if (!(whole > 0))
        return '–';
    return `${((part / whole) * 100).toFixed(1)}%`;
}
/** "2026-11-14 to 2026-11-20 (UTC, both included)" for dates; the raw bounds for date-times. */
function describeRange(dateFrom, dateTo) {
    if (DATE_RE.test(dateFrom) && DATE_RE.test(dateTo)) {
        const last = new Date(Date.parse(`${dateTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        if (last === dateFrom)
            return `${dateFrom} (UTC, one day)`;
        return `${dateFrom} to ${last} (UTC, both included)`;
    }
    return `${dateFrom} to ${dateTo} (end excluded)`;
}
function pieChart(result) {
    const { human, ai } = result.totals;
    if (!(human > 0 || ai > 0))
        return [];
    return [
        '```mermaid',
        'pie showData title Human vs AI views',
        `  "Human" : ${human}`,
        `  "AI" : ${ai}`,
        '```',
        '',
    ];
}
function barChart(result) {
    const top = result.topPages;
    if (top.length === 0 || !top.some((row) => row.total > 0))
        return [];
    const labels = top.map((row) => `"${(0,markdown/* mermaidLabel */._b)(row.path)}"`).join(', ');
    const max = Math.max(...top.map((row) => row.total));
    return [
        '```mermaid',
        'xychart-beta',
        `  title "Top ${top.length} pages by views"`,
        `  x-axis [${labels}]`,
        `  y-axis "Views" 0 --> ${Math.ceil(max)}`,
        `  bar [${top.map((row) => row.total).join(', ')}]`,
        '```',
        '',
    ];
}
/** Markdown for the step summary of a finished export. Pure: returns the text. */
function analyticsSummaryMarkdown(result, settings) {
    const { totals } = result;
    const lines = [
        '## Page views export',
        '',
        `**Range:** ${describeRange(result.dateFrom, result.dateTo)} · \`dateFrom=${result.dateFrom}\` \`dateTo=${result.dateTo}\` (exclusive)`,
        '',
        `**${formatNumber(result.rows)}** page rows exported in ${result.pages} request${result.pages === 1 ? '' : 's'}.`,
        '',
        '| traffic | views | share |',
        '|---|---:|---:|',
        `| Human | ${formatNumber(totals.human)} | ${share(totals.human, totals.total)} |`,
        `| AI | ${formatNumber(totals.ai)} | ${share(totals.ai, totals.total)} |`,
        `| **Total** | **${formatNumber(totals.total)}** | ${totals.total > 0 ? '100%' : '–'} |`,
        '',
        ...pieChart(result),
    ];
    if (result.topPages.length > 0) {
        lines.push(`### Top ${result.topPages.length} pages`, '', '| # | path | human | AI | total | AI share |', '|---:|---|---:|---:|---:|---:|');
        result.topPages.forEach((row, i) => {
            lines.push(`| ${i + 1} | ${(0,markdown/* cell */.Hn)((0,markdown/* code */.aY)(row.path))} | ${formatNumber(row.human)} | ${formatNumber(row.ai)} | ${formatNumber(row.total)} | ${share(row.ai, row.total)} |`);
        });
        lines.push('', ...barChart(result));
    }
    else {
        lines.push('No page had views in this range.', '');
    }
    if (!settings.uploadArtifact) {
        lines.push('**Artifact:** not uploaded (`upload-artifact: false`).', '');
    }
    if (result.files.length > 0) {
        lines.push('**Files:**', '', ...result.files.map((f) => `- ${(0,markdown/* code */.aY)(f, 1_000)}`), '');
    }
    if (result.warnings.length > 0) {
        lines.push('> [!WARNING]', '> Integrity checks:', ...result.warnings.map((w) => `> - ${(0,markdown/* text */.Qq)(w, 1_000)}`), '');
    }
    return lines.join('\n');
}
/** The summary's line for the uploaded artifact, appended once the upload is done. */
function artifactSummaryMarkdown(artifact) {
    const { name, url, id } = artifact;
    return url
        ? `**Artifact:** ${(0,markdown/* link */.nf)(name, url)}\n`
        : `**Artifact:** ${(0,markdown/* text */.Qq)(name)} (id ${(0,markdown/* text */.Qq)(String(id))})\n`;
}

;// CONCATENATED MODULE: ./src/analytics/mode.ts
/**
 * Analytics mode as main.ts runs it: export, set the outputs, write the step summary, then upload
 * the files. Loaded with `await import()` from main.ts, so neither this nor `@actions/artifact`
 * costs agent mode anything.
 */






/**
 * Exports, then uploads, keeping the outputs truthful at each moment: `date-from`/`date-to`
 * first; `rows`, totals, `files` and the summary as soon as the files are complete (before the
 * upload starts, so a slow or stopped upload takes nothing away); the artifact last. Throws
 * with one sentence that says how far it got; a run cancelled at any point fails.
 */
async function runAnalyticsMode(settings, io) {
    io.setOutput('date-from', settings.dateFrom);
    io.setOutput('date-to', settings.dateTo);
    io.setOutput('artifact-id', '');
    io.setOutput('artifact-url', '');
    // Compiled while the export waits on the network, not after it.
    if (settings.uploadArtifact && !io.uploadArtifact)
        (0,artifact/* preloadArtifactClient */.xB)();
    let result;
    try {
        result = await runAnalytics(settings, {
            api: io.api,
            clock: io.clock,
            signal: io.signal,
            deadline: io.deadline,
        });
    }
    catch (error) {
        const failure = messageOf(error);
        await writeSummary(io, `## Page views export failed\n\n**Range:** ${describeRange(settings.dateFrom, settings.dateTo)}\n\n${caution(failure)}`);
        throw new Error(failure, { cause: error });
    }
    io.setOutput('rows', String(result.rows));
    io.setOutput('total', String(result.totals.total));
    io.setOutput('human', String(result.totals.human));
    io.setOutput('ai', String(result.totals.ai));
    io.setOutput('files', JSON.stringify(result.files));
    await writeSummary(io, analyticsSummaryMarkdown(result, settings));
    if (settings.uploadArtifact)
        await upload(settings, result, io);
    if (io.signal.aborted) {
        throw new Error(`The run was cancelled after the export finished; the files are on disk: ${result.files.join(', ')}.`);
    }
}
/** The upload, raced against cancellation and `timeout`: `@actions/artifact` takes no signal. */
async function upload(settings, result, io) {
    const name = settings.artifactName;
    const send = io.uploadArtifact ?? ((...args) => (0,artifact/* uploadExportArtifact */.us)(...args, io.artifactLink));
    try {
        const artifact = await core/* group */.Os(`Uploading artifact ${name}`, async () => {
            const stop = new AbortController();
            try {
                const uploaded = await Promise.race([
                    send(name, result.files, result.outputDir, settings.retentionDays),
                    uploadStopper(io, stop.signal),
                ]);
                core/* info */.pq(`Uploaded artifact ${name} (id ${uploaded.id})${uploaded.url ? `: ${uploaded.url}` : ''}`);
                return uploaded;
            }
            finally {
                stop.abort();
            }
        });
        io.setOutput('artifact-id', String(artifact.id));
        io.setOutput('artifact-url', artifact.url ?? '');
        await writeSummary(io, artifactSummaryMarkdown({ ...artifact, name }));
    }
    catch (error) {
        const failure = error instanceof UploadStopped
            ? `Uploading the artifact "${name}" stopped: ${error.why === 'cancelled'
                ? 'the run was cancelled'
                : `the \`timeout\` of ${(0,durations/* formatInputDuration */.g0)(settings.timeoutMs)} ran out`}, so the artifact was not uploaded. The files are on disk: ${result.files.join(', ')}.`
            : messageOf(error);
        await writeSummary(io, caution(failure));
        throw new Error(failure, { cause: error });
    }
}
/**
 * Rejects when the run is cancelled or `timeout` passes, whichever comes first; settles nothing
 * once `done` aborts. The timer is a real one: the upload it bounds runs in real time.
 */
function uploadStopper(io, done) {
    return new Promise((_, reject) => {
        const stopWith = (why) => {
            cleanup();
            reject(new UploadStopped(why));
        };
        const onCancel = () => stopWith('cancelled');
        const timer = setTimeout(() => stopWith('timeout'), Math.max(0, io.deadline - io.clock.now()));
        const cleanup = () => {
            clearTimeout(timer);
            io.signal.removeEventListener('abort', onCancel);
        };
        if (io.signal.aborted)
            return stopWith('cancelled');
        io.signal.addEventListener('abort', onCancel, { once: true });
        done.addEventListener('abort', cleanup, { once: true });
    });
}
class UploadStopped extends Error {
    why;
    constructor(why) {
        super(`upload stopped: ${why}`);
        this.why = why;
    }
}
function caution(failure) {
    return `\n> [!CAUTION]\n> ${(0,markdown/* text */.Qq)(failure, 2_000)}\n`;
}
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The summary is a report: failing to write it never fails the step. */
async function writeSummary(io, markdown) {
    try {
        await io.writeSummary(markdown);
    }
    catch (error) {
        core/* warning */.$e(`Writing the step summary failed: ${messageOf(error)}`);
    }
}


/***/ })

};
