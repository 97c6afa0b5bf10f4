export const id = 499;
export const ids = [499];
export const modules = {

/***/ 24499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDeployMode: () => (/* binding */ runDeployMode)
/* harmony export */ });
/* harmony import */ var _shared_deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59157);
/* harmony import */ var _shared_deployment_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11898);
/* harmony import */ var _shared_deployment_wait_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31353);



async function runDeployMode(settings, deps) {
    const noun = 'Deployment';
    const outcome = await (0,_shared_deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__/* .followDeployment */ .p)({
        noun,
        statusId: settings.statusId || undefined,
        queue: (signal) => deps.api.queueDeployment(settings.projectId, signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
    }, {
        ...deps,
        // A deployment of the deployment branch has no preview URL to set.
        setOutput: (name, value) => {
            if (name !== 'preview-url')
                deps.setOutput(name, value);
        },
    });
    if (outcome.deployment)
        await (0,_shared_deployment_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .logBuildLog */ .Ty)(noun, outcome.deployment, deps.log);
    if (outcome.statusId) {
        await deps.writeSummary([
            `## ${(0,_shared_deployment_report_js__WEBPACK_IMPORTED_MODULE_1__/* .headingOf */ .Wm)(noun, outcome)}`,
            '',
            ...(0,_shared_deployment_report_js__WEBPACK_IMPORTED_MODULE_1__/* .deploymentSections */ .iF)({ noun, ...outcome, statusId: outcome.statusId }),
        ].join('\n'));
    }
    return outcome;
}


/***/ }),

/***/ 59157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ followDeployment)
});

