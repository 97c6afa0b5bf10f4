export const id = 575;
export const ids = [575];
export const modules = {

/***/ 60575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAutomationMode: () => (/* binding */ runAutomationMode)
/* harmony export */ });
/* harmony import */ var _shared_mintlify_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63076);
/* harmony import */ var _shared_job_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15285);
/* harmony import */ var _shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2963);
/**
 * Automation mode: run a scheduled automation now (once), report its run, and, with `wait`,
 * follow the run's job as an agent job when the API answers for it; when it does not, say where
 * the run is followed and pass.
 */



const DASHBOARD = "the dashboard's Automation Runs page";
/** `state`: the run's job's last status, or `queued` when the run is not followed here. */
async function runAutomationMode(settings, deps) {
    const { api, signal, log, setOutput } = deps;
    const { projectId, automationId } = settings;
    const run = await log.group(`Running automation ${automationId}`, async () => {
        const queued = await api.runAutomation(projectId, automationId, signal);
        log.info(`Automation ${automationId}: run ${queued.instanceId} is queued${queued.jobId ? ` as job ${queued.jobId}` : ''}.`);
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
        const outputs = (latest) => (0,_shared_job_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .setJobOutputs */ .M7)(setOutput, latest);
        outputs(job);
        let last = job;
        try {
            job = await log.group(`Waiting for job ${job.id}`, () => (0,_shared_job_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .waitForJob */ .qt)(last, {
                api,
                projectId,
                log,
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
            throw signal.aborted ? cancelledAfterQueued(run.instanceId, last.id) : error;
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
        if (error instanceof _shared_mintlify_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
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
    if ((0,_shared_job_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .isTerminal */ .Hd)(job.status))
        return `Automation run ${instanceId} ended ${job.status}${pr}.`;
    return `Automation run ${instanceId} is ${job.status}.`;
}
function summaryOf(automationId, instanceId, jobId, job, sentence) {
    const rows = [
        ['Automation', (0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(automationId)],
        ['Run', (0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(instanceId)],
    ];
    if (jobId)
        rows.push(['Job', (0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(jobId)]);
    if (job)
        rows.push(['Status', (0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(job.status)]);
    if (job?.prLink)
        rows.push(['Pull request', (0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .url */ .OZ)(job.prLink)]);
    // The sentence names the pull request's URL as text (the log keeps it so): here it is a link.
    const lines = ['## Automation run', '', (0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .textWithLinks */ .VF)(sentence, [job?.prLink], 2_000), ''];
    lines.push(...(0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .detailsTable */ .Jx)(rows));
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 15285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ isTerminal),
/* harmony export */   M7: () => (/* binding */ setJobOutputs),
/* harmony export */   qt: () => (/* binding */ waitForJob)
/* harmony export */ });
/* unused harmony export FOLLOW_UP_GRACE_MS */
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91671);

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
/**
 * Sets `job-id`, `status`, `pr-link` and `job` from a job object, at every one received, so the
 * outputs stay truthful at every moment (the step's setter writes each only when it changes).
 */
function setJobOutputs(setOutput, job) {
    setOutput('job-id', job.id);
    setOutput('status', job.status);
    setOutput('pr-link', job.prLink ?? '');
    setOutput('job', JSON.stringify(job));
}
/** How long a terminal status that did not change after a follow-up is doubted. */
const FOLLOW_UP_GRACE_MS = 30_000;
/**
 * Polls a job until a terminal status (or `deadline`, then a WaitTimeoutError), logging each
 * change of status with the elapsed time. Returns the last job object.
 */
function waitForJob(first, options) {
    const { clock, afterFollowUp: followUp } = options;
    const startedAt = options.startedAt ?? clock.now();
    let sawActive = first.status === 'active';
    const waited = {
        noun: 'Job',
        id: first.id,
        known: KNOWN,
        ending: TERMINAL,
        resume: { input: 'job-id', does: 'wait for it' },
    };
    return (0,_poll_js__WEBPACK_IMPORTED_MODULE_0__/* .waitFor */ .fm)(waited, {
        ...options,
        startedAt,
        first,
        get: (signal) => options.api.getJob(options.projectId, first.id, signal),
        onValue: (job) => {
            if (job.status === 'active')
                sawActive = true;
            options.onJob(job);
        },
        counts: (job) => !followUp ||
            sawActive ||
            job.status !== followUp.status ||
            (job.prLink ?? null) !== (followUp.prLink ?? null) ||
            clock.now() - startedAt >= FOLLOW_UP_GRACE_MS,
    });
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
