export const id = 745;
export const ids = [745];
export const modules = {

/***/ 75908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ followDeployment)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
// EXTERNAL MODULE: ./api/errors.ts
var errors = __webpack_require__(8028);
// EXTERNAL MODULE: ./durations.ts
var durations = __webpack_require__(18597);
// EXTERNAL MODULE: ./poll.ts
var poll = __webpack_require__(95856);
// EXTERNAL MODULE: ./text.ts
var text_0 = __webpack_require__(85597);
// EXTERNAL MODULE: ./untrusted-text.ts
var untrusted_text = __webpack_require__(74404);
// EXTERNAL MODULE: ./deployment/wait.ts
var wait = __webpack_require__(55053);
;// CONCATENATED MODULE: ./deployment/sentences.ts



/** The log line once the trigger is answered. */
function queuedLine(noun, statusId, previewUrl) {
    return `${noun} ${statusId} is queued${previewUrl ? `; it will be at ${previewUrl}` : ''}.`;
}
/** `wait: false` after queueing: how a later step picks it up. */
function notWaitingForQueued(noun, statusId) {
    return `${noun} ${statusId} is queued; not waiting for its verdict (\`wait: false\`): to wait for it in a later step, set \`status-id: ${statusId}\`.`;
}
/** `wait: false` with a `status-id`: where it stands, read once. */
function notWaitingStatus(noun, statusId, status) {
    return `${noun} ${statusId} is ${status}; not waiting (\`wait: false\`).`;
}
function succeededSentence(noun, statusId, took, previewUrl) {
    const where = previewUrl ? `: ${previewUrl}` : '';
    return `${noun} ${statusId} succeeded after ${took}${where}.`;
}
/** "Deployment X failed after 2m: <summary>. The log ends: <last lines>": server text, one line. */
function failureSentence(noun, statusId, status, took) {
    const summary = status.summary ? `: ${(0,untrusted_text/* cleanLine */.Ow)(status.summary, 300)}` : '';
    const tail = (0,wait/* logTail */.RB)(status, 3).map((line) => (0,untrusted_text/* cleanLine */.Ow)(line, 200));
    const log = tail.length > 0 ? ` The log ends: ${tail.join(' / ')}` : '';
    return `${noun} ${statusId} failed after ${took}${summary}.${log}`;
}
/**
 * Cancelled: whether something may be queued, with its id when known. Before the id is known,
 * the trigger's own error says it: no deployment was queued (the request provably never left),
 * or one may be (it left, and the answer was cut short).
 */
function cancelledSentence(noun, queued, error) {
    const lower = noun.toLowerCase();
    if (queued) {
        const when = queued.resumed ? 'while waiting for the' : 'after the';
        return `The run was cancelled ${when} ${lower} was queued. ${noun} ${queued.statusId} may still finish: wait for it with \`status-id: ${queued.statusId}\`.`;
    }
    if (error instanceof errors/* ApiError */.h && error.effect) {
        return `The run was cancelled while queueing the ${lower}; ${error.effect}.`;
    }
    return `The run was cancelled while queueing the ${lower}; a ${lower} may or may not be queued: check the dashboard before running again.`;
}
/** A request that failed once it was queued: its message, and how to pick it up again. */
function failedAfterQueued(message, noun, statusId) {
    return `${message} ${noun} ${statusId} was queued: to wait for it, set \`status-id: ${statusId}\`.`;
}

;// CONCATENATED MODULE: ./deployment/follow.ts
/**
 * One deployment from trigger to verdict, as deploy mode, preview mode and agent mode's
 * `preview: true` run it: queue it once (or resume a `status-id`), set the outputs the moment
 * each is known, wait for the verdict, and work out once how it ended.
 */