// EXTERNAL MODULE: ./shared/mintlify/errors.ts
var errors = __webpack_require__(63076);
// EXTERNAL MODULE: ./shared/durations.ts
var durations = __webpack_require__(72945);
// EXTERNAL MODULE: ./shared/poll.ts
var poll = __webpack_require__(91671);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
// EXTERNAL MODULE: ./shared/untrusted-text.ts
var untrusted_text = __webpack_require__(14440);
// EXTERNAL MODULE: ./shared/deployment/wait.ts
var wait = __webpack_require__(31353);
;// CONCATENATED MODULE: ./shared/deployment/sentences.ts



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
function failureSentence(noun, statusId, deployment, took) {
    const summary = deployment.summary ? `: ${(0,untrusted_text/* cleanLine */.Ow)(deployment.summary, 300)}` : '';
    const tail = (0,wait/* logTail */.RB)(deployment, 3).map((line) => (0,untrusted_text/* cleanLine */.Ow)(line, 200));
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

;// CONCATENATED MODULE: ./shared/deployment/follow.ts
/**
 * One deployment from trigger to verdict, as deploy mode, preview mode and agent mode's
 * `preview: true` run it: queue it once (or resume a `status-id`), set the outputs the moment
 * each is known, wait for the verdict, and work out once how it ended.
 */






/** Runs the request to its end. Never throws: a failure is an outcome with its sentence. */
async function followDeployment(request, deps) {
    const { clock, signal, log } = deps;
    const setOutput = deps.setOutput;
    const started = clock.now();
    let queued = request.statusId ? { statusId: request.statusId } : undefined;
    let lastSeen;
    const end = (state, level, sentence) => {
        // Written once, when the run ends: the deployment carries the whole build log so far, and a
        // copy at every poll made GITHUB_OUTPUT grow by the log's size each time.
        if (lastSeen)
            deps.setOutput('deployment', (0,wait/* deploymentOutput */.VH)(lastSeen));
        return endOf(state, level, sentence);
    };
    const endOf = (state, level, sentence) => ({
        state,
        level,
        sentence,
        statusId: queued?.statusId,
        previewUrl: queued?.previewUrl,
        deployment: lastSeen,
        durationMs: clock.now() - started,
    });
    try {
        if (!queued) {
            queued = await log.group(`Queueing the ${request.noun.toLowerCase()}`, async () => {
                const answer = await request.queue(signal);
                log.info(queuedLine(request.noun, answer.statusId, answer.previewUrl));
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
        const onDeployment = (latest) => {
            lastSeen = latest;
            (0,wait/* setDeploymentOutputs */.uL)(setOutput, latest);
        };
        if (!request.wait) {
            const deployment = await deps.api.getDeploymentStatus(statusId, signal);
            onDeployment(deployment);
            if (deployment.status === 'failure') {
                const took = (0,durations/* formatDuration */.a3)(clock.now() - started);
                return end('failed', 'failure', failureSentence(request.noun, statusId, deployment, took));
            }
            return end((0,wait/* isVerdict */._f)(deployment.status) ? verdictState(deployment) : 'queued', 'notice', notWaitingStatus(request.noun, statusId, deployment.status));
        }
        const finished = await (0,wait/* waitForVerdict */.m6)({
            statusId,
            noun: request.noun,
            pollIntervalMs: request.pollIntervalMs,
            justQueued: !request.statusId,
            startedAt: started,
            onDeployment,
        }, deps);
        const took = (0,durations/* formatDuration */.a3)(clock.now() - started);
        if (finished.status === 'success') {
            const sentence = succeededSentence(request.noun, statusId, took, queued.previewUrl);
            return end('ready', 'notice', sentence);
        }
        return end('failed', 'failure', failureSentence(request.noun, statusId, finished, took));
    }
    catch (error) {
        if (signal.aborted) {
            const known = queued && { statusId: queued.statusId, resumed: !!request.statusId };
            return end('cancelled', 'failure', cancelledSentence(request.noun, known, error));
        }
        if (error instanceof poll/* WaitTimeoutError */.Do)
            return end('timed-out', 'failure', error.message);
        const message = (0,shared_text/* errorMessage */.gJ)(error);
        // A poll that failed after the deployment was queued: say how to pick it up again.
        if (queued && error instanceof errors/* ApiError */.h) {
            return end('error', 'failure', failedAfterQueued(message, request.noun, queued.statusId));
        }
        return end('error', 'failure', message);
    }
}
function verdictState(deployment) {
    return deployment.status === 'success' ? 'ready' : 'failed';
}


/***/ }),

/***/ 11898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wm: () => (/* binding */ headingOf),
/* harmony export */   iF: () => (/* binding */ deploymentSections)
/* harmony export */ });
/* unused harmony export pageUrl */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2963);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14440);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31353);



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
    const { deployment } = report;
    // The sentence names the preview's URL as text (the log keeps it so): here it is a link.
    const sentence = (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f2)(report.sentence, { oneLine: true, maxChars: 2_000 }).text;
    const rows = [['Status id', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.statusId)]];
    if (deployment)
        rows.push(['Status', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(deployment.status)]);
    if (report.previewUrl)
        rows.push(['Preview', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .url */ .OZ)(report.previewUrl)]);
    if (deployment?.subdomain)
        rows.push(['Subdomain', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(deployment.subdomain)]);
    const commit = deployment?.commit;
    if (commit?.sha)
        rows.push(['Commit', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(commit.sha.slice(0, 40))]);
    if (commit?.ref)
        rows.push(['Branch', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(commit.ref)]);
    if (commit?.message)
        rows.push(['Message', shown(commit.message.split('\n')[0] ?? '')]);
    if (deployment?.author?.name)
        rows.push(['Author', shown(deployment.author.name, 100)]);
    const lines = [
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .textWithLinks */ .VF)(sentence, [report.previewUrl], 2_000),
        '',
        ...(report.afterSentence ?? []),
        ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .detailsTable */ .Jx)(rows),
    ];
    lines.push('');
    if (deployment)
        lines.push(...pagesSection(deployment, report.previewUrl), ...screenshots(deployment));
    if (deployment?.status === 'failure')
        lines.push(...failureSection(deployment, sentence));
    return lines;
}
function pagesSection(deployment, previewUrl) {
    const changed = deployment.commit?.filesChanged;
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
function screenshots(deployment) {
    const light = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(deployment.screenshotLight ?? deployment.screenshot ?? '');
    const dark = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(deployment.screenshotDark ?? '');
    const images = [
        light ? `![Screenshot, light mode](${light})` : '',
        dark ? `![Screenshot, dark mode](${dark})` : '',
    ].filter(Boolean);
    return images.length > 0 ? [images.join(' '), ''] : [];
}
function failureSection(deployment, sentence) {
    const lines = [];
    // The verdict's sentence quotes the summary when it fits: said once, not again below.
    const summary = deployment.summary
        ? (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f2)(deployment.summary, { oneLine: true, maxChars: 1_000 }).text
        : '';
    if (summary && !sentence.includes(summary)) {
        lines.push(`**Summary:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(summary, 1_000)}`, '');
    }
    const tail = (0,_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .logTail */ .RB)(deployment).map((line) => (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f2)(line, { oneLine: true }).text);
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
            // A preview's comment says it is building while this run waits (Mintlify builds it at once).
            return noun === 'Preview' ? 'Preview building' : `${noun} queued`;
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

/***/ 31353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RB: () => (/* binding */ logTail),
/* harmony export */   Ty: () => (/* binding */ logBuildLog),
/* harmony export */   VH: () => (/* binding */ deploymentOutput),
/* harmony export */   _f: () => (/* binding */ isVerdict),
/* harmony export */   m6: () => (/* binding */ waitForVerdict),
/* harmony export */   uL: () => (/* binding */ setDeploymentOutputs)
/* harmony export */ });
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91671);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88628);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90961);



