export const id = 366;
export const ids = [366];
export const modules = {

/***/ 601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   En: () => (/* binding */ artifactSummaryMarkdown),
/* harmony export */   NH: () => (/* binding */ artifactNameProblem),
/* harmony export */   Vb: () => (/* binding */ defaultArtifactName),
/* harmony export */   us: () => (/* binding */ uploadExportArtifact),
/* harmony export */   xB: () => (/* binding */ preloadArtifactClient)
/* harmony export */ });
/* unused harmony exports artifactUrl, describeUploadError */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18319);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85597);
/**
 * Uploads the export files as a workflow artifact. `@actions/artifact` (with the Azure storage
 * SDK inside) is imported only when an upload happens, which keeps agent-mode start-up fast:
 * ncc emits it as a separate chunk.
 */



/** Characters artifact names cannot contain (as `@actions/artifact` validates them). */
const ARTIFACT_NAME_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];
/** Replaces the characters artifact names cannot hold with `-`. */
function safeArtifactName(name) {
    let safe = '';
    for (const ch of name)
        safe += ARTIFACT_NAME_FORBIDDEN.includes(ch) ? '-' : ch;
    return safe;
}
/**
 * `page-views-<project>-<from>-<to>` for page views alone (as in v1), `docs-analytics-...` for
 * any other choice of datasets, made safe for artifact names (date-times lose their `:`).
 */
function defaultArtifactName(projectId, dateFrom, dateTo, viewsOnly = true) {
    const stem = viewsOnly ? 'page-views' : 'docs-analytics';
    return safeArtifactName(`${stem}-${projectId}-${dateFrom}-${dateTo}`);
}
/** Why `name` cannot be an artifact name, or undefined when it can (for validating the input). */
function artifactNameProblem(name) {
    if (name.trim() === '')
        return 'it is empty';
    const bad = [...new Set([...name].filter((ch) => ARTIFACT_NAME_FORBIDDEN.includes(ch)))];
    if (bad.length === 0)
        return undefined;
    return `it contains ${bad.map((ch) => JSON.stringify(ch)).join(', ')} (not allowed: ${ARTIFACT_NAME_FORBIDDEN.map((ch) => JSON.stringify(ch)).join(' ')})`;
}
/** `${serverUrl}/${repository}/actions/runs/${runId}/artifacts/${id}` */
function artifactUrl(ctx, id) {
    return `${ctx.serverUrl}/${ctx.repository}/actions/runs/${ctx.runId}/artifacts/${id}`;
}
let artifactModule;
/** The artifact library (Azure SDK inside), imported once; first call starts compiling it. */
function loadArtifactModule() {
    return (artifactModule ??= Promise.all(/* import() */[__webpack_require__.e(361), __webpack_require__.e(303)]).then(__webpack_require__.bind(__webpack_require__, 86303)));
}
/** Starts loading the artifact library now, so the upload does not wait for it later. */
function preloadArtifactClient() {
    // A failure here is reported by the upload itself, which loads it again.
    loadArtifactModule().catch(() => {
        artifactModule = undefined;
    });
}
function onDisk(files) {
    return `The files are still on disk: ${files.join(', ')}.`;
}
/** Turns the library's errors into messages that say what to do. */
function describeUploadError(name, files, err) {
    const message = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(err);
    let text;
    if (/\(409\)|\bconflict\b|already exists/i.test(message)) {
        text =
            `Uploading the artifact "${name}" failed: an artifact with this name already exists in this workflow run. ` +
                'Set a unique `artifact-name` input, for example one that includes `${{ github.job }}` or a matrix value. ' +
                onDisk(files);
    }
    else if (/\(403\)|\bforbidden\b/i.test(message)) {
        text =
            `Uploading the artifact "${name}" failed: the token lacks permission to upload artifacts (403 Forbidden) (${message}). ` +
                onDisk(files);
    }
    else if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) {
        text =
            `Uploading the artifact "${name}" failed: the artifact service is not available here (${message}); it only is inside a GitHub Actions job. ` +
                'Set `upload-artifact: false` to skip the upload. ' +
                onDisk(files);
    }
    else {
        text = `Uploading the artifact "${name}" failed: ${message}. ${onDisk(files)}`;
    }
    return new Error(text, { cause: err });
}
/**
 * Uploads `files` (absolute paths under `rootDir`) as the artifact `name`. `retentionDays`
 * undefined: the repository's default. With `link`, the result carries the artifact's URL.
 * Errors say what to do and where the files are.
 */
async function uploadExportArtifact(name, files, rootDir, retentionDays, link) {
    let id;
    try {
        const { DefaultArtifactClient } = await loadArtifactModule();
        const client = new DefaultArtifactClient();
        const response = await client.uploadArtifact(name, [...files], node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(rootDir), retentionDays === undefined ? {} : { retentionDays });
        id = response.id;
    }
    catch (err) {
        throw describeUploadError(name, files, err);
    }
    if (id === undefined) {
        throw new Error(`Uploading the artifact "${name}" failed: the artifact service returned no artifact id. ${onDisk(files)}`);
    }
    return link ? { id, url: artifactUrl(link, id) } : { id };
}
/**
 * The summary's line for the uploaded artifact, appended once the upload is done. It starts
 * with a blank line: right after the file list it would otherwise continue the last item.
 */
function artifactSummaryMarkdown(artifact) {
    const { name, url, id } = artifact;
    return url
        ? `\n**Artifact:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(name, url)}\n`
        : `\n**Artifact:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(name)} (id ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(String(id))})\n`;
}


/***/ }),

/***/ 87668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ loadDataset),
/* harmony export */   _: () => (/* binding */ DATASET_NAMES)
/* harmony export */ });
/**
 * Each dataset's module, loaded when a run asks for it: the input check needs only the names,
 * and agent mode, which loads that check too, pays for no dataset or schema.
 */
const CATALOGUE = {
    views: async () => (await __webpack_require__.e(/* import() */ 219).then(__webpack_require__.bind(__webpack_require__, 67219))).viewsDataset,
    visitors: async () => (await __webpack_require__.e(/* import() */ 670).then(__webpack_require__.bind(__webpack_require__, 12670))).visitorsDataset,
    searches: async () => (await __webpack_require__.e(/* import() */ 981).then(__webpack_require__.bind(__webpack_require__, 85981))).searchesDataset,
    feedback: async () => (await __webpack_require__.e(/* import() */ 882).then(__webpack_require__.bind(__webpack_require__, 24882))).feedbackDataset,
    'feedback-by-page': async () => (await __webpack_require__.e(/* import() */ 280).then(__webpack_require__.bind(__webpack_require__, 29280))).feedbackByPageDataset,
    assistant: async () => (await __webpack_require__.e(/* import() */ 141).then(__webpack_require__.bind(__webpack_require__, 29141))).assistantDataset,
    'assistant-callers': async () => (await __webpack_require__.e(/* import() */ 296).then(__webpack_require__.bind(__webpack_require__, 4296))).assistantCallersDataset,
};
/** Every dataset, in export order (`datasets: all`). */
const DATASET_NAMES = Object.keys(CATALOGUE);
async function loadDataset(name, options) {
    const factory = await CATALOGUE[name]();
    return factory(options);
}


/***/ }),

/***/ 79622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ny: () => (/* binding */ previousRange),
/* harmony export */   pC: () => (/* binding */ describeRange),
/* harmony export */   wT: () => (/* binding */ resolveDateRange)
/* harmony export */ });
/* unused harmony exports PERIODS, parseDateInput, periodRange */
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46323);
/**
 * The analytics date range: `date-from` / `date-to` / `period` resolved against the run's clock,
 * always as a half-open UTC range `[from, to)` (docs/design.md, "Date ranges").
 */

const PERIODS = [
    'yesterday',
    'last-7-days',
    'last-30-days',
    'previous-week',
    'previous-month',
    'month-to-date',
];
/** Used when neither dates nor a period are given. */
const DEFAULT_PERIOD = 'last-30-days';
const DAY_MS = 86_400_000;
/**
 * Every date sent to the API lies in these years, inputs and derived ranges alike: a year
 * outside them is a typo, and a year before 1 or after 9999 has no ISO form the API could read
 * (`compare: previous` on year 1 once sent `-009998-01-01`).
 */
const EARLIEST = '2000-01-01';
const LATEST = '2100-01-01';
const EARLIEST_MS = Date.UTC(2000, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time: date, 'T', hh:mm[:ss[.fraction]], optional offset (Z, ±hh:mm or ±hhmm).
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/** True for a Gregorian leap year. */
function isLeapYear(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function daysInMonth(year, month) {
    if (month === 2)
        return isLeapYear(year) ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function validCalendarDate(year, month, day) {
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
/**
 * Milliseconds since the epoch of a `YYYY-MM-DD` (UTC midnight) or ISO date-time (without an
 * offset: read as UTC, the zone every range here is in); undefined when it is not a real moment.
 */
function parseDateInput(value) {
    const date = DATE_RE.exec(value);
    if (date) {
        const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
        if (!validCalendarDate(year, month, day))
            return undefined;
        return utcMs(year, month, day, 0, 0, 0, 0);
    }
    const dt = DATE_TIME_RE.exec(value);
    if (!dt)
        return undefined;
    const [year, month, day] = [Number(dt[1]), Number(dt[2]), Number(dt[3])];
    const [hour, minute, second] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? '0')];
    if (!validCalendarDate(year, month, day))
        return undefined;
    if (hour > 23 || minute > 59 || second > 59)
        return undefined;
    const millis = Number((dt[7] ?? '').padEnd(3, '0').slice(0, 3));
    let offsetMinutes = 0;
    const zone = dt[8];
    if (zone && zone.toUpperCase() !== 'Z') {
        const digits = zone.slice(1).replace(':', '');
        const [oh, om] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
        if (oh > 23 || om > 59)
            return undefined;
        offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
    }
    return utcMs(year, month, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}
/** Date.UTC with a 1-based month, also for years 0..99 (which Date.UTC maps to 19xx). */
function utcMs(year, month, day, hour, minute, second, millis) {
    const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
    date.setUTCFullYear(year, month - 1, day);
    return date.getTime();
}
/**
 * The range in words: "2026-11-14 to 2026-11-20 (UTC, both included)" for dates (the exclusive
 * end made inclusive), "2026-11-14T12:00:00Z to 2026-11-21 (end excluded)" when a bound is a
 * date-time. For log lines, messages and the digest alike.
 */
function describeRange({ dateFrom, dateTo }) {
    if (DATE_RE.test(dateFrom) && DATE_RE.test(dateTo)) {
        const last = formatDay(parseDateInput(dateTo) - DAY_MS);
        if (last === dateFrom)
            return `${dateFrom} (UTC, one day)`;
        return `${dateFrom} to ${last} (UTC, both included)`;
    }
    return `${dateFrom} to ${dateTo} (end excluded)`;
}
/** `YYYY-MM-DD` of a UTC day given as milliseconds. */
function formatDay(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
/** UTC midnight of the day `ms` falls in. */
function startOfUtcDay(ms) {
    return Math.floor(ms / DAY_MS) * DAY_MS;
}
/** The `[from, to)` range of a period for a run at `now`. */
function periodRange(period, now) {
    const today = startOfUtcDay(now.getTime());
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    const range = (from, to) => ({
        dateFrom: formatDay(from),
        dateTo: formatDay(to),
    });
    switch (period) {
        case 'yesterday':
            return range(today - DAY_MS, today);
        case 'last-7-days':
            return range(today - 7 * DAY_MS, today);
        case 'last-30-days':
            return range(today - 30 * DAY_MS, today);
        case 'previous-week': {
            // ISO weeks start on Monday; getUTCDay() is 0 for Sunday.
            const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
            const thisMonday = today - daysSinceMonday * DAY_MS;
            return range(thisMonday - 7 * DAY_MS, thisMonday);
        }
        case 'previous-month':
            return range(Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1));
        case 'month-to-date':
            return range(Date.UTC(year, month, 1), today + DAY_MS);
    }
}
function checkDate(input, value) {
    const ms = parseDateInput(value);
    if (ms === undefined) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, `Input \`${input}\` must be a real calendar date as YYYY-MM-DD or an ISO 8601 date-time such as 2026-11-01T00:00:00Z; got ${JSON.stringify(value)}.`);
    }
    if (ms < EARLIEST_MS || ms > LATEST_MS) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(input, `Input \`${input}\` must be a date from ${EARLIEST} to ${LATEST}; got ${JSON.stringify(value)}.`);
    }
    return ms;
}
/**
 * Resolves the analytics inputs to the range sent to the API. Dates are kept exactly as given
 * (trimmed); periods become `YYYY-MM-DD` dates computed in UTC from `now`.
 *
 * Throws InputError (naming the input) for an unknown period, a date that is not a real
 * calendar date or date-time, `date-to` without `date-from`, a period together with dates,
 * and a `date-from` that is not before `date-to`.
 */
function resolveDateRange(raw, now) {
    const dateFrom = raw.dateFrom.trim();
    const dateTo = raw.dateTo.trim();
    const period = raw.period.trim().toLowerCase();
    if (period !== '') {
        if (!PERIODS.includes(period)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('period', `Input \`period\` must be one of ${PERIODS.join(', ')}; got ${JSON.stringify(raw.period.trim())}.`);
        }
        if (dateFrom !== '' || dateTo !== '') {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('period', 'Input `period` cannot be combined with `date-from` or `date-to`: give either a period or dates, not both.');
        }
        return periodRange(period, now);
    }
    if (dateFrom === '' && dateTo === '')
        return periodRange(DEFAULT_PERIOD, now);
    if (dateFrom === '') {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('date-to', 'Input `date-to` needs `date-from` as well: give both dates, `date-from` alone (up to and including today), or a `period`.');
    }
    const fromMs = checkDate('date-from', dateFrom);
    if (dateTo === '') {
        // Up to and including today (UTC): the exclusive end is tomorrow.
        const tomorrow = startOfUtcDay(now.getTime()) + DAY_MS;
        if (fromMs >= tomorrow) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('date-from', `Input \`date-from\` must not be after today (${formatDay(tomorrow - DAY_MS)}, UTC) when \`date-to\` is not given; got ${JSON.stringify(dateFrom)}.`);
        }
        return { dateFrom, dateTo: formatDay(tomorrow) };
    }
    const toMs = checkDate('date-to', dateTo);
    if (fromMs >= toMs) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('date-from', `Input \`date-from\` must be before \`date-to\` (which is exclusive); got ${JSON.stringify(dateFrom)} and ${JSON.stringify(dateTo)}.`);
    }
    return { dateFrom, dateTo };
}
/**
 * The period just before `range`, for `compare: previous`. For a period, the one before it (the
 * week before, the month before; for `month-to-date`, the same days of the month before); for
 * dates, the same number of days ending at `date-from`; for date-times, the same duration.
 */
function previousRange(raw, range) {
    const previous = periodBefore(raw, range);
    if ((parseDateInput(previous.dateFrom) ?? -Infinity) < EARLIEST_MS) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('compare', `Input \`compare\` cannot be \`previous\` for this range: the period before it would start at ${previous.dateFrom}, before ${EARLIEST}, the earliest date this action asks for; move \`date-from\` later or set \`compare: none\`.`);
    }
    return previous;
}
function periodBefore(raw, range) {
    const period = (raw.period.trim().toLowerCase() ||
        (raw.dateFrom.trim() === '' && raw.dateTo.trim() === '' ? DEFAULT_PERIOD : ''));
    const from = parseDateInput(range.dateFrom);
    const to = parseDateInput(range.dateTo);
    if (period === 'previous-month' || period === 'month-to-date') {
        const start = new Date(from);
        const monthBefore = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1);
        const monthStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
        const end = Math.min(monthBefore + (to - from), monthStart);
        return { dateFrom: formatDay(monthBefore), dateTo: formatDay(end) };
    }
    if (DATE_RE.test(range.dateFrom) && DATE_RE.test(range.dateTo)) {
        return { dateFrom: formatDay(from - (to - from)), dateTo: range.dateFrom };
    }
    return { dateFrom: new Date(from - (to - from)).toISOString(), dateTo: range.dateFrom };
}


/***/ }),

/***/ 79098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ RequestBudget),
/* harmony export */   o: () => (/* binding */ BudgetSpentError)
/* harmony export */ });
/**
 * The analytics request budget (`max-requests`). The API allows 100 analytics requests per
 * organisation per hour, retries included, so the client takes one unit before every attempt
 * and stops, without sending, once none is left.
 */
class RequestBudget {
    limit;
    used = 0;
    constructor(limit) {
        this.limit = limit;
    }
    /** Requests sent so far (every attempt, retries included). */
    get sent() {
        return this.used;
    }
    get left() {
        return this.limit - this.used;
    }
    /** Takes one request; false (and nothing taken) when the budget is spent. */
    take() {
        if (this.used >= this.limit)
            return false;
        this.used++;
        return true;
    }
}
/** Thrown instead of sending a request the budget has no room for. */
class BudgetSpentError extends Error {
    constructor(operation, limit) {
        super(`${operation} was not sent: the run has used all ${limit} analytics requests that \`max-requests\` allows`);
        this.name = 'BudgetSpentError';
    }
}


/***/ }),

/***/ 8028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
/**
 * Typed failures of the API client. Each carries what a user needs to act: the HTTP status,
 * the API's own `error` text, and a hint. Messages never contain the API key.
 */
const STATUS_HINTS = {
    400: 'the API rejected the request',
    401: 'the API key is invalid or expired: create an admin key on the dashboard and store it as a secret',
    403: "the API key lacks the scope for this request (GET needs read, POST needs write) or this runner's IP is not on the key's allow-list",
    404: 'check `project-id` (and `job-id`): the project or job was not found',
    429: 'rate limit exceeded',
};
function hintForStatus(status) {
    if (STATUS_HINTS[status])
        return STATUS_HINTS[status];
    if (status >= 500)
        return 'the API had a server error';
    return undefined;
}
class ApiError extends Error {
    kind;
    status;
    constructor(summary, details) {
        super(ApiError.compose(summary, details), { cause: details.cause });
        this.name = 'ApiError';
        this.kind = details.kind;
        this.status = details.status;
    }
    static compose(summary, d) {
        const parts = [`${d.operation} failed: ${summary}`];
        if (d.apiError)
            parts[0] += ` ("${d.apiError}")`;
        if (d.status !== undefined) {
            const hint = d.hint ?? hintForStatus(d.status);
            if (hint)
                parts.push(hint);
        }
        if (d.effect)
            parts.push(d.effect);
        return parts.join('; ') + '.';
    }
}


/***/ }),

/***/ 20961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lD: () => (/* binding */ serverErrorDelay),
/* harmony export */   m: () => (/* binding */ MAX_ATTEMPTS),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   nl: () => (/* binding */ rateLimitDelay)
/* harmony export */ });
/* unused harmony export backoffDelay */
/**
 * The retry policy, kept pure so it can be tested without a server. The client decides *whether*
 * a failure may be retried (see client.ts: a job is never created twice); this decides *when*.
 */
/** 5xx, network errors and timeouts: quick first retry, then spaced out up to a minute. */
const SERVER_ERROR_BACKOFF = { baseMs: 1000, maxMs: 60_000 };
/** 429 without a usable Retry-After: back off harder, up to a minute (docs/design.md, "The API"). */
const RATE_LIMIT_BACKOFF = { baseMs: 2000, maxMs: 60_000 };
/** A 429 is never retried sooner than this, whatever `Retry-After` says (0, a past date). */
const RATE_LIMIT_FLOOR_MS = 1000;
/**
 * Tries of a request that is not bounded by `timeout` alone: a create or follow-up that provably
 * never left, and a malformed 2xx body (a server bug that retrying rarely fixes).
 */
const MAX_ATTEMPTS = 5;
/**
 * Exponential backoff with jitter: the n-th retry (1-based) waits between half and all of
 * `baseMs * 2^(n-1)`, capped at `maxMs`, so many runners retrying at once spread out.
 */
function backoffDelay(retry, options, random) {
    const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, retry - 1));
    return Math.round(ceiling * (0.5 + 0.5 * random()));
}
/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date. Undefined when absent
 * or unparsable (the caller then backs off on its own); 0 for "now" or a date in the past.
 */
function parseRetryAfter(value, now) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const date = Date.parse(text);
    if (Number.isNaN(date) || !/[a-z]/i.test(text))
        return undefined;
    return Math.max(0, date - now);
}
/**
 * The wait before the next try after a 429: the server's `Retry-After` when it is usable (more
 * than zero), else exponential backoff, at least the endpoint's rate-limit window; never less
 * than RATE_LIMIT_FLOOR_MS, so a server that says "retry now" cannot make us hammer a budget.
 */
function rateLimitDelay(retry, retryAfterMs, random, windowMs = 0) {
    if (retryAfterMs !== undefined && retryAfterMs > 0) {
        return Math.max(RATE_LIMIT_FLOOR_MS, retryAfterMs);
    }
    // Without a usable Retry-After, an endpoint with a documented window waits it out whole: a
    // trigger's limit is per organisation, so other runs may be using the same window.
    return Math.max(RATE_LIMIT_FLOOR_MS, windowMs, backoffDelay(retry, RATE_LIMIT_BACKOFF, random));
}
/** The wait before the next try after a 5xx, a network error or a timeout. */
function serverErrorDelay(retry, retryAfterMs, random) {
    // A 503 may say when to come back: honoured between the 429 floor and the backoff's cap, so a
    // hostile value can neither make us hammer nor park us.
    if (retryAfterMs !== undefined && retryAfterMs > 0) {
        return Math.min(SERVER_ERROR_BACKOFF.maxMs, Math.max(RATE_LIMIT_FLOOR_MS, retryAfterMs));
    }
    return backoffDelay(retry, SERVER_ERROR_BACKOFF, random);
}


