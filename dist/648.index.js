export const id = 648;
export const ids = [648];
export const modules = {

/***/ 95856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ WaitTimeoutError),
/* harmony export */   fm: () => (/* binding */ waitFor),
/* harmony export */   g3: () => (/* binding */ pollUntil),
/* harmony export */   lb: () => (/* binding */ PollTimeout)
/* harmony export */ });
/* unused harmony export pollDelay */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8028);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18597);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85597);
/**
 * Waiting on something the API runs (an agent job, a deployment, a static export): one schedule,
 * one loop and one waiter for every mode, bounded by `timeout` and cancellation.
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
        super(`Timed out after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(waitedMs)} waiting for ${what} ${id} (last status: ${lastStatus}); the ${what} may still finish: raise \`timeout\`, or ${resume.does} in a later step with \`${resume.input}: ${id}\`.`);
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
    return error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h && error.kind === 'timeout';
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
    let shown;
    let last;
    const see = (value) => {
        last = value;
        const { status } = value;
        if (!waited.known.has(status) && !warned.has(status)) {
            warned.add(status);
            const note = waited.unknownNote ? ` (${waited.unknownNote})` : '';
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${waited.noun} ${waited.id} reports the status ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteShort */ .pf)(status)}, which the API does not document${note}; treating it as not finished and waiting until \`timeout\`.`);
        }
        const said = describe(value);
        if (said === shown)
            return;
        shown = said;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${waited.noun} ${waited.id}: ${said} after ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(clock.now() - startedAt)}`);
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


/***/ }),

/***/ 71648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStaticExportMode: () => (/* binding */ runStaticExportMode)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./api/errors.ts
var errors = __webpack_require__(8028);
// EXTERNAL MODULE: ./durations.ts
var durations = __webpack_require__(18597);
// EXTERNAL MODULE: ./plural.ts
var plural = __webpack_require__(8808);
// EXTERNAL MODULE: ./poll.ts
var poll = __webpack_require__(95856);
// EXTERNAL MODULE: ./text.ts
var text_0 = __webpack_require__(85597);
// EXTERNAL MODULE: ./markdown.ts
var markdown = __webpack_require__(18319);
;// CONCATENATED MODULE: ./static-export/summary.ts
/**
 * The step summary of a static export: what was exported (domain, version, pages), the bundle
 * (size, SHA-256) and where it went. Server text goes through src/markdown.ts; the bundle's link
 * is a credential and never appears. Files are named as a reader finds them (in the artifact, or
 * through the outputs), never by the runner's temporary path.
 */


function exportSummary(report) {
    const { settings, job, bundle, site, artifact } = report;
    const heading = report.failure
        ? `Static export of ${(0,markdown/* text */.Qq)(settings.domain)} failed`
        : bundle
            ? `Static export of ${(0,markdown/* text */.Qq)(settings.domain)}`
            : `Static export of ${(0,markdown/* text */.Qq)(settings.domain)} ${(0,markdown/* text */.Qq)(job.status)}`;
    // Without `wait`, the summary is the one place a reader learns how to pick the export up.
    const next = !bundle && !report.failure
        ? [
            `This workflow did not wait for the export (${(0,markdown/* code */.aY)('wait: false')}): download it in a later step with ${(0,markdown/* code */.aY)(`export-id: ${job.jobId}`)}.`,
            '',
        ]
        : [];
    const rows = [
        ['Export id', (0,markdown/* code */.aY)(job.jobId)],
        ['Status', (0,markdown/* code */.aY)(job.status)],
        ['Version', settings.docsVersion ? (0,markdown/* code */.aY)(settings.docsVersion) : 'latest'],
        ['Pages', String(job.pageCount)],
    ];
    if (settings.paths.length > 0)
        rows.push(['Page paths asked for', String(settings.paths.length)]);
    if (bundle) {
        rows.push([
            'Bundle',
            `${(0,markdown/* code */.aY)((0,external_node_path_.basename)(bundle.path))} (output ${(0,markdown/* code */.aY)('bundle-path')}), ${sizeWithBytes(bundle.bytes)}`,
        ], ['SHA-256', (0,markdown/* code */.aY)(bundle.sha256)]);
    }
    if (site) {
        rows.push([
            'Site',
            `${(0,markdown/* code */.aY)(`${(0,external_node_path_.basename)(site.dir)}/`)} (output ${(0,markdown/* code */.aY)('site-dir')}): ${site.files} files, ${formatSize(site.bytes)}, every entry checked`,
        ]);
    }
    else if (bundle && !settings.extract) {
        rows.push(['Site', 'not extracted (`extract: false`)']);
    }
    if (artifact) {
        rows.push([
            'Artifact',
            artifact.url ? (0,markdown/* link */.nf)(settings.artifactName, artifact.url) : (0,markdown/* text */.Qq)(settings.artifactName),
        ]);
    }
    const lines = [`## ${heading}`, '', ...next, ...(0,markdown/* detailsTable */.Jx)(rows), ''];
    if (report.failure) {
        // The sentence's `export-id: …` drawn as code, not shown as typed backticks.
        lines.push(`> [!CAUTION]`, `> ${(0,markdown/* textWithLinks */.VF)(report.failure, [], 1_000)}`, '');
    }
    return lines.join('\n');
}
/** `18.4 MB (18432000 bytes)`, or `620 bytes`. */
function sizeWithBytes(bytes) {
    const size = formatSize(bytes);
    return bytes < 1000 ? size : `${size} (${bytes} bytes)`;
}
/** `18.4 MB`: bytes for a reader (decimal units, as storage hosts show them). */
function formatSize(bytes) {
    const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1000 && unit < units.length - 1) {
        value /= 1000;
        unit++;
    }
    return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