/** Runs the request to its end. Never throws: a failure is an outcome with its sentence. */
async function followDeployment(request, deps) {
    const { clock, signal } = deps;
    const setOutput = deps.setOutput;
    const started = clock.now();
    let queued = request.statusId ? { statusId: request.statusId } : undefined;
    let status;
    const end = (state, level, sentence) => {
        // Written once, when the run ends: the status object carries the whole build log so far, and
        // a copy at every poll made GITHUB_OUTPUT grow by the log's size each time.
        if (status)
            deps.setOutput('deployment', (0,wait/* deploymentOutput */.VH)(status));
        return endOf(state, level, sentence);
    };
    const endOf = (state, level, sentence) => ({
        state,
        level,
        sentence,
        statusId: queued?.statusId,
        previewUrl: queued?.previewUrl,
        status,
        durationMs: clock.now() - started,
    });
    try {
        if (!queued) {
            queued = await core/* group */.Os(`Queueing the ${request.noun.toLowerCase()}`, async () => {
                const answer = await request.queue(signal);
                core/* info */.pq(queuedLine(request.noun, answer.statusId, answer.previewUrl));
                return answer;
            });
            setOutput('status', 'queued');
        }
        setOutput('status-id', queued.statusId);
        if (queued.previewUrl)
            setOutput('preview-url', queued.previewUrl);
        await request.onQueued?.(queued);
        if (!request.wait && !request.statusId) {
            return end('queued', 'notice', notWaitingForQueued(request.noun, queued.statusId));
        }
        const { statusId } = queued;
        const onStatus = (latest) => {
            status = latest;
            (0,wait/* setDeploymentOutputs */.uL)(setOutput, latest);
        };
        if (!request.wait) {
            const current = await deps.api.getDeploymentStatus(statusId, signal);
            onStatus(current);
            if (current.status === 'failure') {
                const took = (0,durations/* formatDuration */.a3)(clock.now() - started);
                return end('failed', 'failure', failureSentence(request.noun, statusId, current, took));
            }
            return end((0,wait/* isVerdict */._f)(current.status) ? verdictState(current) : 'queued', 'notice', notWaitingStatus(request.noun, statusId, current.status));
        }
        const last = await (0,wait/* waitForVerdict */.m6)({
            statusId,
            noun: request.noun,
            pollIntervalMs: request.pollIntervalMs,
            justQueued: !request.statusId,
            onStatus,
        }, deps);
        const took = (0,durations/* formatDuration */.a3)(clock.now() - started);
        if (last.status === 'success') {
            const sentence = succeededSentence(request.noun, statusId, took, queued.previewUrl);
            return end('ready', 'notice', sentence);
        }
        return end('failed', 'failure', failureSentence(request.noun, statusId, last, took));
    }
    catch (error) {
        if (signal.aborted) {
            const known = queued && { statusId: queued.statusId, resumed: !!request.statusId };
            return end('cancelled', 'failure', cancelledSentence(request.noun, known, error));
        }
        if (error instanceof wait/* DeploymentTimeoutError */.Jw)
            return end('timed-out', 'failure', error.message);
        if (queued && request.wait && (0,poll/* isWaitTimeout */.H8)(error)) {
            const last = status ?? { status: request.statusId ? 'unknown' : 'queued' };
            const waited = clock.now() - started;
            const timedOut = new wait/* DeploymentTimeoutError */.Jw(request.noun, queued.statusId, last, waited);
            return end('timed-out', 'failure', timedOut.message);
        }
        const message = (0,text_0/* errorMessage */.gJ)(error);
        // A poll that failed after the deployment was queued: say how to pick it up again.
        if (queued && error instanceof errors/* ApiError */.h) {
            return end('error', 'failure', failedAfterQueued(message, request.noun, queued.statusId));
        }
        return end('error', 'failure', message);
    }
}
function verdictState(status) {
    return status.status === 'success' ? 'ready' : 'failed';
}


/***/ }),

/***/ 42726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wm: () => (/* binding */ headingOf),
/* harmony export */   iF: () => (/* binding */ deploymentSections)
/* harmony export */ });
/* unused harmony export pageUrl */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18319);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74404);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55053);



/** Pages listed per kind of change; the rest are counted. */
const MAX_PAGES_LISTED = 25;
/**
 * Characters the pages of one kind may take (a long path and its link take up to about 1,000):
 * three kinds stay far below GitHub's 65,536 for a comment, with the verdict and links kept.
 */