/***/ }),

/***/ 5639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Agent: () => (/* reexport default from dynamic */ undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default.a),
/* harmony export */   Dispatcher: () => (/* reexport default from dynamic */ undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default.a),
/* harmony export */   EnvHttpProxyAgent: () => (/* reexport default from dynamic */ undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default.a),
/* harmony export */   ProxyAgent: () => (/* reexport default from dynamic */ undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_4___default.a),
/* harmony export */   fetch: () => (/* binding */ fetch)
/* harmony export */ });
/* harmony import */ var undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68833);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93779);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26089);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35579);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94942);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_4__);





// What undici's index does first: gives every dispatcher `request()`, `stream()` and the rest.
Object.assign((undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default().prototype), undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__);

/** undici's fetch (the GitHub client's, through a proxy), compiled when it is first called. */
const fetch = async (input, init) => {
    const loaded = await __webpack_require__.e(/* import() */ 532).then(__webpack_require__.t.bind(__webpack_require__, 17532, 23));
    return loaded.fetch(input, init);
};


/***/ }),

/***/ 89242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isBranchName)
/* harmony export */ });
/** Git branch names, as inputs, events and the API give them. */
/**
 * A branch name git would accept (see `git check-ref-format --branch`), at most 255 characters,
 * with no invisible (format) character: checked before a name from an input, an event or the API
 * is sent or shown.
 */
function isBranchName(name) {
    return (name.length > 0 &&
        name.length <= 255 &&
        /^[^\p{Cc}\p{Cf}\s~^:?*[\\]+$/u.test(name) &&
        !name.includes('..') &&
        !name.includes('@{') &&
        !name.includes('//') &&
        !/^[/.]|[/.]$|\.lock$/.test(name) &&
        name !== '@');
}


/***/ }),

/***/ 18597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   g0: () => (/* binding */ formatInputDuration)
/* harmony export */ });
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/**
 * Parses `200ms`, `90s`, `15m`, `1h` or a bare number of seconds into milliseconds.
 * Returns undefined for anything else, so the caller can name the input in its error.
 */
function parseDuration(text) {
    const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text.trim());
    if (!match)
        return undefined;
    const value = Number(match[1]);
    const unit = (match[2] ?? 's').toLowerCase();
    const ms = Math.round(value * (UNIT_MS[unit] ?? 1000));
    return Number.isFinite(ms) ? ms : undefined;
}
/** `1.5 s`, `2 min 5 s`: for log lines and summaries. */
function formatDuration(ms) {
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const totalSeconds = Math.round(ms / 1000);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const seconds = totalSeconds % 60;
    return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min ${seconds} s`;
}
/** A duration as the inputs write it (`5m`, `90s`, `200ms`): for messages that name an input. */
function formatInputDuration(ms) {
    if (ms % 3_600_000 === 0)
        return `${ms / 3_600_000}h`;
    if (ms % 60_000 === 0)
        return `${ms / 60_000}m`;
    if (ms % 1000 === 0)
        return `${ms / 1000}s`;
    return `${ms}ms`;
}


/***/ }),

/***/ 55823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   eq: () => (/* binding */ lazyGitHub),
/* harmony export */   ur: () => (/* binding */ callGitHub)
/* harmony export */ });
/* unused harmony export GitHubError */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _api_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20961);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18597);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89996);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5698);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(85597);






/**
 * Returns a function that connects on its first call and hands back the same client after.
 * `@actions/github` (Octokit) is imported only then: agent mode without comments, analytics
 * mode and a post step with nothing to do never pay for loading it.
 */
function lazyGitHub(connection) {
    let client;
    return () => (client ??= connect(connection));
}
async function connect({ token, apiUrl, owner, repo }) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 361).then(__webpack_require__.bind(__webpack_require__, 97361));
    const octokit = getOctokit(token, {
        baseUrl: apiUrl,
        userAgent: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .USER_AGENT */ ._,
        // Octokit's deprecation notices are not the user's to act on: keep them out of annotations.
        log: { debug: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz, info: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz, warn: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq, error: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq },
    });
    const repository = { owner, repo };
    const toComment = (data) => ({
        id: data.id,
        url: data.html_url,
        body: data.body ?? '',
        author: data.user ? (0,_trigger_js__WEBPACK_IMPORTED_MODULE_3__/* .accountOf */ .XP)(data.user) : { login: '', isBot: false },
    });
    return {
        async createComment(issueNumber, body, signal) {
            const { data } = await octokit.rest.issues.createComment({
                ...repository,
                issue_number: issueNumber,
                body,
                request: { signal },
            });
            return toComment(data);
        },
        async updateComment(commentId, body, signal) {
            const { data } = await octokit.rest.issues.updateComment({
                ...repository,
                comment_id: commentId,
                body,
                request: { signal },
            });
            return toComment(data);
        },
        async getComment(commentId, signal) {
            const { data } = await octokit.rest.issues.getComment({
                ...repository,
                comment_id: commentId,
                request: { signal },
            });
            return toComment(data);
        },
        async listComments(issueNumber, maxPages, signal) {
            const comments = [];
            let pages = 0;
            for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
                ...repository,
                issue_number: issueNumber,
                per_page: 100,
                request: { signal },
            })) {
                comments.push(...page.data.map(toComment));
                if (++pages >= maxPages)
                    break;
            }
            return comments;
        },
        async accessOf(login, signal) {
            try {
                const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
                    ...repository,
                    username: login,
                    request: { signal },
                });
                return { permission: data.permission, roleName: data.role_name };
            }
            catch (error) {
                // No such user (renamed or deleted since commenting): no access.
                if (statusOf(error) === 404)
                    return { permission: 'none', roleName: 'none' };
                throw error;
            }
        },
        async authenticatedLogin(signal) {
            try {
                const { data } = await octokit.rest.users.getAuthenticated({ request: { signal } });
                return data.login;
            }
            catch {
                // Installation tokens (GITHUB_TOKEN, apps) may not call GET /user.
                return undefined;
            }
        },
    };
}
class GitHubError extends Error {
    problem;
    status;
    /** For 'rate-limited': how long GitHub asks to wait. */
    retryAfterMs;
    constructor(message, problem, status, retryAfterMs, cause) {
        super(message, { cause });
        this.name = 'GitHubError';
        this.problem = problem;
        this.status = status;
        this.retryAfterMs = retryAfterMs;
    }
}
/** The longest Retry-After worth waiting for inside a run; longer ones become a warning. */
const MAX_RATE_LIMIT_WAIT_MS = 5_000;
/** GitHub's advice for a secondary rate limit without Retry-After: wait at least a minute. */
const SECONDARY_LIMIT_DEFAULT_WAIT_MS = 60_000;
/**
 * Makes one GitHub call within a time budget, waiting once for a short rate limit (GitHub's
 * secondary limits ask for a few seconds). Failures become a GitHubError with one sentence.
 */
async function callGitHub(call, options) {
    const { clock } = options;
    const deadline = clock.now() + options.timeoutMs;
    for (let attempt = 1;; attempt++) {
        const timeout = AbortSignal.timeout(Math.max(1, deadline - clock.now()));
        const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
        try {
            return await call(signal);
        }
        catch (error) {
            const stopped = options.signal?.aborted
                ? 'cancelled'
                : timeout.aborted
                    ? 'timeout'
                    : undefined;
            const failure = describeGitHubError(error, options.doing, clock.now(), stopped);
            const wait = failure.retryAfterMs ?? Infinity;
            const fits = clock.now() + wait + 1_000 < deadline;
            if (attempt > 1 ||
                failure.problem !== 'rate-limited' ||
                wait > MAX_RATE_LIMIT_WAIT_MS ||
                !fits)
                throw failure;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${failure.message} Retrying in ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(wait)}.`);
            await clock.sleep(wait, options.signal);
        }
    }
}
/**
 * Turns an Octokit error into a GitHubError saying what failed and with what status; `now`
 * (the injected clock) dates a rate limit's `Retry-After` or reset time.
 */
function describeGitHubError(error, doing, now, stopped) {
    if (error instanceof GitHubError)
        return error;
    if (stopped) {
        const why = stopped === 'cancelled' ? 'the run was cancelled' : 'it ran out of time';
        return new GitHubError(`${doing} failed: ${why}.`, 'timeout', undefined, undefined, error);
    }
    const status = statusOf(error);
    const response = responseOf(error);
    const apiMessage = response?.message;
    const quoted = apiMessage ? ` ("${apiMessage.slice(0, 200)}")` : '';
    if (status === undefined || (status === 500 && !response)) {
        const reason = (0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error);
        return new GitHubError(`${doing} failed: ${reason}.`, 'other', undefined, undefined, error);
    }
    const text = `${doing} failed: HTTP ${status}${quoted}.`;
    const retryAfterMs = rateLimitWait(status, response, apiMessage, now);
    if (retryAfterMs !== undefined) {
        return new GitHubError(text, 'rate-limited', status, retryAfterMs, error);
    }
    const problem = status === 401
        ? 'unauthorized'
        : status === 403
            ? 'forbidden'
            : status === 404 || status === 410
                ? 'gone'
                : 'other';
    return new GitHubError(text, problem, status, undefined, error);
}
function statusOf(error) {
    if (typeof error !== 'object' || error === null || !('status' in error))
        return undefined;
    const status = Number(error.status);
    return Number.isInteger(status) ? status : undefined;
}
function responseOf(error) {
    if (typeof error !== 'object' || error === null || !('response' in error))
        return undefined;
    const response = error.response;
    if (typeof response !== 'object' || response === null)
        return undefined;
    const headers = 'headers' in response && typeof response.headers === 'object' && response.headers !== null
        ? response.headers
        : {};
    const data = 'data' in response ? response.data : undefined;
    const message = typeof data === 'object' &&
        data !== null &&
        'message' in data &&
        typeof data.message === 'string'
        ? data.message
        : typeof data === 'string' && data
            ? data
            : undefined;
    return { message, headers };
}
/** How long GitHub asks to wait, when the answer is a rate limit; undefined otherwise. */
function rateLimitWait(status, response, message, now) {
    if (status !== 403 && status !== 429)
        return undefined;
    const headers = response?.headers ?? {};
    const header = headers['retry-after'];
    // The same parser as the Mintlify client's: delta-seconds or an HTTP date.
    const retryAfter = header === undefined ? undefined : (0,_api_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRetryAfter */ .mu)(String(header), now);
    if (retryAfter !== undefined)
        return retryAfter;
    if (String(headers['x-ratelimit-remaining']) === '0') {
        const reset = Number(headers['x-ratelimit-reset']) * 1000;
        return Number.isFinite(reset) ? Math.max(0, reset - now) : SECONDARY_LIMIT_DEFAULT_WAIT_MS;
    }
    if (status === 429 || /rate limit/i.test(message ?? ''))
        return SECONDARY_LIMIT_DEFAULT_WAIT_MS;
    return undefined;
}


/***/ }),

/***/ 33553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ ownComments),
/* harmony export */   My: () => (/* binding */ LAST_WRITE_TIMEOUT_MS),
/* harmony export */   uk: () => (/* binding */ GITHUB_CALL_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55823);

/** Longest time one GitHub call (a read or a write, a short rate-limit wait included) may take. */
const GITHUB_CALL_TIMEOUT_MS = 15_000;
/** Longest time the last write after cancellation may take: SIGTERM comes 7.5 s after SIGINT. */
const LAST_WRITE_TIMEOUT_MS = 4_000;
/** Pages of 100 comments searched for our comment (busy threads stay bounded). */
const MAX_COMMENT_PAGES = 30;
/**
 * The thread's comments that start like ours and were written by a bot account (the workflow
 * token or an app) or by the token's own user (a PAT), newest first.
 */
async function* ownComments(github, issueNumber, options) {
    const call = { clock: options.clock, signal: options.signal, timeoutMs: GITHUB_CALL_TIMEOUT_MS };
    const comments = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .callGitHub */ .ur)((signal) => github.listComments(issueNumber, MAX_COMMENT_PAGES, signal), { ...call, doing: `Listing the comments of #${issueNumber}` });
    const marked = comments.filter((comment) => options.startsLikeOurs(comment.body)).reverse();
    // Asked once, and only when a user's comment starts like ours.
    let tokenLogin;
    for (const comment of marked) {
        if (!comment.author.isBot) {
            tokenLogin ??= (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .callGitHub */ .ur)((signal) => github.authenticatedLogin(signal), {
                ...call,
                doing: 'Asking GitHub who the token acts as',
            });
            const login = await tokenLogin;
            if (!login || comment.author.login.toLowerCase() !== login.toLowerCase())
                continue;
        }
        yield comment;
    }
}


/***/ }),

/***/ 5698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ threadName),
/* harmony export */   XP: () => (/* binding */ accountOf),
/* harmony export */   ix: () => (/* binding */ triggerOf)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37728);

const AccountSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    login: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    type: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const IssueSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(1)),
    title: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Present when the issue is a pull request. */
    pull_request: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
});
const IssuesEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    issue: IssueSchema,
});
const IssueCommentEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    issue: IssueSchema,
    comment: valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        user: AccountSchema,
    }),
});
const lineNumber = valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(1))));
const ReviewCommentEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    pull_request: IssueSchema,
    comment: valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        user: AccountSchema,
        path: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        line: lineNumber,
        start_line: lineNumber,
        original_line: lineNumber,
        original_start_line: lineNumber,
        diff_hunk: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    }),
});
const ReviewEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    pull_request: IssueSchema,
    review: valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        user: AccountSchema,
    }),
});
/**
 * Reads the triggering issue or comment out of the event payload. An `issues` or
 * `issue_comment` payload without the fields it must have counts as "other": the instruction
 * must then come from the `prompt` input.
 */
function triggerOf(context) {
    const { eventName, payload } = context;
    if (eventName === 'issues') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(IssuesEventSchema, payload);
        if (parsed.success) {
            const { action = '', issue } = parsed.output;
            return { kind: 'issue', action, issue: issueRef(issue, context) };
        }
    }
    if (eventName === 'issue_comment') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(IssueCommentEventSchema, payload);
        if (parsed.success) {
            const { action = '', issue, comment } = parsed.output;
            return {
                kind: 'comment',
                action,
                issue: issueRef(issue, context),
                comment: {
                    id: comment.id,
                    body: comment.body ?? '',
                    url: comment.html_url ?? '',
                    author: accountOf(comment.user),
                },
                on: issue.pull_request === undefined ? 'issue' : 'pull-request',
            };
        }
    }
    if (eventName === 'pull_request_review_comment') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(ReviewCommentEventSchema, payload);
        if (parsed.success) {
            const { action = '', pull_request: pr, comment } = parsed.output;
            // On an outdated diff GitHub keeps only the original lines.
            const line = comment.line ?? comment.original_line ?? undefined;
            const startLine = comment.start_line ?? comment.original_start_line ?? undefined;
            return {
                kind: 'comment',
                action,
                issue: issueRef(pr, context, 'pull'),
                comment: {
                    id: comment.id,
                    body: comment.body ?? '',
                    url: comment.html_url ?? '',
                    author: accountOf(comment.user),
                    location: { path: comment.path, line, startLine, diffHunk: comment.diff_hunk ?? '' },
                },
                on: 'pull-request',
            };
        }
    }
    if (eventName === 'pull_request_review') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(ReviewEventSchema, payload);
        if (parsed.success) {
            const { action = '', pull_request: pr, review } = parsed.output;
            return {
                kind: 'comment',
                // A review is submitted once, as a comment is created once.
                action: action === 'submitted' ? 'created' : action,
                issue: issueRef(pr, context, 'pull'),
                comment: {
                    id: review.id,
                    body: review.body ?? '',
                    url: review.html_url ?? '',
                    author: accountOf(review.user),
                },
                on: 'pull-request',
            };
        }
    }
    return { kind: 'other', eventName };
}
/** "issue #12" or "pull request #13": where a conversation is, for log lines and messages. */
function threadName(onPullRequest, number) {
    return `${onPullRequest ? 'pull request' : 'issue'} #${number}`;
}
function accountOf(user) {
    return { login: user.login, isBot: user.type === 'Bot' || user.login.endsWith('[bot]') };
}
function issueRef(issue, context, kind = 'issues') {
    return {
        number: issue.number,
        title: issue.title ?? '',
        body: issue.body ?? '',
        url: issue.html_url ??
            `${context.serverUrl}/${context.owner}/${context.repo}/${kind}/${issue.number}`,
    };
}


/***/ }),

/***/ 46323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError),
/* harmony export */   u: () => (/* binding */ missingApiKey)
/* harmony export */ });
/** Bad input: the message is one sentence that names the input and what is allowed. */
class InputError extends Error {
    input;
    constructor(input, message) {
        super(message);
        this.name = 'InputError';
        this.input = input;
    }
}
/** `api-key` is empty: checked by getInputs, and by preview mode once it knows the event. */
function missingApiKey() {
    return new InputError('api-key', 'Input `api-key` is required: pass your Mintlify admin API key from a secret, e.g. `api-key: ${{ secrets.MINTLIFY_API_KEY }}`.');
}


/***/ }),

/***/ 8553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ JobTimeoutError),
/* harmony export */   Hd: () => (/* binding */ isTerminal),
/* harmony export */   WV: () => (/* binding */ prLinkOf),
/* harmony export */   qt: () => (/* binding */ waitForJob)
/* harmony export */ });
/* unused harmony export FOLLOW_UP_GRACE_MS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18597);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95856);
/**
 * Waiting for an agent job (agent mode, and automation mode's run): which statuses end a job,
 * and the wait itself (until a terminal status or `timeout`).
 */



const TERMINAL = new Set(['completed', 'archived', 'failed']);
const KNOWN = new Set([
    'active',
    'completed',
    'archived',
    'failed',
]);
/** A status the API may add later is not terminal: keep polling until `timeout`. */
function isTerminal(status) {
    return TERMINAL.has(status);
}
function isKnownStatus(status) {
    return KNOWN.has(status);
}
/** The pull request link, or '' when the job has none. */
function prLinkOf(job) {
    return job.prLink ?? '';
}
/** How long a terminal status that did not change after a follow-up is doubted. */
const FOLLOW_UP_GRACE_MS = 30_000;
class JobTimeoutError extends Error {
    job;
    constructor(job, waitedMs) {
        super(`Timed out after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(waitedMs)} waiting for job ${job.id} (last status: ${job.status}); the job may still finish: raise \`timeout\`, or wait for it in a later step with \`job-id: ${job.id}\`.`);
        this.name = 'JobTimeoutError';
        this.job = job;
    }
}
/**
 * Polls a job until a terminal status (or `deadline`), logging each change of status with
 * the elapsed time. Returns the last job object.
 */