;// CONCATENATED MODULE: ./static-export/mode.ts
/**
 * Static-export mode: start an export of the docs (or resume `export-id`), wait for it with its
 * progress, ask for the bundle, download and verify it, extract it safely, hand it on as an
 * artifact, and say what was exported. The job is started at most once: every later failure
 * names the export to resume.
 */








/** The archive's and the site's names inside `output-dir`. */
const BUNDLE_FILE = 'bundle.tar.gz';
const SITE_FOLDER = 'site';
/** Statuses the API documents, and those that end a job. */
const KNOWN = new Set(['queued', 'running', 'completed', 'failed']);
const ENDING = new Set(['completed', 'failed']);
async function runStaticExportMode(settings, deps) {
    const setOutput = deps.setOutput;
    const started = deps.clock.now();
    const job = await startOrResume(settings, deps);
    const report = { settings, job };
    showJob(setOutput, job);
    if (!settings.wait) {
        await deps.writeSummary(exportSummary(report));
        return {
            state: job.status,
            level: 'notice',
            sentence: `Export ${job.jobId} is ${job.status}; download it in a later step with \`export-id: ${job.jobId}\`.`,
        };
    }
    try {
        report.job = await waitForExport(job, settings, deps, started, (seen) => {
            report.job = seen;
            showJob(setOutput, seen);
        });
        const { downloaded, bundle } = await fetchBundle(report.job, settings, deps);
        report.bundle = { ...downloaded, expiresAt: bundle.expiresAt };
        setOutput('bundle-path', downloaded.path);
        setOutput('bundle-sha256', downloaded.sha256);
        setOutput('bundle-size', String(downloaded.bytes));
        core/* info */.pq(`Downloaded the bundle: ${downloaded.bytes} bytes, SHA-256 ${downloaded.sha256}, to ${downloaded.path}.`);
        setOutput('site-dir', '');
        if (settings.extract) {
            const { extractBundle } = await __webpack_require__.e(/* import() */ 309).then(__webpack_require__.bind(__webpack_require__, 36309));
            const site = await extractBundle({
                archive: downloaded.path,
                archiveBytes: downloaded.bytes,
                target: (0,external_node_path_.join)(settings.outputDir, SITE_FOLDER),
                signal: deps.signal,
            });
            report.site = site;
            setOutput('site-dir', site.dir);
            core/* info */.pq(`Extracted ${(0,plural/* plural */.L)(site.files, 'file')} (${site.bytes} bytes) to ${site.dir}; every entry checked.`);
        }
        if (settings.uploadArtifact) {
            report.artifact = await upload(settings, report, deps);
            setOutput('artifact-id', String(report.artifact.id));
            setOutput('artifact-url', report.artifact.url ?? '');
        }
    }
    catch (error) {
        const said = (0,text_0/* errorMessage */.gJ)(error);
        // A timeout's sentence already names the export to resume; an unsafe archive's is the one
        // sentence that names its entry (downloading it again would bring the same archive).
        const whole = said.includes('`export-id: ') ||
            (error instanceof Error && error.name === 'UnsafeArchiveError');
        const message = whole ? said : `${said} ${resumeHint(report.job)}`;
        report.failure = message;
        await deps.writeSummary(exportSummary(report)).catch(() => undefined);
        return { state: 'failed', level: 'failure', sentence: message };
    }
    await deps.writeSummary(exportSummary(report));
    return {
        state: 'exported',
        level: 'notice',
        sentence: `Exported ${report.job.pageCount} ${report.job.pageCount === 1 ? 'page' : 'pages'} of ${settings.domain} after ${(0,durations/* formatDuration */.a3)(deps.clock.now() - started)}${report.site ? ` to ${report.site.dir}` : ''}.`,
    };
}
/** The job this run follows: the `export-id` input's (nothing started), or a new one. */
async function startOrResume(settings, deps) {
    if (settings.exportId) {
        const job = await deps.api.getStaticExport(settings.exportId, deps.signal);
        core/* info */.pq(`Resuming export ${job.jobId} (${describe(job)}); no new export is started.`);
        return job;
    }
    const job = await deps.api.startStaticExport({
        domain: settings.domain,
        ...(settings.docsVersion ? { version: settings.docsVersion } : {}),
        ...(settings.paths.length > 0 ? { paths: settings.paths } : {}),
    }, deps.signal);
    core/* info */.pq(`Started export ${job.jobId} of ${settings.domain}${settings.docsVersion ? ` (version ${settings.docsVersion})` : ''}${settings.paths.length > 0 ? `, ${(0,plural/* plural */.L)(settings.paths.length, 'page path')}` : ''}.`);
    return job;
}
function showJob(setOutput, job) {
    setOutput('export-id', job.jobId);
    setOutput('status', job.status);
    setOutput('page-count', String(job.pageCount));
}
function describe(job) {
    return `${job.status}, ${Math.floor(job.progress)}%, ${(0,plural/* plural */.L)(job.pageCount, 'page')}`;
}
/**
 * Waits for the job to end (`completed` or `failed`; at `timeout` a WaitTimeoutError naming
 * `export-id`), logging its progress and pages on each change.
 */