const MAX_PAGES_CHARS = 12_000;
/** Server text as one line of inert Markdown. */
function shown(value, max = 300) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f2)(value, { oneLine: true, maxChars: max }).text, max);
}
/** The sections below a heading: facts, commit, pages, screenshots, failure details. */
function deploymentSections(report) {
    const { status } = report;
    // The sentence names the preview's URL as text (the log keeps it so): here it is a link.
    const sentence = (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f2)(report.sentence, { oneLine: true, maxChars: 2_000 }).text;
    const rows = [['Status id', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.statusId)]];
    if (status)
        rows.push(['Status', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(status.status)]);
    if (report.previewUrl)
        rows.push(['Preview', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ)(report.previewUrl)]);
    if (status?.subdomain)
        rows.push(['Subdomain', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(status.subdomain)]);
    const commit = status?.commit;
    if (commit?.sha)
        rows.push(['Commit', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(commit.sha.slice(0, 40))]);
    if (commit?.ref)
        rows.push(['Branch', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(commit.ref)]);
    if (commit?.message)
        rows.push(['Message', shown(commit.message.split('\n')[0] ?? '')]);
    if (status?.author?.name)
        rows.push(['Author', shown(status.author.name, 100)]);
    const lines = [(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .textWithLinks */ .VF)(sentence, [report.previewUrl], 2_000), '', ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .detailsTable */ .Jx)(rows)];
    lines.push('');
    if (status)
        lines.push(...pagesSection(status, report.previewUrl), ...screenshots(status));
    if (status?.status === 'failure')
        lines.push(...failureSection(status));
    return lines;
}
function pagesSection(status, previewUrl) {
    const changed = status.commit?.filesChanged;
    if (!changed)
        return [];
    const lines = [];
    const kinds = [
        ['Added', changed.added],
        ['Changed', changed.modified],
        ['Removed', changed.removed],
    ];
    for (const [label, files] of kinds) {
        if (!files || files.length === 0)
            continue;
        lines.push(`**${label}** (${files.length})`, '');
        let listed = 0;
        let chars = 0;
        for (const file of files.slice(0, MAX_PAGES_LISTED)) {
            const page = label === 'Removed' || !previewUrl ? undefined : pageUrl(previewUrl, file);
            const line = `- ${page ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(file, page) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(file)}`;
            if (chars + line.length > MAX_PAGES_CHARS)
                break;
            lines.push(line);
            chars += line.length + 1;
            listed++;
        }
        if (files.length > listed)
            lines.push(`- … and ${files.length - listed} more`);
        lines.push('');
    }
    return lines;
}
function screenshots(status) {
    const light = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(status.screenshotLight ?? status.screenshot ?? '');
    const dark = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(status.screenshotDark ?? '');
    const images = [
        light ? `![Screenshot, light mode](${light})` : '',
        dark ? `![Screenshot, dark mode](${dark})` : '',
    ].filter(Boolean);
    return images.length > 0 ? [images.join(' '), ''] : [];
}
function failureSection(status) {
    const lines = [];
    if (status.summary)
        lines.push(`**Summary:** ${shown(status.summary, 1_000)}`, '');
    const tail = (0,_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .logTail */ .RB)(status).map((line) => (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f2)(line, { oneLine: true }).text);
    if (tail.length > 0)
        lines.push('<details><summary>Last lines of the build log</summary>', '', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .fenced */ .OF)(tail.join('\n'), 4_000), '', '</details>', '');
    return lines;
}
/**
 * The page a changed file renders as on the preview: `guides/setup.mdx` -> `<preview>/guides/setup`,
 * `index.mdx` -> `<preview>/`. Only `.mdx` and `.md` files under a plain relative path are pages;
 * anything else (config, images, a path with `..` or odd characters) gets no link.
 */