async function waitForJob(first, options) {
    const { clock } = options;
    const started = options.startedAt ?? clock.now();
    const followUp = options.afterFollowUp;
    let sawActive = first.status === 'active';
    let job = first;
    const warned = new Set();
    const describe = (j) => `Job ${j.id}: ${j.status} after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(clock.now() - started)}`;
    const settled = (j) => {
        if (!isTerminal(j.status))
            return false;
        if (!followUp || sawActive)
            return true;
        const changed = j.status !== followUp.status || (j.prLink ?? null) !== (followUp.prLink ?? null);
        return changed || clock.now() - started >= FOLLOW_UP_GRACE_MS;
    };
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(describe(job));
    const last = await (0,_poll_js__WEBPACK_IMPORTED_MODULE_2__/* .pollUntil */ .g3)(job, {
        ...options,
        startedAt: started,
        get: (poll) => options.api.getJob(options.projectId, job.id, poll),
        done: settled,
        onValue: (next) => {
            if (next.status === 'active')
                sawActive = true;
            if (!isKnownStatus(next.status) && !warned.has(next.status)) {
                warned.add(next.status);
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Job ${next.id} reports the status "${next.status}", which this action does not know; treating it as still running.`);
            }
            if (next.status !== job.status || next.prLink !== job.prLink)
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(describe(next));
            job = next;
            options.onJob(job);
        },
    });
    if (last instanceof _poll_js__WEBPACK_IMPORTED_MODULE_2__/* .PollTimeout */ .lb)
        throw new JobTimeoutError(last.last, clock.now() - started);
    return last;
}


/***/ }),

/***/ 3366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  runPost: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./text.ts
var text_0 = __webpack_require__(85597);
;// CONCATENATED MODULE: ./github/context.ts


/** Builds the context from the runner's environment variables (handed in, not read here). */
function readGitHubContext(env, readFile = (path) => (0,external_node_fs_.readFileSync)(path, 'utf8')) {
    const warnings = [];
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const serverUrl = (0,text_0/* withoutTrailing */.hT)(env.GITHUB_SERVER_URL || 'https://github.com', '/');
    const runId = env.GITHUB_RUN_ID ?? '';
    const runAttempt = Number(env.GITHUB_RUN_ATTEMPT) || 1;
    const runUrl = owner && repo && /^\d+$/.test(runId)
        ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` +
            (runAttempt > 1 ? `/attempts/${runAttempt}` : '')
        : '';
    return {
        context: {
            eventName: env.GITHUB_EVENT_NAME ?? '',
            payload: readPayload(env.GITHUB_EVENT_PATH, readFile, warnings),
            owner,
            repo,
            serverUrl,
            apiUrl: (0,text_0/* withoutTrailing */.hT)(env.GITHUB_API_URL || 'https://api.github.com', '/'),
            runId,
            runAttempt,
            runUrl,
        },
        warnings,
    };
}
function readPayload(path, readFile, warnings) {
    if (!path)
        return {};
    let parsed;
    try {
        parsed = JSON.parse(readFile(path));
    }
    catch (error) {
        const reason = (0,text_0/* errorMessage */.gJ)(error);
        warnings.push(`Could not read the event payload at GITHUB_EVENT_PATH (${reason}); the event's issue and comment are ignored.`);
        return {};
    }
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? parsed
        : {};
}

// EXTERNAL MODULE: ./github/client.ts
var github_client = __webpack_require__(55823);
// EXTERNAL MODULE: ./github/trigger.ts
var github_trigger = __webpack_require__(5698);
// EXTERNAL MODULE: ./outputs.ts
var outputs = __webpack_require__(52726);
// EXTERNAL MODULE: ./input-error.ts
var input_error = __webpack_require__(46323);
;// CONCATENATED MODULE: ./agent/comment/marker.ts
/**
 * The hidden marker a tracking comment starts with: which job it tracks, the state it shows, the
 * issue a pull request's job came from, and what runs did to the job (their records). Anyone can
 * write a comment that starts like a marker, so the reader is written for hostile text: it reads
 * a bounded prefix of the body, by hand, in one pass (no regular expression that could
 * backtrack), and never throws.
 *
 *   <!-- mintlify-docs-agent job=<id, URI-encoded> state=<state>[ issue=<n>] -->
 *   <!-- mintlify-docs-agent-runs <record> <record> ... -->
 *
 * The first line is what version 1.0.0 writes and reads; the records are on a line of their own
 * so both versions can share an issue.
 */
const MARKER_NAME = 'mintlify-docs-agent';
const OPEN = `<!-- ${MARKER_NAME} `;
const RUNS_OPEN = `<!-- ${MARKER_NAME}-runs `;
const CLOSE = ' -->';
/** A job id is at most 128 characters, 384 once URI-encoded; records take about 25 each. */
const MAX_LINE = 1_024;
/** Records kept in one comment: enough for every re-run worth making, bounded in size. */
const MAX_RECORDS = 20;
/**
 * What a run did to the job through this comment: `<runId>` for a job it created, or
 * `<runId>:<commentId>` for the follow-up it sent from a comment. A re-run of that run
 * (`GITHUB_RUN_ATTEMPT` > 1) finds its record here and waits for the job instead of creating it,
 * or sending the follow-up, a second time.
 */
function runRecord(runId, requestId) {
    return requestId === undefined ? runId : `${runId}:${requestId}`;
}
/** Whether the body starts like a marker: a cheap test before anything is asked or parsed. */
function startsWithMarker(body) {
    return body.startsWith(OPEN);
}
/** The marker lines for a comment. The job id is encoded, so no id can close the comment early. */
function writeMarker(marker) {
    const origin = marker.issue === undefined ? '' : ` issue=${marker.issue}`;
    const first = `${OPEN}job=${encodeURIComponent(marker.jobId)} state=${marker.state}${origin}${CLOSE}`;
    const kept = [...new Set(marker.records.filter(isRecord))].slice(-MAX_RECORDS);
    return kept.length === 0 ? first : `${first}\n${RUNS_OPEN}${kept.join(' ')}${CLOSE}`;
}
/** The marker at the start of a comment, or undefined when it does not start with a valid one. */
function readMarker(body) {
    if (!startsWithMarker(body))
        return undefined;
    const [first, second] = firstLines(body);
    const close = first.indexOf(CLOSE);
    if (close < 0)
        return undefined;
    let jobId;
    let state;
    let issue;
    for (const field of first.slice(OPEN.length, close).split(' ')) {
        const eq = field.indexOf('=');
        const name = field.slice(0, eq);
        const value = field.slice(eq + 1);
        if (name === 'job' && jobId === undefined && state === undefined)
            jobId = decoded(value);
        else if (name === 'state' && jobId !== undefined && state === undefined)
            state = value;
        else if (name === 'issue' && state !== undefined && issue === undefined)
            issue = issueNumber(value);
        else
            return undefined;
        if (jobId === '' || issue === 0)
            return undefined;
    }
    if (jobId === undefined || state === undefined || !isState(state))
        return undefined;
    return { jobId, state, records: readRecords(second), ...(issue === undefined ? {} : { issue }) };
}
/** The first two lines, each cut at MAX_LINE: nothing further into the body is read. */
function firstLines(body) {
    const head = body.slice(0, 2 * MAX_LINE + 2);
    const end = head.indexOf('\n');
    if (end < 0)
        return [head.slice(0, MAX_LINE), ''];
    const rest = head.slice(end + 1);
    const next = rest.indexOf('\n');
    return [head.slice(0, Math.min(end, MAX_LINE)), rest.slice(0, next < 0 ? MAX_LINE : next)];
}
/** The records of the runs line; none unless the line is exactly a runs marker of records. */
function readRecords(line) {
    if (!line.startsWith(RUNS_OPEN) || !line.endsWith(CLOSE))
        return [];
    const records = line.slice(RUNS_OPEN.length, -CLOSE.length).split(' ');
    return records.length <= MAX_RECORDS && records.every(isRecord) ? records : [];
}
function decoded(value) {
    if (value === '' || value.includes('>'))
        return undefined;
    try {
        return decodeURIComponent(value);
    }
    catch {
        return undefined;
    }
}
function issueNumber(value) {
    return value.length <= 10 && isDigits(value) && value[0] !== '0' ? Number(value) : 0;
}
/** `<runId>` or `<runId>:<commentId>`, digits only. */
function isRecord(record) {
    const colon = record.indexOf(':');
    if (colon < 0)
        return isDigits(record);
    return isDigits(record.slice(0, colon)) && isDigits(record.slice(colon + 1));
}
function isDigits(text) {
    if (text === '' || text.length > 20)
        return false;
    for (const char of text)
        if (char < '0' || char > '9')
            return false;
    return true;
}
/** A state is a kebab-case word such as `working` or `timed-out`. */
function isState(state) {
    if (state === '' || state.length > 40)
        return false;
    for (const char of state)
        if (char !== '-' && (char < 'a' || char > 'z'))
            return false;
    return true;
}

// EXTERNAL MODULE: ./github/own-comments.ts
var own_comments = __webpack_require__(33553);
;// CONCATENATED MODULE: ./agent/authorize.ts





/** Access that may ask the agent for changes: the same people who could push them. */
const WRITE_ACCESS = new Set(['admin', 'maintain', 'write']);
/**
 * Decides whether the author of the triggering comment may drive the agent. Anyone can comment
 * on a public repository; the agent opens pull requests with the project's credentials. So:
 * users with write access, and logins listed in `allowed-users`; bots only when listed; never
 * this action's own tracking comment (a PAT-written comment would otherwise trigger a loop).
 * `accessOf` is called only when the answer depends on it.
 */
async function authorizeCommenter(comment, allowedUsers, accessOf, repository) {
    const who = `\`${comment.author.login}\``;
    if (readMarker(comment.body)) {
        return {
            allowed: false,
            reason: "The comment is this action's own tracking comment; it does not trigger the agent.",
        };
    }
    if (allowedUsers.includes(comment.author.login.toLowerCase())) {
        return { allowed: true, reason: `${who} is listed in \`allowed-users\`.` };
    }
    if (comment.author.isBot) {
        return {
            allowed: false,
            reason: `Not sending the comment to the agent: ${who} is a bot, and bots may trigger the agent only when listed in \`allowed-users\`.`,
        };
    }
    const access = await accessOf(comment.author.login);
    if (WRITE_ACCESS.has(access.permission) || WRITE_ACCESS.has(access.roleName)) {
        return {
            allowed: true,
            reason: `${who} has ${access.roleName || access.permission} access to ${repository}.`,
        };
    }
    return {
        allowed: false,
        reason: `Not sending the comment to the agent: ${who} has ${access.roleName || access.permission} access to ${repository}; only users with write access, or listed in \`allowed-users\`, may trigger it from a comment.`,
    };
}
/**
 * For a run triggered by a comment: whether its author may drive the agent (see
 * `authorizeCommenter`), in a log group. Returns why not, or undefined when they may (and for
 * every other trigger).
 */
async function checkCommenter(settings, trigger, context, deps) {
    if (trigger.kind !== 'comment')
        return undefined;
    if (!settings.githubToken) {
        throw new input_error/* InputError */.d('github-token', "Input `github-token` is empty, but an `issue_comment` event needs it: to check that the commenter may trigger the agent and to find the issue's job.");
    }
    const { comment } = trigger;
    return core/* group */.Os('Checking who may trigger the agent', async () => {
        const result = await authorizeCommenter(comment, settings.allowedUsers, async (login) => {
            const github = await deps.github();
            return (0,github_client/* callGitHub */.ur)((signal) => github.accessOf(login, signal), {
                clock: deps.clock,
                signal: deps.signal,
                timeoutMs: own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk,
                doing: `Checking the repository access of \`${login}\``,
            });
        }, `${context.owner}/${context.repo}`);
        if (!result.allowed)
            return result.reason;
        core/* info */.pq(result.reason);
        return undefined;
    });
}

;// CONCATENATED MODULE: ./github/pull-request.ts
/**
 * A pull request link from the API (`prLink`), checked before it is used: only an `https` link
 * to `<server>/<owner>/<repo>/pull/<number>` on this workflow's GitHub server is a pull request
 * the action may comment on.
 */

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
/** The pull request a link points to on `serverUrl`, or undefined for anything else. */
function pullRequestOf(link, serverUrl) {
    let url;
    let server;
    try {
        url = new URL(link);
        server = new URL(serverUrl);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' || url.host !== server.host || url.username || url.password) {
        return undefined;
    }
    const base = (0,text_0/* withoutTrailing */.hT)(server.pathname, '/');
    if (!url.pathname.startsWith(`${base}/`))
        return undefined;
    const [owner = '', repo = '', kind, number = '', ...rest] = url.pathname
        .slice(base.length + 1)
        .split('/');
    if (kind !== 'pull' || !NAME.test(owner) || !NAME.test(repo) || !/^[1-9]\d{0,9}$/.test(number)) {
        return undefined;
    }
    // `/files`, `/commits` and the like still name the pull request.
    if (rest.length > 1)
        return undefined;
    return { owner, repo, number: Number(number) };
}
/** Whether the pull request is in `owner/repo` (GitHub names are case-insensitive). */
function inRepository(pr, owner, repo) {
    return (pr.owner.toLowerCase() === owner.toLowerCase() && pr.repo.toLowerCase() === repo.toLowerCase());
}

// EXTERNAL MODULE: ./markdown.ts
var markdown_0 = __webpack_require__(18319);
;// CONCATENATED MODULE: ./agent/comment/body.ts
/**
 * The tracking comment's text. Everything that reaches it from outside (the job's status and
 * pull request link from the API, error messages, logins and links from the event) is put in
 * code spans, fenced blocks or checked links, so it cannot add markup, mentions or HTML.
 */


function renderTrackingComment(state, facts) {
    const job = (0,markdown_0/* code */.aY)(facts.jobId);
    const waitHint = `wait for it in another run with ${(0,markdown_0/* code */.aY)(`job-id: ${facts.jobId}`)}, or check the Mintlify dashboard`;
    const pr = facts.pullRequest;
    const lines = [
        writeMarker({
            jobId: facts.jobId,
            state: state.kind,
            records: [...(facts.records ?? [])],
            issue: pr?.issue,
        }),
        `**Mintlify docs agent** · job ${job}`,
        '',
    ];
    if (pr) {
        lines.push(`${pr.issue === undefined ? 'The docs agent opened this pull request for a workflow run.' : `The docs agent opened this pull request for #${pr.issue}.`} To ask it for changes, comment ${(0,markdown_0/* code */.aY)('/docs <what to change>')} here, in a review, or on a line of the diff.`, '');
    }
    switch (state.kind) {
        case 'working': {
            const by = facts.requestedBy;
            lines.push(by
                ? `⏳ **Working** on the ${(0,markdown_0/* link */.nf)('request', by.url)} from ${(0,markdown_0/* code */.aY)(by.login)}. This comment is updated when the job ends.`
                : '⏳ **Working** on it. This comment is updated when the job ends.');
            break;
        }
        case 'not-waiting':
            lines.push(`🚀 **Started** (status ${(0,markdown_0/* code */.aY)(state.job.status)}). This workflow does not wait for the job (${(0,markdown_0/* code */.aY)('wait: false')}); ${waitHint}.`);
            break;
        case 'completed':
            lines.push(pr && state.job.prLink
                ? '✅ **Done.** The job finished; its changes are in this pull request.'
                : !state.job.prLink
                    ? '✅ **Done, no changes.** The agent finished without changing any file, so no pull request was opened.'
                    : state.elsewhere
                        ? `✅ **Done.** The agent opened a pull request in ${(0,markdown_0/* code */.aY)(state.elsewhere)}, the repository connected in Mintlify: ${(0,markdown_0/* url */.OZ)(state.job.prLink)}. It is not in this repository, so this workflow does not comment there or read ${(0,markdown_0/* code */.aY)('/docs')} comments on it.`
                        : `✅ **Done.** The agent opened a pull request: ${(0,markdown_0/* url */.OZ)(state.job.prLink)}`);
            if (state.preview)
                lines.push('', previewLine(state.preview));
            break;
        case 'failed':
            lines.push("❌ **Failed.** The job failed on Mintlify's side; the workflow run and the Mintlify dashboard have the details.");
            break;
        case 'archived':
            lines.push('🗄️ **Archived.** The job was archived before it finished.');
            break;
        case 'timed-out':
            lines.push(`⌛ **Still running; stopped waiting.** The workflow gave up waiting at its ${(0,markdown_0/* code */.aY)('timeout')} (last status ${(0,markdown_0/* code */.aY)(state.job.status)}). The job may still open a pull request: ${waitHint}.`);
            break;
        case 'cancelled':
            lines.push(`⚠️ **The workflow run was cancelled; the job may still be running.** Last status ${(0,markdown_0/* code */.aY)(state.job.status)}. The job keeps running on Mintlify and may still open a pull request: ${waitHint}.`);
            break;
        case 'error':
            lines.push(`⚠️ **Stopped following the job; it may still be running.** Last status ${(0,markdown_0/* code */.aY)(state.job.status)}: ${waitHint}. The error:`, '', (0,markdown_0/* fenced */.OF)(state.sentence));
            break;
        case 'stopped':
            lines.push(`⚠️ **The workflow run stopped before the job finished** (cancelled, timed out by ${(0,markdown_0/* code */.aY)('timeout-minutes')}, or the runner lost the step). The job may still be running on Mintlify and may still open a pull request: ${waitHint}.`);
            break;
    }
    const run = facts.runUrl ? (0,markdown_0/* httpsUrl */.N3)(facts.runUrl) : undefined;
    if (run)
        lines.push('', `<sub>${(0,markdown_0/* link */.nf)('Workflow run', run)}</sub>`);
    return lines.join('\n') + '\n';
}
/** The preview of the pull request's branch (`preview: true`): where it is and how it went. */
function previewLine(preview) {
    const where = preview.url ? (0,markdown_0/* url */.OZ)(preview.url) : 'no link';
    switch (preview.state) {
        case 'ready':
            return `🔎 **Preview:** ${where}`;
        case 'queued':
            return `🔎 **Preview (building):** ${where}`;
        case 'failed':
            return `🔎 **Preview failed to build:** ${where}. The workflow run has the build log.`;
        default:
            return `🔎 **Preview not followed to the end:** ${where}. The workflow run says why.`;
    }
}

;// CONCATENATED MODULE: ./agent/comment/tracking.ts






/**
 * One comment on the issue that tells readers where the job stands: posted (or, for a job the
 * issue already tracks, edited) when the job starts, edited when it ends, and only when its
 * text changes (GitHub's secondary rate limits punish chatty writers). Writing it never fails
 * the step: problems become warnings that say how to fix them.
 */
class TrackingComment {
    deps;
    comment;
    shown;
    facts;
    /** The records the comment carries, this run's included. */
    records;
    pullRequest;
    /** Set after a failure retrying cannot fix (no permission, issue deleted). */
    disabled = false;
    /** `existing`: this issue's tracking comment for the job, found earlier; edited, not reposted. */
    constructor(deps, existing) {
        this.deps = deps;
        if (existing) {
            this.comment = { id: existing.id, url: existing.url };
            this.shown = existing.body;
        }
        const marker = existing ? readMarker(existing.body) : undefined;
        this.records = [...(marker?.records ?? [])];
        if (deps.record)
            this.records.push(deps.record);
        // A comment on the pull request keeps naming the issue its job came from.
        this.pullRequest =
            deps.pullRequest ?? (marker?.issue !== undefined ? { issue: marker.issue } : undefined);
    }
    /** "issue #12" or "pull request #13", for log lines. */
    get where() {
        return (0,github_trigger/* threadName */.CB)(this.pullRequest !== undefined, this.deps.issueNumber);
    }
    get url() {
        return this.comment?.url ?? '';
    }
    /** The job exists: say so (`working`, or `not-waiting` when the run will not wait). */
    async start(jobId, state, requestedBy) {
        this.facts = { ...this.factsOf(jobId), requestedBy };
        await this.show(state, own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk);
    }
    /** The run is over: show how it ended. `timeoutMs` is shorter after cancellation. */
    async finish(jobId, state, timeoutMs) {
        this.facts ??= this.factsOf(jobId);
        await this.show(state, timeoutMs);
    }
    async show(state, timeoutMs) {
        const verb = this.comment ? 'Updating' : 'Posting';
        await core/* group */.Os(`${verb} the tracking comment on ${this.where}`, () => this.write(state, timeoutMs));
    }
    factsOf(jobId) {
        return {
            jobId,
            runUrl: this.deps.runUrl,
            records: this.records,
            pullRequest: this.pullRequest,
        };
    }
    async write(state, timeoutMs) {
        const facts = this.facts;
        if (this.disabled || !facts)
            return;
        const body = renderTrackingComment(state, facts);
        const final = state.kind !== 'working';
        if (body === this.shown) {
            core/* info */.pq('The tracking comment already says this; not editing it.');
            if (this.comment)
                this.deps.onUrl?.(this.comment.url);
            if (final)
                this.save(facts.jobId, true);
            return;
        }
        const current = this.comment;
        try {
            const written = await (0,github_client/* callGitHub */.ur)(async (signal) => {
                const github = await this.deps.github();
                return current
                    ? github.updateComment(current.id, body, signal)
                    : github.createComment(this.deps.issueNumber, body, signal);
            }, {
                clock: this.deps.clock,
                timeoutMs,
                doing: current ? 'Updating the tracking comment' : 'Posting the tracking comment',
            });
            this.comment = { id: written.id, url: written.url };
            this.shown = body;
            // Saved before the log line: a kill right after must find the comment in the state.
            this.save(facts.jobId, final);
            this.deps.onUrl?.(written.url);
            core/* info */.pq(`${current ? 'Updated' : 'Posted'} the tracking comment: ${written.url}`);
        }
        catch (error) {
            const failure = (0,github_client/* describeGitHubError */.dZ)(error, 'Writing the tracking comment', this.deps.clock.now());
            const permanent = ['forbidden', 'gone', 'unauthorized'].includes(failure.problem);
            if (permanent)
                this.disabled = true;
            // After a transient failure of the final write, the post step tries once more.
            this.save(facts.jobId, permanent, !permanent && final ? body : undefined);
            core/* warning */.$e(adviceFor(failure, this.comment !== undefined, this.pullRequest !== undefined));
        }
    }
    save(jobId, settled, pendingBody) {
        if (!this.comment || !this.deps.saveState)
            return;
        this.deps.saveState({
            commentId: this.comment.id,
            jobId,
            settled,
            pendingBody,
            ...(this.pullRequest ? { pullRequest: this.pullRequest } : {}),
        });
    }
}
/** One warning: what failed, and what the user can do about it. */
function adviceFor(failure, commentExists, onPullRequest) {
    const stale = commentExists ? ' The comment may show an outdated state.' : '';
    switch (failure.problem) {
        case 'forbidden':
            return onPullRequest
                ? `${failure.message} The token may not comment on pull requests: add \`permissions: pull-requests: write\` to the job so that \`/docs\` comments in the review reach the agent, or set \`comment: false\`.${stale}`
                : `${failure.message} The token may not write issue comments: add \`permissions: issues: write\` to the workflow or job (\`pull-requests: write\` for comments on pull requests), or set \`comment: false\`.${stale}`;
        case 'gone':
            return `${failure.message} The issue or the comment was deleted (or the token cannot see it); the job itself is unaffected.`;
        case 'unauthorized':
            return `${failure.message} Check the \`github-token\` input.${stale}`;
        case 'rate-limited':
            return `${failure.message} GitHub is rate limiting this token; the job itself is unaffected.${stale}`;
        default:
            return `${failure.message}${stale}`;
    }
}
/** The thread's newest tracking comment we can trust (see github/own-comments.ts). */
async function findTrackingComment(github, issueNumber, options) {
    for await (const comment of (0,own_comments/* ownComments */.D5)(github, issueNumber, {
        ...options,
        startsLikeOurs: startsWithMarker,
    })) {
        const marker = readMarker(comment.body);
        if (!marker)
            continue;
        if (options.jobId !== undefined && marker.jobId !== options.jobId)
            continue;
        if (options.record !== undefined && !marker.records.includes(options.record))
            continue;
        return { ...comment, jobId: marker.jobId };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./agent/comment/job-comments.ts
/**
 * Every comment a run keeps about its job, in one place: the tracking comment on the thread
 * that triggered the run (an issue, or the agent's pull request for a review follow-up), the
 * tracking comment on the issue the job came from (for a follow-up sent from its pull request),
 * and the comment on the pull request the agent opened, which names its job so that `/docs`
 * comments in the review reach it. None of them is ever a reason for the step to fail.
 */







class JobComments {
    deps;
    thread;
    tracking;
    /** For a follow-up from the agent's pull request: the issue its job came from. */
    originIssue;
    constructor(deps, thread) {
        this.deps = deps;
        this.thread = thread;
        this.originIssue = thread.onPullRequest
            ? readMarker(thread.existing?.body ?? '')?.issue
            : undefined;
        this.tracking = new TrackingComment({
            github: deps.github,
            clock: deps.clock,
            issueNumber: thread.number,
            runUrl: deps.context.runUrl,
            record: thread.record,
            saveState: deps.saveState,
            onUrl: deps.onUrl,
            pullRequest: thread.onPullRequest ? { issue: this.originIssue } : undefined,
        }, thread.existing);
    }
    /** The tracking comment's link; '' until it is written. */
    get url() {
        return this.tracking.url;
    }
    /** The job exists: the thread's comment says it is working (or that the run does not wait). */
    async start(job, state) {
        await this.tracking.start(job.id, state, this.thread.requestedBy);
    }
    /**
     * The run is over: every comment shows how it ended. After cancellation only the thread's
     * comment is written, within the runner's grace period.
     */
    async finish(conclusion, cancelled) {
        const { job } = conclusion;
        if (!job)
            return;
        const state = { ...conclusion, job };
        const timeoutMs = cancelled ? own_comments/* LAST_WRITE_TIMEOUT_MS */.My : own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk;
        await this.tracking.finish(job.id, state, timeoutMs);
        if (this.originIssue !== undefined) {
            await this.showOn(this.originIssue, job.id, state, timeoutMs, { onPullRequest: false });
        }
        if (!cancelled)
            await this.showOnAgentPullRequest(job, state);
    }
    /**
     * The comment on the pull request the agent opened in this repository, posted once and then
     * edited: it names the job and the issue, so `/docs` comments in the review reach the same job.
     * Never for a pull request in another repository (the docs repository connected in Mintlify
     * may not be this one), nor when that pull request is the thread this run was triggered on.
     */
    async showOnAgentPullRequest(job, state) {
        const { context } = this.deps;
        const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined;
        if (!pr || !inRepository(pr, context.owner, context.repo))
            return;
        if (this.thread.onPullRequest && pr.number === this.thread.number)
            return;
        const issue = this.thread.onPullRequest ? this.originIssue : this.thread.number;
        await this.showOn(pr.number, job.id, state, own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk, {
            onPullRequest: true,
            issue,
            postWhenMissing: true,
        });
    }
    /**
     * Shows `state` in the job's comment on issue or pull request `number`: found by its marker
     * (written by a bot or the token's user), edited when its text changes, posted when missing if
     * asked to. Reading or writing it never fails the step.
     */
    async showOn(number, jobId, state, timeoutMs, options) {
        const { clock, signal } = this.deps;
        let existing;
        try {
            existing = await findTrackingComment(await this.deps.github(), number, {
                clock,
                signal,
                jobId,
            });
        }
        catch (error) {
            const where = (0,github_trigger/* threadName */.CB)(options.onPullRequest, number);
            const reading = (0,github_client/* describeGitHubError */.dZ)(error, `Reading the comments of ${where}`, clock.now());
            core/* warning */.$e(options.onPullRequest
                ? `${reading.message} The pull request gets no comment naming its job, so \`/docs\` comments on it cannot reach the agent.`
                : reading.message);
            return;
        }
        if (!existing && !options.postWhenMissing)
            return;
        const issue = existing ? readMarker(existing.body)?.issue : options.issue;
        const comment = new TrackingComment({
            github: this.deps.github,
            clock,
            issueNumber: number,
            runUrl: this.deps.context.runUrl,
            pullRequest: options.onPullRequest ? { issue } : undefined,
        }, existing);
        await comment.finish(jobId, state, timeoutMs);
    }
}

// EXTERNAL MODULE: ./api/errors.ts
var errors = __webpack_require__(8028);
// EXTERNAL MODULE: ./job-wait.ts
var job_wait = __webpack_require__(8553);
;// CONCATENATED MODULE: ./agent/conclusion.ts
/**
 * How an agent run ended, worked out once and then shown three ways: the log line (or the
 * step's failure), the job's comments and the step summary.
 */




/** A run whose job reached the end of what this run waits for (a terminal status, or none). */
function concludeRun(job, waited, settings, context) {
    if (!waited) {
        return {
            kind: 'not-waiting',
            job,
            level: 'notice',
            sentence: `Job ${job.id} is ${job.status}; not waiting for it (\`wait: false\`).`,
        };
    }
    switch (job.status) {
        case 'completed': {
            const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined;
            const elsewhere = pr && context.owner && !inRepository(pr, context.owner, context.repo)
                ? `${pr.owner}/${pr.repo}`
                : undefined;
            return {
                kind: 'completed',
                job,
                ...(elsewhere ? { elsewhere } : {}),
                level: 'notice',
                sentence: job.prLink
                    ? `Job ${job.id} completed and opened a pull request: ${job.prLink}`
                    : `Job ${job.id} completed without changes: no pull request was opened.`,
            };
        }
        case 'archived':
            return {
                kind: 'archived',
                job,
                level: 'warning',
                sentence: `Job ${job.id} was archived before it finished.`,
            };
        case 'failed':
            return {
                kind: 'failed',
                job,
                level: settings.failOnJobFailure ? 'failure' : 'warning',
                sentence: settings.failOnJobFailure
                    ? `Job ${job.id} failed on Mintlify's side; see the job on the dashboard, or set \`fail-on-job-failure: false\` to let the step pass.`
                    : `Job ${job.id} failed on Mintlify's side (the step passes: \`fail-on-job-failure\` is false).`,
            };
        default:
            return {
                kind: 'error',
                job,
                level: 'failure',
                sentence: `Job ${job.id} ended with status ${job.status}.`,
            };
    }
}
/** A run that stopped on an error: what went wrong and, once a job exists, where it stands. */
function concludeFailure(error, job, instruction, cancelled, elapsedMs) {
    if (error instanceof job_wait/* JobTimeoutError */.$G) {
        return { kind: 'timed-out', job: error.job, level: 'failure', sentence: error.message };
    }
    // A poll cut short by `timeout` is a timeout of the wait, whatever request was in flight.
    if (job && error instanceof errors/* ApiError */.h && error.kind === 'timeout') {
        const sentence = new job_wait/* JobTimeoutError */.$G(job, elapsedMs).message;
        return { kind: 'timed-out', job, level: 'failure', sentence };
    }
    if (cancelled || (error instanceof errors/* ApiError */.h && error.kind === 'aborted')) {
        return {
            kind: 'cancelled',
            job,
            level: 'failure',
            sentence: job
                ? `The run was cancelled while waiting for job ${job.id} (last status: ${job.status}); the job keeps running on Mintlify: wait for it in another run with \`job-id: ${job.id}\`.`
                : instruction.kind === 'create'
                    ? 'The run was cancelled while creating the agent job; the job may or may not exist: check the dashboard before running again.'
                    : 'The run was cancelled before the job could be read.',
        };
    }
    const message = (0,text_0/* errorMessage */.gJ)(error);
    return {
        kind: 'error',
        job,
        level: 'failure',
        sentence: job && instruction.kind !== 'wait'
            ? `${(0,text_0/* withoutTrailing */.hT)(message, '.')}; job ${job.id} was last seen ${job.status} and may still finish: wait for it with \`job-id: ${job.id}\`.`
            : message,
    };
}

// EXTERNAL MODULE: ./untrusted-text.ts
var untrusted_text = __webpack_require__(74404);
;// CONCATENATED MODULE: ./agent/issue-prompt.ts


/**
 * Longest prompt built from an issue or comment, in UTF-16 code units. Issue bodies can be
 * 65,536 characters; an agent instruction that long is almost always pasted logs.
 */
const MAX_PROMPT_CHARS = 20_000;
/** The command a comment may start with (`/docs add an example`); removed from the prompt. */
const COMMENT_COMMAND = '/docs';
/**
 * Removes what a reader of the rendered issue cannot see, so instructions hidden from people
 * do not reach the agent: invisible characters first (`<!\u200b--` must not survive to open a
 * comment later), then everything the Markdown parser says does not render (see
 * visible-text.ts). Also normalizes line ends and trims blank lines.
 */
function sanitizeUntrustedText(raw, visible) {
    const clean = (0,untrusted_text/* cleanUntrustedText */.f)(raw);
    const shown = visible(clean.text);
    const text = (0,text_0/* trimLineEnds */.DT)(shown.text)
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    return { text, hiddenBlocks: shown.hidden, invisibleChars: clean.removed };
}
/** The prompt for an `issues` event: what to do, where, and the issue's own words. */
function promptFromIssue(issue, visible) {
    const title = sanitizeUntrustedText(issue.title, visible);
    const body = sanitizeUntrustedText(issue.body, visible);
    const head = [
        `Make the documentation change requested in GitHub issue #${issue.number} (${issue.url}).`,
        '',
        `Title: ${title.text.replace(/\s+/g, ' ')}`,
    ].join('\n');
    return cap(head, body.text, title, body);
}
/**
 * The `prompt` input. It may hold another step's output (readers' questions, say), so it loses
 * the same characters as an issue; it gets no Markdown pass (what the workflow's author wrote
 * is what they see), and it is bounded like every prompt.
 */
function promptFromInput(prompt) {
    const clean = (0,untrusted_text/* cleanUntrustedText */.f)(prompt);
    const text = clean.text.trim();
    return cap('', text, { text, hiddenBlocks: 0, invisibleChars: clean.removed });
}
/** The comment's own text, without the leading command: what a follow-up sends. */
function commentRequest(comment, visible) {
    const sanitized = sanitizeUntrustedText(comment.body, visible);
    return {
        ...sanitized,
        text: withoutCommand(sanitized.text),
        command: startsWithCommand(sanitized.text),
    };
}
/** Lines of a diff hunk kept in a prompt: the ones closest to the comment, at its end. */
const MAX_HUNK_LINES = 40;
/**
 * A follow-up to the job: what the commenter asked, after where they pointed when the comment
 * is on a line of a pull request's diff (the file, the lines and the hunk, so the agent does not
 * have to guess what "this" means). The path and hunk are shown as data, in a fence.
 */
function followUpPrompt(request, location) {
    if (!location)
        return cap('', request.text, request);
    const lines = location.line === undefined
        ? 'the whole file'
        : location.startLine !== undefined && location.startLine < location.line
            ? `lines ${location.startLine}-${location.line}`
            : `line ${location.line}`;
    const path = (0,untrusted_text/* cleanUntrustedText */.f)(location.path, { oneLine: true, maxChars: 300 });
    const hunk = (0,untrusted_text/* cleanUntrustedText */.f)(location.diffHunk)
        .text.split('\n')
        .slice(-MAX_HUNK_LINES)
        .join('\n');
    const fence = '`'.repeat(Math.max(3, ...[...hunk.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    const head = [
        `A reviewer commented on ${JSON.stringify(path.text)}, ${lines}, of the pull request's diff:`,
        '',
        `${fence}diff`,
        hunk,
        fence,
        '',
        'Their comment:',
    ].join('\n');
    return cap(head, request.text, request);
}
/**
 * A new job asked for in a comment (the issue has no job yet): the comment, with the issue's
 * number, link and title for context. The issue body is left out: the commenter, whose
 * permission was checked, asked for this, not whoever wrote the issue.
 */
function createPromptFromComment(request, issue, visible) {
    const title = sanitizeUntrustedText(issue.title, visible);
    const context = `\n\n(Requested in a comment on GitHub issue #${issue.number}, ${issue.url}: "${title.text.replace(/\s+/g, ' ')}".)`;
    const built = cap('', request.text, request, title);
    return { ...built, prompt: built.prompt + context };
}
const COMMAND = new RegExp(`^${COMMENT_COMMAND}(?=\\s|$)`, 'i');
/** Removes a leading `/docs` command (any case) followed by white space or the end. */
function withoutCommand(text) {
    return text.replace(COMMAND, '').trim();
}
/** Whether visible text starts with the `/docs` command. */
function startsWithCommand(text) {
    return COMMAND.test(text);
}
/** Joins head and body, cutting the body so the whole stays within MAX_PROMPT_CHARS. */
function cap(head, body, ...parts) {
    const stats = {
        hiddenBlocks: parts.reduce((n, p) => n + p.hiddenBlocks, 0),
        invisibleChars: parts.reduce((n, p) => n + p.invisibleChars, 0),
    };
    const joined = head && body ? `${head}\n\n${body}` : head || body;
    if (joined.length <= MAX_PROMPT_CHARS)
        return { prompt: joined, ...stats };
    const note = '\n\n[The rest of the text was cut: it was too long.]';
    const kept = (0,untrusted_text/* cut */.J)(joined, MAX_PROMPT_CHARS - note.length).trimEnd();
    return { prompt: kept + note, ...stats, truncatedFrom: joined.length };
}

;// CONCATENATED MODULE: ./agent/instruction.ts
/**
 * Where agent mode's instruction comes from, before any request to Mintlify: the inputs or the
 * triggering issue or comment (`planInstruction`, pure), whether to keep a tracking comment, and
 * (for a comment, or a re-run) which job the thread's tracking comment records.
 */








/**
 * 1. A `prompt` input is the instruction: a follow-up with `job-id`, else a new job.
 * 2. `job-id` alone: wait for that job (event text is ignored).
 * 3. Neither: the `issues` event's issue creates a job; an `issue_comment`'s text follows up
 *    the issue's job (or creates one); any other event is an input error naming `prompt`.
 */
function planInstruction(settings, trigger, visible) {
    const { jobId } = settings;
    if (settings.prompt) {
        const built = { ...promptFromInput(settings.prompt), from: 'input' };
        if (!built.prompt) {
            throw new input_error/* InputError */.d('prompt', 'Input `prompt` holds only invisible or control characters; write the instruction in visible text.');
        }
        const { prompt } = built;
        const instruction = jobId
            ? { kind: 'follow-up', jobId, prompt }
            : { kind: 'create', prompt };
        return { kind: 'ready', instruction, built };
    }
    if (jobId)
        return { kind: 'ready', instruction: { kind: 'wait', jobId } };
    if (trigger.kind === 'other')
        throw new input_error/* InputError */.d('prompt', promptRequired(trigger.eventName));
    if (!visible)
        throw new Error('unreachable: the event text is read without the Markdown parser');
    switch (trigger.kind) {
        case 'issue': {
            const built = { ...promptFromIssue(trigger.issue, visible), from: 'issue' };
            return { kind: 'ready', instruction: { kind: 'create', prompt: built.prompt }, built };
        }
        case 'comment': {
            // Edits and deletions would resend an old request (and edits of our own comment loop).
            if (trigger.action !== 'created') {
                return {
                    kind: 'skip',
                    reason: `The comment was ${trigger.action || 'changed'}, not created; only new comments are sent to the agent.`,
                };
            }
            const request = commentRequest(trigger.comment, visible);
            const onPullRequest = trigger.on === 'pull-request';
            // Reviews say many things; only a `/docs` request is meant for the agent.
            if (onPullRequest && !request.command) {
                return {
                    kind: 'skip',
                    reason: `The ${trigger.comment.location ? 'review comment' : 'comment'} does not start with \`${COMMENT_COMMAND}\`; on a pull request only \`${COMMENT_COMMAND} ...\` requests are sent to the agent.`,
                };
            }
            if (!request.text) {
                return {
                    kind: 'skip',
                    reason: `The comment holds no instruction (after \`${COMMENT_COMMAND}\` and hidden text are removed); nothing was sent to the agent.`,
                };
            }
            return {
                kind: 'from-comment',
                followUp: followUpPrompt(request, trigger.comment.location),
                create: onPullRequest
                    ? undefined
                    : createPromptFromComment(request, trigger.issue, visible),
            };
        }
    }
}
const EVENTS_WITH_TEXT = [
    'issues',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment',
];
function promptRequired(eventName) {
    if (EVENTS_WITH_TEXT.includes(eventName)) {
        return `Input \`prompt\` is required in agent mode here: this \`${eventName}\` event's payload holds no issue or comment to build the instruction from.`;
    }
    return `Input \`prompt\` is required in agent mode (the default \`mode\`) for the \`${eventName || 'unknown'}\` event: only \`issues\`, \`issue_comment\`, \`pull_request_review\` and \`pull_request_review_comment\` events supply the instruction themselves (or pass \`job-id\` to wait for a job; to deploy, preview, run an automation or export analytics instead, set \`mode\`).`;
}
/** Plans the instruction; for an issue event, inside a log group that names the issue. */
async function readInstruction(settings, trigger) {
    const fromInputs = Boolean(settings.prompt || settings.jobId);
    if (trigger.kind === 'other' || fromInputs) {
        const plan = planInstruction(settings, trigger);
        if (plan.kind === 'ready' && plan.built)
            reportPrompt(plan.built, 'the `prompt` input');
        if (trigger.kind !== 'other') {
            core/* info */.pq('The instruction comes from the inputs (`prompt`, `job-id`); the event text is not used.');
        }
        return plan;
    }
    // The Markdown parser is loaded only when the event's text becomes the prompt.
    const { visibleMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(708), __webpack_require__.e(890)]).then(__webpack_require__.bind(__webpack_require__, 80890));
    const title = trigger.kind === 'issue'
        ? `Reading issue #${trigger.issue.number}`
        : `Reading the comment on ${where(trigger)}`;
    return core/* group */.Os(title, async () => {
        const plan = planInstruction(settings, trigger, visibleMarkdown);
        if (plan.kind === 'ready' && plan.built)
            reportPrompt(plan.built, 'the issue');
        else if (plan.kind === 'from-comment')
            reportPrompt(plan.followUp, 'the comment');
        return plan;
    });
}
/** Whether to keep a tracking comment; says why not when the user asked for one. */
function wantsComment(settings, trigger) {
    if (settings.comment === 'false')
        return false;
    if (trigger.kind === 'other') {
        if (settings.comment === 'true') {
            core/* warning */.$e(`\`comment: true\` needs an issue to comment on, and this \`${trigger.eventName}\` event has none: no tracking comment is written.`);
        }
        return false;
    }
    if (!settings.githubToken) {
        core/* warning */.$e('Input `github-token` is empty: no tracking comment is written.');
        return false;
    }
    return true;
}
/** "issue #12" or "pull request #13": where the trigger's conversation is. */
function where(trigger) {
    return (0,github_trigger/* threadName */.CB)(trigger.kind === 'comment' && trigger.on === 'pull-request', trigger.issue.number);
}
/**
 * A comment follows up the job recorded in the issue's tracking comment, or creates a job when
 * the issue has none. A follow-up or wait on an issue also edits that job's comment when there
 * is one; not finding it (or failing to look) only means a new comment. A later attempt of the
 * same run first looks for what an earlier attempt did, so it never acts twice.
 */
async function chooseInstruction(plan, trigger, commenting, run, io) {
    const resumed = await findEarlierAttempt(plan, trigger, commenting, run, io);
    if (resumed)
        return resumed;
    const chosen = await chooseForThisAttempt(plan, trigger, commenting, io);
    if ('skip' in chosen)
        return chosen;
    if (run.attempt > 1 && chosen.instruction.kind === 'create') {
        core/* warning */.$e(`This is attempt ${run.attempt} of workflow run ${run.id}, and nothing records a job created by an earlier attempt (${commenting ? 'no tracking comment of this run on the issue' : 'no tracking comment is kept'}), so a new job is created. A job an earlier attempt created keeps running: find it on the Mintlify dashboard, and pass its id as \`job-id\` to wait for it instead.`);
    }
    return chosen;
}
/**
 * On a re-run (attempt > 1), the tracking comment this run wrote records the job it created or
 * the comment whose follow-up it sent: waiting for that job is the re-run's whole work. When the
 * issue's comments cannot be read, the step fails rather than risk a second job.
 */
async function findEarlierAttempt(plan, trigger, commenting, run, io) {
    if (run.attempt <= 1 || !commenting || trigger.kind === 'other' || !run.id)
        return undefined;
    const acts = plan.kind === 'from-comment' || plan.instruction.kind !== 'wait';
    if (!acts)
        return undefined;
    const requestId = trigger.kind === 'comment' && plan.kind === 'from-comment' ? trigger.comment.id : undefined;
    const issue = trigger.issue;
    return core/* group */.Os(`Checking what earlier attempts of run ${run.id} did`, async () => {
        let found;
        try {
            found = await findTrackingComment(await io.github(), issue.number, {
                clock: io.clock,
                signal: io.signal,
                record: runRecord(run.id, requestId),
            });
        }
        catch (error) {
            const failure = (0,github_client/* describeGitHubError */.dZ)(error, `Reading the comments of issue #${issue.number}`, io.clock.now());
            throw new Error(`${failure.message} This is attempt ${run.attempt} of the run, and without the issue's tracking comment the action cannot tell whether an earlier attempt already ${requestId === undefined ? 'created the job' : 'sent the follow-up'}, so it does nothing rather than risk doing it twice: re-run the job again, or pass \`job-id\` to wait for the job.`, { cause: error });
        }
        if (!found) {
            core/* info */.pq('No earlier attempt of this run recorded a job on the issue.');
            return undefined;
        }
        core/* info */.pq(`An earlier attempt of this run already ${requestId === undefined ? 'created' : 'sent the follow-up to'} job ${found.jobId} (${found.url}): waiting for it instead of doing it again.`);
        return {
            instruction: { kind: 'wait', jobId: found.jobId },
            existing: found,
            resumedFrom: found,
        };
    });
}
async function chooseForThisAttempt(plan, trigger, commenting, io) {
    const find = { clock: io.clock, signal: io.signal };
    if (plan.kind === 'from-comment' && trigger.kind !== 'other') {
        const issue = trigger.issue;
        const found = await core/* group */.Os(`Finding the job of ${where(trigger)}`, async () => {
            const result = await findTrackingComment(await io.github(), issue.number, find);
            core/* info */.pq(result
                ? `The tracking comment ${result.url} records job ${result.jobId}: sending the comment to it as a follow-up.`
                : plan.create
                    ? 'This issue has no tracking comment: creating a new job from the comment.'
                    : 'This pull request has no comment of the docs agent recording its job.');
            return result;
        });
        if (found) {
            return {
                instruction: { kind: 'follow-up', jobId: found.jobId, prompt: plan.followUp.prompt },
                existing: found,
            };
        }
        if (plan.create)
            return { instruction: { kind: 'create', prompt: plan.create.prompt } };
        return {
            skip: `Pull request #${issue.number} has no comment of the docs agent recording its job (the action leaves one on the pull requests the agent opens in this repository), so there is no job to send the request to; nothing was sent.`,
        };
    }
    if (plan.kind !== 'ready')
        throw new Error('unreachable: a comment plan without a comment');
    const { instruction } = plan;
    if (!commenting || instruction.kind === 'create' || trigger.kind === 'other') {
        return { instruction };
    }
    try {
        const existing = await findTrackingComment(await io.github(), trigger.issue.number, {
            ...find,
            jobId: instruction.jobId,
        });
        return { instruction, existing };
    }
    catch (error) {
        core/* info */.pq(`${(0,github_client/* describeGitHubError */.dZ)(error, 'Looking for the tracking comment of the job', io.clock.now()).message} A new comment is posted instead.`);
        return { instruction };
    }
}
function reportPrompt(built, source) {
    // The text itself is not logged: a line of it starting with `::` would be a workflow command.
    core/* info */.pq(`${(0,text_0/* capitalized */.l2)(source)} makes a ${built.prompt.length}-character prompt.`);
    if (built.hiddenBlocks > 0 || built.invisibleChars > 0) {
        core/* info */.pq(`Removed what a reader cannot see: ${built.hiddenBlocks} hidden construct(s) (HTML comments, tags and attributes, link definitions, titles, alt text, invisible math), ${built.invisibleChars} invisible or control character(s).`);
    }
    if (built.truncatedFrom !== undefined) {
        core/* warning */.$e(`${(0,text_0/* capitalized */.l2)(source)} makes a ${built.truncatedFrom}-character prompt; only the first ${MAX_PROMPT_CHARS} characters were sent to the agent.`);
    }
}

// EXTERNAL MODULE: ./branch.ts
var branch_0 = __webpack_require__(89242);
;// CONCATENATED MODULE: ./agent/preview.ts
/**
 * `preview: true`: once the agent's pull request exists, the preview of its branch (the job's
 * `source.ref`), so the issue, the pull request and the rendered change meet in one thread. A
 * preview that fails or cannot be built is a warning: the job did its work.
 */

/** The conclusion with its preview, when `preview: true` and the job opened a pull request here. */
async function withPreview(settings, conclusion, deps) {
    if (!settings.preview || conclusion.kind !== 'completed')
        return conclusion;
    const { job } = conclusion;
    if (!job.prLink || conclusion.elsewhere)
        return conclusion;
    const branch = job.source?.ref ?? '';
    if (!deps.previews || !(0,branch_0/* isBranchName */.Q)(branch)) {
        const sentence = `${conclusion.sentence} No preview: the job names no branch for its pull request.`;
        return { ...conclusion, level: 'warning', sentence };
    }
    const previews = deps.previews;
    // Loaded only with `preview: true`: agent mode's start-up pays nothing for it otherwise.
    const { followDeployment, logBuildLog } = await __webpack_require__.e(/* import() */ 54).then(__webpack_require__.bind(__webpack_require__, 73054));
    const outcome = await followDeployment({
        noun: 'Preview',
        queue: (signal) => previews.queuePreview(settings.projectId, branch, signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
    }, 
    // Only `preview-url`: `status` and the rest are the job's outputs in agent mode.
    {
        ...deps,
        api: previews,
        setOutput: (name, value) => {
            if (name === 'preview-url')
                deps.setOutput(name, value);
        },
    });
    if (outcome.status)
        await logBuildLog('Preview', outcome.status);
    const preview = { url: outcome.previewUrl, state: outcome.state, sentence: outcome.sentence };
    const sentence = `${conclusion.sentence} ${outcome.sentence}`;
    return {
        ...conclusion,
        preview,
        sentence,
        level: outcome.level === 'failure' ? 'warning' : conclusion.level,
    };
}

;// CONCATENATED MODULE: ./agent/run.ts


/** Creates a job, sends a follow-up, or picks up an existing job; then waits for it. */
async function runAgent(settings, instruction, deps) {
    const { api, signal, onJob } = deps;
    const { projectId } = settings;
    const first = await core/* group */.Os(startTitle(instruction), async () => {
        const job = await start(api, projectId, instruction, signal);
        onJob(job);
        core/* info */.pq(`Job ${job.id} is ${job.status}.`);
        return job;
    });
    await deps.onStarted?.(first);
    if (!settings.wait)
        return { job: first, waited: false };
    const job = await core/* group */.Os(`Waiting for job ${first.id}`, () => (0,job_wait/* waitForJob */.qt)(first, {
        api,
        projectId,
        pollIntervalMs: settings.pollIntervalMs,
        deadline: deps.deadline,
        startedAt: deps.startedAt,
        clock: deps.clock,
        signal,
        onJob,
        afterFollowUp: instruction.kind === 'follow-up' ? first : undefined,
    }));
    return { job, waited: true };
}
function start(api, projectId, instruction, signal) {
    switch (instruction.kind) {
        case 'create':
            return api.createJob(projectId, instruction.prompt, signal);
        case 'follow-up':
            return api.sendMessage(projectId, instruction.jobId, instruction.prompt, signal);
        case 'wait':
            return api.getJob(projectId, instruction.jobId, signal);
    }
}
function startTitle(instruction) {
    switch (instruction.kind) {
        case 'create':
            return 'Creating the agent job';
        case 'follow-up':
            return `Sending a follow-up to job ${instruction.jobId}`;
        case 'wait':
            return `Looking up job ${instruction.jobId}`;
    }
}

// EXTERNAL MODULE: ./durations.ts
var durations = __webpack_require__(18597);
;// CONCATENATED MODULE: ./agent/summary.ts


/** Markdown for the step summary: the job, its status, how long it took, the PR link. */
function agentSummaryMarkdown(report) {
    const { job } = report;
    const lines = ['## Mintlify docs agent', '', (0,markdown_0/* text */.Qq)(report.conclusion, 2_000), ''];
    if (job) {
        const row = (name, markdown) => `| ${name} | ${(0,markdown_0/* cell */.Hn)(markdown)} |`;
        lines.push('| | |', '|---|---|', row('Job', (0,markdown_0/* code */.aY)(job.id)), row('Status', (0,markdown_0/* code */.aY)(job.status)), row('Pull request', job.prLink ? (0,markdown_0/* url */.OZ)(job.prLink) : 'none'), row('Waited', (0,durations/* formatDuration */.a3)(report.durationMs)), row('Request', report.action));
        if (job.source?.repository) {
            const ref = job.source.ref ? ` (${(0,markdown_0/* code */.aY)(job.source.ref)})` : '';
            lines.push(row('Repository', `${(0,markdown_0/* code */.aY)(job.source.repository)}${ref}`));
        }
        if (job.model)
            lines.push(row('Model', (0,markdown_0/* code */.aY)(job.model)));
        if (report.preview) {
            const where = report.preview.url ? (0,markdown_0/* url */.OZ)(report.preview.url) : 'no link';
            lines.push(row('Preview', `${where} (${(0,markdown_0/* code */.aY)(report.preview.state)})`));
        }
        if (report.commentUrl)
            lines.push(row('Tracking comment', (0,markdown_0/* url */.OZ)(report.commentUrl)));
        if (report.resumeHint) {
            lines.push('', `To wait for this job from a re-run or another workflow, set ${(0,markdown_0/* code */.aY)(`job-id: ${job.id}`)}.`);
        }
    }
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./agent/mode.ts
/**
 * Agent mode, as main.ts runs it: read the instruction, check who asked, choose what to do to
 * which job, start its comments, run it, conclude once, finish the comments, write the summary.
 */












/**
 * Throws with one clear sentence when the step should fail; the comments and the summary are
 * written either way, and `job-id` is set the moment the job exists.
 */
async function runAgentMode(settings, context, deps) {
    const trigger = (0,github_trigger/* triggerOf */.ix)(context);
    const plan = await readInstruction(settings, trigger);
    const commenting = wantsComment(settings, trigger);
    if (plan.kind === 'skip')
        return skip(plan.reason, deps);
    const refusal = await checkCommenter(settings, trigger, context, deps);
    if (refusal)
        return skip(refusal, deps);
    const run = { id: context.runId, attempt: context.runAttempt };
    const chosen = await chooseInstruction(plan, trigger, commenting, run, deps);
    if ('skip' in chosen)
        return skip(chosen.skip, deps);
    const comments = commenting && trigger.kind !== 'other'
        ? jobComments(chosen, trigger, plan, context, deps)
        : undefined;
    const started = deps.clock.now();
    const conclusion = await withPreview(settings, await runAndConclude(settings, chosen, comments, context, deps), deps);
    await comments?.finish(conclusion, deps.signal.aborted);
    await deps.writeSummary(agentSummaryMarkdown({
        job: conclusion.job,
        action: chosen.resumedFrom ? 'resume' : chosen.instruction.kind,
        durationMs: deps.clock.now() - started,
        conclusion: conclusion.sentence,
        commentUrl: comments?.url,
        resumeHint: chosen.instruction.kind === 'create' && !comments,
        preview: conclusion.kind === 'completed' ? conclusion.preview : undefined,
    }));
    if (conclusion.level === 'failure')
        throw new Error(conclusion.sentence);
    if (conclusion.level === 'warning')
        core/* warning */.$e(conclusion.sentence);
    else
        core/* notice */.lm(conclusion.sentence);
}
/** Runs the instruction and works out, once, how the run ended. */
async function runAndConclude(settings, chosen, comments, context, deps) {
    const { instruction } = chosen;
    const started = deps.clock.now();
    const outputs = jobOutputs(deps.setOutput);
    let job;
    try {
        const result = await runAgent(settings, instruction, {
            ...deps,
            startedAt: started,
            onJob: (latest) => {
                job = latest;
                outputs(latest);
            },
            onStarted: async (first) => {
                if (instruction.kind === 'create' && !comments) {
                    // Nothing else records the job: a re-run would create another, so say how to resume.
                    core/* info */.pq(`Nothing records job ${first.id} for a re-run of this workflow: to wait for it from a re-run or another workflow, set \`job-id: ${first.id}\`.`);
                }
                // Looking up a job that already ended: the final text is the first one worth writing.
                if (instruction.kind === 'wait' && settings.wait && (0,job_wait/* isTerminal */.Hd)(first.status))
                    return;
                await comments?.start(first, settings.wait ? { kind: 'working' } : concludeRun(first, false, settings, context));
            },
        });
        return concludeRun(result.job, result.waited, settings, context);
    }
    catch (error) {
        const elapsed = deps.clock.now() - started;
        return concludeFailure(error, job, instruction, deps.signal.aborted, elapsed);
    }
}
/** The job's comments, for a run triggered on an issue or pull request. */
function jobComments(chosen, trigger, plan, context, deps) {
    const fromComment = trigger.kind === 'comment' && plan.kind === 'from-comment';
    return new JobComments({
        ...deps,
        context,
        saveState: (saved) => deps.saveState(outputs/* STATE_KEYS */.LU.trackingComment, JSON.stringify(saved)),
        onUrl: (url) => deps.setOutput('comment-url', url),
    }, {
        number: trigger.issue.number,
        onPullRequest: trigger.kind === 'comment' && trigger.on === 'pull-request',
        existing: chosen.existing,
        record: chosen.instruction.kind === 'wait' || !context.runId
            ? undefined
            : runRecord(context.runId, fromComment ? trigger.comment.id : undefined),
        requestedBy: fromComment
            ? { login: trigger.comment.author.login, url: trigger.comment.url }
            : undefined,
    });
}
/** Keeps `job-id`, `status`, `pr-link` and `job` truthful with every job object received. */
function jobOutputs(setOutput) {
    const set = (0,outputs/* changesOnly */.o5)(setOutput);
    return (job) => {
        set('job-id', job.id);
        set('status', job.status);
        set('pr-link', (0,job_wait/* prLinkOf */.WV)(job));
        set('job', JSON.stringify(job));
    };
}
/** Nothing to do, by design: a notice, a summary line, and the step succeeds. */
async function skip(reason, deps) {
    core/* notice */.lm(reason);
    await deps.writeSummary(agentSummaryMarkdown({ job: undefined, action: 'none', durationMs: 0, conclusion: reason }));
}

// EXTERNAL MODULE: ../node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(37728);
// EXTERNAL MODULE: ./saved-state.ts
var saved_state = __webpack_require__(59707);
;// CONCATENATED MODULE: ./agent/comment/post.ts







const SavedSchema = dist/* object */.Ikc({
    commentId: dist/* number */.aig(),
    jobId: dist/* string */.YjP(),
    settled: dist/* boolean */.zMY(),
    pendingBody: dist/* optional */.lqM(dist/* string */.YjP()),
    pullRequest: dist/* optional */.lqM(dist/* object */.Ikc({ issue: dist/* optional */.lqM(dist/* pipe */.FsL(dist/* number */.aig(), dist/* integer */.ndf(), dist/* minValue */.Wwf(1))) })),
});
/**
 * The post step (action.yml `post:`, run even when the main step was cancelled, killed or timed
 * out): a tracking comment the main step left saying "working" would mislead readers forever.
 * Rewrites it to say the run stopped, the job may still be running and how to find it. Does
 * nothing (and loads no GitHub client) when the main step left no unfinished comment. Never
 * throws: problems are warnings, the post step must not fail the job.
 */
async function finishLeftoverComment(saved, deps) {
    const state = (0,saved_state/* readSavedState */.r)(saved, SavedSchema);
    if (!state || state.settled)
        return;
    await core/* group */.Os('Finishing the tracking comment left by the main step', async () => {
        try {
            const call = { clock: deps.clock, timeoutMs: own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk };
            const github = await deps.github();
            const current = await (0,github_client/* callGitHub */.ur)((signal) => github.getComment(state.commentId, signal), {
                ...call,
                doing: 'Reading the tracking comment',
            });
            const shown = readMarker(current.body);
            const shows = shown?.state;
            // The main step's last write may have landed after all (killed before saving).
            if (shows !== 'working') {
                core/* info */.pq(`The tracking comment already shows the final state (${shows ?? 'unknown'}).`);
                return;
            }
            const body = state.pendingBody ??
                renderTrackingComment({ kind: 'stopped' }, 
                // The facts the main step rendered from: the runs' records (so a re-run finds the job
                // and waits for it) and, on the agent's pull request, the issue its job came from.
                {
                    jobId: state.jobId,
                    runUrl: deps.runUrl,
                    records: shown?.records,
                    pullRequest: state.pullRequest,
                });
            const updated = await (0,github_client/* callGitHub */.ur)((signal) => github.updateComment(state.commentId, body, signal), { ...call, doing: 'Updating the tracking comment' });
            core/* info */.pq(`The main step stopped before job ${state.jobId} finished; updated the tracking comment: ${updated.url}`);
        }
        catch (error) {
            const failure = (0,github_client/* describeGitHubError */.dZ)(error, 'Finishing the tracking comment', deps.clock.now());
            core/* warning */.$e(`${failure.message} The tracking comment of job ${state.jobId} may still say it is working.`);
        }
    });
}

;// CONCATENATED MODULE: ./agent/index.ts
/**
 * Agent mode's entry, as main.ts sees it: the main step (`runAgentMode`) and the post step's
 * work (`finishLeftoverComment`, for a tracking comment the main step left on "working").
 */



// EXTERNAL MODULE: ./api/budget.ts
var api_budget = __webpack_require__(79098);
// EXTERNAL MODULE: ./plural.ts
var plural = __webpack_require__(8808);
// EXTERNAL MODULE: ./version.ts
var version = __webpack_require__(89996);
;// CONCATENATED MODULE: ./api/redact.ts
/**
 * Server text is untrusted: it may echo the API key back (an error body quoting the request's
 * headers, a job field that copies it), in the clear, URL-encoded or base64. Everything the
 * server sends is redacted here before it can reach a log line, an output, the step summary or a
 * public issue comment (masking covers only the runner's log, not text posted through GitHub's
 * API).
 */

/** The forms in which a key can appear in server text, worked out once per key. */
const formsByKey = new Map();
function keyForms(apiKey) {
    if (!apiKey)
        return [];
    let forms = formsByKey.get(apiKey);
    if (!forms) {
        forms = [
            ...new Set([
                apiKey,
                encodeURIComponent(apiKey),
                (0,text_0/* withoutTrailing */.hT)(Buffer.from(apiKey).toString('base64'), '='),
                Buffer.from(apiKey).toString('base64url'),
            ]),
        ];
        formsByKey.set(apiKey, forms);
    }
    return forms;
}
/**
 * The key (in every form) replaced with `***`, and the text made well formed (no lone
 * surrogate). Runs on every string of every answer (a page holds hundreds): text without the
 * key, nearly all of it, is only searched, not copied.
 */
function redactKey(text, forms) {
    let clean = text.isWellFormed() ? text : text.toWellFormed();
    for (const form of forms)
        if (clean.includes(form))
            clean = clean.split(form).join('***');
    return clean;
}
/**
 * Server text for a log line or error message: redacted BEFORE it is shortened, so no piece of
 * the key survives a cut; control characters (a line break would start a new workflow command)
 * become spaces; at most `max` characters.
 */
function serverText(text, apiKey, max = 300) {
    const clean = redactKey(text, keyForms(apiKey)).replace(/\p{Cc}/gu, ' ');
    return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
/**
 * Every string inside a parsed JSON value, redacted (see `redactKey`). Parts without the key,
 * nearly all of every answer, are returned as they are, not copied: an analytics page is hundreds
 * of rows, and a copy of each was most of the garbage a long export made besides its files.
 */
function redactStrings(value, apiKey) {
    return redactValue(value, keyForms(apiKey));
}
function redactValue(value, forms) {
    if (typeof value === 'string')
        return redactKey(value, forms);
    // Each part is redacted once; a copy is made only from the first part that changed.
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const clean = redactValue(item, forms);
            if (clean !== item)
                (copy ??= [...value])[index] = clean;
        });
        return copy ?? value;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        let copy;
        for (const name in record) {
            if (!Object.hasOwn(record, name))
                continue;
            const item = record[name];
            const cleanName = redactKey(name, forms);
            const cleanItem = redactValue(item, forms);
            if (!copy && (cleanName !== name || cleanItem !== item)) {
                copy = {};
                // The parts before this one did not change: taken as they are.
                for (const earlier in record) {
                    if (earlier === name)
                        break;
                    if (Object.hasOwn(record, earlier))
                        put(copy, earlier, record[earlier]);
                }
            }
            if (copy)
                put(copy, cleanName, cleanItem);
        }
        return copy ?? value;
    }
    return value;
}
/** An own property, even for a name like `__proto__` (which plain assignment would not add). */
function put(target, name, value) {
    Object.defineProperty(target, name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
    });
}

// EXTERNAL MODULE: ./api/retry.ts
var retry = __webpack_require__(20961);
// EXTERNAL MODULE: external "node:diagnostics_channel"
var external_node_diagnostics_channel_ = __webpack_require__(53053);
var external_node_diagnostics_channel_default = /*#__PURE__*/__webpack_require__.n(external_node_diagnostics_channel_);
// EXTERNAL MODULE: ./api/undici.ts
var undici = __webpack_require__(5639);
;// CONCATENATED MODULE: ./api/transport.ts
/**
 * Sending one request to the API and reading its answer, and nothing else: what the answer
 * means (success, retry, failure) is the client's to decide (client.ts). One kept-alive
 * connection, through the runner's proxy when it has one; every phase of a request, the proxy
 * tunnel included, ends when its signal fires; at most `maxBodyBytes` of a body are read; and a
 * probe says whether the request was written to a connection at all.
 */


/** A request that got no whole answer: why, and whether it provably never left. */
class SendFailure extends Error {
    /** The request was never written to a connection: the server cannot have acted on it. */
    notSent;
    /** The answer's status, when the headers arrived before the failure. */
    status;
    /** The body was larger than the transport reads. */
    tooLarge;
    constructor(cause, details) {
        super('the request got no whole answer', { cause });
        this.name = 'SendFailure';
        this.notSent = details.notSent;
        this.status = details.status;
        this.tooLarge = details.tooLarge ?? false;
    }
}
class Transport {
    options;
    dispatcher;
    /** Set when requests to the API go through a proxy. */
    proxy;
    constructor(options) {
        this.options = options;
        this.proxy = proxyFor(options);
        this.dispatcher = this.createDispatcher();
    }
    /**
     * Sends `request` and reads the whole answer, or throws a SendFailure. When `signal` fires the
     * request ends at once, whatever phase it is in: undici aborts a request only once it sits on
     * a connected socket, so one still waiting for its connection (a proxy that never answers
     * CONNECT, say) is cut loose here, and the dispatcher, its sockets and tunnel with it, is
     * replaced by a fresh one.
     */
    async send(request, signal) {
        const probe = new SendProbe();
        const url = new URL(this.options.baseUrl + request.path);
        let reader;
        const answer = new Promise((resolve, reject) => {
            reader = new AnswerReader(this.options.maxBodyBytes, signal, resolve, reject);
        });
        // Read (and rethrown) below; never an unhandled rejection when the headers never came.
        answer.catch(() => undefined);
        try {
            probe.watch(() => this.dispatcher.dispatch({
                origin: url.origin,
                path: `${url.pathname}${url.search}`,
                method: request.method,
                headers: request.headers,
                body: request.body,
            }, reader));
            await this.untilAborted(reader.started, signal);
            return await answer;
        }
        catch (cause) {
            throw new SendFailure(cause, {
                notSent: !probe.sent,
                status: reader.status,
                tooLarge: cause instanceof BodyTooLargeError,
            });
        }
        finally {
            reader.finish();
        }
    }
    /** Closes the connection at once: nothing is left to wait for when the run ends. */
    async close() {
        await this.dispatcher.destroy();
    }
    /** `responding`, unless `signal` fires first: then the dispatcher is replaced. */
    untilAborted(responding, signal) {
        return new Promise((resolve, reject) => {
            const onAbort = () => {
                reject(signal.reason);
                responding.catch(() => undefined);
                const stale = this.dispatcher;
                this.dispatcher = this.createDispatcher();
                stale.destroy().catch(() => undefined);
            };
            if (signal.aborted)
                return onAbort();
            signal.addEventListener('abort', onAbort, { once: true });
            responding.then((value) => {
                signal.removeEventListener('abort', onAbort);
                resolve(value);
            }, (error) => {
                signal.removeEventListener('abort', onAbort);
                reject(error);
            });
        });
    }
    /**
     * One kept-alive connection to the API, through the runner's proxy when it has one (as
     * `@actions/http-client` does for the GitHub and artifact clients): `NO_PROXY` is honoured, a
     * loopback API is always reached directly (a proxy cannot reach this runner's loopback), and
     * every proxied request goes through a CONNECT tunnel, so the key travels inside TLS and never
     * reaches the proxy in the clear.
     */
    createDispatcher() {
        const agentOptions = {
            connections: 1,
            connect: { timeout: this.options.connectTimeoutMs },
            keepAliveTimeout: 30_000,
        };
        if (!this.proxy)
            return new undici.Agent(agentOptions);
        const { httpsProxy, httpProxy, noProxy } = this.options.proxy;
        return new undici.EnvHttpProxyAgent({
            ...agentOptions,
            // Empty strings, not undefined: undici would otherwise read process.env itself.
            httpProxy,
            httpsProxy,
            noProxy,
            proxyTunnel: true,
        });
    }
}
function proxyFor({ baseUrl, proxy }) {
    const target = new URL(baseUrl);
    const useHttps = target.protocol === 'https:' && proxy.httpsProxy !== '';
    const url = useHttps ? proxy.httpsProxy : proxy.httpProxy;
    if (!url || isLoopback(target.hostname))
        return undefined;
    return { host: new URL(url).host, variable: useHttps ? 'HTTPS_PROXY' : 'HTTP_PROXY' };
}
function isLoopback(hostname) {
    const host = hostname.toLowerCase();
    return host === 'localhost' || host.startsWith('127.') || host === '[::1]';
}
/**
 * Tells whether undici wrote a request to a socket. Its diagnostics channels announce each
 * request as it is created (synchronously, inside `dispatch()`) and again when its headers are
 * written to an established connection (after TCP connect, the proxy's tunnel and the TLS
 * handshake). A failure before that point (refused, reset during the handshake, a tunnel the
 * proxy refused, DNS) provably sent nothing, so even a create may be retried; after it, the
 * server may have acted.
 */
class SendProbe {
    static watching;
    static subscribed = false;
    /**
     * The probe of each request undici created, weakly. A probe must not point back at its
     * request: V8's young-generation collector keeps an entry whose value reaches its key, so the
     * request, and through it the answer's headers and the socket buffer they sit in, lived until
     * the next full collection (about 20 kB a page, tens of MiB during a long export).
     */
    static sending = new WeakMap();
    attached = false;
    sent = false;
    watch(start) {
        SendProbe.subscribe();
        SendProbe.watching = this;
        try {
            return start();
        }
        finally {
            SendProbe.watching = undefined;
        }
    }
    static subscribe() {
        if (SendProbe.subscribed)
            return;
        SendProbe.subscribed = true;
        external_node_diagnostics_channel_default().subscribe('undici:request:create', (message) => {
            const probe = SendProbe.watching;
            const created = requestOf(message);
            if (probe && created && !probe.attached) {
                probe.attached = true;
                SendProbe.sending.set(created, probe);
            }
        });
        external_node_diagnostics_channel_default().subscribe('undici:client:sendHeaders', (message) => {
            const sent = requestOf(message);
            const probe = sent ? SendProbe.sending.get(sent) : undefined;
            if (probe)
                probe.sent = true;
        });
    }
}
function requestOf(message) {
    if (typeof message !== 'object' || message === null || !('request' in message))
        return undefined;
    const { request } = message;
    return typeof request === 'object' && request !== null ? request : undefined;
}
class BodyTooLargeError extends Error {
    constructor() {
        super('response body over the cap');
    }
}
/**
 * Reads one answer for undici's `dispatch()`: its status and `Retry-After`, then its body as
 * text, at most `cap` bytes (a larger body is abandoned, never buffered whole).
 *
 * A handler of our own rather than undici's `request()`: that one gives every answer a Readable
 * body and an AsyncResource, and with them each answer's bytes (the socket's read buffer, about
 * 20 kB a page) outlived the young generation and waited for the next full collection, tens of
 * MiB of them during a long export; what this handler holds dies young. It lets go of it all
 * (the chunks, undici's controller, whose raw headers point into that buffer, the settle
 * functions) as soon as the answer is settled, and removes its listener from the signal then, so
 * nothing that still reaches the handler afterwards (undici's request object, the signal) keeps
 * an answer alive.
 */
class AnswerReader {
    /** The answer's status, once its headers have arrived. */
    status;
    /** Settles when the headers have arrived, or the request failed before. */
    started;
    cap;
    signal;
    controller;
    retryAfter;
    chunks = [];
    size = 0;
    start;
    resolve;
    reject;
    constructor(cap, signal, resolve, reject) {
        this.cap = cap;
        this.signal = signal;
        this.resolve = resolve;
        this.reject = reject;
        this.started = new Promise((started) => {
            this.start = started;
        });
        signal.addEventListener('abort', this.onAbort, { once: true });
    }
    onRequestStart(controller) {
        this.controller = controller;
        if (this.signal.aborted)
            this.onAbort();
    }
    onResponseStart(controller, statusCode, headers) {
        this.status = statusCode;
        const retryAfter = headers['retry-after'];
        this.retryAfter = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
        this.start?.();
        if (Number(headers['content-length']) > this.cap)
            controller.abort(new BodyTooLargeError());
    }
    onResponseData(controller, chunk) {
        this.size += chunk.length;
        if (this.size > this.cap) {
            this.chunks = [];
            controller.abort(new BodyTooLargeError());
            return;
        }
        this.chunks.push(chunk);
    }
    onResponseEnd() {
        const { chunks, size, resolve } = this;
        // Most answers arrive in one chunk: decoded as it is, without a copy of the whole body.
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
        const answer = {
            status: this.status ?? 0,
            retryAfter: this.retryAfter,
            text: body.toString('utf8'),
        };
        this.finish();
        resolve?.(answer);
    }
    onResponseError(_controller, error) {
        const { reject, start } = this;
        this.finish();
        start?.();
        reject?.(error);
    }
    /** Lets go of the answer, the request and the signal (again harmlessly once done). */
    finish() {
        this.signal.removeEventListener('abort', this.onAbort);
        this.chunks = [];
        this.controller = undefined;
        this.start = undefined;
        this.resolve = undefined;
        this.reject = undefined;
    }
    /** Ends the request with the signal's reason, whatever phase it is in. */
    onAbort = () => {
        this.controller?.abort(this.signal.reason);
    };
}

;// CONCATENATED MODULE: ./api/schemas.ts

/** Ids and statuses are printed in log lines, where a line break would start a workflow command. */
const printable = dist/* regex */.yGV(/^\P{Cc}*$/u, 'Invalid characters: control characters are not allowed');
/**
 * A job id as the API issues it and the action puts it in a URL path: a safe path segment only
 * (the characters of an unreserved URL segment, not `.` or `..`), at most 128 characters.
 */
const SAFE_ID = /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,128}$/;
/**
 * Response checks, from the vendor's OpenAPI documents (vendored in test/openapi/). The
 * documents mark no AgentJob field required; we require `id` and `status` (nothing works
 * without them) and check the type of every other field that is present. Unknown fields are
 * dropped: the `job` output carries only what is documented.
 */
const AgentJobSchema = dist/* object */.Ikc({
    id: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* regex */.yGV(SAFE_ID, 'Invalid id: not a safe path segment')),
    status: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), printable),
    source: dist/* optional */.lqM(dist/* object */.Ikc({
        repository: dist/* optional */.lqM(dist/* string */.YjP()),
        ref: dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP())),
    })),
    model: dist/* optional */.lqM(dist/* string */.YjP()),
    prLink: dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP())),
    createdAt: dist/* optional */.lqM(dist/* string */.YjP()),
    archivedAt: dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP())),
});
/**
 * Counts are `number` in the OpenAPI document, negative included: any finite number is data (the
 * export warns about negative, fractional and inexact ones, see analytics/integrity.ts), never a
 * reason to refuse a page and spend the hourly budget asking for it again. Only a value JSON
 * cannot hold (`1e309` parses to Infinity) is refused, by the client's answer check.
 */
