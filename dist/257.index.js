export const id = 257;
export const ids = [257];
export const modules = {

/***/ 39257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   followDeployment: () => (/* binding */ followDeployment),
/* harmony export */   logBuildLog: () => (/* reexport safe */ _wait_js__WEBPACK_IMPORTED_MODULE_3__.Ty)
/* harmony export */ });
/* harmony import */ var _mintlify_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63076);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72945);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91671);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90961);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14440);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31353);
/**
 * One deployment from trigger to verdict, as deploy mode, preview mode and agent mode's
 * `preview: true` run it: queue it once (or resume a `status-id`), set the outputs the moment
 * each is known, wait for the verdict, and work out once how it ended.
 */






// The deployment layer as a caller loads it lazily (agent mode's `preview: true`): one import, so
// one chunk in the bundle, the build log's writer with it.

/** Runs the request to its end. Never throws: a failure is an outcome with its sentence. */
async function followDeployment(request, deps) {
    const { clock, signal, log, setOutput } = deps;
    const started = clock.now();
    let queued = request.statusId ? { statusId: request.statusId } : undefined;
    let lastSeen;
    const end = (state, level, sentence) => {
        // Written once, when the run ends: the deployment carries the whole build log so far, and a
        // copy at every poll made GITHUB_OUTPUT grow by the log's size each time.
        if (lastSeen)
            setOutput('deployment', (0,_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .deploymentOutput */ .VH)(lastSeen));
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
            (0,_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .setDeploymentOutputs */ .uL)(setOutput, latest);
        };
        if (!request.wait) {
            const deployment = await deps.api.getDeploymentStatus(statusId, signal);
            onDeployment(deployment);
            if (deployment.status === 'failure') {
                const took = (0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(clock.now() - started);
                return end('failed', 'failure', failureSentence(request.noun, statusId, deployment, took));
            }
            return end((0,_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .isVerdict */ ._f)(deployment.status) ? verdictState(deployment) : 'queued', 'notice', notWaitingStatus(request.noun, statusId, deployment.status));
        }
        const finished = await (0,_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForVerdict */ .m6)({
            statusId,
            noun: request.noun,
            pollIntervalMs: request.pollIntervalMs,
            justQueued: !request.statusId,
            startedAt: started,
            onDeployment,
        }, deps);
        const took = (0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(clock.now() - started);
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
        if (error instanceof _poll_js__WEBPACK_IMPORTED_MODULE_2__/* .WaitTimeoutError */ .Do)
            return end('timed-out', 'failure', error.message);
        const message = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error);
        // A poll that failed after the deployment was queued: say how to pick it up again.
        if (queued && error instanceof _mintlify_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h) {
            return end('error', 'failure', failedAfterQueued(message, request.noun, queued.statusId));
        }
        return end('error', 'failure', message);
    }
}
function verdictState(deployment) {
    return deployment.status === 'success' ? 'ready' : 'failed';
}
// What a deployment run tells its reader, one function a sentence, apart from the control flow
// above. `noun` is `Deployment` or `Preview`; server text (the summary, the build log) is cleaned
// to one line before it joins a sentence.
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
    const summary = deployment.summary ? `: ${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanLine */ .Ow)(deployment.summary, 300)}` : '';
    const tail = (0,_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .logTail */ .RB)(deployment, 3).map((line) => (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanLine */ .Ow)(line, 200));
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
    if (error instanceof _mintlify_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.effect) {
        return `The run was cancelled while queueing the ${lower}; ${error.effect}.`;
    }
    return `The run was cancelled while queueing the ${lower}; a ${lower} may or may not be queued: check the dashboard before running again.`;
}
/** A request that failed once it was queued: its message, and how to pick it up again. */
function failedAfterQueued(message, noun, statusId) {
    return `${message} ${noun} ${statusId} was queued: to wait for it, set \`status-id: ${statusId}\`.`;
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


/***/ })

};
