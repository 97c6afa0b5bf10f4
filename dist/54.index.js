export const id = 54;
export const ids = [54];
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
    const end = (state, level, sentence) => {
        // Written once, when the run ends: the status object carries the whole build log so far, and
        // a copy at every poll made GITHUB_OUTPUT grow by the log's size each time.
        if (status)
            deps.setOutput('deployment', (0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .deploymentOutput */ .VH)(status));
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
        if (signal.aborted)
            return end('cancelled', 'failure', cancelledSentence(request, queued, error));
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
/**
 * Cancelled: whether something may be queued, with its id when known. Before the id is known,
 * the trigger's own error says it: no deployment was queued (the request provably never left),
 * or one may be (it left, and the answer was cut short).
 */
function cancelledSentence(request, queued, error) {
    const noun = request.noun.toLowerCase();
    if (queued) {
        const when = request.statusId ? 'while waiting for the' : 'after the';
        return `The run was cancelled ${when} ${noun} was queued. ${request.noun} ${queued.statusId} may still finish: wait for it with \`status-id: ${queued.statusId}\`.`;
    }
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h && error.effect) {
        return `The run was cancelled while queueing the ${noun}; ${error.effect}.`;
    }
    return `The run was cancelled while queueing the ${noun}; a ${noun} may or may not be queued: check the dashboard before running again.`;
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

/***/ 73054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   followDeployment: () => (/* reexport safe */ _follow_js__WEBPACK_IMPORTED_MODULE_0__.p),
/* harmony export */   logBuildLog: () => (/* reexport safe */ _wait_js__WEBPACK_IMPORTED_MODULE_1__.Ty)
/* harmony export */ });
/* harmony import */ var _follow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40013);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55053);
/** The deployment layer as a caller loads it lazily: one import, so one chunk in the bundle. */




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


/***/ })

};