const count = dist/* number */.aig();
const ViewsPageSchema = dist/* object */.Ikc({
    totals: dist/* object */.Ikc({ human: count, ai: count, total: count }),
    views: dist/* array */.YOg(dist/* object */.Ikc({ path: dist/* string */.YjP(), human: count, ai: count, total: count })),
    hasMore: dist/* boolean */.zMY(),
});
/** The API's error body, `{"error": string}` (analytics adds `details`). */
const ErrorBodySchema = dist/* object */.Ikc({
    error: dist/* string */.YjP(),
    details: dist/* optional */.lqM(dist/* array */.YOg(dist/* object */.Ikc({ message: dist/* string */.YjP() }))),
});
/** First problem of a failed check, as `path: message`, for the error text. */
function describeIssue(issues) {
    const issue = issues[0];
    if (!issue)
        return 'unexpected shape';
    const where = dist/* getDotPath */.BuJ(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
}

;// CONCATENATED MODULE: ./api/deployment-schemas.ts
/**
 * Response checks for the deployment endpoints (the vendor's "External API" document, vendored in
 * test/openapi/external-openapi.json). The document marks no field required; we require the ids
 * the action goes on with and check the type of every other field that is present. Unknown fields
 * are dropped: the `deployment` output carries only what is documented.
 */


const safeId = dist/* pipe */.FsL(dist/* string */.YjP(), dist/* regex */.yGV(SAFE_ID, 'Invalid id: not a safe path segment'));
/** `202` of `POST /v1/project/update/{projectId}`. */
const QueuedDeploymentSchema = dist/* object */.Ikc({ statusId: safeId });
/** `202` of `POST /v1/project/preview/{projectId}`: the URL comes before the build ends. */
const QueuedPreviewSchema = dist/* object */.Ikc({
    statusId: safeId,
    previewUrl: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), printable),
});
/** `202` of `POST /v1/workflow/{projectId}/{automationId}/trigger`. */
const QueuedAutomationRunSchema = dist/* object */.Ikc({
    schemaId: dist/* optional */.lqM(dist/* string */.YjP()),
    instanceId: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), dist/* maxLength */.Ru6(200), printable),
    /** The background job of the run; followed as an agent job when the API answers for it. */
    jobId: dist/* optional */.lqM(safeId),
});
const paths = dist/* optional */.lqM(dist/* array */.YOg(dist/* string */.YjP()));
/**
 * `GET /v1/project/update-status/{statusId}`. `status` is one of `queued`, `in_progress`,
 * `success`, `failure`, or one the API shows without documenting it (a skipped deployment):
 * any printable text is accepted and treated as not yet ended.
 */
