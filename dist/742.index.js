export const id = 742;
export const ids = [742];
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

/***/ 29742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishLeftoverPreviewComment: () => (/* reexport */ finishLeftoverPreviewComment),
  runAutomationMode: () => (/* reexport */ runAutomationMode),
  runDeployMode: () => (/* reexport */ runDeployMode),
  runPreviewMode: () => (/* reexport */ runPreviewMode)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
// EXTERNAL MODULE: ./api/errors.ts
var errors = __webpack_require__(8028);
// EXTERNAL MODULE: ./job-wait.ts
var job_wait = __webpack_require__(8553);
// EXTERNAL MODULE: ./markdown.ts
var markdown_0 = __webpack_require__(18319);
// EXTERNAL MODULE: ./poll.ts
var poll = __webpack_require__(95856);
;// CONCATENATED MODULE: ./ship/automation-mode.ts
/**
 * Automation mode: run a scheduled automation now (once), report its run, and, with `wait`,
 * follow the run's job as an agent job when the API answers for it; when it does not, say where
 * the run is followed and pass.
 */





const DASHBOARD = "the dashboard's Automation Runs page";
async function runAutomationMode(settings, deps) {
    const { api, signal } = deps;
    const setOutput = deps.setOutput;
    const { projectId, automationId } = settings;
    const run = await core/* group */.Os(`Running automation ${automationId}`, async () => {
        const queued = await api.runAutomation(projectId, automationId, signal);
        core/* info */.pq(`Automation ${automationId}: run ${queued.instanceId} is queued${queued.jobId ? ` as job ${queued.jobId}` : ''}.`);
        return queued;
    });
    setOutput('instance-id', run.instanceId);
    setOutput('status', 'queued');
    if (run.jobId)
        setOutput('job-id', run.jobId);
    let job;
    let sentence;
    if (!settings.wait) {
        sentence = `Automation run ${run.instanceId} is queued; not waiting for it (\`wait: false\`).`;
    }
    else if (!run.jobId) {
        sentence = `Automation run ${run.instanceId} is queued; the API named no job for it, so it is followed on ${DASHBOARD}.`;
    }
    else {
        const jobId = run.jobId;
        job = await firstLook(jobId, settings, deps).catch((error) => {
            throw signal.aborted ? cancelledAfterQueued(run.instanceId, jobId) : error;
        });
        sentence = job
            ? ''
            : `Automation run ${run.instanceId} is queued; the API does not answer for its job ${run.jobId}, so it is followed on ${DASHBOARD}.`;
    }
    if (job) {
        const outputs = (latest) => (0,job_wait/* setJobOutputs */.M7)(setOutput, latest);
        outputs(job);
        const started = deps.clock.now();
        let last = job;
        try {
            job = await core/* group */.Os(`Waiting for job ${job.id}`, () => (0,job_wait/* waitForJob */.qt)(last, {
                api,
                projectId,
                pollIntervalMs: settings.pollIntervalMs,
                deadline: deps.deadline,
                clock: deps.clock,
                signal,
                onJob: (latest) => {
                    last = latest;
                    outputs(latest);
                },
            }));
        }
        catch (error) {
            if (signal.aborted)
                throw cancelledAfterQueued(run.instanceId, last.id);
            if ((0,poll/* isWaitTimeout */.H8)(error))
                throw new job_wait/* JobTimeoutError */.$G(last, deps.clock.now() - started);
            throw error;
        }
        sentence = jobSentence(run.instanceId, job);
    }
    await deps.writeSummary(summaryOf(automationId, run.instanceId, run.jobId, job, sentence));
    if (job?.status === 'failed' && settings.failOnJobFailure)
        throw new Error(sentence);
    if (job?.status === 'archived')
        core/* warning */.$e(sentence);
    else
        core/* notice */.lm(sentence);
}
/** Cancelled once the run is queued: it keeps running, and where to follow it. */
function cancelledAfterQueued(instanceId, jobId) {
    return new Error(`The run was cancelled after automation run ${instanceId} was queued; it keeps running as job ${jobId}: follow it on ${DASHBOARD}, or wait for it in agent mode with \`job-id: ${jobId}\`.`);
}
/** The run's job, or undefined when the API does not know it (404): then it is not ours to follow. */
async function firstLook(jobId, settings, deps) {
    try {
        return await deps.api.getJob(settings.projectId, jobId, deps.signal);
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.h && error.status === 404)
            return undefined;
        throw error;
    }
}
function jobSentence(instanceId, job) {
    const pr = job.prLink ? `, with the pull request ${job.prLink}` : '';
    if (job.status === 'completed')
        return `Automation run ${instanceId} completed${pr}.`;
    if (job.status === 'failed')
        return `Automation run ${instanceId} failed (job ${job.id}).`;
    if ((0,job_wait/* isTerminal */.Hd)(job.status))
        return `Automation run ${instanceId} ended ${job.status}${pr}.`;
    return `Automation run ${instanceId} is ${job.status}.`;
}
function summaryOf(automationId, instanceId, jobId, job, sentence) {
    const rows = [
        ['Automation', (0,markdown_0/* code */.aY)(automationId)],
        ['Run', (0,markdown_0/* code */.aY)(instanceId)],
    ];
    if (jobId)
        rows.push(['Job', (0,markdown_0/* code */.aY)(jobId)]);
    if (job)
        rows.push(['Status', (0,markdown_0/* code */.aY)(job.status)]);
    if (job?.prLink)
        rows.push(['Pull request', (0,markdown_0/* url */.OZ)(job.prLink)]);
    // The sentence names the pull request's URL as text (the log keeps it so): here it is a link.
    const lines = ['## Automation run', '', (0,markdown_0/* textWithLinks */.VF)(sentence, [job?.prLink], 2_000), ''];
    lines.push(...(0,markdown_0/* detailsTable */.Jx)(rows));
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./deployment/follow.ts + 1 modules
var follow = __webpack_require__(75908);
// EXTERNAL MODULE: ./untrusted-text.ts
var untrusted_text = __webpack_require__(74404);
// EXTERNAL MODULE: ./deployment/wait.ts
var wait = __webpack_require__(55053);
;// CONCATENATED MODULE: ./deployment/report.ts



/** Pages listed per kind of change; the rest are counted. */
const MAX_PAGES_LISTED = 25;
/**
 * Characters the pages of one kind may take (a long path and its link take up to about 1,000):
 * three kinds stay far below GitHub's 65,536 for a comment, with the verdict and links kept.
 */
const MAX_PAGES_CHARS = 12_000;
/** Server text as one line of inert Markdown. */
function shown(value, max = 300) {
    return (0,markdown_0/* text */.Qq)((0,untrusted_text/* cleanUntrustedText */.f2)(value, { oneLine: true, maxChars: max }).text, max);
}
/** The sections below a heading: facts, commit, pages, screenshots, failure details. */
function deploymentSections(report) {
    const { status } = report;
    // The sentence names the preview's URL as text (the log keeps it so): here it is a link.
    const sentence = (0,untrusted_text/* cleanUntrustedText */.f2)(report.sentence, { oneLine: true, maxChars: 2_000 }).text;
    const rows = [['Status id', (0,markdown_0/* code */.aY)(report.statusId)]];
    if (status)
        rows.push(['Status', (0,markdown_0/* code */.aY)(status.status)]);
    if (report.previewUrl)
        rows.push(['Preview', (0,markdown_0/* url */.OZ)(report.previewUrl)]);
    if (status?.subdomain)
        rows.push(['Subdomain', (0,markdown_0/* code */.aY)(status.subdomain)]);
    const commit = status?.commit;
    if (commit?.sha)
        rows.push(['Commit', (0,markdown_0/* code */.aY)(commit.sha.slice(0, 40))]);
    if (commit?.ref)
        rows.push(['Branch', (0,markdown_0/* code */.aY)(commit.ref)]);
    if (commit?.message)
        rows.push(['Message', shown(commit.message.split('\n')[0] ?? '')]);
    if (status?.author?.name)
        rows.push(['Author', shown(status.author.name, 100)]);
    const lines = [(0,markdown_0/* textWithLinks */.VF)(sentence, [report.previewUrl], 2_000), '', ...(0,markdown_0/* detailsTable */.Jx)(rows)];
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
            const line = `- ${page ? (0,markdown_0/* link */.nf)(file, page) : (0,markdown_0/* code */.aY)(file)}`;
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
    const light = (0,markdown_0/* httpsUrl */.N3)(status.screenshotLight ?? status.screenshot ?? '');
    const dark = (0,markdown_0/* httpsUrl */.N3)(status.screenshotDark ?? '');
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
    const tail = (0,wait/* logTail */.RB)(status).map((line) => (0,untrusted_text/* cleanUntrustedText */.f2)(line, { oneLine: true }).text);
    if (tail.length > 0)
        lines.push('<details><summary>Last lines of the build log</summary>', '', (0,markdown_0/* fenced */.OF)(tail.join('\n'), 4_000), '', '</details>', '');
    return lines;
}
/**
 * The page a changed file renders as on the preview: `guides/setup.mdx` -> `<preview>/guides/setup`,
 * `index.mdx` -> `<preview>/`. Only `.mdx` and `.md` files under a plain relative path are pages;
 * anything else (config, images, a path with `..` or odd characters) gets no link.
 */
function pageUrl(previewUrl, file) {
    const base = (0,markdown_0/* httpsUrl */.N3)(previewUrl);
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

;// CONCATENATED MODULE: ./ship/conclude.ts

/** Ends the step as the outcome says: a failure throws its sentence for main.ts to report. */
function endStep(outcome) {
    if (outcome.level === 'failure')
        throw new Error(outcome.sentence);
    if (outcome.level === 'warning')
        core/* warning */.$e(outcome.sentence);
    else
        core/* notice */.lm(outcome.sentence);
}
/** The summary's heading for a deployment's or preview's outcome. */
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

;// CONCATENATED MODULE: ./ship/deploy-mode.ts
/**
 * Deploy mode: queue a deployment of the deployment branch (or take `status-id`), wait for its
 * verdict, show its log and commit, and fail the step when it fails.
 */




async function runDeployMode(settings, deps) {
    const noun = 'Deployment';
    const outcome = await (0,follow/* followDeployment */.p)({
        noun,
        statusId: settings.statusId || undefined,
        queue: (signal) => deps.api.queueDeployment(settings.projectId, signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
    }, deps);
    if (outcome.status)
        await (0,wait/* logBuildLog */.Ty)(noun, outcome.status);
    if (outcome.statusId) {
        await deps.writeSummary([
            `## ${headingOf(noun, outcome)}`,
            '',
            ...deploymentSections({ noun, ...outcome, statusId: outcome.statusId }),
        ].join('\n'));
    }
    endStep(outcome);
}

// EXTERNAL MODULE: ./github/client.ts
var client = __webpack_require__(55823);
// EXTERNAL MODULE: ./github/kept-comment.ts
var kept_comment = __webpack_require__(97736);
;// CONCATENATED MODULE: ./ship/preview-comment.ts
/**
 * The one comment a pull request gets about its preview (kept by github/kept-comment.ts): found
 * by its marker among the comments this action wrote, edited in place: building, then ready or
 * failed. Never one per push, and no edit when the text would not change. GitHub failures are
 * warnings: the preview itself is what the step reports.
 *
 * The marker records the commit the comment speaks for. Two pushes make two runs that can finish
 * in any order: before editing a comment that speaks for another commit, the run asks GitHub for
 * the pull request's head, and leaves a newer push's verdict alone.
 *
 * A main step killed while the comment says "building" (SIGKILL, `timeout-minutes`), also while
 * GitHub is still answering its create, cannot write again: the post step writes what it saved,
 * unless the comment has changed since (a later run's).
 */




/** `project-id` holds only `[A-Za-z0-9._~-]`, so it cannot close the HTML comment. */
function prefixOf(projectId) {
    return `<!-- mintlify-docs-preview project=${projectId} `;
}
/**
 * `<!-- mintlify-docs-preview project=<id> sha=<40 hex> -->`; without `sha=` when the commit is
 * unknown (as version 1.0 wrote it, which later runs still find and may edit).
 */
function markerOf(projectId, sha) {
    return `${prefixOf(projectId)}${sha ? `sha=${sha} ` : ''}-->`;
}
/** The commit a comment's marker speaks for; undefined for a marker without one. */
function commitOf(body) {
    const firstLine = body.slice(0, 300).split('\n', 1)[0] ?? '';
    const at = firstLine.indexOf(' sha=');
    if (at < 0)
        return undefined;
    const sha = firstLine.slice(at + 5, at + 45);
    return /^[0-9a-f]{40}$/.test(sha) && firstLine.slice(at + 45).startsWith(' -->') ? sha : undefined;
}
/** The sentence the log and the summary carry when a newer push's run has the comment. */
function supersededSentence(sha) {
    return `A newer push's run has updated the preview comment; this run's verdict${sha ? ` for ${sha.slice(0, 7)}` : ''} is in this summary only.`;
}
class PreviewComment {
    deps;
    kept;
    marker;
    /** Set once the comment speaks for a newer push: no more writes. */
    stopped = false;
    /** The sentence saying why the comment was left alone, for the summary. */
    leftAlone;
    constructor(deps) {
        this.deps = deps;
        this.marker = markerOf(deps.projectId, deps.sha);
        const where = `pull request #${deps.pullRequest}`;
        this.kept = new kept_comment/* KeptComment */.e$({
            github: deps.github,
            clock: deps.clock,
            signal: deps.signal,
            deadline: deps.deadline,
            thread: deps.pullRequest,
            prefix: prefixOf(deps.projectId),
            name: `the preview comment on ${where}`,
            saveState: deps.saveState,
            onUrl: deps.onUrl,
            checkBeforeEdit: (shown, call) => this.newerPush(shown, call),
            permissionAdvice: 'The token may not comment on pull requests: add `permissions: pull-requests: write` to the job, or set `comment: false`.',
        });
    }
    /** The whole body: the marker, then the text, bounded to what GitHub accepts. */
    bodyOf(markdown) {
        return (0,markdown_0/* boundMarkdown */.o_)(`${this.marker}\n${markdown}`);
    }
    /**
     * Shows `markdown` (below the marker), creating the comment or editing ours. Unless `final`,
     * `leftover` is what the comment should say should the step die before writing again.
     */
    async show(markdown, final = false, leftover) {
        if (this.stopped)
            return;
        const written = await this.kept.write(this.bodyOf(markdown), {
            final,
            leftover: leftover === undefined ? undefined : this.bodyOf(leftover),
        });
        // After a failure the next write tries again (kept-comment.ts stops after a refusal that
        // retrying cannot fix): the verdict matters more than "building".
        if (written.kind === 'left-alone') {
            this.stopped = true;
            this.leftAlone = written.reason;
            if (written.reason === supersededSentence(this.deps.sha))
                core/* notice */.lm(written.reason);
            else
                core/* warning */.$e(written.reason);
        }
    }
    /**
     * Before editing a comment that shows other text: undefined to go on, or why not. A comment
     * that speaks for another commit is edited only when this run's commit is the pull request's
     * head (the other run's push is then the older one).
     */
    async newerPush(shown, call) {
        const theirs = commitOf(shown);
        const ours = this.deps.sha;
        if (!theirs || theirs === ours)
            return undefined;
        const { pullRequest } = this.deps;
        try {
            const github = await this.deps.github();
            const pr = await (0,client/* callGitHub */.ur)((signal) => github.getPullRequest(pullRequest, signal), {
                ...call,
                doing: `Reading the head commit of pull request #${pullRequest}`,
            });
            if (ours && pr.headSha === ours)
                return undefined;
            return supersededSentence(ours);
        }
        catch (error) {
            return `${(0,kept_comment/* postStepProblem */.is)(error, `Reading the head commit of pull request #${pullRequest}`, this.deps.clock)} The preview comment speaks for commit ${theirs.slice(0, 7)}, perhaps a newer push: it is left alone, and this run's verdict is in this summary only.`;
        }
    }
}
/**
 * The post step's part (action.yml `post:`): a preview comment the main step left on "building"
 * would mislead readers until the next push. Writes the text the main step saved, unless the
 * comment has changed since it was written (a later run's); finds the comment by its marker when
 * the main step was killed before GitHub answered its create. Never throws: the post step must
 * not fail the job.
 */
async function finishLeftoverPreviewComment(saved, deps) {
    const state = (0,kept_comment/* readKeptState */.Ag)(saved);
    if (!state)
        return;
    await core/* group */.Os('Finishing the preview comment left by the main step', async () => {
        const where = `pull request #${state.thread}`;
        try {
            const finished = await (0,kept_comment/* finishKeptComment */.xZ)(state, deps, `the preview comment on ${where}`);
            switch (finished.kind) {
                case 'finished':
                    core/* info */.pq(`Finished the preview comment the main step left unfinished: ${finished.url}`);
                    break;
                case 'already':
                    core/* info */.pq(`The preview comment on ${where} already shows this run's last text.`);
                    break;
                case 'changed':
                    core/* info */.pq(`The preview comment on ${where} has changed since this run wrote it: left as it is.`);
                    break;
                case 'missing':
                    core/* info */.pq(`No preview comment of this run on ${where}: nothing to finish.`);
            }
        }
        catch (error) {
            const problem = (0,kept_comment/* postStepProblem */.is)(error, 'Finishing the preview comment', deps.clock);
            core/* warning */.$e(`${problem} The preview comment on ${where} may still say it is building.`);
        }
    });
}

// EXTERNAL MODULE: ./branch.ts
var branch = __webpack_require__(89242);
// EXTERNAL MODULE: ./github/context.ts
var github_context = __webpack_require__(69477);
;// CONCATENATED MODULE: ./github/event-branch.ts
/**
 * The branch and pull request an event is about, read from the webhook payload (untrusted: every
 * value is checked before it is used).
 */


const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
const DEPENDABOT = 'dependabot[bot]';
const REPOSITORY_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
/** The pull request of a `pull_request` or `pull_request_target` event. */
function eventPullRequest(context) {
    if (!PULL_REQUEST_EVENTS.has(context.eventName))
        return undefined;
    const pr = record(context.payload.pull_request);
    const number = pr?.number;
    if (!pr || typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) {
        return undefined;
    }
    const head = record(pr.head);
    const ref = typeof head?.ref === 'string' && (0,branch/* isBranchName */.Q)(head.ref) ? head.ref : undefined;
    const headRepository = repositoryName(record(head?.repo));
    const baseRepository = repositoryName(record(record(pr.base)?.repo));
    // Ours only when both are named and the same (GitHub names are case-insensitive): a head
    // repository that is missing (deleted), unnamed or marked a fork is never taken for this one.
    const fromFork = record(head?.repo)?.fork === true ||
        headRepository === undefined ||
        baseRepository === undefined ||
        headRepository.toLowerCase() !== baseRepository.toLowerCase();
    const headSha = (0,github_context/* isCommitSha */._)(head?.sha) ? head.sha : undefined;
    return { number, headRef: ref, fromFork, headRepository, ...(headSha ? { headSha } : {}) };
}
/**
 * Whether Dependabot triggered the run (the event's sender) or opened its pull request: such
 * runs get Dependabot's secrets only, not the repository's.
 */
function byDependabot(context) {
    const pr = record(context.payload.pull_request);
    return loginOf(context.payload.sender) === DEPENDABOT || loginOf(pr?.user) === DEPENDABOT;
}
/**
 * The branch of this repository an event is about: a pull request's head branch (none for a
 * fork's pull request), else the pushed (or dispatched) branch from the payload's `ref`;
 * undefined for a tag or an event without a branch.
 */
function eventBranch(context) {
    const pr = eventPullRequest(context);
    // A fork's head branch names a branch of the fork: the same name here is another branch.
    if (pr)
        return pr.fromFork ? undefined : pr.headRef;
    const ref = context.payload.ref;
    if (typeof ref !== 'string' || !ref.startsWith('refs/heads/'))
        return undefined;
    const name = ref.slice('refs/heads/'.length);
    return (0,branch/* isBranchName */.Q)(name) ? name : undefined;
}
function record(value) {
    return typeof value === 'object' && value !== null
        ? value
        : undefined;
}
function repositoryName(repo) {
    const name = repo?.full_name;
    return typeof name === 'string' && REPOSITORY_NAME.test(name) ? name : undefined;
}
function loginOf(user) {
    const login = record(user)?.login;
    return typeof login === 'string' ? login : undefined;
}

// EXTERNAL MODULE: ./input-error.ts
var input_error = __webpack_require__(46323);
// EXTERNAL MODULE: ./outputs.ts
var outputs = __webpack_require__(52726);
;// CONCATENATED MODULE: ./ship/preview-mode.ts
/**
 * Preview mode: build the preview of a branch (the `branch` input, else the event's), wait for
 * its verdict, and keep one comment on the pull request saying where it is and how it went.
 */











const NOUN = 'Preview';
async function runPreviewMode(settings, context, deps) {
    const pullRequest = eventPullRequest(context);
    const skipped = noPreview(settings, context, pullRequest);
    if (skipped) {
        // Nothing wrong with the run, and nothing to build: say why everywhere a reader looks.
        core/* notice */.lm(skipped.sentence((value) => `\`${value}\``));
        const markdown = skipped.sentence((value) => (0,markdown_0/* code */.aY)(value));
        await deps.writeSummary(`## No preview\n\n${markdown}\n`);
        if (skipped.comment && pullRequest) {
            const run = context.runUrl ? `\n\n<sub>${(0,markdown_0/* link */.nf)('Workflow run', context.runUrl)}</sub>` : '';
            await commentOn(settings, pullRequest, context.sha, deps)?.show(`### No preview\n\n${markdown}${run}`, true);
        }
        return;
    }
    const branch = settings.branch || eventBranch(context);
    if (pullRequest?.fromFork && settings.branch) {
        core/* notice */.lm(`Pull request #${pullRequest.number} comes from a fork: building the \`branch\` input, \`${settings.branch}\`, a branch of this repository; the fork's own head branch is never previewed.`);
    }
    if (!settings.statusId && !branch) {
        throw new input_error/* InputError */.d('branch', `Input \`branch\` is required in preview mode on a \`${context.eventName || 'manual'}\` event, which names no branch: set it, e.g. \`branch: \${{ github.head_ref || github.ref_name }}\`.`);
    }
    const comment = commentOn(settings, pullRequest, context.sha, deps);
    const render = (outcome, heading = '###') => [
        `${heading} ${headingOf(NOUN, outcome)}${branch ? ` for ${(0,markdown_0/* code */.aY)(branch)}` : ''}`,
        '',
        ...deploymentSections({ noun: NOUN, ...outcome, statusId: outcome.statusId ?? '' }),
        context.runUrl ? `<sub>${(0,markdown_0/* link */.nf)('Workflow run', context.runUrl)}</sub>` : '',
    ].join('\n');
    const outcome = await (0,follow/* followDeployment */.p)({
        noun: NOUN,
        statusId: settings.statusId || undefined,
        queue: (signal) => deps.api.queuePreview(settings.projectId, branch ?? '', signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
        onQueued: async (queued) => {
            if (!settings.wait && !settings.statusId)
                return;
            const { statusId, previewUrl } = queued;
            const facts = { statusId, previewUrl, durationMs: 0 };
            await comment?.show(render({
                ...facts,
                state: 'queued',
                level: 'notice',
                sentence: `The preview is building${previewUrl ? `; it will be at ${previewUrl}` : ''}.`,
            }), false, 
            // For the post step, should this step be killed before the verdict.
            render({
                ...facts,
                state: 'cancelled',
                level: 'failure',
                sentence: `The workflow run stopped before the preview's verdict. Preview ${statusId} may still finish: wait for it with \`status-id: ${statusId}\`.`,
            }));
        },
    }, deps);
    if (outcome.statusId)
        await comment?.show(render(outcome), true);
    if (outcome.status)
        await (0,wait/* logBuildLog */.Ty)(NOUN, outcome.status);
    if (outcome.statusId) {
        const leftAlone = comment?.leftAlone ? `\n${(0,markdown_0/* text */.Qq)(comment.leftAlone, 600)}\n` : '';
        await deps.writeSummary(`${render(outcome, '##')}\n${leftAlone}`);
    }
    endStep(outcome);
}
/**
 * Runs that must not (or cannot) build a preview, decided from the event before any request.
 * Mintlify builds branches of the connected repository only, so a fork's head branch is never
 * sent: the same name here is another branch (the fork's `main` would build this `main`, its
 * `release/unannounced` an unannounced branch of this repository, linked on a public pull
 * request). The `branch` input is the workflow author's choice and still counts, unless it names
 * the fork's head branch (as `github.head_ref` does). Fork and Dependabot runs of `pull_request`
 * get no secrets: a missing key there is expected, not an error.
 */
function noPreview(settings, context, pullRequest) {
    const noKey = !settings.apiKey;
    if (pullRequest?.fromFork) {
        const chosen = settings.statusId !== '' ||
            (settings.branch !== '' && settings.branch !== pullRequest.headRef);
        if (chosen && !noKey)
            return undefined;
        const { number, headRef, headRepository } = pullRequest;
        return {
            sentence: (quote) => {
                const from = headRepository
                    ? `a fork (${quote(headRepository)})`
                    : 'a deleted fork (the event names no head repository)';
                const same = headRef
                    ? ` The fork's branch ${quote(headRef)} would build this repository's ${quote(headRef)} instead.`
                    : '';
                const input = settings.branch && settings.branch === headRef
                    ? ` The \`branch\` input names the fork's head branch (as \`github.head_ref\` does), so it is not used either.`
                    : '';
                const secrets = noKey ? ' Its workflows get no secrets either, so `api-key` is empty.' : '';
                return `No preview: pull request #${number} comes from ${from}, and Mintlify builds branches of this repository only, so previews of fork pull requests are not possible.${same}${input}${secrets} To preview the change, push it to a branch of this repository.`;
            },
            // On `pull_request` a fork's token is read-only; `pull_request_target` runs with ours.
            comment: context.eventName === 'pull_request_target' && settings.comment !== 'false',
        };
    }
    if (!noKey)
        return undefined;
    if (byDependabot(context)) {
        return {
            sentence: () => "No preview: Dependabot's runs get Dependabot's secrets only, so `api-key` is empty. Add `MINTLIFY_API_KEY` to the repository's Dependabot secrets to preview its pull requests, or skip the step for it (`if: github.actor != 'dependabot[bot]'`).",
            comment: false,
        };
    }
    throw (0,input_error/* missingApiKey */.u)();
}
/**
 * The pull request's preview comment, when `comment` asks for one and there is a pull request.
 * It speaks for the pull request's head commit as the event saw it (else `GITHUB_SHA`).
 */
function commentOn(settings, pullRequest, runSha, deps) {
    const keeps = (0,kept_comment/* keepsComment */.gO)({
        setting: settings.comment,
        hasThread: pullRequest !== undefined,
        token: settings.githubToken,
        what: 'preview comment',
        noThread: '`comment: true`, but this event is not about a pull request (`pull_request` or `pull_request_target`): no preview comment is written.',
    });
    if (!keeps || pullRequest === undefined)
        return undefined;
    return new PreviewComment({
        github: deps.github,
        clock: deps.clock,
        signal: deps.signal,
        deadline: deps.deadline,
        pullRequest: pullRequest.number,
        projectId: settings.projectId,
        sha: pullRequest.headSha ?? runSha,
        onUrl: (url) => deps.setOutput('comment-url', url),
        saveState: (saved) => deps.saveState(outputs/* STATE_KEYS */.LU.previewComment, saved ? JSON.stringify(saved) : ''),
    });
}

;// CONCATENATED MODULE: ./ship/index.ts
/**
 * The deploy, preview and automation modes, loaded by main.ts with one `await import()`: one
 * chunk in the bundle, instead of one per mode each carrying its own copy of the deployment code.
 * The post step loads it too, for a preview comment the main step left unfinished.
 */






/***/ })

};