/** The statuses that end a deployment; any other (`queued`, `in_progress`, or one the API does not document, like a skipped deployment) does not. */
const VERDICTS = new Set(['success', 'failure']);
const KNOWN = new Set(['queued', 'in_progress', 'success', 'failure']);
function isVerdict(status) {
    return VERDICTS.has(status);
}
/** Log lines shown after a failure: the end of the build log says what went wrong. */
const LOG_TAIL_LINES = 20;
/**
 * Polls the deployment until a verdict (or `timeout`, then a WaitTimeoutError), logging each
 * change of status once and warning once about each status the API does not document. Returns
 * the deployment as last read.
 */
function waitForVerdict(wait, deps) {
    return (0,_poll_js__WEBPACK_IMPORTED_MODULE_0__/* .waitFor */ .fm)({
        noun: wait.noun,
        id: wait.statusId,
        known: KNOWN,
        ending: VERDICTS,
        resume: { input: 'status-id', does: 'wait for it' },
        unknownNote: 'the dashboard shows skipped deployments so',
    }, {
        ...deps,
        pollIntervalMs: wait.pollIntervalMs,
        startedAt: wait.startedAt,
        first: wait.justQueued ? { status: 'queued' } : undefined,
        get: (signal) => deps.api.getDeploymentStatus(wait.statusId, signal),
        onValue: wait.onDeployment,
    });
}
/**
 * Sets `status`, `subdomain` and `commit-sha` from a deployment, at every one read (each
 * is written only when it changes). The `deployment` output, which carries the growing build
 * log, is written once, when the run ends: see `deploymentOutput`.
 */
function setDeploymentOutputs(setOutput, deployment) {
    setOutput('status', deployment.status);
    setOutput('subdomain', deployment.subdomain ?? '');
    setOutput('commit-sha', deployment.commit?.sha ?? '');
}
/**
 * The `deployment` output: the deployment as JSON, within `maxBytes`. A build log too long
 * for it keeps its last lines that fit, with `logsTruncated: true` and `logsOmitted` (the lines
 * left out); the whole log is in the step log. Always valid JSON.
 */
function deploymentOutput(deployment, maxBytes = _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUT_MAX_BYTES */ .z) {
    const whole = JSON.stringify(deployment);
    const logs = deployment.logs ?? [];
    if ((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .dp)(whole) <= maxBytes || logs.length === 0)
        return whole;
    // The size without any line, then the last lines while they fit (one comma each).
    const sizeOf = (omitted) => (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .dp)(JSON.stringify({ ...deployment, logs: [], logsTruncated: true, logsOmitted: omitted }));
    let kept = 0;
    let size = sizeOf(logs.length);
    while (kept < logs.length) {
        const line = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .dp)(JSON.stringify(logs[logs.length - 1 - kept])) + (kept > 0 ? 1 : 0);
        if (size + line > maxBytes)
            break;
        size += line;
        kept++;
    }
    const omitted = logs.length - kept;
    return JSON.stringify({
        ...deployment,
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
async function logBuildLog(noun, deployment, log) {
    const logs = deployment.logs ?? [];
    if (logs.length === 0)
        return;
    await log.group(`${noun} log (${logs.length} lines)`, async () => {
        for (const line of logs)
            log.info(`│ ${logLine(line)}`);
    });
}
/** The last lines of the build log, one line each, for a failure's message. */
function logTail(deployment, lines = LOG_TAIL_LINES) {
    return (deployment.logs ?? []).slice(-lines).map(logLine);
}
function logLine(line) {
    const flat = line.replace(/\p{Cc}/gu, ' ');
    return flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
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