const DeploymentStatusSchema = dist/* object */.Ikc({
    _id: dist/* optional */.lqM(dist/* string */.YjP()),
    projectId: dist/* optional */.lqM(dist/* string */.YjP()),
    createdAt: dist/* optional */.lqM(dist/* string */.YjP()),
    endedAt: dist/* optional */.lqM(dist/* string */.YjP()),
    status: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), dist/* maxLength */.Ru6(100), printable),
    summary: dist/* optional */.lqM(dist/* string */.YjP()),
    logs: dist/* optional */.lqM(dist/* array */.YOg(dist/* string */.YjP())),
    subdomain: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshot: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshotLight: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshotDark: dist/* optional */.lqM(dist/* string */.YjP()),
    author: dist/* optional */.lqM(dist/* nullable */.mee(dist/* object */.Ikc({
        name: dist/* optional */.lqM(dist/* string */.YjP()),
        avatarUrl: dist/* optional */.lqM(dist/* string */.YjP()),
        githubUserId: dist/* optional */.lqM(dist/* number */.aig()),
    }))),
    commit: dist/* optional */.lqM(dist/* object */.Ikc({
        sha: dist/* optional */.lqM(dist/* string */.YjP()),
        ref: dist/* optional */.lqM(dist/* string */.YjP()),
        message: dist/* optional */.lqM(dist/* string */.YjP()),
        filesChanged: dist/* optional */.lqM(dist/* object */.Ikc({ added: paths, modified: paths, removed: paths })),
    })),
    source: dist/* optional */.lqM(dist/* string */.YjP()),
});

