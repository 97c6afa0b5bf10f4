export const id = 742;
export const ids = [742];
export const modules = {

/***/ 40013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ followDeployment)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8028);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18597);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52726);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(85597);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74404);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55053);
/**
 * One deployment from trigger to verdict, as deploy mode, preview mode and agent mode's
 * `preview: true` run it: queue it once (or resume a `status-id`), set the outputs the moment
 * each is known, wait for the verdict, and work out once how it ended.
 */







/** Runs the request to its end. Never throws: a failure is an outcome with its sentence. */
async function followDeployment(request, deps) {
    const { clock, signal } = deps;
    const setOutput = (0,_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .changesOnly */ .o5)(deps.setOutput);
    const started = clock.now();
    let queued = request.statusId ? { statusId: request.statusId } : undefined;
    let status;
    const end = (state, level, sentence) => ({
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
            queued = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(`Queueing the ${request.noun.toLowerCase()}`, async () => {
                const answer = await request.queue(signal);
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${request.noun} ${answer.statusId} is queued${answer.previewUrl ? `; it will be at ${answer.previewUrl}` : ''}.`);
                return answer;
            });
            setOutput('status', 'queued');
        }
        setOutput('status-id', queued.statusId);
        if (queued.previewUrl)
            setOutput('preview-url', queued.previewUrl);
        await request.onQueued?.(queued);
        if (!request.wait && !request.statusId) {
            return end('queued', 'notice', `${request.noun} ${queued.statusId} is queued; not waiting for its verdict (\`wait: false\`): to wait for it in a later step, set \`status-id: ${queued.statusId}\`.`);
        }
        const { statusId } = queued;
        const onStatus = (latest) => {
            status = latest;
            (0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .setDeploymentOutputs */ .uL)(setOutput, latest);
        };
        if (!request.wait) {
            const current = await deps.api.getDeploymentStatus(statusId, signal);
            onStatus(current);
            if (current.status === 'failure') {
                const took = (0,_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(clock.now() - started);
                return end('failed', 'failure', failureSentence(request.noun, statusId, current, took));
            }
            return end((0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .isVerdict */ ._f)(current.status) ? verdictState(current) : 'queued', 'notice', `${request.noun} ${statusId} is ${current.status}; not waiting (\`wait: false\`).`);
        }
        const last = await (0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForVerdict */ .m6)({
            statusId,
            noun: request.noun,
            pollIntervalMs: request.pollIntervalMs,
            justQueued: !request.statusId,
            onStatus,
        }, deps);
        const took = (0,_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(clock.now() - started);
        if (last.status === 'success') {
            const where = queued.previewUrl ? `: ${queued.previewUrl}` : '';
            return end('ready', 'notice', `${request.noun} ${statusId} succeeded after ${took}${where}.`);
        }
        return end('failed', 'failure', failureSentence(request.noun, statusId, last, took));
    }
    catch (error) {
        if (signal.aborted) {
            const resume = queued
                ? ` ${request.noun} ${queued.statusId} may still finish: wait for it with \`status-id: ${queued.statusId}\`.`
                : '';
            return end('cancelled', 'failure', `The run was cancelled.${resume}`);
        }
        if (error instanceof _wait_js__WEBPACK_IMPORTED_MODULE_4__/* .DeploymentTimeoutError */ .Jw)
            return end('timed-out', 'failure', error.message);
        // A read cut short by `timeout` is a timeout of the wait, whatever request was in flight.
        if (queued && request.wait && error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h && error.kind === 'timeout') {
            const last = status ?? { status: request.statusId ? 'unknown' : 'queued' };
            const waited = clock.now() - started;
            const timedOut = new _wait_js__WEBPACK_IMPORTED_MODULE_4__/* .DeploymentTimeoutError */ .Jw(request.noun, queued.statusId, last, waited);
            return end('timed-out', 'failure', timedOut.message);
        }
        const message = (0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error);
        // A poll that failed after the deployment was queued: say how to pick it up again.
        const resume = queued && error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h
            ? ` ${request.noun} ${queued.statusId} was queued: to wait for it, set \`status-id: ${queued.statusId}\`.`
            : '';
        return end('error', 'failure', `${message}${resume}`);
    }
}
function verdictState(status) {
    return status.status === 'success' ? 'ready' : 'failed';
}
/** "Deployment X failed after 2m: <summary>. The log ends: <last lines>": server text, one line. */
function failureSentence(noun, statusId, status, took) {
    const oneLine = (text, max) => (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanUntrustedText */ .f)(text, { oneLine: true, maxChars: max }).text;
    const summary = status.summary ? `: ${oneLine(status.summary, 300)}` : '';
    const tail = (0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .logTail */ .RB)(status, 3).map((line) => oneLine(line, 200));
    const log = tail.length > 0 ? ` The log ends: ${tail.join(' / ')}` : '';
    return `${noun} ${statusId} failed after ${took}${summary}.${log}`;
}


/***/ }),

/***/ 55053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jw: () => (/* binding */ DeploymentTimeoutError),
/* harmony export */   RB: () => (/* binding */ logTail),
/* harmony export */   Ty: () => (/* binding */ logBuildLog),
/* harmony export */   _f: () => (/* binding */ isVerdict),
/* harmony export */   m6: () => (/* binding */ waitForVerdict),
/* harmony export */   uL: () => (/* binding */ setDeploymentOutputs)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18597);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95856);
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
        super(`Timed out after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(waitedMs)} waiting for ${noun.toLowerCase()} ${statusId} (last status: ${last.status}); it may still finish: raise \`timeout\`, or wait for it in a later step with \`status-id: ${statusId}\`.`);
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
    const last = await (0,_poll_js__WEBPACK_IMPORTED_MODULE_2__/* .pollUntil */ .g3)(first, {
        pollIntervalMs: wait.pollIntervalMs,
        deadline: deps.deadline,
        startedAt: started,
        clock,
        signal,
        get,
        done: (status) => isVerdict(status.status),
        onValue: see,
    });
    if (last instanceof _poll_js__WEBPACK_IMPORTED_MODULE_2__/* .PollTimeout */ .lb) {
        throw new DeploymentTimeoutError(wait.noun, wait.statusId, last.last, clock.now() - started);
    }
    return last;
}
/** Sets `status`, `subdomain`, `commit-sha` and `deployment` from a status object. */
function setDeploymentOutputs(setOutput, status) {
    setOutput('status', status.status);
    setOutput('subdomain', status.subdomain ?? '');
    setOutput('commit-sha', status.commit?.sha ?? '');
    setOutput('deployment', JSON.stringify(status));
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
// EXTERNAL MODULE: ./outputs.ts
var outputs = __webpack_require__(52726);
;// CONCATENATED MODULE: ./ship/automation-mode.ts
/**
 * Automation mode: run a scheduled automation now (once), report its run, and, with `wait`,
 * follow the run's job as an agent job when the API answers for it; when it does not, say where
 * the run is followed and pass.
 */





const DASHBOARD = "the dashboard's Automation Runs page";
async function runAutomationMode(settings, deps) {
    const { api, signal } = deps;
    const setOutput = (0,outputs/* changesOnly */.o5)(deps.setOutput);
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
        job = await firstLook(run.jobId, settings, deps);
        sentence = job
            ? ''
            : `Automation run ${run.instanceId} is queued; the API does not answer for its job ${run.jobId}, so it is followed on ${DASHBOARD}.`;
    }
    if (job) {
        const outputs = (latest) => {
            setOutput('status', latest.status);
            setOutput('pr-link', latest.prLink ?? '');
            setOutput('job', JSON.stringify(latest));
        };
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
            // A poll cut short by `timeout` is a timeout of the wait, whatever request was in flight.
            if (error instanceof errors/* ApiError */.h && error.kind === 'timeout') {
                throw new job_wait/* JobTimeoutError */.$G(last, deps.clock.now() - started);
            }
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
    const row = (name, markdown) => `| ${name} | ${(0,markdown_0/* cell */.Hn)(markdown)} |`;
    const lines = ['## Automation run', '', (0,markdown_0/* text */.Qq)(sentence, 2_000), '', '| | |', '|---|---|'];
    lines.push(row('Automation', (0,markdown_0/* code */.aY)(automationId)), row('Run', (0,markdown_0/* code */.aY)(instanceId)));
    if (jobId)
        lines.push(row('Job', (0,markdown_0/* code */.aY)(jobId)));
    if (job)
        lines.push(row('Status', (0,markdown_0/* code */.aY)(job.status)));
    if (job?.prLink)
        lines.push(row('Pull request', (0,markdown_0/* url */.OZ)(job.prLink)));
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./deployment/follow.ts
var follow = __webpack_require__(40013);
// EXTERNAL MODULE: ./untrusted-text.ts
var untrusted_text = __webpack_require__(74404);
// EXTERNAL MODULE: ./deployment/wait.ts
var wait = __webpack_require__(55053);
;// CONCATENATED MODULE: ./deployment/report.ts



/** Pages listed per kind of change; the rest are counted. */
const MAX_PAGES_LISTED = 25;
/** Server text as one line of inert Markdown. */
function shown(value, max = 300) {
    return (0,markdown_0/* text */.Qq)((0,untrusted_text/* cleanUntrustedText */.f)(value, { oneLine: true, maxChars: max }).text, max);
}
/** The sections below a heading: facts, commit, pages, screenshots, failure details. */
function deploymentSections(report) {
    const { status } = report;
    const row = (name, markdown) => `| ${name} | ${(0,markdown_0/* cell */.Hn)(markdown)} |`;
    const lines = [shown(report.sentence, 2_000), '', '| | |', '|---|---|'];
    lines.push(row('Status id', (0,markdown_0/* code */.aY)(report.statusId)));
    if (status)
        lines.push(row('Status', (0,markdown_0/* code */.aY)(status.status)));
    if (report.previewUrl)
        lines.push(row('Preview', (0,markdown_0/* url */.OZ)(report.previewUrl)));
    if (status?.subdomain)
        lines.push(row('Subdomain', (0,markdown_0/* code */.aY)(status.subdomain)));
    const commit = status?.commit;
    if (commit?.sha)
        lines.push(row('Commit', (0,markdown_0/* code */.aY)(commit.sha.slice(0, 40))));
    if (commit?.ref)
        lines.push(row('Branch', (0,markdown_0/* code */.aY)(commit.ref)));
    if (commit?.message)
        lines.push(row('Message', shown(commit.message.split('\n')[0] ?? '')));
    if (status?.author?.name)
        lines.push(row('Author', shown(status.author.name, 100)));
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
        for (const file of files.slice(0, MAX_PAGES_LISTED)) {
            const page = label === 'Removed' || !previewUrl ? undefined : pageUrl(previewUrl, file);
            lines.push(`- ${page ? (0,markdown_0/* link */.nf)(file, page) : (0,markdown_0/* code */.aY)(file)}`);
        }
        if (files.length > MAX_PAGES_LISTED)
            lines.push(`- … and ${files.length - MAX_PAGES_LISTED} more`);
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
    const tail = (0,wait/* logTail */.RB)(status).map((line) => (0,untrusted_text/* cleanUntrustedText */.f)(line, { oneLine: true }).text);
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ../node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(37728);
// EXTERNAL MODULE: ./saved-state.ts
var saved_state = __webpack_require__(59707);
// EXTERNAL MODULE: ./github/client.ts
var client = __webpack_require__(55823);
// EXTERNAL MODULE: ./github/own-comments.ts
var own_comments = __webpack_require__(33553);
;// CONCATENATED MODULE: ./ship/preview-comment.ts
/**
 * The one comment a pull request gets about its preview, found by its marker among the comments
 * this action wrote (every page read, authorship checked first) and edited in place: building,
 * then ready or failed. Never one per push, and no edit when the text would not change. GitHub
 * failures are warnings: the preview itself is what the step reports.
 *
 * A main step killed while the comment says "building" (SIGKILL, `timeout-minutes`) cannot
 * write again: it saves what the comment should then say, and the post step writes it, unless
 * the comment has changed since (a later run's).
 */






/** `project-id` holds only `[A-Za-z0-9._~-]`, so it cannot close the HTML comment. */
function markerOf(projectId) {
    return `<!-- mintlify-docs-preview project=${projectId} -->`;
}
const SavedSchema = dist/* object */.Ikc({
    commentId: dist/* pipe */.FsL(dist/* number */.aig(), dist/* integer */.ndf(), dist/* minValue */.Wwf(1)),
    pullRequest: dist/* pipe */.FsL(dist/* number */.aig(), dist/* integer */.ndf(), dist/* minValue */.Wwf(1)),
    shownSha256: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* regex */.yGV(/^[0-9a-f]{64}$/)),
    leftoverBody: dist/* string */.YjP(),
});
const sha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
class PreviewComment {
    deps;
    marker;
    /** The comment once found or written; undefined before, null when there is none yet. */
    current;
    /** Set after a failure: the step goes on without the comment. */
    broken = false;
    constructor(deps) {
        this.deps = deps;
        this.marker = markerOf(deps.projectId);
    }
    /**
     * Shows `markdown` (below the marker), creating the comment or editing ours. Unless `final`,
     * `leftover` is what the comment should say should the step die before writing again.
     */
    async show(markdown, final = false, leftover) {
        if (this.broken)
            return;
        const { clock, pullRequest } = this.deps;
        // After a cancellation the last write still goes out, bounded well within the runner's grace.
        const signal = final && this.deps.signal.aborted
            ? AbortSignal.timeout(own_comments/* LAST_WRITE_TIMEOUT_MS */.My)
            : this.deps.signal;
        const call = {
            clock,
            signal,
            timeoutMs: final ? own_comments/* LAST_WRITE_TIMEOUT_MS */.My : own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk,
        };
        const body = `${this.marker}\n${markdown}`;
        try {
            const github = await this.deps.github();
            if (this.current === undefined)
                this.current = (await this.find(github, signal)) ?? null;
            if (this.current && this.current.body === body) {
                this.remember(final ? undefined : leftover);
                return;
            }
            const existing = this.current;
            const written = existing
                ? await (0,client/* callGitHub */.ur)((s) => github.updateComment(existing.id, body, s), {
                    ...call,
                    doing: `Editing the preview comment on pull request #${pullRequest}`,
                })
                : await (0,client/* callGitHub */.ur)((s) => github.createComment(pullRequest, body, s), {
                    ...call,
                    doing: `Commenting on pull request #${pullRequest}`,
                });
            this.current = { id: written.id, body };
            this.deps.onUrl(written.url);
            this.remember(final ? undefined : leftover);
        }
        catch (error) {
            this.broken = true;
            // The final text could not be written: the post step tries it once more.
            if (final)
                this.remember(markdown);
            core/* warning */.$e(`${error instanceof Error ? error.message : String(error)} The preview comment is left as it was; check \`permissions: pull-requests: write\` and the \`github-token\` input.`);
        }
    }
    /** Saves `leftover` for the post step, to replace the text shown now; undefined clears it. */
    remember(leftover) {
        const shown = this.current;
        if (!shown)
            return;
        this.deps.saveState(leftover === undefined
            ? undefined
            : {
                commentId: shown.id,
                pullRequest: this.deps.pullRequest,
                shownSha256: sha256(shown.body),
                leftoverBody: `${this.marker}\n${leftover}`,
            });
    }
    async find(github, signal) {
        const ours = (body) => body === this.marker || body.startsWith(`${this.marker}\n`);
        for await (const comment of (0,own_comments/* ownComments */.D5)(github, this.deps.pullRequest, {
            clock: this.deps.clock,
            signal,
            startsLikeOurs: ours,
        })) {
            return { id: comment.id, body: comment.body };
        }
        return undefined;
    }
}
/**
 * The post step's part (action.yml `post:`): a preview comment the main step left on "building"
 * would mislead readers until the next push. Writes the text the main step saved, unless the
 * comment has changed since it was written (a later run's). Never throws: the post step must not
 * fail the job.
 */
async function finishLeftoverPreviewComment(saved, deps) {
    const state = (0,saved_state/* readSavedState */.r)(saved, SavedSchema);
    if (!state)
        return;
    await core/* group */.Os('Finishing the preview comment left by the main step', async () => {
        const where = `pull request #${state.pullRequest}`;
        try {
            const call = { clock: deps.clock, timeoutMs: own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk };
            const github = await deps.github();
            const current = await (0,client/* callGitHub */.ur)((signal) => github.getComment(state.commentId, signal), {
                ...call,
                doing: `Reading the preview comment on ${where}`,
            });
            if (sha256(current.body) !== state.shownSha256) {
                core/* info */.pq(`The preview comment on ${where} has changed since this run wrote it: left as it is.`);
                return;
            }
            const updated = await (0,client/* callGitHub */.ur)((signal) => github.updateComment(state.commentId, state.leftoverBody, signal), { ...call, doing: `Updating the preview comment on ${where}` });
            core/* info */.pq(`Finished the preview comment the main step left unfinished: ${updated.url}`);
        }
        catch (error) {
            const failure = (0,client/* describeGitHubError */.dZ)(error, 'Finishing the preview comment', deps.clock.now());
            core/* warning */.$e(`${failure.message} The preview comment on ${where} may still say it is building.`);
        }
    });
}

// EXTERNAL MODULE: ./branch.ts
var branch = __webpack_require__(89242);
;// CONCATENATED MODULE: ./github/event-branch.ts
/**
 * The branch and pull request an event is about, read from the webhook payload (untrusted: every
 * value is checked before it is used).
 */

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
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
    const base = record(pr.base);
    const headRepo = record(head?.repo);
    const baseRepo = record(base?.repo);
    const ref = typeof head?.ref === 'string' && (0,branch/* isBranchName */.Q)(head.ref) ? head.ref : undefined;
    const fromFork = headRepo?.fork === true ||
        (typeof headRepo?.full_name === 'string' &&
            typeof baseRepo?.full_name === 'string' &&
            headRepo.full_name !== baseRepo.full_name);
    return { number, headRef: ref, fromFork };
}
/**
 * The branch an event is about: a pull request's head branch, else the pushed (or dispatched)
 * branch from the payload's `ref`; undefined for a tag or an event without a branch.
 */
function eventBranch(context) {
    const pr = eventPullRequest(context);
    if (pr)
        return pr.headRef;
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

// EXTERNAL MODULE: ./input-error.ts
var input_error = __webpack_require__(46323);
;// CONCATENATED MODULE: ./ship/preview-mode.ts
/**
 * Preview mode: build the preview of a branch (the `branch` input, else the event's), wait for
 * its verdict, and keep one comment on the pull request saying where it is and how it went.
 */










const NOUN = 'Preview';
async function runPreviewMode(settings, context, deps) {
    const pullRequest = eventPullRequest(context);
    if (!settings.apiKey) {
        // A fork's pull request runs without the repository's secrets: nothing to do, nothing wrong.
        if (pullRequest?.fromFork) {
            core/* notice */.lm("No preview: this pull request comes from a fork, and workflows of fork pull requests get no secrets, so `api-key` is empty. The preview of a fork's branch can be built once its changes are on a branch of this repository.");
            return;
        }
        throw (0,input_error/* missingApiKey */.u)();
    }
    const branch = settings.branch || eventBranch(context);
    if (!settings.statusId && !branch) {
        throw new input_error/* InputError */.d('branch', `Input \`branch\` is required in preview mode on a \`${context.eventName || 'manual'}\` event, which names no branch: set it, e.g. \`branch: \${{ github.head_ref || github.ref_name }}\`.`);
    }
    const comment = commentOn(settings, pullRequest?.number, deps);
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
    if (outcome.statusId)
        await deps.writeSummary(`${render(outcome, '##')}\n`);
    endStep(outcome);
}
/** The pull request's preview comment, when `comment` asks for one and there is a pull request. */
function commentOn(settings, pullRequest, deps) {
    if (settings.comment === 'false')
        return undefined;
    if (pullRequest === undefined) {
        if (settings.comment === 'true') {
            core/* warning */.$e('`comment: true`, but this event is not about a pull request (`pull_request` or `pull_request_target`): no preview comment is written.');
        }
        return undefined;
    }
    return new PreviewComment({
        github: deps.github,
        clock: deps.clock,
        signal: deps.signal,
        pullRequest,
        projectId: settings.projectId,
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
