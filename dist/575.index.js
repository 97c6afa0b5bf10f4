export const id = 575;
export const ids = [575];
export const modules = {

/***/ 60575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAutomationMode: () => (/* binding */ runAutomationMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8028);
/* harmony import */ var _job_wait_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8553);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18319);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95856);
/**
 * Automation mode: run a scheduled automation now (once), report its run, and, with `wait`,
 * follow the run's job as an agent job when the API answers for it; when it does not, say where
 * the run is followed and pass.
 */





const DASHBOARD = "the dashboard's Automation Runs page";
/** `state`: the run's job's last status, or `queued` when the run is not followed here. */
async function runAutomationMode(settings, deps) {
    const { api, signal } = deps;
    const setOutput = deps.setOutput;
    const { projectId, automationId } = settings;
    const run = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(`Running automation ${automationId}`, async () => {
        const queued = await api.runAutomation(projectId, automationId, signal);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Automation ${automationId}: run ${queued.instanceId} is queued${queued.jobId ? ` as job ${queued.jobId}` : ''}.`);
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
        const outputs = (latest) => (0,_job_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .setJobOutputs */ .M7)(setOutput, latest);
        outputs(job);
        const started = deps.clock.now();
        let last = job;
        try {
            job = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(`Waiting for job ${job.id}`, () => (0,_job_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .waitForJob */ .qt)(last, {
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
            if ((0,_poll_js__WEBPACK_IMPORTED_MODULE_4__/* .isWaitTimeout */ .H8)(error))
                throw new _job_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .JobTimeoutError */ .$G(last, deps.clock.now() - started);
            throw error;
        }
        sentence = jobSentence(run.instanceId, job);
    }
    await deps.writeSummary(summaryOf(automationId, run.instanceId, run.jobId, job, sentence));
    const state = job?.status ?? 'queued';
    if (state === 'failed' && settings.failOnJobFailure)
        return { state, level: 'failure', sentence };
    return { state, level: state === 'archived' ? 'warning' : 'notice', sentence };
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
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h && error.status === 404)
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
    if ((0,_job_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .isTerminal */ .Hd)(job.status))
        return `Automation run ${instanceId} ended ${job.status}${pr}.`;
    return `Automation run ${instanceId} is ${job.status}.`;
}
function summaryOf(automationId, instanceId, jobId, job, sentence) {
    const rows = [
        ['Automation', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(automationId)],
        ['Run', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(instanceId)],
    ];
    if (jobId)
        rows.push(['Job', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(jobId)]);
    if (job)
        rows.push(['Status', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(job.status)]);
    if (job?.prLink)
        rows.push(['Pull request', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .url */ .OZ)(job.prLink)]);
    // The sentence names the pull request's URL as text (the log keeps it so): here it is a link.
    const lines = ['## Automation run', '', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .textWithLinks */ .VF)(sentence, [job?.prLink], 2_000), ''];
    lines.push(...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .detailsTable */ .Jx)(rows));
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 8553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ JobTimeoutError),
/* harmony export */   Hd: () => (/* binding */ isTerminal),
/* harmony export */   M7: () => (/* binding */ setJobOutputs),
/* harmony export */   qt: () => (/* binding */ waitForJob)
/* harmony export */ });
/* unused harmony export FOLLOW_UP_GRACE_MS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18597);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95856);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85597);
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
/**
 * Sets `job-id`, `status`, `pr-link` and `job` from a job object, at every one received, so the
 * outputs stay truthful at every moment (main.ts's setter writes each only when it changes).
 */
function setJobOutputs(setOutput, job) {
    setOutput('job-id', job.id);
    setOutput('status', job.status);
    setOutput('pr-link', prLinkOf(job));
    setOutput('job', JSON.stringify(job));
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
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Job ${next.id} reports the status ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteShort */ .pf)(next.status)}, which this action does not know; treating it as still running.`);
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
