export const id = 499;
export const ids = [499,257];
export const modules = {

/***/ 24499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDeployMode: () => (/* binding */ runDeployMode)
/* harmony export */ });
/* harmony import */ var _shared_deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39257);
/* harmony import */ var _shared_deployment_changes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15039);
/* harmony import */ var _shared_deployment_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11898);
/* harmony import */ var _shared_deployment_wait_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31353);




async function runDeployMode(settings, deps) {
    const noun = 'Deployment';
    const outcome = await (0,_shared_deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__.followDeployment)({
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
        await (0,_shared_deployment_wait_js__WEBPACK_IMPORTED_MODULE_3__/* .logBuildLog */ .Ty)(noun, outcome.deployment, deps.log);
    if (outcome.statusId) {
        // The pages its commit changed (no pull request is looked up for a deployment).
        const change = await (0,_shared_deployment_changes_js__WEBPACK_IMPORTED_MODULE_1__/* .readChange */ .p)({
            pullRequest: undefined,
            github: undefined,
            deployment: outcome.deployment,
            workspace: deps.context.workspace,
            commitName: "the deployment's commit",
        }, deps);
        await deps.writeSummary([
            `## ${(0,_shared_deployment_report_js__WEBPACK_IMPORTED_MODULE_2__/* .headingOf */ .Wm)(noun, outcome)}`,
            '',
            ...(0,_shared_deployment_report_js__WEBPACK_IMPORTED_MODULE_2__/* .deploymentSections */ .iF)({ noun, ...outcome, statusId: outcome.statusId, change }),
        ].join('\n'));
    }
    return outcome;
}


/***/ }),

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
/** Files that are not pages, named on one line; the rest are counted. */
const MAX_OTHERS_LISTED = 10;
/** The longest file name shown. */
const MAX_FILE_CHARS = 300;
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
    if (report.change)
        lines.push(...pagesSection(report.change, report.previewUrl));
    if (deployment)
        lines.push(...screenshots(deployment));
    if (deployment?.status === 'failure')
        lines.push(...failureSection(deployment, sentence));
    return lines;
}
/**
 * The pages added, changed and removed, each kind a list (bounded by count and size) whose pages
 * link to the preview; a page whose file was renamed says what it was; then the other files.
 */
function pagesSection(change, previewUrl) {
    const { pages } = change;
    const lines = [];
    const kinds = [
        ['Added', pages.added],
        ['Changed', pages.changed],
        ['Removed', pages.removed],
    ];
    for (const [label, listed] of kinds) {
        if (listed.length === 0)
            continue;
        lines.push(`**${label}** (${listed.length})`, '');
        let shown = 0;
        let chars = 0;
        for (const page of listed.slice(0, MAX_PAGES_LISTED)) {
            const line = `- ${pageItem(page, label === 'Removed' ? undefined : previewUrl)}`;
            if (chars + line.length > MAX_PAGES_CHARS)
                break;
            lines.push(line);
            chars += line.length + 1;
            shown++;
        }
        if (listed.length > shown)
            lines.push(`- … and ${listed.length - shown} more`);
        lines.push('');
    }
    if (pages.others.length > 0) {
        const named = pages.others.slice(0, MAX_OTHERS_LISTED).map((file) => fileName(file));
        const more = pages.others.length - named.length;
        lines.push(`**Other files** (${pages.others.length}): ${named.join(', ')}${more > 0 ? `, and ${more} more` : ''}`, '');
    }
    if (!change.complete) {
        lines.push(`GitHub lists the first 3,000 files of ${change.whose}: the lists above stop there.`, '');
    }
    if (lines.length === 0)
        return [];
    return [(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(`Pages ${change.whose} changed:`), '', ...lines];
}
/** A page as its file, linked to the page on the preview when it has one, and what it was. */
function pageItem(page, previewUrl) {
    const target = previewUrl ? pageUrl(previewUrl, page.path) : undefined;
    const name = target ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)((0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)(page.file, MAX_FILE_CHARS), target) : fileName(page.file);
    return page.was === undefined ? name : `${name} (was ${fileName(page.was)})`;
}
function fileName(file) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)(file, MAX_FILE_CHARS), MAX_FILE_CHARS);
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
 * The page at `path` (`/guides/setup`, `/`) on the preview: only a plain path of letters, digits,
 * `-`, `_` and `.` on an https preview gets a link; anything else (`..`, odd characters) none.
 */
function pageUrl(previewUrl, path) {
    const base = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(previewUrl);
    if (!base || path.length > MAX_FILE_CHARS || !path.startsWith('/'))
        return undefined;
    const segments = path === '/' ? [] : path.slice(1).split('/');
    if (segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)))
        return undefined;
    return `${new URL(base).origin}/${segments.join('/')}`;
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


/***/ })

};