function pageUrl(previewUrl, file) {
    const base = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(previewUrl);
    if (!base || file.length > 300)
        return undefined;
    const extension = file.endsWith('.mdx') ? '.mdx' : file.endsWith('.md') ? '.md' : undefined;
    if (!extension)
        return undefined;
    const segments = file.slice(0, -extension.length).split('/');
    if (segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)))
        return undefined;
    if (segments.at(-1) === 'index')
        segments.pop();
    const origin = new URL(base).origin;
    return `${origin}/${segments.join('/')}`;
}
/** The summary's (and the preview comment's) heading for how a deployment or preview ended. */
function headingOf(noun, outcome) {
    switch (outcome.state) {
        case 'queued':
            return `${noun} queued`;
        case 'ready':
            return noun === 'Preview' ? 'Preview ready' : 'Deployment succeeded';
        case 'failed':
            return `${noun} failed`;
        case 'timed-out':
            return `${noun} still running at \`timeout\``;
        case 'cancelled':
            return `${noun}: run cancelled`;
        case 'error':
            return `${noun} not followed to the end`;
    }
}


/***/ }),

/***/ 55053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jw: () => (/* binding */ DeploymentTimeoutError),
/* harmony export */   RB: () => (/* binding */ logTail),
/* harmony export */   Ty: () => (/* binding */ logBuildLog),
/* harmony export */   VH: () => (/* binding */ deploymentOutput),
/* harmony export */   _f: () => (/* binding */ isVerdict),
/* harmony export */   m6: () => (/* binding */ waitForVerdict),
/* harmony export */   uL: () => (/* binding */ setDeploymentOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18597);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52726);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95856);
/**
 * A deployment (of the deployment branch, or a branch's preview) after its trigger: waiting for
 * its verdict, its outputs, and its logs. Shared by deploy and preview modes and by agent mode's
 * `preview: true`.
 */




/** The statuses that end a deployment; any other (`queued`, `in_progress`, or one the API does not document, like a skipped deployment) does not. */
const VERDICTS = new Set(['success', 'failure']);
const KNOWN = new Set(['queued', 'in_progress', 'success', 'failure']);
function isVerdict(status) {
    return VERDICTS.has(status);
}
/** Log lines shown after a failure: the end of the build log says what went wrong. */
const LOG_TAIL_LINES = 20;
class DeploymentTimeoutError extends Error {
    last;
    constructor(noun, statusId, last, waitedMs) {
        super(
        // Under a second: what came before the wait (a slow GitHub, in its own warning) took it all.
        `${waitedMs < 1_000 ? `The step's \`timeout\` ran out before the wait for ${noun.toLowerCase()} ${statusId} could start` : `Timed out after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(waitedMs)} waiting for ${noun.toLowerCase()} ${statusId}`} (last status: ${last.status}); it may still finish: raise \`timeout\`, or wait for it in a later step with \`status-id: ${statusId}\`.`);
        this.name = 'DeploymentTimeoutError';
        this.last = last;
    }
}
/**
 * Polls the status until a verdict (or `timeout`), logging each change of status once and
 * warning once about each status the API does not document. Returns the last status.
 */
async function waitForVerdict(wait, deps) {
    const { clock, signal } = deps;
    const started = clock.now();
    const warned = new Set();
    let shown = '';
    const get = (poll) => deps.api.getDeploymentStatus(wait.statusId, poll);
    const see = (status) => {
        if (!KNOWN.has(status.status) && !warned.has(status.status)) {
            warned.add(status.status);
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${wait.noun} ${wait.statusId} reports the status "${status.status}", which the API does not document (the dashboard shows skipped deployments so); treating it as not finished and waiting until \`timeout\`.`);
        }
        if (status.status !== shown) {
            shown = status.status;
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${wait.noun} ${wait.statusId}: ${status.status} after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(clock.now() - started)}`);
        }
        wait.onStatus(status);
    };
    let first;
    if (wait.justQueued) {
        first = { status: 'queued' };
        shown = first.status;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${wait.noun} ${wait.statusId}: queued after 0.0 s`);
    }
    else {
        first = await get(signal);
        see(first);
    }
    const last = await (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .pollUntil */ .g3)(first, {
        pollIntervalMs: wait.pollIntervalMs,
        deadline: deps.deadline,
        startedAt: started,
        clock,
        signal,
        get,
        done: (status) => isVerdict(status.status),
        onValue: see,
    });
    if (last instanceof _poll_js__WEBPACK_IMPORTED_MODULE_3__/* .PollTimeout */ .lb) {
        throw new DeploymentTimeoutError(wait.noun, wait.statusId, last.last, clock.now() - started);
    }
    return last;
}
/**
 * Sets `status`, `subdomain` and `commit-sha` from a status object, at every status seen (each
 * is written only when it changes). The `deployment` output, which carries the growing build
 * log, is written once, when the run ends: see `deploymentOutput`.
 */