;// CONCATENATED MODULE: ./api/client.ts












/**
 * The documented rate-limit windows: deployments and automation runs share 10 requests per 10 s
 * per organisation, previews 5 per minute. A 429 without `Retry-After` waits a whole window.
 */
const TRIGGER_WINDOW_MS = 10_000;
const PREVIEW_WINDOW_MS = 60_000;
/** Largest response body read: a 250-row page is about 50 KB and a job object under 10 KB. */
const MAX_BODY_BYTES = 4 * 1024 ** 2;
/**
 * Client of Mintlify's REST API over undici: bearer auth, one kept-alive connection,
 * timeouts, response checks, and retries that never outlive the overall deadline.
 */
class MintlifyClient {
    options;
    /** One connection: sequential requests reuse one socket (and one TLS handshake). */
    transport;
    constructor(options) {
        this.options = {
            requestTimeoutMs: 30_000,
            connectTimeoutMs: 10_000,
            maxBodyBytes: MAX_BODY_BYTES,
            random: Math.random,
            proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
            budget: new api_budget/* RequestBudget */.b(Number.POSITIVE_INFINITY),
            ...options,
        };
        this.transport = new Transport(this.options);
    }
    createJob(projectId, prompt, signal) {
        return this.call({
            method: 'POST',
            path: `/v2/agent/${enc(projectId)}/job`,
            body: { prompt },
            operation: 'Creating the agent job',
            schema: AgentJobSchema,
            replaySafe: false,
            effect: {
                none: 'no job was created',
                unknown: 'the request may have reached the server, so the job may or may not exist: check the dashboard before running again',
            },
        }, signal);
    }
    sendMessage(projectId, jobId, prompt, signal) {
        return this.call({
            method: 'POST',
            path: `/v2/agent/${enc(projectId)}/job/${enc(jobId)}/message`,
            body: { prompt },
            operation: `Sending the follow-up to job ${jobId}`,
            schema: AgentJobSchema,
            check: sameJob(jobId),
            replaySafe: false,
            effect: {
                none: `job ${jobId} did not get the follow-up`,
                unknown: `the request may have reached the server, so job ${jobId} may or may not have the follow-up: check the job on the dashboard before sending it again`,
            },
        }, signal);
    }
    getJob(projectId, jobId, signal) {
        return this.call({
            method: 'GET',
            path: `/v2/agent/${enc(projectId)}/job/${enc(jobId)}`,
            operation: `Getting job ${jobId}`,
            schema: AgentJobSchema,
            check: sameJob(jobId),
            replaySafe: true,
        }, signal);
    }
    queueDeployment(projectId, signal) {
        return this.call({
            method: 'POST',
            path: `/v1/project/update/${enc(projectId)}`,
            operation: 'Queueing the deployment',
            schema: QueuedDeploymentSchema,
            replaySafe: false,
            rateLimitWindowMs: TRIGGER_WINDOW_MS,
            hints: { 404: 'check `project-id`: the project was not found' },
            effect: {
                none: 'no deployment was queued',
                unknown: 'the request may have reached the server, so a deployment may or may not be queued: check the dashboard before running again',
            },
        }, signal);
    }
    queuePreview(projectId, branch, signal) {
        return this.call({
            method: 'POST',
            path: `/v1/project/preview/${enc(projectId)}`,
            body: { branch },
            operation: `Queueing the preview of branch ${branch}`,
            schema: QueuedPreviewSchema,
            replaySafe: false,
            rateLimitWindowMs: PREVIEW_WINDOW_MS,
            hints: {
                403: "the organization's plan has no preview deployments, the API key lacks the write scope, or this runner's IP is not on the key's allow-list",
                404: 'check `project-id`: the project was not found',
            },
            effect: {
                none: 'no preview was queued',
                unknown: 'the request may have reached the server, so a preview may or may not be queued: check the dashboard before running again',
            },
        }, signal);
    }
    getDeploymentStatus(statusId, signal) {
        return this.call({
            method: 'GET',
            path: `/v1/project/update-status/${enc(statusId)}`,
            operation: `Getting deployment ${statusId}`,
            schema: DeploymentStatusSchema,
            check: (status) => status._id === undefined || status._id === statusId
                ? undefined
                : `it is about deployment ${status._id}, not the one asked for, ${statusId}`,
            replaySafe: true,
            hints: { 404: 'check `status-id`: no deployment has this status id' },
        }, signal);
    }
    runAutomation(projectId, automationId, signal) {
        return this.call({
            method: 'POST',
            path: `/v1/workflow/${enc(projectId)}/${enc(automationId)}/trigger`,
            operation: `Running automation ${automationId}`,
            schema: QueuedAutomationRunSchema,
            replaySafe: false,
            rateLimitWindowMs: TRIGGER_WINDOW_MS,
            hints: {
                400: 'the automation must be active and on a custom schedule (check its settings on the dashboard)',
                404: 'check `automation-id` and `project-id`: this project has no automation with that id',
            },
            effect: {
                none: 'the automation did not run',
                unknown: 'the request may have reached the server, so the automation may or may not be running (each run spends credits): check Automation Runs on the dashboard before running again',
            },
        }, signal);
    }
    getViews(projectId, query, signal) {
        return this.getAnalytics(projectId, {
            endpoint: 'views',
            query: { ...query },
            operation: `Getting page views (offset ${query.offset})`,
            schema: ViewsPageSchema,
        }, signal);
    }
    getAnalytics(projectId, request, signal) {
        return this.call({
            method: 'GET',
            path: `/v1/analytics/${enc(projectId)}/${request.endpoint}`,
            query: request.query,
            operation: request.operation,
            schema: request.schema,
            check: request.check ?? finiteNumbers,
            replaySafe: true,
            budgeted: true,
        }, signal);
    }
    async close() {
        await this.transport.close();
    }
    async call(call, signal) {
        const { clock, deadline, random } = this.options;
        const started = clock.now();
        let rateLimited = 0;
        let failed = 0;
        for (let attempt = 1;; attempt++) {
            if (call.budgeted && !this.options.budget.take()) {
                throw new api_budget/* BudgetSpentError */.o(call.operation, this.options.budget.limit);
            }
            const answer = await this.attempt(call, signal);
            if (answer.ok) {
                if (failed > 0) {
                    core/* info */.pq(`${call.operation}: answered after ${(0,plural/* plural */.L)(failed, 'failed try', 'failed tries')} over ${(0,durations/* formatDuration */.a3)(clock.now() - started)}.`);
                }
                return answer.value;
            }
            const { error } = answer;
            if (!this.retryable(call, error, attempt))
                throw error.toApiError(call);
            const delay = error.rateLimited
                ? (0,retry/* rateLimitDelay */.nl)(++rateLimited, error.retryAfterMs, random, call.rateLimitWindowMs)
                : (0,retry/* serverErrorDelay */.lD)(++failed, error.retryAfterMs, random);
            if (clock.now() + delay >= deadline) {
                throw error.toApiError(call, {
                    gaveUp: `the \`timeout\` leaves no time to retry${error.retryAfterMs !== undefined ? ` after the server's Retry-After of ${(0,durations/* formatDuration */.a3)(delay)}` : ''}`,
                });
            }
            // One line per wait for a rate limit (each says how long and why); one line per outage
            // otherwise, with the later tries in the debug log, so a long outage cannot flood the log.
            if (error.rateLimited) {
                core/* info */.pq(`${call.operation}: ${error.summary}; waiting ${(0,durations/* formatDuration */.a3)(delay)}${error.retryAfterMs && error.retryAfterMs > 0 ? ' as the server asked' : ''} before trying again.`);
            }
            else if (failed === 1) {
                core/* info */.pq(`${call.operation}: ${error.summary}; trying again, backing off up to a minute between tries${call.replaySafe ? ' until `timeout`' : ''}.`);
            }
            else {
                core/* debug */.Yz(`${call.operation}: ${error.summary}; try ${attempt + 1} in ${(0,durations/* formatDuration */.a3)(delay)}.`);
            }
            try {
                await clock.sleep(delay, signal);
            }
            catch {
                throw aborted(call);
            }
        }
    }
    /**
     * A 429 waits as long as `timeout` allows. A request that provably never left is retried (a
     * create or follow-up a few times: the server cannot have acted on it). A request that may safely reach
     * the server twice (a poll, a page) is retried for 5xx, network errors and timeouts until
     * `timeout`; a malformed body only a few times. A create or follow-up that may have reached the
     * server is never retried.
     */
    retryable(call, error, attempt) {
        if (error.rateLimited)
            return true;
        if (error.notSent)
            return error.transient && (call.replaySafe || attempt < retry/* MAX_ATTEMPTS */.m);
        if (!call.replaySafe || !error.transient)
            return false;
        return error.kind !== 'malformed' || attempt < retry/* MAX_ATTEMPTS */.m;
    }
    /** ` through the proxy host:port`, or '' without a proxy: for failure messages. */
    via() {
        return this.transport.proxy ? ` through the proxy ${this.transport.proxy.host}` : '';
    }
    async attempt(call, signal) {
        const { clock, deadline, requestTimeoutMs, apiKey, maxBodyBytes } = this.options;
        const remaining = deadline - clock.now();
        if (remaining <= 0) {
            return {
                ok: false,
                error: new Failure('the `timeout` ran out', { kind: 'timeout', notSent: true }),
            };
        }
        // One deadline for the whole request: connecting, the headers and every byte of the body.
        const timeout = Math.max(1, Math.min(requestTimeoutMs, remaining));
        // A timer of our own, cleared when the request settles: `AbortSignal.timeout` would keep one
        // timer per request alive until it fired, thousands of them in a long export.
        const expiry = new AbortController();
        const timer = setTimeout(() => expiry.abort(new DOMException('The request timed out', 'TimeoutError')), timeout).unref();
        const bounded = signal ? AbortSignal.any([signal, expiry.signal]) : expiry.signal;
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(call.query ?? {}))
            query.set(name, String(value));
        const search = query.size > 0 ? `?${query}` : '';
        const started = clock.now();
        let answer;
        try {
            answer = await this.transport.send({
                method: call.method,
                path: call.path + search,
                headers: {
                    authorization: `Bearer ${apiKey}`,
                    accept: 'application/json',
                    'user-agent': version/* USER_AGENT */._,
                    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                body: call.body === undefined ? undefined : JSON.stringify(call.body),
            }, bounded);
        }
        catch (failure) {
            if (signal?.aborted)
                throw aborted(call);
            if (!(failure instanceof SendFailure))
                throw failure;
            if (failure.tooLarge) {
                return {
                    ok: false,
                    error: new Failure(`the response body is larger than the ${formatBytes(maxBodyBytes)} this action reads from one response, far above any real answer`, { kind: 'malformed', status: failure.status, cause: failure.cause }),
                };
            }
            if (expiry.signal.aborted) {
                return {
                    ok: false,
                    error: new Failure(`no complete response within ${(0,durations/* formatDuration */.a3)(timeout)}${this.via()}`, { kind: 'timeout', transient: true, notSent: failure.notSent, cause: failure.cause }),
                };
            }
            return {
                ok: false,
                error: Failure.fromNetwork(failure.cause, failure.notSent, this.transport.proxy),
            };
        }
        finally {
            clearTimeout(timer);
        }
        const { status, text, retryAfter } = answer;
        core/* debug */.Yz(`${call.method} ${call.path} -> ${status} in ${clock.now() - started} ms`);
        if (status >= 200 && status < 300) {
            const parsed = parseJson(text);
            const checked = parsed.ok ? dist/* safeParse */.xLC(call.schema, parsed.value) : undefined;
            // Server strings leave the process as outputs, summary and issue comments: redact them all.
            const value = checked?.success ? redactStrings(checked.output, apiKey) : undefined;
            const mismatch = value === undefined ? undefined : call.check?.(value);
            if (value !== undefined && mismatch === undefined)
                return { ok: true, value };
            // The check quotes the value it did not expect: server text, so it is cleaned like one.
            const why = mismatch ??
                (checked?.issues
                    ? serverText(describeIssue(checked.issues), apiKey)
                    : 'the body is not JSON');
            return {
                ok: false,
                error: new Failure(`the response does not match the API's documented shape (${why})`, {
                    kind: 'malformed',
                    status,
                    // A garbled body may be a passing fault; an answer that fails a check (about another
                    // job, counts JSON cannot hold) comes back the same when asked again.
                    transient: mismatch === undefined,
                }),
            };
        }
        const apiError = errorText(text, apiKey);
        if (status >= 300 && status < 400) {
            return {
                ok: false,
                error: new Failure(`HTTP ${status} redirect, not followed (the API key is never sent to another address)`, { kind: 'http', status }),
            };
        }
        return {
            ok: false,
            error: new Failure(`HTTP ${status}`, {
                kind: 'http',
                status,
                apiError,
                rateLimited: status === 429,
                transient: status >= 500,
                retryAfterMs: (0,retry/* parseRetryAfter */.mu)(retryAfter, clock.now()),
            }),
        };
    }
}
function formatBytes(bytes) {
    return bytes % 1024 ** 2 === 0 ? `${bytes / 1024 ** 2} MiB` : `${bytes} bytes`;
}
/** One failed try, before the client decides whether to retry it. */
class Failure {
    summary;
    kind;
    status;
    apiError;
    rateLimited;
    /** Worth another try for a request that may safely be repeated. */
    transient;
    /** The request provably never reached the server. */
    notSent;
    retryAfterMs;
    cause;
    constructor(summary, details) {
        this.summary = summary;
        this.kind = details.kind;
        this.status = details.status;
        this.apiError = details.apiError;
        this.rateLimited = details.rateLimited ?? false;
        this.transient = details.transient ?? false;
        this.notSent = details.notSent ?? false;
        this.retryAfterMs = details.retryAfterMs;
        this.cause = details.cause;
    }
    static fromNetwork(cause, notSent, proxy) {
        const code = errorCode(cause) ?? 'no code';
        const tunnel = proxy ? proxyTunnelStatus(cause) : undefined;
        if (proxy && tunnel !== undefined) {
            const refused = `the proxy ${proxy.host} answered HTTP ${tunnel} to the tunnel request`;
            // A 502, 503 or 504 from the proxy means it could not reach the API: nothing was sent, and
            // it may pass, like a reset. Anything else is the proxy's refusal: asking again won't help.
            if (tunnel === 502 || tunnel === 503 || tunnel === 504) {
                return new Failure(refused, { kind: 'network', transient: true, notSent: true, cause });
            }
            const advice = tunnel === 407
                ? `it wants credentials: set them in ${proxy.variable} as \`http://user:password@host:port\``
                : `check ${proxy.variable}, or name the API's host in NO_PROXY to reach it directly`;
            return new Failure(`${refused}, refusing it; ${advice}`, {
                kind: 'network',
                notSent: true,
                cause,
            });
        }
        const via = proxy ? ` through the proxy ${proxy.host}` : '';
        return new Failure(notSent ? `could not connect${via} (${code})` : `the connection failed${via} (${code})`, { kind: 'network', transient: true, notSent, cause });
    }
    toApiError(call, extra) {
        const summary = extra ? `${this.summary}; ${extra.gaveUp}` : this.summary;
        // A create or follow-up that may have reached the server: its effect is unknown.
        const rejected = this.status !== undefined && this.status >= 400 && this.status < 500;
        const effectUnknown = !call.replaySafe && !this.notSent && !rejected;
        return new errors/* ApiError */.h(summary, {
            kind: this.kind,
            operation: call.operation,
            status: this.status,
            apiError: this.apiError,
            hint: this.status === undefined ? undefined : call.hints?.[this.status],
            // Every failed create or follow-up says whether the server may have acted on it.
            effect: effectUnknown ? call.effect?.unknown : call.effect?.none,
            cause: this.cause,
        });
    }
}
function aborted(call) {
    return new errors/* ApiError */.h('the run was cancelled', { kind: 'aborted', operation: call.operation });
}
/**
 * An id as a URL path segment. Ids come from inputs, the server or a tracking comment; only the
 * characters of a safe segment pass (no `..`, no `/`, no lone surrogate), so none can turn the
 * URL into another path.
 */