async function waitForExport(first, settings, deps, started, onJob) {
    const last = await (0,poll/* waitFor */.fm)({
        noun: 'Export',
        id: first.jobId,
        known: KNOWN,
        ending: ENDING,
        describe,
        resume: { input: 'export-id', does: 'download it' },
    }, {
        ...deps,
        pollIntervalMs: settings.pollIntervalMs,
        startedAt: started,
        first,
        get: (signal) => deps.api.getStaticExport(first.jobId, signal),
        onValue: onJob,
    });
    if (last.status === 'failed') {
        throw new Error(`Export ${last.jobId} failed: ${(0,text_0/* oneLine */.TN)(last.error ?? '', 500).trim() || 'the API gave no reason'}.`);
    }
    return last;
}
/**
 * The bundle of a completed job, downloaded and verified. A 409 (not ready yet) is asked again
 * on the poll schedule; an expired link is replaced by a fresh one once.
 */
async function fetchBundle(job, settings, deps) {
    const { checkLink, downloadBundle, linkShown, LinkExpiredError } = await __webpack_require__.e(/* import() */ 746).then(__webpack_require__.bind(__webpack_require__, 746));
    for (let link = 1;; link++) {
        const bundle = await askForBundle(job, settings, deps);
        const url = checkLink(bundle.bundleUrl);
        // The link's signing values are credentials: masked, should any line ever carry them.
        for (const [name, value] of url.searchParams) {
            if (/signature|credential|token/i.test(name) && value.length >= 8)
                core/* setSecret */.Pq(value);
        }
        if (bundle.sizeBytes > settings.maxBundleBytes) {
            throw new Error(`The bundle of export ${job.jobId} is ${bundle.sizeBytes} bytes, more than \`max-bundle-size\` (${settings.maxBundleBytes} bytes); it was not downloaded: raise \`max-bundle-size\` to take it.`);
        }
        core/* info */.pq(`Downloading the bundle (${bundle.sizeBytes} bytes) from ${linkShown(url)}, link valid until ${bundle.expiresAt}.`);
        try {
            const downloaded = await downloadBundle({
                url,
                sizeBytes: bundle.sizeBytes,
                target: (0,external_node_path_.join)(settings.outputDir, BUNDLE_FILE),
                clock: deps.clock,
                deadline: deps.deadline,
                signal: deps.signal,
                proxy: deps.proxy,
                onResume: (from) => core/* info */.pq(`The download was cut off; resuming at byte ${from} with a Range request.`),
            });
            return { bundle, downloaded };
        }
        catch (error) {
            if (!(error instanceof LinkExpiredError) || link > 1)
                throw error;
            core/* info */.pq(`${error.message} Asking the API for a fresh link, once.`);
        }
    }
}
/** The bundle POST, asked again on the poll schedule while the API answers 409 (not ready). */
async function askForBundle(job, settings, deps) {
    const ask = async (signal) => {
        try {
            return await deps.api.requestStaticExportBundle(job.jobId, signal);
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.h && error.status === 409)
                return undefined;
            throw error;
        }
    };
    const started = deps.clock.now();
    const first = await ask(deps.signal);
    if (first)
        return first;
    core/* info */.pq(`The bundle of export ${job.jobId} is not ready yet (HTTP 409); asking again.`);
    const last = await (0,poll/* pollUntil */.g3)(first, {
        pollIntervalMs: settings.pollIntervalMs,
        deadline: deps.deadline,
        startedAt: started,
        clock: deps.clock,
        signal: deps.signal,
        get: ask,
        done: (bundle) => bundle !== undefined,
        onValue: () => undefined,
    });
    if (last instanceof poll/* PollTimeout */.lb || last === undefined) {
        throw new Error(`Timed out after ${(0,durations/* formatDuration */.a3)(deps.clock.now() - started)} waiting for the bundle of export ${job.jobId} (the API kept answering 409, not ready); raise \`timeout\`, or download it in a later step with \`export-id: ${job.jobId}\`.`);
    }
    return last;
}
/** After a failure: how to go on without starting another export. */
function resumeHint(job) {
    if (job.status === 'failed')
        return 'Start a new export once the cause is fixed.';
    return `Export ${job.jobId} is not lost: pass \`export-id: ${job.jobId}\` to download it again without starting another.`;
}
/** The uploaded artifact: the site, or the archive with `extract: false`. */
async function upload(settings, report, deps) {
    const { uploadExportArtifact } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 61276));
    const { readdir } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    const root = report.site?.dir ?? settings.outputDir;
    const files = report.site
        ? (await readdir(root, { withFileTypes: true, recursive: true }))
            .filter((entry) => entry.isFile())
            .map((entry) => (0,external_node_path_.join)(entry.parentPath, entry.name))
        : [(0,external_node_path_.join)(settings.outputDir, BUNDLE_FILE)];
    const name = settings.artifactName;
    return core/* group */.Os(`Uploading artifact ${name}`, async () => {
        const stop = new AbortController();
        try {
            const uploaded = await Promise.race([
                uploadExportArtifact(name, files, root, settings.retentionDays, deps.artifactLink),
                stopped(deps, stop.signal),
            ]);
            core/* info */.pq(`Uploaded artifact ${name} (id ${uploaded.id})${uploaded.url ? `: ${uploaded.url}` : ''}`);
            return uploaded;
        }
        finally {
            stop.abort();
        }
    });
}
/** Rejects on cancellation or at `timeout`: `@actions/artifact` takes no signal. */
function stopped(deps, done) {
    return new Promise((_, reject) => {
        const stop = (why) => reject(new Error(`Uploading the artifact stopped: ${why}, so it was not uploaded.`));
        const timer = setTimeout(() => stop('the `timeout` ran out'), Math.max(0, deps.deadline - deps.clock.now()));
        const onAbort = () => stop('the run was cancelled');
        deps.signal.addEventListener('abort', onAbort, { once: true });
        done.addEventListener('abort', () => {
            clearTimeout(timer);
            deps.signal.removeEventListener('abort', onAbort);
        });
    });
}


/***/ })

};