function setDeploymentOutputs(setOutput, status) {
    setOutput('status', status.status);
    setOutput('subdomain', status.subdomain ?? '');
    setOutput('commit-sha', status.commit?.sha ?? '');
}
/**
 * The `deployment` output: the status object as JSON, within `maxBytes`. A build log too long
 * for it keeps its last lines that fit, with `logsTruncated: true` and `logsOmitted` (the lines
 * left out); the whole log is in the step log. Always valid JSON.
 */
function deploymentOutput(status, maxBytes = _outputs_js__WEBPACK_IMPORTED_MODULE_2__/* .OUTPUT_MAX_BYTES */ .zz) {
    const whole = JSON.stringify(status);
    const logs = status.logs ?? [];
    if ((0,_outputs_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .dp)(whole) <= maxBytes || logs.length === 0)
        return whole;
    // The size without any line, then the last lines while they fit (one comma each).
    const sizeOf = (omitted) => (0,_outputs_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .dp)(JSON.stringify({ ...status, logs: [], logsTruncated: true, logsOmitted: omitted }));
    let kept = 0;
    let size = sizeOf(logs.length);
    while (kept < logs.length) {
        const line = (0,_outputs_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .dp)(JSON.stringify(logs[logs.length - 1 - kept])) + (kept > 0 ? 1 : 0);
        if (size + line > maxBytes)
            break;
        size += line;
        kept++;
    }
    const omitted = logs.length - kept;
    return JSON.stringify({
        ...status,
        logs: kept > 0 ? logs.slice(-kept) : [],
        logsTruncated: true,
        logsOmitted: omitted,
    });
}
/**
 * The build log in a collapsed group. Each line is server text, already redacted by the client:
 * control characters become spaces, and every line is prefixed, so none can start with `::` and
 * be taken for a workflow command.
 */
async function logBuildLog(noun, status) {
    const logs = status.logs ?? [];
    if (logs.length === 0)
        return;
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(`${noun} log (${logs.length} lines)`, async () => {
        for (const line of logs)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`│ ${logLine(line)}`);
    });
}
/** The last lines of the build log, one line each, for a failure's message. */
function logTail(status, lines = LOG_TAIL_LINES) {
    return (status.logs ?? []).slice(-lines).map(logLine);
}
function logLine(line) {
    const flat = line.replace(/\p{Cc}/gu, ' ');
    return flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
}


/***/ }),

/***/ 95856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H8: () => (/* binding */ isWaitTimeout),
/* harmony export */   g3: () => (/* binding */ pollUntil),
/* harmony export */   lb: () => (/* binding */ PollTimeout)
/* harmony export */ });
/* unused harmony export pollDelay */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8028);
/**
 * Waiting on something the API runs (an agent job, a deployment): one schedule and one loop for
 * every mode, bounded by `timeout` and cancellation.
 */

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
 * Whether `error`, thrown by a request once a wait has begun, is the wait running into `timeout`:
 * every request is cut short at the deadline, so a request that timed out during the wait means
 * the wait timed out, whatever request was in flight. Each waiter reports it as its own timeout.
 */
function isWaitTimeout(error) {
    return error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.kind === 'timeout';
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


/***/ })

};