function enc(id) {
    if (!SAFE_ID.test(id))
        throw new Error(`The id ${JSON.stringify(id)} is not a valid id.`);
    return id;
}
/**
 * Every number of an analytics answer must be finite: `1e309` in the body parses to Infinity,
 * which no file can hold faithfully. Refused once, not retried: asking again returns the same
 * page. Returns where the first one is, e.g. `views.3.total`.
 */
function finiteNumbers(value) {
    const path = nonFinitePath(value);
    return path === undefined ? undefined : `${path.join('.')} is not a finite number`;
}
/**
 * The keys that lead to the first number that is not finite, or undefined. Runs on every field of
 * every page, so it allocates nothing on the way down; the path is built only on the way back up.
 */
function nonFinitePath(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? undefined : [];
    if (value === null || typeof value !== 'object')
        return undefined;
    for (const key in value) {
        if (!Object.hasOwn(value, key))
            continue;
        const path = nonFinitePath(value[key]);
        if (path) {
            path.unshift(key);
            return path;
        }
    }
    return undefined;
}
/** A job answer must be about the job asked for: another job's pull request is not ours. */
function sameJob(jobId) {
    return (job) => job.id === jobId ? undefined : `it is about job ${job.id}, not the job asked for, ${jobId}`;
}
function parseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** The API's own `error` text, when the body is the documented `{"error": string}`. */
function errorText(text, apiKey) {
    const parsed = parseJson(text);
    if (!parsed.ok)
        return undefined;
    const body = dist/* safeParse */.xLC(ErrorBodySchema, parsed.value);
    if (!body.success)
        return undefined;
    const details = body.output.details?.map((d) => d.message).join('; ');
    return serverText(details ? `${body.output.error}: ${details}` : body.output.error, apiKey);
}
/** The status a proxy answered to CONNECT, from undici's `Proxy response (NNN) !== 200 ...`. */
function proxyTunnelStatus(error) {
    for (let e = error, depth = 0; e instanceof Error && depth < 4; depth++) {
        const prefix = 'Proxy response (';
        if (e.message.startsWith(prefix)) {
            const status = Number(e.message.slice(prefix.length, prefix.length + 3));
            if (Number.isInteger(status))
                return status;
        }
        e = e.cause;
    }
    return undefined;
}
function errorCode(error) {
    for (let e = error, depth = 0; e && depth < 4; depth++) {
        if (typeof e === 'object' && 'code' in e && typeof e.code === 'string')
            return e.code;
        e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./api/proxy.ts
/**
 * The runner's proxy settings, read once by main.ts: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (lower case first, as curl and `@actions/http-client` read them).
 */

const VARIABLES = {
    httpsProxy: ['https_proxy', 'HTTPS_PROXY'],
    httpProxy: ['http_proxy', 'HTTP_PROXY'],
};
/**
 * Reads the proxy settings. A value without `scheme://` is read as `http://`, as
 * `@actions/http-client` means to (it tries `http://` when the value is not a URL, but
 * `user:pass@host:port` parses as a URL whose scheme is `user:`); any other value that is not an
 * `http:` or `https:` URL is refused with one sentence naming the variable, before any request.
 */
function readProxySettings(env) {
    const secrets = [];
    const normalized = {};
    const read = (names) => {
        const name = names.find((n) => env[n]) ?? names[1];
        const raw = (env[name] ?? '').trim();
        if (raw === '')
            return '';
        const value = raw.includes('://') ? raw : `http://${raw}`;
        let url;
        try {
            url = new URL(value);
        }
        catch {
            throw new input_error/* InputError */.d(name, `The ${name} environment variable is not a proxy URL; set it as http://host:port or http://user:password@host:port.`);
        }
        if (url.password)
            secrets.push(...new Set([url.password, safeDecode(url.password)]));
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            throw new input_error/* InputError */.d(name, `The ${name} environment variable names a ${url.protocol.slice(0, -1)} proxy (${url.protocol}//${url.host}); only http:// and https:// proxies are supported, as http://host:port.`);
        }
        if (value !== raw)
            normalized[name] = value;
        return value;
    };
    const settings = {
        httpsProxy: read(VARIABLES.httpsProxy),
        httpProxy: read(VARIABLES.httpProxy),
        noProxy: env.no_proxy || env.NO_PROXY || '',
    };
    return { settings, secrets, normalized };
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./cancellation.ts

/**
 * Turns the runner's cancellation (SIGINT, then SIGTERM 7.5 s later) into an AbortSignal, so
 * whatever is waiting stops at once and the step can leave truthful outputs and a log line.
 */
class Cancellation {
    controller = new AbortController();
    onSignal = (name) => {
        if (this.controller.signal.aborted)
            return;
        core/* info */.pq(`Received ${name}: stopping and recording where the work stands.`);
        this.controller.abort(new Error(`cancelled by ${name}`));
    };
    target;
    constructor(target = process) {
        this.target = target;
        target.on('SIGINT', this.onSignal);
        target.on('SIGTERM', this.onSignal);
    }
    get signal() {
        return this.controller.signal;
    }
    dispose() {
        this.target.off('SIGINT', this.onSignal);
        this.target.off('SIGTERM', this.onSignal);
    }
}

;// CONCATENATED MODULE: ./clock.ts
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(signal.reason);
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(70542);
// EXTERNAL MODULE: ./analytics/datasets/catalogue.ts
var catalogue = __webpack_require__(87668);
;// CONCATENATED MODULE: ./analytics/formats.ts
/** The file formats an export is written in (the `format` input), in the order of the files. */
const EXPORT_FORMATS = ['json', 'csv', 'ndjson'];

// EXTERNAL MODULE: ./analytics/range.ts
var analytics_range = __webpack_require__(79622);
// EXTERNAL MODULE: ./analytics/artifact.ts
var artifact = __webpack_require__(601);
// EXTERNAL MODULE: ./catalogue.ts
var catalogue_0 = __webpack_require__(6741);
;// CONCATENATED MODULE: ./inputs.ts











const COMMENT_SETTINGS = ['auto', 'true', 'false'];
/** A GitHub login (letters, digits, hyphens; some old ones end in `-`), or a bot's `name[bot]`. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/;
const DEFAULT_BASE_URL = 'https://api.mintlify.com';
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
const TRUE_VALUES = new Set(['true', 'True', 'TRUE']);
const FALSE_VALUES = new Set(['false', 'False', 'FALSE']);
/** Keys of other Mintlify APIs: certainly the wrong kind for this one. */
const WRONG_KEY_KINDS = {
    mint_dsc_: 'an assistant (public search) key',
    mint_us_: 'a key for a different Mintlify API',
};
/**
 * Reads and validates every input into one typed settings object. Throws an InputError whose
 * message is one sentence naming the input and what is allowed; no request is made before.
 */
function getInputs(source, now) {
    const warnings = [];
    const mode = source.fixedMode ?? oneOf(source, 'mode', catalogue_0/* MODES */.FN, 'agent');
    if (source.fixedMode && source.get('mode') && source.get('mode') !== mode) {
        warnings.push(`Input \`mode\` is ignored: this sub-action always runs ${mode} mode (the root action takes \`mode\`).`);
    }
    const elsewhere = source.fixedMode ? "use the mode's own sub-action" : 'set `mode`';
    for (const name of (0,catalogue_0/* inputsThatDoNotApply */.Jd)(mode, (input) => source.get(input))) {
        warnings.push(`Input \`${name}\` does not apply to ${mode} mode and is ignored: remove it, or ${elsewhere} for the mode it belongs to.`);
    }
    const common = {
        // A fork's pull request gets no secrets: preview mode says so and passes (ship/preview-mode.ts).
        apiKey: mode === 'preview' && !source.get('api-key') ? '' : apiKey(source, warnings),
        projectId: identifier(source, 'project-id', true),
        baseUrl: baseUrl(source),
        timeoutMs: duration(source, 'timeout', '30m', 1000, 6 * 3_600_000),
    };
    const settings = settingsOf(mode, source, common, now);
    return { settings, warnings };
}
function settingsOf(mode, source, common, now) {
    switch (mode) {
        case 'agent':
            return agentSettings(source, common);
        case 'analytics':
            return analyticsSettings(source, common, now);
        case 'deploy':
            return deploySettings(source, common);
        case 'preview':
            return previewSettings(source, common);
        case 'automation':
            return automationSettings(source, common);
    }
}
function waitSettings(source) {
    return {
        wait: inputs_boolean(source, 'wait', true),
        pollIntervalMs: duration(source, 'poll-interval', '10s', 100, 3_600_000),
    };
}
function agentSettings(source, common) {
    return {
        ...common,
        mode: 'agent',
        prompt: source.get('prompt'),
        jobId: identifier(source, 'job-id', false),
        ...waitSettings(source),
        failOnJobFailure: inputs_boolean(source, 'fail-on-job-failure', true),
        comment: commentSetting(source),
        githubToken: source.get('github-token'),
        allowedUsers: allowedUsers(source),
        preview: inputs_boolean(source, 'preview', false),
    };
}
function deploySettings(source, common) {
    return {
        ...common,
        mode: 'deploy',
        ...waitSettings(source),
        statusId: identifier(source, 'status-id', false),
    };
}
function previewSettings(source, common) {
    return {
        ...common,
        mode: 'preview',
        ...waitSettings(source),
        statusId: identifier(source, 'status-id', false),
        branch: branchName(source),
        comment: commentSetting(source),
        githubToken: source.get('github-token'),
    };
}
function automationSettings(source, common) {
    const automationId = identifier(source, 'automation-id', false);
    if (!automationId) {
        throw new input_error/* InputError */.d('automation-id', "Input `automation-id` is required in automation mode: copy it from the automation's settings panel on the dashboard's Automations page.");
    }
    return {
        ...common,
        mode: 'automation',
        ...waitSettings(source),
        automationId,
        failOnJobFailure: inputs_boolean(source, 'fail-on-job-failure', true),
    };
}
/**
 * `branch`: a git branch name as git allows it (no white space or control characters, none of
 * `~ ^ : ? * [ \`, no `..`, `@{` or `//`, not starting or ending with `/` or `.`), at most 255
 * characters; a leading `refs/heads/` is dropped. Empty: the event's branch.
 */
function branchName(source) {
    const raw = source.get('branch');
    const name = raw.startsWith('refs/heads/') ? raw.slice('refs/heads/'.length) : raw;
    if (!name)
        return '';
    if (!(0,branch_0/* isBranchName */.Q)(name)) {
        throw new input_error/* InputError */.d('branch', `Input \`branch\` must be a git branch name (no spaces, no \`~ ^ : ? * [ \\\`, no \`..\`), at most 255 characters; got ${JSON.stringify(raw.slice(0, 60))}.`);
    }
    return name;
}
function commentSetting(source) {
    const value = (source.get('comment') || 'auto').toLowerCase();
    if (COMMENT_SETTINGS.includes(value))
        return value;
    throw new input_error/* InputError */.d('comment', `Input \`comment\` must be one of auto, true, false; got ${JSON.stringify(source.get('comment'))}.`);
}
function allowedUsers(source) {
    const logins = source
        .get('allowed-users')
        .split(/[\s,]+/)
        .map((login) => login.replace(/^@/, ''))
        .filter(Boolean);
    const bad = logins.find((login) => !LOGIN.test(login));
    if (bad !== undefined) {
        throw new input_error/* InputError */.d('allowed-users', `Input \`allowed-users\` must be a comma-separated list of GitHub logins (an app's bot account as \`name[bot]\`); ${JSON.stringify(bad.slice(0, 60))} is not one.`);
    }
    return [...new Set(logins.map((login) => login.toLowerCase()))];
}
function analyticsSettings(source, common, now) {
    const raw = {
        dateFrom: source.get('date-from'),
        dateTo: source.get('date-to'),
        period: source.get('period'),
    };
    const range = (0,analytics_range/* resolveDateRange */.wT)(raw, now);
    const compare = oneOf(source, 'compare', ['none', 'previous'], 'none');
    const chosen = datasets(source);
    const outputDir = source.get('output-dir') || external_node_path_.join(source.runnerTemp || external_node_os_.tmpdir(), 'page-views');
    return {
        ...common,
        mode: 'analytics',
        ...range,
        pageSize: integer(source, 'page-size', 250, 1, 250),
        formats: formats(source),
        outputDir: external_node_path_.resolve(outputDir),
        uploadArtifact: inputs_boolean(source, 'upload-artifact', true),
        artifactName: artifactName(source, common.projectId, range, chosen),
        retentionDays: source.get('retention-days')
            ? integer(source, 'retention-days', 0, 1, 90)
            : undefined,
        datasets: chosen,
        maxRequests: integer(source, 'max-requests', 100, 1, 100_000),
        includeContact: inputs_boolean(source, 'include-contact', false),
        previousRange: compare === 'previous' ? (0,analytics_range/* previousRange */.Ny)(raw, range) : undefined,
    };
}
/** `datasets`: `all`, or a comma-separated list of DATASET_NAMES; `views` when empty. */
function datasets(source) {
    if (source.get('datasets').trim().toLowerCase() === 'all')
        return [...catalogue/* DATASET_NAMES */._];
    const chosen = commaList(source, 'datasets', catalogue/* DATASET_NAMES */._, 'views', '`all` or a comma-separated list of');
    // Exported in the catalog's order, whatever order the input lists them in.
    return catalogue/* DATASET_NAMES */._.filter((name) => chosen.includes(name));
}
function artifactName(source, projectId, range, chosen) {
    const name = source.get('artifact-name');
    if (!name) {
        const viewsOnly = chosen.length === 1 && chosen[0] === 'views';
        return (0,artifact/* defaultArtifactName */.Vb)(projectId, range.dateFrom, range.dateTo, viewsOnly);
    }
    const problem = (0,artifact/* artifactNameProblem */.NH)(name);
    if (problem)
        throw new input_error/* InputError */.d('artifact-name', `Input \`artifact-name\` is not a valid artifact name: ${problem}.`);
    return name;
}
function apiKey(source, warnings) {
    const key = source.get('api-key');
    if (!key)
        throw (0,input_error/* missingApiKey */.u)();
    for (const [prefix, kind] of Object.entries(WRONG_KEY_KINDS)) {
        if (key.startsWith(prefix)) {
            throw new input_error/* InputError */.d('api-key', `Input \`api-key\` is ${kind} (it starts with \`${prefix}\`); this action needs an admin API key, which starts with \`mint_\` and is created on the dashboard's API keys page.`);
        }
    }
    if (/\s/.test(key)) {
        throw new input_error/* InputError */.d('api-key', 'Input `api-key` contains white space; copy the key again.');
    }
    // A header value carries visible ASCII only: anything else would fail inside undici as a
    // misleading "connection failed" after the request had started.
    if (!/^[\x21-\x7e]+$/.test(key)) {
        throw new input_error/* InputError */.d('api-key', 'Input `api-key` holds characters that cannot be sent in an HTTP header (only visible ASCII is allowed); copy the key again.');
    }
    if (!key.startsWith('mint_')) {
        warnings.push('Input `api-key` does not start with `mint_` like Mintlify admin keys do; if requests fail with 401, check that it is an admin API key.');
    }
    return key;
}
function identifier(source, name, required) {
    const value = source.get(name);
    if (!value) {
        if (required) {
            throw new input_error/* InputError */.d(name, `Input \`${name}\` is required: copy it from the API keys page of the Mintlify dashboard.`);
        }
        return '';
    }
    if (!/^[A-Za-z0-9._~-]+$/.test(value) || value === '.' || value === '..') {
        throw new input_error/* InputError */.d(name, `Input \`${name}\` may hold only letters, digits and \`. _ ~ -\`; got ${JSON.stringify(value.slice(0, 60))}.`);
    }
    return value;
}
function baseUrl(source) {
    const raw = source.get('base-url') || DEFAULT_BASE_URL;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new input_error/* InputError */.d('base-url', `Input \`base-url\` must be an https URL such as ${DEFAULT_BASE_URL}; got ${JSON.stringify(raw)}.`);
    }
    const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new input_error/* InputError */.d('base-url', `Input \`base-url\` must use https (plain http is allowed only to localhost or 127.0.0.1, for testing); got ${JSON.stringify(url.origin)}.`);
    }
    if (url.username || url.password || url.search || url.hash) {
        throw new input_error/* InputError */.d('base-url', 'Input `base-url` must not contain credentials, a query or a fragment; pass the API origin, e.g. https://api.mintlify.com.');
    }
    return (0,text_0/* withoutTrailing */.hT)(url.origin + url.pathname, '/');
}
function oneOf(source, name, allowed, fallback) {
    const value = source.get(name) || fallback;
    if (allowed.includes(value))
        return value;
    throw new input_error/* InputError */.d(name, `Input \`${name}\` must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}.`);
}
function inputs_boolean(source, name, fallback) {
    const value = source.get(name);
    if (!value)
        return fallback;
    if (TRUE_VALUES.has(value))
        return true;
    if (FALSE_VALUES.has(value))
        return false;
    throw new input_error/* InputError */.d(name, `Input \`${name}\` must be true or false; got ${JSON.stringify(value)}.`);
}
function duration(source, name, fallback, minMs, maxMs) {
    const value = source.get(name) || fallback;
    const ms = (0,durations/* parseDuration */.E9)(value);
    if (ms === undefined || ms < minMs || ms > maxMs) {
        throw new input_error/* InputError */.d(name, `Input \`${name}\` must be a duration between ${minMs < 1000 ? `${minMs}ms` : `${minMs / 1000}s`} and ${maxMs / 3_600_000}h, like 90s, 15m or 1h (a bare number means seconds); got ${JSON.stringify(value)}.`);
    }
    return ms;
}
function integer(source, name, fallback, min, max) {
    const value = source.get(name);
    if (!value)
        return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
        throw new input_error/* InputError */.d(name, `Input \`${name}\` must be a whole number from ${min} to ${max}; got ${JSON.stringify(value)}.`);
    }
    return n;
}
function formats(source) {
    return commaList(source, 'format', EXPORT_FORMATS, 'json,csv', 'a comma-separated list of');
}
/**
 * A comma-separated input of names from `allowed` (case-insensitive), each once, in the order
 * given; `fallback` when empty.
 */
