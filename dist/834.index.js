export const id = 834;
export const ids = [834];
export const modules = {

/***/ 42834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAutomationMode: () => (/* binding */ runAutomationMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8028);
/* harmony import */ var _job_wait_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8553);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18319);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52726);
/**
 * Automation mode: run a scheduled automation now (once), report its run, and, with `wait`,
 * follow the run's job as an agent job when the API answers for it; when it does not, say where
 * the run is followed and pass.
 */





const DASHBOARD = "the dashboard's Automation Runs page";
async function runAutomationMode(settings, deps) {
    const { api, signal } = deps;
    const setOutput = (0,_outputs_js__WEBPACK_IMPORTED_MODULE_3__/* .changesOnly */ .o5)(deps.setOutput);
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
            // A poll cut short by `timeout` is a timeout of the wait, whatever request was in flight.
            if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h && error.kind === 'timeout') {
                throw new _job_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .JobTimeoutError */ .$G(last, deps.clock.now() - started);
            }
            throw error;
        }
        sentence = jobSentence(run.instanceId, job);
    }
    await deps.writeSummary(summaryOf(automationId, run.instanceId, run.jobId, job, sentence));
    if (job?.status === 'failed' && settings.failOnJobFailure)
        throw new Error(sentence);
    if (job?.status === 'archived')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(sentence);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(sentence);
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
    const row = (name, markdown) => `| ${name} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .cell */ .Hn)(markdown)} |`;
    const lines = ['## Automation run', '', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(sentence, 2_000), '', '| | |', '|---|---|'];
    lines.push(row('Automation', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(automationId)), row('Run', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(instanceId)));
    if (jobId)
        lines.push(row('Job', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(jobId)));
    if (job)
        lines.push(row('Status', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(job.status)));
    if (job?.prLink)
        lines.push(row('Pull request', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .url */ .OZ)(job.prLink)));
    return `${lines.join('\n')}\n`;
}


/***/ })

};
