export const id = 53;
export const ids = [53];
export const modules = {

/***/ 55053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jw: () => (/* binding */ DeploymentTimeoutError),
/* harmony export */   RB: () => (/* binding */ logTail),
/* harmony export */   _f: () => (/* binding */ isVerdict),
/* harmony export */   logBuildLog: () => (/* binding */ logBuildLog),
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


/***/ })

};