function commaList(source, name, allowed, fallback, what) {
    const value = source.get(name) || fallback;
    const list = value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean);
    if (list.length === 0 || list.some((item) => !allowed.includes(item))) {
        throw new input_error/* InputError */.d(name, `Input \`${name}\` must be ${what} ${allowed.join(', ')}; got ${JSON.stringify(value)}.`);
    }
    return [...new Set(list)];
}

;// CONCATENATED MODULE: ./main.ts












/**
 * The action: inputs -> mode -> outputs; `fixedMode` when started from a sub-action's entry. The one place that reads the environment and calls
 * `setFailed`; everything below gets what it needs as arguments.
 */
async function run(fixedMode) {
    // Masked before anything else, so no later log line can carry it.
    const apiKey = core/* getInput */.V4('api-key');
    if (apiKey)
        core/* setSecret */.Pq(apiKey);
    const githubToken = core/* getInput */.V4('github-token');
    if (githubToken)
        core/* setSecret */.Pq(githubToken);
    const cancellation = new Cancellation();
    let client;
    try {
        const { context, warnings: contextWarnings } = readGitHubContext(process.env);
        const { settings, warnings } = getInputs({ get: (name) => core/* getInput */.V4(name), runnerTemp: process.env.RUNNER_TEMP, fixedMode }, new Date(systemClock.now()));
        for (const warning of [...contextWarnings, ...warnings])
            core/* warning */.$e(warning);
        const deadline = systemClock.now() + settings.timeoutMs;
        const proxy = readProxySettings(process.env);
        // A proxy password is a secret too, whichever library might print the proxy's URL.
        for (const secret of proxy.secrets)
            core/* setSecret */.Pq(secret);
        // The GitHub and artifact clients read these variables themselves and cannot use a value
        // without a scheme: they get the same `http://` URL as the API client.
        Object.assign(process.env, proxy.normalized);
        const budget = new api_budget/* RequestBudget */.b(settings.mode === 'analytics' ? settings.maxRequests : Number.POSITIVE_INFINITY);
        client = new MintlifyClient({
            baseUrl: settings.baseUrl,
            apiKey: settings.apiKey,
            deadline,
            clock: systemClock,
            proxy: proxy.settings,
            budget,
        });
        const io = {
            api: client,
            clock: systemClock,
            deadline,
            signal: cancellation.signal,
            setOutput: (name, value) => core/* setOutput */.uH(name, value),
            writeSummary: async (markdown) => {
                if (process.env.GITHUB_STEP_SUMMARY)
                    await core/* summary */.z.addRaw(markdown).write();
            },
        };
        if (settings.mode === 'agent') {
            await runAgentMode(settings, context, {
                ...io,
                github: (0,github_client/* lazyGitHub */.eq)({
                    token: settings.githubToken,
                    apiUrl: context.apiUrl,
                    owner: context.owner,
                    repo: context.repo,
                }),
                saveState: (name, value) => core/* saveState */.LZ(name, value),
                previews: client,
            });
        }
        else if (settings.mode === 'analytics') {
            // Loaded only here: the export code and @actions/artifact cost agent mode nothing.
            const { runAnalyticsMode } = await Promise.all(/* import() */[__webpack_require__.e(319), __webpack_require__.e(373)]).then(__webpack_require__.bind(__webpack_require__, 58373));
            const { owner, repo, runId, serverUrl } = context;
            await runAnalyticsMode(settings, {
                ...io,
                budget,
                repositoryPublic: repositoryIsPublic(context.payload),
                artifactLink: process.env.GITHUB_SERVER_URL && owner && repo && runId
                    ? { serverUrl, repository: `${owner}/${repo}`, runId }
                    : undefined,
            });
        }
        else {
            const ship = {
                ...io,
                github: (0,github_client/* lazyGitHub */.eq)({
                    token: settings.mode === 'preview' ? settings.githubToken : '',
                    apiUrl: context.apiUrl,
                    owner: context.owner,
                    repo: context.repo,
                }),
                saveState: (name, value) => core/* saveState */.LZ(name, value),
            };
            const { runDeployMode, runPreviewMode, runAutomationMode } = await __webpack_require__.e(/* import() */ 742).then(__webpack_require__.bind(__webpack_require__, 29742));
            if (settings.mode === 'deploy')
                await runDeployMode(settings, ship);
            else if (settings.mode === 'preview')
                await runPreviewMode(settings, context, ship);
            else
                await runAutomationMode(settings, ship);
        }
    }
    catch (error) {
        core/* setFailed */.C1((0,text_0/* errorMessage */.gJ)(error));
    }
    finally {
        cancellation.dispose();
        await client?.close();
    }
}
/**
 * The post step: finishes a comment the main step left unfinished (it was cancelled, killed or
 * timed out): the tracking comment saying "working", the preview comment saying "building".
 * Never fails the job; does nothing when nothing is left.
 */
async function runPost() {
    // The post step sees the same inputs: mask the key here too, before anything else.
    const apiKey = core/* getInput */.V4('api-key');
    if (apiKey)
        core/* setSecret */.Pq(apiKey);
    try {
        const tracking = core/* getState */.Gu(outputs/* STATE_KEYS */.LU.trackingComment);
        const preview = core/* getState */.Gu(outputs/* STATE_KEYS */.LU.previewComment);
        if (!tracking && !preview)
            return;
        const githubToken = core/* getInput */.V4('github-token');
        if (githubToken)
            core/* setSecret */.Pq(githubToken);
        const { context } = readGitHubContext(process.env);
        const deps = {
            github: (0,github_client/* lazyGitHub */.eq)({
                token: githubToken,
                apiUrl: context.apiUrl,
                owner: context.owner,
                repo: context.repo,
            }),
            clock: systemClock,
        };
        if (tracking)
            await finishLeftoverComment(tracking, { ...deps, runUrl: context.runUrl });
        if (preview) {
            const { finishLeftoverPreviewComment } = await __webpack_require__.e(/* import() */ 742).then(__webpack_require__.bind(__webpack_require__, 29742));
            await finishLeftoverPreviewComment(preview, deps);
        }
    }
    catch (error) {
        core/* warning */.$e(`The post step could not finish the comment left by the main step: ${(0,text_0/* errorMessage */.gJ)(error)}`);
    }
}
/** From the event payload's `repository`; undefined when the payload does not say. */
function repositoryIsPublic(payload) {
    const repository = payload.repository;
    if (typeof repository !== 'object' || repository === null)
        return undefined;
    if ('private' in repository && typeof repository.private === 'boolean')
        return !repository.private;
    if ('visibility' in repository)
        return repository.visibility === 'public';
    return undefined;
}


/***/ }),

/***/ 18319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   N3: () => (/* binding */ httpsUrl),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   OZ: () => (/* binding */ url),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   _b: () => (/* binding */ mermaidLabel),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
/**
 * Every escaper for untrusted text, in one place. Server text (job fields, page paths, the API's
 * error text) and issue text land in Markdown that GitHub renders: the step summary and public
 * issue comments. Each function makes a value inert for one context, so it cannot add HTML,
 * links, images, mentions, table columns or a Mermaid directive. None throws on any string (lone
 * surrogates are made well formed first).
 */
/** Longest text one value may take, so no value can crowd out the rest of a summary or comment. */
const MAX_INLINE = 300;
const MAX_FENCED = 2_000;
/** Well formed, control characters (line breaks included) as spaces, at most `max` characters. */
function oneLine(value, max) {
    const flat = value.toWellFormed().replace(/\p{Cc}+/gu, ' ');
    const chars = [...flat];
    return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}
/**
 * Plain inline text: every ASCII punctuation character that can start markup is
 * backslash-escaped (emphasis, code, links, images, HTML, entities, math, headings, lists),
 * and `@` and `#` get a zero-width joiner after them so no mention pings anyone and no `#123`
 * links an issue (GitHub links those in text, escaped or not).
 */
function text(value, max = MAX_INLINE) {
    return oneLine(value, max)
        .replace(/[\\`*_{}[\]()<>#+\-.!|~&$:]/g, '\\$&')
        .replace(/([@#])/g, '$1\u200d');
}
/**
 * A table cell: `markdown` (already made safe by the functions here) with its pipes escaped. GFM
 * splits a row at every unescaped `|`, even inside a code span, before anything else is parsed.
 */
function cell(markdown) {
    return markdown.replace(/(?<!\\)\|/g, '\\|');
}
/**
 * A code span: a backtick fence longer than any run of backticks inside, padded with a space so
 * a value that starts or ends with a backtick stays inside. Nothing in it renders.
 */
function code(value, max = MAX_INLINE) {
    const inner = oneLine(value, max);
    const longest = Math.max(0, ...[...inner.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = inner.startsWith('`') || inner.endsWith('`') || inner === '' ? ' ' : '';
    return `${fence}${pad}${inner}${pad}${fence}`;
}
/** A fenced block longer than any backtick run in the text: nothing inside renders. */
function fenced(value, max = MAX_FENCED) {
    const chars = [...value.toWellFormed().replace(/\r\n?/g, '\n')];
    const body = chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
    const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}text\n${body}\n${fence}`;
}
/**
 * The URL if it is an absolute `https:` URL with nothing that could end a Markdown link early,
 * else undefined. Only these become links: `javascript:`, `data:`, `http:` and relative URLs
 * never do.
 */
function httpsUrl(value) {
    if (!/^https:\/\/[^\s<>()[\]`"'\\]+$/.test(value))
        return undefined;
    try {
        const parsed = new URL(value);
        if (parsed.protocol !== 'https:' || parsed.username || parsed.password)
            return undefined;
        return parsed.href === value || parsed.href === `${value}/` ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * A link with escaped text, when `url` is a safe https URL; otherwise the text alone followed by
 * the URL as inert code, so a reader still sees where it pointed.
 */
function link(label, url) {
    const target = httpsUrl(url);
    if (target)
        return `[${text(label)}](${target})`;
    return url ? `${text(label)} (${code(url)})` : text(label);
}
/** A bare URL: a link to itself when it is a safe https URL, else inert code. */
function url(value) {
    const target = httpsUrl(value);
    return target ? `[${text(target)}](${target})` : code(value);
}
/**
 * A label inside a Mermaid quoted string. Mermaid decodes `#<code>;` entities, so every
 * character that could end the string, start a directive (`%%{init: …}%%`), a comment, markup or
 * a Markdown string becomes one; line breaks become spaces; long labels are shortened.
 */
function mermaidLabel(value, max = 40) {
    return oneLine(value, max).replace(/["#%<>`{}[\]\\;]/g, (c) => `#${c.codePointAt(0)};`);
}


/***/ }),

/***/ 8808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** `1 row`, `2 rows`, `1 failed try`, `3 failed tries`: counts in log lines and messages. */
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}


/***/ }),

/***/ 95856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g3: () => (/* binding */ pollUntil),
/* harmony export */   lb: () => (/* binding */ PollTimeout)
/* harmony export */ });
/* unused harmony export pollDelay */
/** The first gap between polls, unless `poll-interval` is shorter. */
const FIRST_POLL_GAP_MS = 2000;
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


/***/ }),

/***/ 59707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ readSavedState)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37728);
/**
 * What the main step saved for the post step (`core.saveState`, read back with `core.getState`):
 * JSON of a known shape. A value that is missing, not JSON, or of another shape (saved by another
 * version of the action) means there is nothing to finish.
 */

function readSavedState(saved, schema) {
    if (!saved)
        return undefined;
    try {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(schema, JSON.parse(saved));
        return parsed.success ? parsed.output : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 85597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DT: () => (/* binding */ trimLineEnds),
/* harmony export */   KG: () => (/* binding */ asSentence),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   hT: () => (/* binding */ withoutTrailing),
/* harmony export */   l2: () => (/* binding */ capitalized)
/* harmony export */ });
/**
 * Small text helpers every part of the action shares, each written once. None uses a regular
 * expression that could backtrack: some of this text comes from servers and issues.
 */
/** `text` without the copies of `char` at its end (`https://x//` -> `https://x`). */
function withoutTrailing(text, char) {
    let end = text.length;
    while (end > 0 && text[end - 1] === char)
        end--;
    return text.slice(0, end);
}
/** Each line of `text` without the spaces and tabs at its end. */
function trimLineEnds(text) {
    return text
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n');
}
/** The message of anything thrown: an Error's message, or the value as text. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** `text` ending with a full stop, added when it has none (so sentences can be joined). */
function asSentence(text) {
    return text.endsWith('.') ? text : `${text}.`;
}
/** `text` with its first letter in upper case, to start a sentence. */
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 74404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cut),
/* harmony export */   f: () => (/* binding */ cleanUntrustedText)
/* harmony export */ });
/**
 * The one sanitizer for text that reaches the docs agent from someone other than the workflow's
 * author: issues, comments, reviews, a review comment's file and diff hunk, readers' questions
 * and page paths from analytics, and the `prompt` input (which a workflow may assemble from
 * another step's output). What a human reviewer sees must be all the agent gets, so characters
 * that render as nothing are removed, not shown as escapes: Unicode format characters (tags,
 * which can spell out a hidden instruction, zero-width and bidi controls, joiners, the BOM),
 * variation selectors and invisible fillers, and control characters. Line and paragraph
 * separators (CR, U+2028, U+2029, NEL) become newlines, or spaces in one-line text, so quoted
 * reader text cannot start a line of its own. The text is made well formed and bounded, never
 * splitting a surrogate pair. Every pattern here is a single character class: linear time.
 */
/**
 * Characters that render as nothing: Unicode format characters (zero-width U+200B-U+200F,
 * bidi controls U+202A-U+202E and U+2066-U+2069, word joiners U+2060-U+2064, U+FEFF, the tag
 * characters U+E0000-U+E007F used to smuggle ASCII), variation selectors (another way to hide
 * bytes), Hangul fillers and the combining grapheme joiner.
 */
const INVISIBLE = 
// eslint-disable-next-line no-misleading-character-class -- lone joiners and selectors are the target
/[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;
/** Line and paragraph separators, the CR of CRLF included. */
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;
/** Control characters other than tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** `raw` with what renders as nothing removed, its line breaks normalized, and bounded. */
function cleanUntrustedText(raw, options = {}) {
    let removed = 0;
    const remove = () => {
        removed++;
        return '';
    };
    let text = raw
        .toWellFormed()
        .replace(LINE_BREAK, '\n')
        .replace(INVISIBLE, remove)
        .replace(CONTROL, remove);
    if (options.oneLine)
        text = text.replace(/[\n\t ]+/g, ' ').trim();
    const max = options.maxChars;
    if (max === undefined || text.length <= max)
        return { text, removed };
    const ellipsis = options.oneLine ? '…' : '';
    return { text: cut(text, max - ellipsis.length) + ellipsis, removed, cutFrom: text.length };
}
/** The first `max` code units of `text`, one fewer when the last would split a surrogate pair. */
function cut(text, max) {
    const end = Math.max(0, max);
    const last = text.charCodeAt(end - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}


/***/ }),

/***/ 89996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* unused harmony export ACTION_VERSION */
/** Sent in the User-Agent header; a unit test keeps it equal to package.json's version. */
const ACTION_VERSION = '1.0.0';
const USER_AGENT = `mintlify-docs-agent-action/${ACTION_VERSION}`;


/***/ })

};
