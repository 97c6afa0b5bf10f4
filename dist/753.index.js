export const id = 753;
export const ids = [753];
export const modules = {

/***/ 11753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  runPost: () => (/* binding */ runPost)
});

// UNUSED EXPORTS: mainStep, postStep

// EXTERNAL MODULE: ./shared/github/context.ts
var github_context = __webpack_require__(77449);
// EXTERNAL MODULE: ./shared/github/client.ts
var github_client = __webpack_require__(56115);
;// CONCATENATED MODULE: ./action/cancellation.ts
/**
 * Turns the runner's cancellation (SIGINT, then SIGTERM 7.5 s later) into an AbortSignal, so
 * whatever is waiting stops at once and the step can leave truthful outputs and a log line.
 */
class Cancellation {
    controller = new AbortController();
    onSignal = (name) => {
        if (this.controller.signal.aborted)
            return;
        this.log.info(`Received ${name}: stopping and recording where the work stands.`);
        this.controller.abort(new Error(`cancelled by ${name}`));
    };
    log;
    target;
    constructor(log, target = process) {
        this.log = log;
        this.target = target;
        target.on('SIGINT', this.onSignal);
        target.on('SIGTERM', this.onSignal);
    }
    get signal() {
        return this.controller.signal;
    }
    dispose() {
        this.target.off('SIGINT', this.onSignal);
        this.target.off('SIGTERM', this.onSignal);
    }
}

// EXTERNAL MODULE: ./shared/catalogue.ts
var catalogue = __webpack_require__(85097);
;// CONCATENATED MODULE: ./shared/clock.ts
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(signal.reason);
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    }),
    timer: (ms, fire) => {
        const timer = setTimeout(fire, ms).unref();
        return () => clearTimeout(timer);
    },
};

// EXTERNAL MODULE: ./shared/saved-state.ts
var saved_state = __webpack_require__(79415);
;// CONCATENATED MODULE: ./shared/mode-contract.ts

/**
 * The post step of a mode that keeps a comment and its preview's surfaces on GitHub (agent,
 * preview): the comment's part finished by the mode's own `finishComment`, then the surfaces'
 * part (commit status, deployment); each module loaded only when its part is there.
 */
function commentAndSurfacesPost(finishComment) {
    return async (saved, deps) => {
        const comment = (0,saved_state/* savedPart */.zV)(saved, 'comment');
        if (comment)
            await (await finishComment())(comment, deps);
        const surfaces = (0,saved_state/* savedPart */.zV)(saved, 'surfaces');
        if (!surfaces)
            return;
        const { finishLeftoverSurfaces } = await __webpack_require__.e(/* import() */ 175).then(__webpack_require__.bind(__webpack_require__, 84175));
        await finishLeftoverSurfaces(surfaces, deps);
    };
}
/** A mode's run whose code `load` brings in with `await import()`, only when it runs. */
function runLoaded(load) {
    return async (settings, deps) => (await load())(settings, deps);
}

// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
// EXTERNAL MODULE: ./shared/mintlify/schemas.ts
var schemas = __webpack_require__(38475);
;// CONCATENATED MODULE: ./shared/mintlify/request.ts


/**
 * The documented rate-limit windows (`rateLimitWindowMs`): deployments and automation runs share
 * 10 requests per 10 s per organisation, previews 5 per minute.
 */
const TRIGGER_WINDOW_MS = 10_000;
const PREVIEW_WINDOW_MS = 60_000;
/**
 * An id as a URL path segment. Ids come from inputs, the server or a tracking comment; only the
 * characters of a safe segment pass (no `..`, no `/`, no lone surrogate), so none can turn the
 * URL into another path.
 */
function pathSegment(id) {
    if (!schemas/* SAFE_ID */.CE.test(id)) {
        throw new Error(`The id ${(0,shared_text/* quoteShort */.pf)(id)} is not a valid id (at most 128 letters, digits and \`. _ ~ -\`).`);
    }
    return id;
}

;// CONCATENATED MODULE: ./shared/mintlify/server-urls.ts
function checkedPreview(queued, serverUrl) {
    const { previewUrl, ...rest } = queued;
    const checked = serverUrl(previewUrl, 'the preview URL');
    return checked === undefined ? rest : { ...rest, previewUrl: checked };
}
function checkedJob(job, serverUrl) {
    if (job.prLink === undefined || job.prLink === null)
        return job;
    return { ...job, prLink: serverUrl(job.prLink, 'the pull request link') ?? null };
}
function checkedDeployment(deployment, serverUrl) {
    const { screenshot, screenshotLight, screenshotDark, author, ...rest } = deployment;
    const checked = rest;
    const shots = { screenshot, screenshotLight, screenshotDark };
    for (const [field, value] of Object.entries(shots)) {
        const url = serverUrl(value, 'a screenshot URL');
        if (url !== undefined)
            checked[field] = url;
    }
    if (author) {
        const { avatarUrl, ...named } = author;
        const url = serverUrl(avatarUrl, "the author's avatar URL");
        checked.author = url === undefined ? named : { ...named, avatarUrl: url };
    }
    else if (author === null) {
        checked.author = null;
    }
    return checked;
}

;// CONCATENATED MODULE: ./shared/mintlify/agent-api.ts
/** The agent's jobs: create one, send it a follow-up, read it. */



/** The agent's operations over `client`. A create or follow-up is sent once (see client.ts). */
function agentApi(client) {
    return {
        createJob: (projectId, prompt, signal) => {
            return client
                .request({
                method: 'POST',
                path: `/v2/agent/${pathSegment(projectId)}/job`,
                body: { prompt },
                operation: 'Creating the agent job',
                schema: schemas/* AgentJobSchema */.ij,
                replaySafe: false,
                effect: {
                    none: 'no job was created',
                    unknown: 'the request may have reached the server, so the job may or may not exist: check the dashboard before running again',
                },
            }, signal)
                .then((answer) => checkedJob(answer, client.urls));
        },
        sendMessage: (projectId, jobId, prompt, signal) => {
            return client
                .request({
                method: 'POST',
                path: `/v2/agent/${pathSegment(projectId)}/job/${pathSegment(jobId)}/message`,
                body: { prompt },
                operation: `Sending the follow-up to job ${jobId}`,
                schema: schemas/* AgentJobSchema */.ij,
                check: sameJob(jobId),
                replaySafe: false,
                effect: {
                    none: `job ${jobId} did not get the follow-up`,
                    unknown: `the request may have reached the server, so job ${jobId} may or may not have the follow-up: check the job on the dashboard before sending it again`,
                },
            }, signal)
                .then((answer) => checkedJob(answer, client.urls));
        },
        getJob: (projectId, jobId, signal) => {
            return client
                .request({
                method: 'GET',
                path: `/v2/agent/${pathSegment(projectId)}/job/${pathSegment(jobId)}`,
                operation: `Getting job ${jobId}`,
                schema: schemas/* AgentJobSchema */.ij,
                check: sameJob(jobId),
                replaySafe: true,
            }, signal)
                .then((answer) => checkedJob(answer, client.urls));
        },
    };
}
/** A job answer must be about the job asked for: another job's pull request is not ours. */
function sameJob(jobId) {
    return (job) => job.id === jobId ? undefined : `it is about job ${job.id}, not the job asked for, ${jobId}`;
}

// EXTERNAL MODULE: ../node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(37728);
;// CONCATENATED MODULE: ./shared/mintlify/deployment-schemas.ts
/**
 * Response checks for the deployment endpoints (the vendor's "External API" document, vendored in
 * test/openapi/external-openapi.json). The document marks no field required; we require the ids
 * the action goes on with and check the type of every other field that is present. Unknown fields
 * are dropped: the `deployment` output carries only what is documented.
 */


const safeId = dist/* pipe */.FsL(dist/* string */.YjP(), dist/* regex */.yGV(schemas/* SAFE_ID */.CE, 'Invalid id: not a safe path segment'));
/** `202` of `POST /v1/project/update/{projectId}`. */
const QueuedDeploymentSchema = dist/* object */.Ikc({ statusId: safeId });
/** `202` of `POST /v1/project/preview/{projectId}`: the URL comes before the build ends. */
const QueuedPreviewSchema = dist/* object */.Ikc({
    statusId: safeId,
    previewUrl: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), schemas/* printable */.g$),
});
/** `202` of `POST /v1/workflow/{projectId}/{automationId}/trigger`. */
const QueuedAutomationRunSchema = dist/* object */.Ikc({
    schemaId: dist/* optional */.lqM(dist/* string */.YjP()),
    instanceId: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), dist/* maxLength */.Ru6(200), schemas/* printable */.g$),
    /** The background job of the run; followed as an agent job when the API answers for it. */
    jobId: dist/* optional */.lqM(safeId),
});
const paths = dist/* optional */.lqM(dist/* array */.YOg(dist/* string */.YjP()));
/**
 * `GET /v1/project/update-status/{statusId}`. `status` is one of `queued`, `in_progress`,
 * `success`, `failure`, or one the API shows without documenting it (a skipped deployment):
 * any printable text is accepted and treated as not yet ended.
 */
const DeploymentSchema = dist/* object */.Ikc({
    _id: dist/* optional */.lqM(dist/* string */.YjP()),
    projectId: dist/* optional */.lqM(dist/* string */.YjP()),
    createdAt: dist/* optional */.lqM(dist/* string */.YjP()),
    endedAt: dist/* optional */.lqM(dist/* string */.YjP()),
    status: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), dist/* maxLength */.Ru6(100), schemas/* printable */.g$),
    summary: dist/* optional */.lqM(dist/* string */.YjP()),
    logs: dist/* optional */.lqM(dist/* array */.YOg(dist/* string */.YjP())),
    subdomain: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshot: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshotLight: dist/* optional */.lqM(dist/* string */.YjP()),
    screenshotDark: dist/* optional */.lqM(dist/* string */.YjP()),
    author: dist/* optional */.lqM(dist/* nullable */.mee(dist/* object */.Ikc({
        name: dist/* optional */.lqM(dist/* string */.YjP()),
        avatarUrl: dist/* optional */.lqM(dist/* string */.YjP()),
        githubUserId: dist/* optional */.lqM(dist/* number */.aig()),
    }))),
    commit: dist/* optional */.lqM(dist/* object */.Ikc({
        sha: dist/* optional */.lqM(dist/* string */.YjP()),
        ref: dist/* optional */.lqM(dist/* string */.YjP()),
        message: dist/* optional */.lqM(dist/* string */.YjP()),
        filesChanged: dist/* optional */.lqM(dist/* object */.Ikc({ added: paths, modified: paths, removed: paths })),
    })),
    source: dist/* optional */.lqM(dist/* string */.YjP()),
});

;// CONCATENATED MODULE: ./shared/mintlify/deployment-api.ts
/** Deployments and previews: queue one, read its status. */



/** The deployment operations over `client`. */
function deploymentApi(client) {
    return {
        queueDeployment: (projectId, signal) => {
            return client.request({
                method: 'POST',
                path: `/v1/project/update/${pathSegment(projectId)}`,
                operation: 'Queueing the deployment',
                schema: QueuedDeploymentSchema,
                replaySafe: false,
                rateLimitWindowMs: TRIGGER_WINDOW_MS,
                hints: { 404: 'check `project-id`: the project was not found' },
                effect: {
                    none: 'no deployment was queued',
                    unknown: 'the request may have reached the server, so a deployment may or may not be queued: check the dashboard before running again',
                },
            }, signal);
        },
        queuePreview: (projectId, branch, signal) => {
            return client
                .request({
                method: 'POST',
                path: `/v1/project/preview/${pathSegment(projectId)}`,
                body: { branch },
                operation: `Queueing the preview of branch ${branch}`,
                schema: QueuedPreviewSchema,
                replaySafe: false,
                rateLimitWindowMs: PREVIEW_WINDOW_MS,
                hints: {
                    403: "the organization's plan has no preview deployments, the API key lacks the write scope, or this runner's IP is not on the key's allow-list",
                    404: 'check `project-id`: the project was not found',
                },
                effect: {
                    none: 'no preview was queued',
                    unknown: 'the request may have reached the server, so a preview may or may not be queued: check the dashboard before running again',
                },
            }, signal)
                .then((answer) => checkedPreview(answer, client.urls));
        },
        getDeploymentStatus: (statusId, signal) => {
            return client
                .request({
                method: 'GET',
                path: `/v1/project/update-status/${pathSegment(statusId)}`,
                operation: `Getting deployment ${statusId}`,
                schema: DeploymentSchema,
                check: (deployment) => deployment._id === undefined || deployment._id === statusId
                    ? undefined
                    : `it is about deployment ${deployment._id}, not the one asked for, ${statusId}`,
                replaySafe: true,
                hints: { 404: 'check `status-id`: no deployment has this status id' },
            }, signal)
                .then((answer) => checkedDeployment(answer, client.urls));
        },
    };
}

// EXTERNAL MODULE: ./shared/inputs.ts
var inputs = __webpack_require__(30779);
;// CONCATENATED MODULE: ./agent/inputs.ts
/** Agent mode's settings and how they are read from its inputs, before any request. */


/** A GitHub login (letters, digits, hyphens; some old ones end in `-`), or a bot's `name[bot]`. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/;
function readAgentSettings(source, common) {
    return {
        ...common,
        mode: 'agent',
        prompt: source.get('prompt'),
        jobId: (0,inputs/* identifier */.Cv)(source, 'job-id', false),
        ...(0,inputs/* waitSettings */.hW)(source),
        failOnJobFailure: (0,inputs/* boolean */.zM)(source, 'fail-on-job-failure', true),
        allowedUsers: allowedUsers(source),
        preview: (0,inputs/* boolean */.zM)(source, 'preview', false),
        ...(0,inputs/* githubReportSettings */.Vi)(source),
    };
}
function allowedUsers(source) {
    const logins = source
        .get('allowed-users')
        .split(/[\s,]+/)
        .map((login) => login.replace(/^@/, ''))
        .filter(Boolean);
    const bad = logins.find((login) => !LOGIN.test(login));
    if (bad !== undefined) {
        throw new inputs/* InputError */.dz('allowed-users', `Input \`allowed-users\` must be a comma-separated list of GitHub logins (an app's bot account as \`name[bot]\`); ${(0,shared_text/* quoteShort */.pf)(bad)} is not one.`);
    }
    return [...new Set(logins.map((login) => login.toLowerCase()))];
}

;// CONCATENATED MODULE: ./agent/entry.ts
/** Agent mode's registry entry: its reader, its run and its post step, each loaded when used. */




const agentEntry = {
    mode: 'agent',
    read: readAgentSettings,
    // The jobs, and the preview of the job's branch (`preview: true`).
    api: (client) => ({ ...agentApi(client), ...deploymentApi(client) }),
    githubToken: (settings) => settings.githubToken,
    run: runLoaded(async () => (await Promise.all(/* import() */[__webpack_require__.e(661), __webpack_require__.e(428), __webpack_require__.e(133)]).then(__webpack_require__.bind(__webpack_require__, 97133))).runAgentMode),
    post: commentAndSurfacesPost(async () => (await __webpack_require__.e(/* import() */ 108).then(__webpack_require__.bind(__webpack_require__, 98108))).finishLeftoverComment),
};

;// CONCATENATED MODULE: ./shared/mintlify/analytics-api.ts


/** The analytics operations over `client`: every request counts against the budget. */
function analyticsApi(client) {
    const getAnalytics = (projectId, request, signal) => {
        return client.request({
            method: 'GET',
            path: `/v1/analytics/${pathSegment(projectId)}/${request.endpoint}`,
            query: request.query,
            operation: request.operation,
            schema: request.schema,
            check: request.check ?? finiteNumbers,
            replaySafe: true,
            budgeted: true,
        }, signal);
    };
    return {
        getAnalytics,
        getViews: (projectId, query, signal) => {
            return getAnalytics(projectId, {
                endpoint: 'views',
                query: { ...query },
                operation: `Getting page views (offset ${query.offset})`,
                schema: schemas/* ViewsPageSchema */.J_,
            }, signal);
        },
    };
}
/**
 * Every number of an analytics answer must be finite: `1e309` in the body parses to Infinity,
 * which no file can hold faithfully. Refused once, not retried: asking again returns the same
 * page. Returns where the first one is, e.g. `views.3.total`.
 */
function finiteNumbers(value) {
    // The walk that builds the path runs only on the rare answer that has such a number.
    if (!hasNonFinite(value))
        return undefined;
    return `${(nonFinitePath(value) ?? []).join('.')} is not a finite number`;
}
/**
 * Whether any number in a parsed JSON value is not finite. It runs on every field of every page,
 * the export's hottest loop: arrays by index (a `for...in` over an array walks string keys) and
 * nothing allocated.
 */
function hasNonFinite(value) {
    if (typeof value === 'number')
        return !Number.isFinite(value);
    if (typeof value !== 'object' || value === null)
        return false;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            if (hasNonFinite(value[i]))
                return true;
        return false;
    }
    const record = value;
    for (const key in record)
        if (Object.hasOwn(record, key) && hasNonFinite(record[key]))
            return true;
    return false;
}
/** The keys that lead to the first number that is not finite, or undefined. */
function nonFinitePath(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? undefined : [];
    if (value === null || typeof value !== 'object')
        return undefined;
    for (const key in value) {
        if (!Object.hasOwn(value, key))
            continue;
        const path = nonFinitePath(value[key]);
        if (path) {
            path.unshift(key);
            return path;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./analytics/datasets/catalogue.ts
var datasets_catalogue = __webpack_require__(87668);
;// CONCATENATED MODULE: ./analytics/shared-inputs.ts



/**
 * What both analytics modes' entries ask of the step: the analytics API, the run's requests capped
 * at `max-requests` (the API allows 100 analytics requests per organization per hour, retries
 * included).
 */
const ANALYTICS_REQUESTS = {
    api: analyticsApi,
    requestLimit: (settings) => settings.maxRequests,
};
/** The datasets, the budget and `include-contact`, checked; InputError names the input. */
function readSharedAnalytics(source) {
    return {
        datasets: datasets(source),
        maxRequests: (0,inputs/* integer */.nd)(source, 'max-requests', 100, 1, 100_000),
        includeContact: (0,inputs/* boolean */.zM)(source, 'include-contact', false),
    };
}
/** `date-from`, `date-to` and `period` as typed, for the mode's own rule. */
function rawDates(source) {
    return {
        dateFrom: source.get('date-from'),
        dateTo: source.get('date-to'),
        period: source.get('period'),
    };
}
/** `datasets`: `all`, or a comma-separated list of DATASET_NAMES; `views` when empty. */
function datasets(source) {
    if (source.get('datasets').trim().toLowerCase() === 'all')
        return [...datasets_catalogue/* DATASET_NAMES */._];
    const chosen = (0,inputs/* commaList */.od)(source, 'datasets', datasets_catalogue/* DATASET_NAMES */._, 'views', '`all` or a comma-separated list of');
    // Read in the catalogue's order, whatever order the input lists them in.
    return datasets_catalogue/* DATASET_NAMES */._.filter((name) => chosen.includes(name));
}

// EXTERNAL MODULE: ./shared/artifact.ts
var artifact = __webpack_require__(27920);
;// CONCATENATED MODULE: ./analytics/formats.ts
/** The file formats an export is written in (the `format` input), in the order of the files. */
const EXPORT_FORMATS = ['json', 'csv', 'ndjson'];

// EXTERNAL MODULE: ./analytics/range.ts
var analytics_range = __webpack_require__(79622);
;// CONCATENATED MODULE: ./analytics/inputs.ts
/**
 * Analytics mode's settings and how they are read from its inputs (the date range, the
 * datasets, the formats, the request budget, where the files go), before any request.
 */





function readAnalyticsSettings(source, common, now) {
    const raw = rawDates(source);
    const range = (0,analytics_range/* resolveDateRange */.wT)(raw, now);
    const compare = (0,inputs/* oneOf */.yL)(source, 'compare', ['none', 'previous'], 'none');
    const shared = readSharedAnalytics(source);
    const viewsOnly = shared.datasets.length === 1 && shared.datasets[0] === 'views';
    return {
        ...common,
        mode: 'analytics',
        ...range,
        ...shared,
        pageSize: (0,inputs/* integer */.nd)(source, 'page-size', 250, 1, 250),
        formats: (0,inputs/* commaList */.od)(source, 'format', EXPORT_FORMATS, 'json,csv', 'a comma-separated list of'),
        outputDir: (0,inputs/* outputDir */.T2)(source, (0,artifact/* analyticsExportName */.IQ)(viewsOnly)),
        uploadArtifact: (0,inputs/* boolean */.zM)(source, 'upload-artifact', true),
        artifactName: (0,inputs/* artifactName */.Cs)(source) ||
            (0,artifact/* defaultArtifactName */.Vb)(common.projectId, range.dateFrom, range.dateTo, viewsOnly),
        retentionDays: (0,inputs/* retentionDays */.Ol)(source),
        previousRange: compare === 'previous' ? (0,analytics_range/* previousRange */.Ny)(raw, range) : undefined,
    };
}

;// CONCATENATED MODULE: ./analytics/entry.ts
/** Analytics mode's registry entry: its reader, its request budget and its run. */



const analyticsEntry = {
    mode: 'analytics',
    read: readAnalyticsSettings,
    ...ANALYTICS_REQUESTS,
    // The export code and @actions/artifact cost the other modes nothing.
    run: runLoaded(async () => (await Promise.all(/* import() */[__webpack_require__.e(319), __webpack_require__.e(173)]).then(__webpack_require__.bind(__webpack_require__, 28173))).runAnalyticsMode),
};

// EXTERNAL MODULE: ./analytics/history/days.ts
var days = __webpack_require__(54097);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./analytics/history/postgres/url.ts
var url = __webpack_require__(80707);
;// CONCATENATED MODULE: ./analytics/history/location.ts
/**
 * Where a store may be (the `store` input), judged before any request: a Postgres URL, or a
 * folder judged on its real path (links followed), not on its text. A relative folder must stay
 * inside the workspace, where the workflow's later steps (a commit) find it; a folder elsewhere
 * is named by its absolute path and must already exist, so a typo never starts a store where no
 * step looks. A value that looks like a URL or a connection string but is not a postgres:// URL
 * is masked and refused, never taken for a folder named after it (docs/analytics.md).
 */





/** What `store` may be, for every refusal. */
const ALLOWED = 'a folder inside the workspace (created if missing), the absolute path of an existing folder elsewhere, or a postgres:// or postgresql:// URL';
/** The characters a value pasted with its quotes starts or ends with. */
const QUOTES = new Set(['"', "'", '`']);
/** Parameters that hold a password in a JDBC URL's query or a libpq keyword string. */
const PASSWORD_KEYS = new Set(['password', 'pwd', 'pass', 'sslpassword']);
/** Password pieces shorter than this are not masked on their own (the whole value always is). */
const MIN_PIECE_LENGTH = 4;
/**
 * `store`, read: undefined when empty. A URL-looking value is masked (whole, and its password in
 * every form) through `mask` before it is judged; no refusal quotes it. Throws an InputError
 * naming `store` and what is allowed.
 */
function storeLocation(value, workspace, mask = () => undefined) {
    if (value === '')
        return undefined;
    const text = withoutQuotes(value);
    if (looksLikeUrl(text)) {
        for (const secret of urlSecrets(value, text))
            mask(secret);
        const refusal = urlRefusal(value, text);
        if (refusal !== undefined)
            throw new inputs/* InputError */.dz('store', refusal);
        const problem = (0,url/* postgresUrlProblem */.gA)(value);
        if (problem)
            throw new inputs/* InputError */.dz('store', problem);
        return { kind: 'postgres', url: value };
    }
    if (text !== value) {
        throw new inputs/* InputError */.dz('store', `Input \`store\` is wrapped in quotes: give the folder without them; \`store\` is ${ALLOWED}.`);
    }
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(value)) {
        throw new inputs/* InputError */.dz('store', `Input \`store\` must be on one line, without control characters: ${ALLOWED}.`);
    }
    return folderLocation(value, workspace);
}
/** `value` without the quotes (and the spaces inside them) it was pasted with. */
function withoutQuotes(value) {
    let start = 0;
    let end = value.length;
    while (start < end && QUOTES.has(value.charAt(start)))
        start++;
    while (end > start && QUOTES.has(value.charAt(end - 1)))
        end--;
    return start === 0 && end === value.length ? value : value.slice(start, end).trim();
}
/**
 * A URL (`scheme://...`), a JDBC or Postgres URL without its `//`, or a connection string with
 * a password (`user:secret@host/db`, `password=...`): never a folder anyone meant.
 */
function looksLikeUrl(text) {
    const lower = text.toLowerCase();
    if (lower.includes('://') || lower.includes('password='))
        return true;
    if (/^(?:jdbc|postgres|postgresql):/.test(lower))
        return true;
    const at = text.indexOf('@');
    const before = text.slice(0, Math.max(0, at));
    return at > 0 && before.includes(':') && !before.includes('/') && !before.includes('\\');
}
/** Why a URL-looking value cannot be a Postgres store, or undefined when it may be one. */
function urlRefusal(value, text) {
    if (text !== value) {
        return `Input \`store\` holds a URL inside quotes (a secret saved with its quotes?): save it without them; \`store\` is ${ALLOWED}.`;
    }
    const lower = value.toLowerCase();
    if (lower.startsWith('jdbc:')) {
        return `Input \`store\` is a JDBC URL, which this action does not read: write it as postgres://user:password@host:port/database; \`store\` is ${ALLOWED}.`;
    }
    const scheme = /^([a-z][\d+.a-z-]*):/.exec(lower)?.[1];
    if (scheme === 'postgres' || scheme === 'postgresql')
        return undefined;
    if (scheme !== undefined && lower.startsWith(`${scheme}://`)) {
        return `Input \`store\` must be ${ALLOWED}; got a ${scheme}:// URL.`;
    }
    return `Input \`store\` looks like a connection string with a password, not a folder: write it as postgres://user:password@host:port/database; \`store\` is ${ALLOWED}.`;
}
/**
 * What to mask of a URL-looking value: the value and its unquoted text whole, and each password
 * it holds (in the user part, or as a `password=` parameter), as written and %-decoded.
 */
function urlSecrets(value, text) {
    const secrets = new Set([value, text, ...(0,url/* postgresUrlSecrets */.GE)(value), ...(0,url/* postgresUrlSecrets */.GE)(text)]);
    for (const piece of passwordsIn(text)) {
        if (piece.length < MIN_PIECE_LENGTH)
            continue;
        secrets.add(piece);
        try {
            secrets.add(decodeURIComponent(piece));
        }
        catch {
            // Not %-encoded text: masked as written.
        }
    }
    return [...secrets].filter((secret) => secret !== '').sort((a, b) => b.length - a.length);
}
/** The passwords a connection string holds, generously cut (masking too much is harmless). */
function passwordsIn(text) {
    const found = [];
    const afterScheme = text.includes('://') ? text.slice(text.indexOf('://') + 3) : text;
    const userInfo = afterScheme.slice(0, Math.max(0, afterScheme.lastIndexOf('@')));
    if (userInfo.includes(':')) {
        // `user:secret`, or `scheme:user:secret` without a `//`: both cuts are masked.
        found.push(userInfo.slice(userInfo.indexOf(':') + 1));
        found.push(userInfo.slice(userInfo.lastIndexOf(':') + 1));
    }
    for (const part of text.split(/[\s&;?]/)) {
        const equals = part.indexOf('=');
        if (equals > 0 && PASSWORD_KEYS.has(part.slice(0, equals).toLowerCase())) {
            found.push(part.slice(equals + 1));
        }
    }
    return found;
}
/** A folder, judged on its real path against the workspace's real path. */
function folderLocation(value, workspace) {
    const quoted = (0,shared_text/* quoteShort */.pf)(value);
    const base = (0,external_node_path_.resolve)(workspace ?? '.');
    const realWorkspace = realPathOf(base, quoted).real;
    const { real, exists } = realPathOf((0,external_node_path_.resolve)(base, value), quoted);
    const insideWorkspace = isWithin(real, realWorkspace);
    if (!insideWorkspace && !(0,external_node_path_.isAbsolute)(value)) {
        throw new inputs/* InputError */.dz('store', `Input \`store\` (${quoted}) resolves to ${real}, outside the workspace ${realWorkspace} (links followed), where no later step of the job looks: a relative folder must stay inside the workspace; \`store\` is ${ALLOWED}.`);
    }
    if (!insideWorkspace && !exists) {
        throw new inputs/* InputError */.dz('store', `Input \`store\` (${quoted}) names a folder outside the workspace that does not exist, and a store outside the workspace is never created (a typo would start a new one): create the folder first; \`store\` is ${ALLOWED}.`);
    }
    if (exists && !(0,external_node_fs_.statSync)(real).isDirectory()) {
        throw new inputs/* InputError */.dz('store', `Input \`store\` (${quoted}) is a file, not a folder: \`store\` is ${ALLOWED}.`);
    }
    return { kind: 'parquet', folder: real, insideWorkspace };
}
/**
 * The real path of `target` (links followed), and whether it exists: for a missing path, the
 * real path of its nearest existing parent with the missing names after it.
 */
function realPathOf(target, quoted) {
    const missing = [];
    let current = target;
    for (;;) {
        try {
            const real = external_node_fs_.realpathSync.native(current);
            return { real: (0,external_node_path_.resolve)(real, ...missing.reverse()), exists: missing.length === 0 };
        }
        catch (error) {
            const code = (0,shared_text/* errorCode */.CA)(error);
            if (code !== 'ENOENT') {
                throw new inputs/* InputError */.dz('store', `Input \`store\` (${quoted}) cannot be followed to a folder (${code ?? 'unknown error'}): \`store\` is ${ALLOWED}.`);
            }
            if (isLink(current)) {
                throw new inputs/* InputError */.dz('store', `Input \`store\` (${quoted}) goes through a link to nothing (${current}): \`store\` is ${ALLOWED}.`);
            }
        }
        const parent = (0,external_node_path_.dirname)(current);
        if (parent === current)
            return { real: target, exists: false };
        missing.push((0,external_node_path_.basename)(current));
        current = parent;
    }
}
function isLink(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/** Whether `path` is `folder` or inside it (both real, absolute). */
function isWithin(path, folder) {
    const rel = (0,external_node_path_.relative)(folder, path);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel));
}

;// CONCATENATED MODULE: ./analytics/history/inputs.ts




function readHistorySettings(source, common, now) {
    // First: a URL's password is masked before anything else is read, logged or refused.
    const store = storeLocation(source.get('store'), source.workspace, source.setSecret);
    if (!store) {
        throw new inputs/* InputError */.dz('store', 'Input `store` is required in analytics-history mode: a folder inside the workspace (or the absolute path of an existing folder) for a Parquet store, or a postgres:// URL from a secret for a Postgres store.');
    }
    return {
        ...common,
        mode: 'analytics-history',
        store,
        ...(0,days/* resolveHistoryRange */.YA)(rawDates(source), now),
        ...readSharedAnalytics(source),
        lookbackDays: (0,inputs/* integer */.nd)(source, 'lookback-days', 3, 0, 366),
        feedbackRefreshDays: (0,inputs/* integer */.nd)(source, 'feedback-refresh-days', 30, 0, 366),
    };
}

;// CONCATENATED MODULE: ./analytics/history/entry.ts
/** Analytics-history mode's registry entry: its reader, its request budget and its run. */



const analyticsHistoryEntry = {
    mode: 'analytics-history',
    read: readHistorySettings,
    ...ANALYTICS_REQUESTS,
    // The store's code, hyparquet-writer or pg, costs the other modes nothing.
    run: runLoaded(async () => (await __webpack_require__.e(/* import() */ 126).then(__webpack_require__.bind(__webpack_require__, 99126))).runHistoryMode),
};

;// CONCATENATED MODULE: ./shared/mintlify/automation-api.ts
/** Automations: run one now. */


/** The automation operations over `client`. */
function automationApi(client) {
    return {
        runAutomation: (projectId, automationId, signal) => {
            return client.request({
                method: 'POST',
                path: `/v1/workflow/${pathSegment(projectId)}/${pathSegment(automationId)}/trigger`,
                operation: `Running automation ${automationId}`,
                schema: QueuedAutomationRunSchema,
                replaySafe: false,
                rateLimitWindowMs: TRIGGER_WINDOW_MS,
                hints: {
                    400: 'the automation must be active and on a custom schedule (check its settings on the dashboard)',
                    404: 'check `automation-id` and `project-id`: this project has no automation with that id',
                },
                effect: {
                    none: 'the automation did not run',
                    unknown: 'the request may have reached the server, so the automation may or may not be running (each run spends credits): check Automation Runs on the dashboard before running again',
                },
            }, signal);
        },
    };
}

;// CONCATENATED MODULE: ./automation/inputs.ts
/** Automation mode's settings and how they are read from its inputs, before any request. */

function readAutomationSettings(source, common) {
    const automationId = (0,inputs/* identifier */.Cv)(source, 'automation-id', false);
    if (!automationId) {
        throw new inputs/* InputError */.dz('automation-id', "Input `automation-id` is required in automation mode: copy it from the automation's settings panel on the dashboard's Automations page.");
    }
    return {
        ...common,
        mode: 'automation',
        ...(0,inputs/* waitSettings */.hW)(source),
        automationId,
        failOnJobFailure: (0,inputs/* boolean */.zM)(source, 'fail-on-job-failure', true),
    };
}

;// CONCATENATED MODULE: ./automation/entry.ts
/** Automation mode's registry entry: its reader and its run, loaded when it runs. */




const automationEntry = {
    mode: 'automation',
    read: readAutomationSettings,
    // The run, then its job, followed as an agent job.
    api: (client) => ({ ...automationApi(client), ...agentApi(client) }),
    run: runLoaded(async () => (await __webpack_require__.e(/* import() */ 575).then(__webpack_require__.bind(__webpack_require__, 60575))).runAutomationMode),
};

;// CONCATENATED MODULE: ./deploy/inputs.ts
/** Deploy mode's settings and how they are read from its inputs, before any request. */

function readDeploySettings(source, common) {
    return { ...common, mode: 'deploy', ...(0,inputs/* deploymentWaitSettings */.m9)(source) };
}

;// CONCATENATED MODULE: ./deploy/entry.ts
/** Deploy mode's registry entry: its reader and its run, loaded when it runs. */



const deployEntry = {
    mode: 'deploy',
    read: readDeploySettings,
    api: deploymentApi,
    run: runLoaded(async () => (await Promise.all(/* import() */[__webpack_require__.e(661), __webpack_require__.e(499)]).then(__webpack_require__.bind(__webpack_require__, 24499))).runDeployMode),
};

// EXTERNAL MODULE: ./shared/branch.ts
var branch = __webpack_require__(59166);
;// CONCATENATED MODULE: ./preview/inputs.ts
/** Preview mode's settings and how they are read from its inputs, before any request. */



function readPreviewSettings(source, common) {
    return {
        ...common,
        mode: 'preview',
        ...(0,inputs/* deploymentWaitSettings */.m9)(source),
        branch: branchName(source),
        ...(0,inputs/* githubReportSettings */.Vi)(source),
    };
}
/**
 * `branch`: a git branch name as git allows it (no white space or control characters, none of
 * `~ ^ : ? * [ \`, no `..`, `@{` or `//`, not starting or ending with `/` or `.`), at most 255
 * characters; a leading `refs/heads/` is dropped. Empty: the event's branch.
 */
function branchName(source) {
    const raw = source.get('branch');
    const name = raw.startsWith('refs/heads/') ? raw.slice('refs/heads/'.length) : raw;
    if (!name)
        return '';
    if (!(0,branch/* isBranchName */.Q)(name)) {
        throw new inputs/* InputError */.dz('branch', `Input \`branch\` must be a git branch name (no spaces, no \`~ ^ : ? * [ \\\`, no \`..\`), at most 255 characters; got ${(0,shared_text/* quoteShort */.pf)(raw)}.`);
    }
    return name;
}

;// CONCATENATED MODULE: ./preview/entry.ts
/** Preview mode's registry entry: its reader, its run and its post step, each loaded when used. */



const previewEntry = {
    mode: 'preview',
    read: readPreviewSettings,
    // A fork's pull request gets no secrets: the mode says so and passes (mode.ts).
    apiKeyOptional: true,
    api: deploymentApi,
    githubToken: (settings) => settings.githubToken,
    run: runLoaded(async () => (await Promise.all(/* import() */[__webpack_require__.e(661), __webpack_require__.e(428), __webpack_require__.e(60)]).then(__webpack_require__.bind(__webpack_require__, 50060))).runPreviewMode),
    post: commentAndSurfacesPost(async () => (await __webpack_require__.e(/* import() */ 994).then(__webpack_require__.bind(__webpack_require__, 76994))).finishLeftoverPreviewComment),
};

;// CONCATENATED MODULE: ./shared/mintlify/static-export-schemas.ts
/**
 * Response checks for the Static Export API (the vendor's document, vendored in
 * test/openapi/static-export-openapi.json). Its required fields are required here too; unknown
 * fields are dropped. `status` is any printable text: one the document does not list is treated
 * as not finished.
 */


const jobId = dist/* pipe */.FsL(dist/* string */.YjP(), dist/* regex */.yGV(schemas/* SAFE_ID */.CE, 'Invalid id: not a safe path segment'));
/** A size JSON and a file can hold exactly. */
const bytes = dist/* pipe */.FsL(dist/* number */.aig(), dist/* integer */.ndf(), dist/* minValue */.Wwf(0), dist/* maxValue */.cGV(Number.MAX_SAFE_INTEGER));
/** `202` of `POST /v1/static-export/jobs` and `200` of `GET /v1/static-export/jobs/{jobId}`. */
const StaticExportJobSchema = dist/* object */.Ikc({
    jobId,
    status: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), dist/* maxLength */.Ru6(100), schemas/* printable */.g$),
    progress: dist/* pipe */.FsL(dist/* number */.aig(), dist/* minValue */.Wwf(0), dist/* maxValue */.cGV(100)),
    pageCount: dist/* pipe */.FsL(dist/* number */.aig(), dist/* integer */.ndf(), dist/* minValue */.Wwf(0)),
    createdAt: dist/* string */.YjP(),
    updatedAt: dist/* string */.YjP(),
    error: dist/* optional */.lqM(dist/* nullable */.mee(dist/* string */.YjP())),
});
/** `200` of `POST /v1/static-export/jobs/{jobId}/bundle`: a presigned link, a credential. */
const StaticExportBundleSchema = dist/* object */.Ikc({
    jobId,
    bundleUrl: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* nonEmpty */.hq(), dist/* maxLength */.Ru6(8_000)),
    sizeBytes: bytes,
    // An RFC 3339 date-time, as documented: the log shows it, so no other text passes.
    expiresAt: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* isoTimestamp */.yhX('Invalid timestamp')),
});

;// CONCATENATED MODULE: ./shared/mintlify/static-export-api.ts
/** The Static Export API: start an export, read it, ask for its bundle. */


/** Static export is an Enterprise feature: a 403 says so and where to ask. */
const STATIC_EXPORT_403 = "static export is an Enterprise feature that is not enabled for this organization (ask Mintlify's sales or your account team to enable it), or the API key lacks the scope, or this runner's IP is not on the key's allow-list";
/** The static-export operations over `client`. */
function staticExportApi(client) {
    return {
        startStaticExport: (request, signal) => {
            return client.request({
                method: 'POST',
                path: '/v1/static-export/jobs',
                body: request,
                operation: `Starting the static export of ${request.domain}`,
                schema: StaticExportJobSchema,
                replaySafe: false,
                hints: {
                    400: "check `domain` (the deployment's hostname, e.g. docs.example.com) and `paths` (page paths such as guides/getting-started)",
                    403: STATIC_EXPORT_403,
                },
                effect: {
                    none: 'no export was started',
                    unknown: 'the request may have reached the server, so an export job may or may not exist: check the dashboard before running again',
                },
            }, signal);
        },
        getStaticExport: (exportId, signal) => {
            return client.request({
                method: 'GET',
                path: `/v1/static-export/jobs/${pathSegment(exportId)}`,
                operation: `Getting export ${exportId}`,
                schema: StaticExportJobSchema,
                check: sameExport(exportId),
                replaySafe: true,
                hints: { 403: STATIC_EXPORT_403, 404: 'check `export-id`: no export job has this id' },
            }, signal);
        },
        requestStaticExportBundle: (exportId, signal) => {
            return client.request({
                method: 'POST',
                path: `/v1/static-export/jobs/${pathSegment(exportId)}/bundle`,
                operation: `Asking for the bundle of export ${exportId}`,
                schema: StaticExportBundleSchema,
                check: sameExport(exportId),
                replaySafe: true,
                hints: {
                    403: STATIC_EXPORT_403,
                    404: 'check `export-id`: no export job has this id',
                    409: 'the export has not finished yet',
                },
            }, signal);
        },
    };
}
/** An export answer must be about the export asked for: another export's bundle is not ours. */
function sameExport(exportId) {
    return (value) => value.jobId === exportId
        ? undefined
        : `it is about export ${value.jobId}, not the one asked for, ${exportId}`;
}

;// CONCATENATED MODULE: ./static-export/inputs.ts
/**
 * Static-export mode's settings and how they are read from its inputs (`domain`, `paths`,
 * `max-bundle-size`, the default artifact name, ...), before any request.
 */

function readStaticExportSettings(source, common) {
    const domain = parseDomain(source.get('domain'));
    return {
        ...common,
        mode: 'static-export',
        ...(0,inputs/* waitSettings */.hW)(source),
        domain,
        paths: parsePaths(source.get('paths')),
        docsVersion: (0,inputs/* printableText */.XU)(source, 'docs-version', 200),
        exportId: (0,inputs/* identifier */.Cv)(source, 'export-id', false),
        outputDir: (0,inputs/* outputDir */.T2)(source, defaultFolder(source.stepId)),
        extract: (0,inputs/* boolean */.zM)(source, 'extract', true),
        maxBundleBytes: parseByteSize(source.get('max-bundle-size'), '2GiB'),
        uploadArtifact: (0,inputs/* boolean */.zM)(source, 'upload-artifact', true),
        artifactName: (0,inputs/* artifactName */.Cs)(source) || defaultExportArtifactName(domain),
        retentionDays: (0,inputs/* retentionDays */.Ol)(source),
    };
}
/** A DNS name as the API wants it: labels of letters, digits and inner hyphens, at most 253. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_PATHS = 10_000;
const MAX_PATH_LENGTH = 1_000;
const UNITS = {
    '': 1,
    b: 1,
    kb: 1e3,
    mb: 1e6,
    gb: 1e9,
    kib: 1024,
    mib: 1024 ** 2,
    gib: 1024 ** 3,
};
/** The largest `max-bundle-size`: a runner's disk holds the bundle and 100 times it extracted. */
const MAX_BUNDLE_LIMIT = 20 * 1024 ** 3;
/**
 * `domain`: the deployment's hostname only (`docs.example.com`), lower-cased; a protocol, path,
 * port, credentials or an empty value is refused, naming the input.
 */
function parseDomain(raw) {
    const value = raw.trim();
    const allowed = "the deployment's hostname only, such as `docs.example.com` or `acme.mintlify.app`";
    if (!value) {
        throw new inputs/* InputError */.dz('domain', `Input \`domain\` is required in static-export mode: ${allowed}.`);
    }
    const shown = JSON.stringify(value.slice(0, 80));
    const refuse = (why) => {
        throw new inputs/* InputError */.dz('domain', `Input \`domain\` must be ${allowed}, ${why}; got ${shown}.`);
    };
    if (value.includes('://'))
        refuse('without a protocol');
    if (value.includes('/'))
        refuse('without a path or trailing slash');
    if (value.includes('@'))
        refuse('without credentials');
    if (value.includes(':'))
        refuse('without a port');
    const host = value.toLowerCase().replace(/\.$/, '');
    const labels = host.split('.');
    if (host.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label))) {
        refuse('made of letters, digits, hyphens and dots');
    }
    return host;
}
/** `paths`: page paths separated by commas or newlines, each once, in the order given. */
function parsePaths(raw) {
    const paths = raw
        .split(/[,\n]/)
        .map((path) => path.trim())
        .filter(Boolean);
    const bad = paths.find((path) => path.length > MAX_PATH_LENGTH ||
        path.includes('://') ||
        // eslint-disable-next-line no-control-regex -- refusing control characters is the point
        /[\u0000-\u001f\u007f]/.test(path));
    if (bad !== undefined || paths.length > MAX_PATHS) {
        throw new inputs/* InputError */.dz('paths', `Input \`paths\` must be page paths (such as \`guides/getting-started\`), comma- or newline-separated, at most ${MAX_PATHS} of at most ${MAX_PATH_LENGTH} characters each; ${bad === undefined ? 'it has too many' : `got ${JSON.stringify(bad.slice(0, 60))}`}.`);
    }
    return [...new Set(paths)];
}
/** `max-bundle-size`: bytes, or a number with a unit (`500MB`, `2GiB`, `1.5GB`). */
function parseByteSize(raw, fallback) {
    const value = (raw || fallback).trim();
    const match = /^(\d{1,15}(?:\.\d{1,6})?)\s?([a-z]{0,3})$/i.exec(value);
    const factor = match ? UNITS[(match[2] ?? '').toLowerCase()] : undefined;
    const bytes = match && factor !== undefined ? Math.floor(Number(match[1]) * factor) : NaN;
    if (!(bytes >= 1024 && bytes <= MAX_BUNDLE_LIMIT)) {
        throw new inputs/* InputError */.dz('max-bundle-size', `Input \`max-bundle-size\` must be a size from 1KiB to 20GiB, as bytes or with a unit (\`500MB\`, \`2GiB\`); got ${JSON.stringify(value.slice(0, 40))}.`);
    }
    return bytes;
}
/** `static-export-<domain>`: a domain holds no character an artifact name forbids. */
function defaultExportArtifactName(domain) {
    return `static-export-${domain}`;
}
/**
 * The default `output-dir` under `$RUNNER_TEMP`: `static-export/<step id>`, a folder per step
 * (`GITHUB_ACTION` is unique in a job), so a second export in the same job never replaces the
 * bundle and site a finished step's outputs name. `static-export` without a step id.
 */
function defaultFolder(stepId) {
    // GitHub keeps letters, digits, `_` and `-` in it already; anything else cannot reach a path.
    const step = (stepId ?? '').replace(/[^\w-]/g, '-').slice(0, 100);
    return step ? `static-export/${step}` : 'static-export';
}

;// CONCATENATED MODULE: ./static-export/entry.ts
/** Static-export mode's registry entry: its reader and its run, loaded when it runs. */



const staticExportEntry = {
    mode: 'static-export',
    read: readStaticExportSettings,
    api: staticExportApi,
    // The download, the tar library and the artifact client cost the other modes nothing.
    run: runLoaded(async () => (await __webpack_require__.e(/* import() */ 321).then(__webpack_require__.bind(__webpack_require__, 87321))).runStaticExportMode),
};

;// CONCATENATED MODULE: ./action/registry.ts
/**
 * The registry of modes: one entry per mode of the catalogue (catalogue.ts), each declared in its
 * own folder (`src/<mode>/entry.ts`). A catalogue mode without an entry, or with another mode's,
 * does not compile. An entry loads its mode's code only when it runs (`await import()`), so the
 * start-up of one mode pays for no other's.
 */







const MODE_ENTRIES = {
    agent: agentEntry,
    analytics: analyticsEntry,
    'analytics-history': analyticsHistoryEntry,
    deploy: deployEntry,
    preview: previewEntry,
    automation: automationEntry,
    'static-export': staticExportEntry,
};
/**
 * The entry of `mode`. Each entry is checked against its own mode where it is declared; the
 * pairing of a mode with its settings, APIs and saved state is not one TypeScript can follow
 * through an index, so the step gets the one view that takes any mode's.
 */
function entryOf(mode) {
    return MODE_ENTRIES[mode];
}

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
;// CONCATENATED MODULE: ./action/runner.ts
/**
 * The one channel to the runner: inputs, the log and its annotations, masking, outputs, the
 * post step's state and the step summary. The action's is built on the Actions toolkit here, the
 * only file that imports it; tests hand in their own, so the step's wiring runs in process.
 */

/** The runner of a real step: workflow commands on stdout, files the runner names. */
function actionsRunner() {
    return {
        input: (name) => core/* getInput */.V4(name),
        env: process.env,
        exportProxyVariables: (normalized) => Object.assign(process.env, normalized),
        info: (message) => core/* info */.pq(message),
        debug: (message) => core/* debug */.Yz(message),
        notice: (message) => core/* notice */.lm(message),
        warning: (message) => core/* warning */.$e(message),
        group: (title, work) => core/* group */.Os(title, work),
        setSecret: (value) => core/* setSecret */.Pq(value),
        setOutput: (name, value) => core/* setOutput */.uH(name, value),
        saveState: (name, value) => core/* saveState */.LZ(name, value),
        getState: (name) => core/* getState */.Gu(name),
        appendSummary: async (markdown) => {
            if (process.env.GITHUB_STEP_SUMMARY)
                await core/* summary */.z.addRaw(markdown).write();
        },
        setFailed: (message) => core/* setFailed */.C1(message),
    };
}

// EXTERNAL MODULE: ./shared/mintlify/budget.ts
var mintlify_budget = __webpack_require__(626);
// EXTERNAL MODULE: ./shared/durations.ts
var durations = __webpack_require__(72945);
// EXTERNAL MODULE: ./shared/plural.ts
var plural = __webpack_require__(91116);
// EXTERNAL MODULE: ./shared/retry.ts
var retry = __webpack_require__(54062);
// EXTERNAL MODULE: ./shared/url.ts
var shared_url = __webpack_require__(3025);
// EXTERNAL MODULE: ./shared/version.ts
var version = __webpack_require__(3632);
// EXTERNAL MODULE: ./shared/mintlify/errors.ts
var errors = __webpack_require__(63076);
;// CONCATENATED MODULE: ./shared/mintlify/redact.ts
/**
 * Server text is untrusted: it may echo the API key back (an error body quoting the request's
 * headers, a job field that copies it), in the clear, URL-encoded or base64. Everything the
 * server sends is redacted here before it can reach a log line, an output, the step summary or a
 * public issue comment (masking covers only the runner's log, not text posted through GitHub's
 * API).
 */

/** The forms in which a key can appear in server text, worked out once per key. */
const formsByKey = new Map();
function keyForms(apiKey) {
    if (!apiKey)
        return [];
    let forms = formsByKey.get(apiKey);
    if (!forms) {
        forms = [
            ...new Set([
                apiKey,
                encodeURIComponent(apiKey),
                (0,shared_text/* withoutTrailing */.hT)(Buffer.from(apiKey).toString('base64'), '='),
                Buffer.from(apiKey).toString('base64url'),
            ]),
        ];
        formsByKey.set(apiKey, forms);
    }
    return forms;
}
/** The characters of a key's forms, worked out once per key. */
const charactersByKey = new Map();
function formCharacters(apiKey) {
    let characters = charactersByKey.get(apiKey);
    if (!characters) {
        characters = new Set(keyForms(apiKey).join(''));
        charactersByKey.set(apiKey, characters);
    }
    return characters;
}
/** What each JSON escape but `\\uXXXX` stands for. */
const ESCAPED = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
};
/**
 * Whether no escape in the JSON `text` stands for a character of `characters` or half of a
 * surrogate pair. Then every run of such characters in a string parsed from it, a form of the key
 * included, is a piece of the text as it stands: no escape can have made or hidden one.
 */
function escapesHarmless(text, characters) {
    for (let at = text.indexOf('\\'); at >= 0;) {
        const code = text[at + 1] ?? '';
        let meant = ESCAPED[code];
        let next = at + 2;
        if (code === 'u') {
            const unit = Number.parseInt(text.slice(at + 2, at + 6), 16);
            if (!(unit >= 0) || (unit >= 0xd800 && unit <= 0xdfff))
                return false;
            meant = String.fromCharCode(unit);
            next = at + 6;
        }
        if (meant === undefined || characters.has(meant))
            return false;
        at = text.indexOf('\\', next);
    }
    return true;
}
/**
 * The key (in every form) replaced with `***`, and the text made well formed (no lone
 * surrogate). Runs on every string of every answer (a page holds hundreds): text without the
 * key, nearly all of it, is only searched, not copied.
 */
function redactKey(text, forms) {
    let clean = text.isWellFormed() ? text : text.toWellFormed();
    for (const form of forms)
        if (clean.includes(form))
            clean = clean.split(form).join('***');
    return clean;
}
/**
 * Server text for a log line or error message: redacted BEFORE it is shortened, so no piece of
 * the key survives a cut; on one line (a line break would start a new workflow command); at most
 * `max` characters before the `…` of a cut.
 */
function serverText(text, apiKey, max = 300) {
    return (0,shared_text/* oneLine */.TN)(redactKey(text, keyForms(apiKey)), max + 1);
}
/**
 * Every string inside a parsed JSON value, redacted (see `redactKey`). Parts without the key,
 * nearly all of every answer, are returned as they are, not copied: an analytics page is hundreds
 * of rows, and a copy of each was most of the garbage a long export made besides its files.
 */
function redactStrings(value, apiKey) {
    return redactValue(value, keyForms(apiKey));
}
/**
 * `redactStrings` of a value parsed from the JSON `text`, without walking it when `text` proves
 * there is nothing to redact: a text that is well formed, holds no form of the key, and whose
 * escapes (a path with `"` in it: `\\"`) stand for none of the forms' characters and no half of a
 * surrogate pair cannot give a string that holds a form or is not well formed. Nearly every
 * answer is such a text; the walk took a twentieth of a long export's CPU.
 */
function redactParsed(value, text, apiKey) {
    const forms = keyForms(apiKey);
    if (text.isWellFormed() &&
        !forms.some((form) => text.includes(form)) &&
        escapesHarmless(text, formCharacters(apiKey))) {
        return value;
    }
    return redactStrings(value, apiKey);
}
function redactValue(value, forms) {
    if (typeof value === 'string')
        return redactKey(value, forms);
    // Each part is redacted once; a copy is made only from the first part that changed.
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const clean = redactValue(item, forms);
            if (clean !== item)
                (copy ??= [...value])[index] = clean;
        });
        return copy ?? value;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        let copy;
        for (const name in record) {
            if (!Object.hasOwn(record, name))
                continue;
            const item = record[name];
            const cleanName = redactKey(name, forms);
            const cleanItem = redactValue(item, forms);
            if (!copy && (cleanName !== name || cleanItem !== item)) {
                copy = {};
                // The parts before this one did not change: taken as they are.
                for (const earlier in record) {
                    if (earlier === name)
                        break;
                    if (Object.hasOwn(record, earlier))
                        put(copy, earlier, record[earlier]);
                }
            }
            if (copy)
                put(copy, cleanName, cleanItem);
        }
        return copy ?? value;
    }
    return value;
}
/** An own property, even for a name like `__proto__` (which plain assignment would not add). */
function put(target, name, value) {
    Object.defineProperty(target, name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
    });
}

;// CONCATENATED MODULE: ./shared/mintlify/failure.ts
/**
 * A failed try of a request, as the retry policy weighs it (its Fault) and as the ApiError it
 * becomes: what the network, a proxy or the API's answer said.
 */





/** One failed try, before the retry policy (retry.ts) weighs its fault. */
class Failure {
    summary;
    kind;
    status;
    apiError;
    /** What the policy weighs: the status, the network's failure, the server's wait, ... */
    fault;
    cause;
    constructor(summary, details) {
        this.summary = summary;
        this.kind = details.kind;
        this.fault = details.fault;
        this.status = details.status;
        this.apiError = details.apiError;
        this.cause = details.cause;
    }
    /** The request provably never reached the server. */
    get notSent() {
        return this.fault.neverLeft === true;
    }
    /** A failure of the network or the proxy; `notSent` as the transport's probe saw it. */
    static fromNetwork(cause, notSent, proxy) {
        const { kind, code = 'no code', proxyStatus } = (0,retry/* networkFault */.T4)(cause);
        const fault = { network: kind, neverLeft: notSent || proxyStatus !== undefined };
        if (proxy && proxyStatus !== undefined) {
            const refused = `the proxy ${proxy.host} answered HTTP ${proxyStatus} to the tunnel request`;
            // A 502, 503 or 504 from the proxy means it could not reach the API: nothing was sent, and
            // it may pass, like a reset. Anything else is the proxy's refusal: asking again won't help.
            if (kind === 'proxy-failed')
                return new Failure(refused, { kind: 'network', fault, cause });
            const advice = proxyStatus === 407
                ? `it wants credentials: set them in ${proxy.variable} as \`http://user:password@host:port\``
                : `check ${proxy.variable}, or name the API's host in NO_PROXY to reach it directly`;
            return new Failure(`${refused}, refusing it; ${advice}`, { kind: 'network', fault, cause });
        }
        const via = proxy ? ` through the proxy ${proxy.host}` : '';
        return new Failure(notSent ? `could not connect${via} (${code})` : `the connection failed${via} (${code})`, { kind: 'network', fault, cause });
    }
    toApiError(call, extra) {
        const summary = extra ? `${this.summary}; ${extra.gaveUp}` : this.summary;
        // A create or follow-up that may have reached the server: its effect is unknown.
        const rejected = this.status !== undefined && this.status >= 400 && this.status < 500;
        const effectUnknown = !call.replaySafe && !this.notSent && !rejected;
        return new errors/* ApiError */.h(summary, {
            kind: this.kind,
            operation: call.operation,
            status: this.status,
            apiError: this.apiError,
            hint: this.status === undefined ? undefined : call.hints?.[this.status],
            // Every failed create or follow-up says whether the server may have acted on it.
            effect: effectUnknown ? call.effect?.unknown : call.effect?.none,
            cause: this.cause,
        });
    }
}
/**
 * The run was cancelled during `call`. A create or trigger says, as every failure of one does,
 * whether the server may have acted: `mayHaveLeft` unless the request provably never left.
 */
function aborted(call, mayHaveLeft) {
    const summary = mayHaveLeft
        ? 'the run was cancelled after the request was sent'
        : 'the run was cancelled before the request was sent';
    return new errors/* ApiError */.h(call.effect ? summary : 'the run was cancelled', {
        kind: 'aborted',
        operation: call.operation,
        effect: mayHaveLeft ? call.effect?.unknown : call.effect?.none,
    });
}
function parseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
/** The API's own `error` text, when the body is the documented `{"error": string}`. */
function errorText(text, apiKey) {
    const parsed = parseJson(text);
    if (!parsed.ok)
        return undefined;
    const body = dist/* safeParse */.xLC(schemas/* ErrorBodySchema */.i1, parsed.value);
    if (!body.success)
        return undefined;
    const details = body.output.details?.map((d) => d.message).join('; ');
    return serverText(details ? `${body.output.error}: ${details}` : body.output.error, apiKey);
}

// EXTERNAL MODULE: external "node:diagnostics_channel"
var external_node_diagnostics_channel_ = __webpack_require__(53053);
var external_node_diagnostics_channel_default = /*#__PURE__*/__webpack_require__.n(external_node_diagnostics_channel_);
// EXTERNAL MODULE: ./shared/mintlify/proxy.ts
var mintlify_proxy = __webpack_require__(8431);
;// CONCATENATED MODULE: ./shared/mintlify/transport.ts
/**
 * Sending one request to the API and reading its answer, and nothing else: what the answer
 * means is the client's to decide (client.ts), and whether to try again the retry policy's
 * (../retry.ts). One kept-alive connection, through the runner's proxy when it has one; every
 * phase of a request, the proxy tunnel included, ends when its signal fires; at most
 * `maxBodyBytes` of a body are read; and a probe says whether the request was written to a
 * connection at all.
 */


/** A request that got no whole answer: why, and whether it provably never left. */
class SendFailure extends Error {
    /** The request was never written to a connection: the server cannot have acted on it. */
    notSent;
    /** The answer's status, when the headers arrived before the failure. */
    status;
    /** The body was larger than the transport reads. */
    tooLarge;
    constructor(cause, details) {
        super('the request got no whole answer', { cause });
        this.name = 'SendFailure';
        this.notSent = details.notSent;
        this.status = details.status;
        this.tooLarge = details.tooLarge ?? false;
    }
}
class Transport {
    options;
    dispatcher;
    /** Set when requests to the API go through a proxy. */
    proxy;
    constructor(options) {
        this.options = options;
        this.proxy = proxyFor(options);
        this.dispatcher = this.createDispatcher();
    }
    /**
     * Sends `request` and reads the whole answer, or throws a SendFailure. When `signal` fires the
     * request ends at once, whatever phase it is in: undici aborts a request only once it sits on
     * a connected socket, so one still waiting for its connection (a proxy that never answers
     * CONNECT, say) is cut loose here, and the dispatcher, its sockets and tunnel with it, is
     * replaced by a fresh one.
     */
    async send(request, signal) {
        const probe = new SendProbe();
        const url = new URL(this.options.baseUrl + request.path);
        let reader;
        const answer = new Promise((resolve, reject) => {
            reader = new AnswerReader(this.options.maxBodyBytes, signal, resolve, reject);
        });
        // Read (and rethrown) below; never an unhandled rejection when the headers never came.
        answer.catch(() => undefined);
        try {
            probe.watch(() => this.dispatcher.dispatch({
                origin: url.origin,
                path: `${url.pathname}${url.search}`,
                method: request.method,
                headers: request.headers,
                body: request.body,
            }, reader));
            await this.untilAborted(reader.started, signal);
            return await answer;
        }
        catch (cause) {
            throw new SendFailure(cause, {
                notSent: !probe.sent,
                status: reader.status,
                tooLarge: cause instanceof BodyTooLargeError,
            });
        }
        finally {
            reader.finish();
        }
    }
    /** Closes the connection at once: nothing is left to wait for when the run ends. */
    async close() {
        await this.dispatcher.destroy();
    }
    /** `responding`, unless `signal` fires first: then the dispatcher is replaced. */
    untilAborted(responding, signal) {
        return new Promise((resolve, reject) => {
            const onAbort = () => {
                reject(signal.reason);
                responding.catch(() => undefined);
                const stale = this.dispatcher;
                this.dispatcher = this.createDispatcher();
                stale.destroy().catch(() => undefined);
            };
            if (signal.aborted)
                return onAbort();
            signal.addEventListener('abort', onAbort, { once: true });
            responding.then((value) => {
                signal.removeEventListener('abort', onAbort);
                resolve(value);
            }, (error) => {
                signal.removeEventListener('abort', onAbort);
                reject(error);
            });
        });
    }
    /**
     * One kept-alive connection to the API, through the runner's proxy when it has one (as
     * `@actions/http-client` does for the GitHub and artifact clients): `NO_PROXY` is honoured, a
     * loopback API is always reached directly (a proxy cannot reach this runner's loopback), and
     * every proxied request goes through a CONNECT tunnel, so the key travels inside TLS and never
     * reaches the proxy in the clear.
     */
    createDispatcher() {
        return (0,mintlify_proxy/* dispatcherFor */.tR)(new URL(this.options.baseUrl), this.options.proxy, {
            connections: 1,
            connect: { timeout: this.options.connectTimeoutMs },
            keepAliveTimeout: 30_000,
        });
    }
}
function proxyFor({ baseUrl, proxy }) {
    const target = new URL(baseUrl);
    const url = (0,mintlify_proxy/* proxyUrlFor */.tr)(target, proxy);
    if (!url)
        return undefined;
    const viaHttps = target.protocol === 'https:' && url === proxy.httpsProxy;
    return { host: new URL(url).host, variable: viaHttps ? 'HTTPS_PROXY' : 'HTTP_PROXY' };
}
/**
 * Tells whether undici wrote a request to a socket. Its diagnostics channels announce each
 * request as it is created (synchronously, inside `dispatch()`) and again when its headers are
 * written to an established connection (after TCP connect, the proxy's tunnel and the TLS
 * handshake). A failure before that point (refused, reset during the handshake, a tunnel the
 * proxy refused, DNS) provably sent nothing, so even a create may be retried; after it, the
 * server may have acted.
 */
class SendProbe {
    static watching;
    static subscribed = false;
    /**
     * The probe of each request undici created, weakly. A probe must not point back at its
     * request: V8's young-generation collector keeps an entry whose value reaches its key, so the
     * request, and through it the answer's headers and the socket buffer they sit in, lived until
     * the next full collection (about 20 kB a page, tens of MiB during a long export).
     */
    static sending = new WeakMap();
    attached = false;
    sent = false;
    watch(start) {
        SendProbe.subscribe();
        SendProbe.watching = this;
        try {
            return start();
        }
        finally {
            SendProbe.watching = undefined;
        }
    }
    static subscribe() {
        if (SendProbe.subscribed)
            return;
        SendProbe.subscribed = true;
        external_node_diagnostics_channel_default().subscribe('undici:request:create', (message) => {
            const probe = SendProbe.watching;
            const created = requestOf(message);
            if (probe && created && !probe.attached) {
                probe.attached = true;
                SendProbe.sending.set(created, probe);
            }
        });
        external_node_diagnostics_channel_default().subscribe('undici:client:sendHeaders', (message) => {
            const sent = requestOf(message);
            const probe = sent ? SendProbe.sending.get(sent) : undefined;
            if (probe)
                probe.sent = true;
        });
    }
}
function requestOf(message) {
    if (typeof message !== 'object' || message === null || !('request' in message))
        return undefined;
    const { request } = message;
    return typeof request === 'object' && request !== null ? request : undefined;
}
class BodyTooLargeError extends Error {
    constructor() {
        super('response body over the cap');
    }
}
/**
 * Reads one answer for undici's `dispatch()`: its status and `Retry-After`, then its body as
 * text, at most `cap` bytes (a larger body is abandoned, never buffered whole).
 *
 * A handler of our own rather than undici's `request()`: that one gives every answer a Readable
 * body and an AsyncResource, and with them each answer's bytes (the socket's read buffer, about
 * 20 kB a page) outlived the young generation and waited for the next full collection, tens of
 * MiB of them during a long export; what this handler holds dies young. It keeps nothing of the
 * raw headers (they point into that buffer) but the two values it reads, and lets go of the rest
 * (the chunks, undici's abort function, the settle functions) as soon as the answer is settled,
 * removing its listener from the signal then, so nothing that still reaches the handler
 * afterwards (undici's request object, the signal) keeps an answer alive.
 */
class AnswerReader {
    /** The answer's status, once its headers have arrived. */
    status;
    /** Settles when the headers have arrived, or the request failed before. */
    started;
    cap;
    signal;
    abort;
    retryAfter;
    chunks = [];
    size = 0;
    start;
    resolve;
    reject;
    constructor(cap, signal, resolve, reject) {
        this.cap = cap;
        this.signal = signal;
        this.resolve = resolve;
        this.reject = reject;
        this.started = new Promise((started) => {
            this.start = started;
        });
        signal.addEventListener('abort', this.onAbort, { once: true });
    }
    onConnect(abort) {
        this.abort = abort;
        if (this.signal.aborted)
            this.onAbort();
    }
    onHeaders(statusCode, rawHeaders) {
        // A 1xx is not the answer: the final headers follow.
        if (statusCode < 200)
            return true;
        this.status = statusCode;
        this.retryAfter = headerOf(rawHeaders, 'retry-after');
        this.start?.();
        if (Number(headerOf(rawHeaders, 'content-length')) > this.cap) {
            this.abort?.(new BodyTooLargeError());
            return false;
        }
        return true;
    }
    onData(chunk) {
        this.size += chunk.length;
        if (this.size > this.cap) {
            this.chunks = [];
            this.abort?.(new BodyTooLargeError());
            return false;
        }
        this.chunks.push(chunk);
        return true;
    }
    onComplete() {
        const { chunks, size, resolve } = this;
        // Most answers arrive in one chunk: decoded as it is, without a copy of the whole body.
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
        const answer = {
            status: this.status ?? 0,
            retryAfter: this.retryAfter,
            text: body.toString('utf8'),
        };
        this.finish();
        resolve?.(answer);
    }
    onError(error) {
        const { reject, start } = this;
        this.finish();
        start?.();
        reject?.(error);
    }
    /** Lets go of the answer, the request and the signal (again harmlessly once done). */
    finish() {
        this.signal.removeEventListener('abort', this.onAbort);
        this.chunks = [];
        this.abort = undefined;
        this.start = undefined;
        this.resolve = undefined;
        this.reject = undefined;
    }
    /** Ends the request with the signal's reason, whatever phase it is in. */
    onAbort = () => {
        this.abort?.(this.signal.reason);
    };
}
/** The first value of header `name` (lower case) among undici's raw `[name, value, ...]`. */
function headerOf(raw, name) {
    for (let i = 0; i + 1 < raw.length; i += 2) {
        if (raw[i]?.toString('latin1').toLowerCase() === name)
            return raw[i + 1]?.toString('latin1');
    }
    return undefined;
}

;// CONCATENATED MODULE: ./shared/mintlify/client.ts
/**
 * The one client every API file (agent-api.ts, deployment-api.ts, ...) sends its requests through:
 * Mintlify's REST API over undici with bearer auth, one kept-alive connection, timeouts,
 * response checks, and retries that never outlive the overall deadline.
 */











/** Largest response body read: a 250-row page is about 50 KB and a job object under 10 KB. */
const MAX_BODY_BYTES = 4 * 1024 ** 2;
/**
 * The API's retries (docs/reliability.md): a 429 as long as `timeout` allows, never sooner than
 * a second; a poll or a page (replay-safe) through 5xx, network errors and timeouts until
 * `timeout`, backing off with jitter up to a minute; a create or follow-up only when it provably
 * never left, and a garbled answer, 5 tries at most.
 */
const API_RETRIES = {
    ...retry/* RETRY_DEFAULTS */.sV,
    attempts: { max: Number.POSITIVE_INFINITY, doubtful: 5 },
    backoff: { baseMs: 1000, maxMs: 60_000, jitter: 0.5 },
    // A rate limit without Retry-After backs off harder.
    rateLimit: { baseMs: 2000, maxMs: 60_000, jitter: 0.5 },
};
class MintlifyClient {
    options;
    /** One connection: sequential requests reuse one socket (and one TLS handshake). */
    transport;
    /** This run's check of the URLs in answers: a dropped URL is warned about once per run. */
    urls;
    constructor(options) {
        this.options = {
            requestTimeoutMs: 30_000,
            connectTimeoutMs: 10_000,
            maxBodyBytes: MAX_BODY_BYTES,
            random: Math.random,
            proxy: { httpsProxy: '', httpProxy: '', noProxy: '' },
            budget: new mintlify_budget/* RequestBudget */.b(Number.POSITIVE_INFINITY),
            ...options,
        };
        this.transport = new Transport(this.options);
        this.urls = (0,shared_url/* urlCheck */.Y)(this.options.log.warning);
    }
    async close() {
        await this.transport.close();
    }
    async request(call, signal) {
        const { clock, deadline, random, budget } = this.options;
        const started = clock.now();
        const tried = await (0,retry/* retrying */.R$)(async () => {
            if (call.budgeted && !budget.take()) {
                throw new mintlify_budget/* BudgetSpentError */.o(call.operation, budget.limit);
            }
            const answer = await this.attempt(call, signal);
            return answer.ok ? answer : { ok: false, failure: answer.error, fault: answer.error.fault };
        }, {
            limits: API_RETRIES,
            clock,
            deadline,
            random,
            signal,
            replaySafe: call.replaySafe,
            rateLimitWindowMs: call.rateLimitWindowMs,
            onWait: (failure, wait) => this.logWait(call, failure, wait),
        });
        if (tried.ok) {
            if (tried.failed > 0) {
                this.options.log.info(`${call.operation}: answered after ${(0,plural/* plural */.L)(tried.failed, 'failed try', 'failed tries')} over ${(0,durations/* formatDuration */.a3)(clock.now() - started)}.`);
            }
            return tried.value;
        }
        const { failure, why, waitMs = 0 } = tried;
        // Between tries: the last one was not acted on (a 429, or it never left).
        if (why === 'cancelled')
            throw aborted(call, false);
        if (why !== 'deadline')
            throw failure.toApiError(call);
        const asked = failure.fault.serverWaitMs !== undefined;
        throw failure.toApiError(call, {
            gaveUp: `the \`timeout\` leaves no time to retry${asked ? ` after the server's Retry-After of ${(0,durations/* formatDuration */.a3)(waitMs)}` : ''}`,
        });
    }
    /**
     * One line per wait for a rate limit (each says how long and why); one line per outage
     * otherwise, with the later tries in the debug log, so a long outage cannot flood the log.
     */
    logWait(call, failure, wait) {
        const { log } = this.options;
        if (wait.rateLimited) {
            log.info(`${call.operation}: ${failure.summary}; waiting ${(0,durations/* formatDuration */.a3)(wait.ms)}${wait.asked ? ' as the server asked' : ''} before trying again.`);
        }
        else if (wait.failed === 1) {
            log.info(`${call.operation}: ${failure.summary}; trying again, backing off up to a minute between tries${call.replaySafe ? ' until `timeout`' : ''}.`);
        }
        else {
            log.debug(`${call.operation}: ${failure.summary}; try ${wait.attempt + 1} in ${(0,durations/* formatDuration */.a3)(wait.ms)}.`);
        }
    }
    /** ` through the proxy host:port`, or '' without a proxy: for failure messages. */
    via() {
        return this.transport.proxy ? ` through the proxy ${this.transport.proxy.host}` : '';
    }
    /** One try: sent within the time left, its answer read as the value or as a Failure. */
    async attempt(call, signal) {
        const { clock, deadline } = this.options;
        const remaining = deadline - clock.now();
        // No time for a try: nothing to retry, and nothing was sent.
        if (remaining <= 0) {
            const fault = { neverLeft: true };
            throw new Failure('the `timeout` ran out', { kind: 'timeout', fault }).toApiError(call);
        }
        const sent = await this.send(call, remaining, signal);
        if (!sent.ok)
            return sent;
        const { status, text, retryAfter } = sent.value;
        if (status >= 200 && status < 300)
            return this.valueOf(call, status, text);
        return { ok: false, error: this.httpFailure(status, text, retryAfter) };
    }
    /**
     * Sends the request with one deadline for the whole of it (connecting, the headers and every
     * byte of the body): the time left, at most `requestTimeoutMs`. A cancelled run throws.
     */
    async send(call, remaining, signal) {
        const { clock, requestTimeoutMs } = this.options;
        const timeout = Math.max(1, Math.min(requestTimeoutMs, remaining));
        // A timer of our own, cleared when the request settles: `AbortSignal.timeout` would keep one
        // timer per request alive until it fired, thousands of them in a long export.
        // The run's cancellation is forwarded to it by hand, for as long as the request lasts:
        // `AbortSignal.any` cost about 40 µs a request in a long export, each signal tracked until
        // garbage collection.
        const expiry = new AbortController();
        const timer = setTimeout(() => expiry.abort(new DOMException('The request timed out', 'TimeoutError')), timeout).unref();
        const cancel = () => expiry.abort(signal?.reason);
        if (signal?.aborted)
            cancel();
        else
            signal?.addEventListener('abort', cancel, { once: true });
        const started = clock.now();
        try {
            const answer = await this.transport.send(this.outgoing(call), expiry.signal);
            this.options.log.debug(`${call.method} ${call.path} -> ${answer.status} in ${clock.now() - started} ms`);
            return { ok: true, value: answer };
        }
        catch (failure) {
            if (signal?.aborted) {
                throw aborted(call, !(failure instanceof SendFailure && failure.notSent));
            }
            if (!(failure instanceof SendFailure))
                throw failure;
            return { ok: false, error: this.sendFailure(failure, expiry.signal.aborted, timeout) };
        }
        finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', cancel);
        }
    }
    /** The request as it goes out: the query in the path, the key in the header, JSON. */
    outgoing(call) {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(call.query ?? {}))
            query.set(name, String(value));
        const search = query.size > 0 ? `?${query}` : '';
        return {
            method: call.method,
            path: call.path + search,
            headers: {
                authorization: `Bearer ${this.options.apiKey}`,
                accept: 'application/json',
                'user-agent': version/* USER_AGENT */._,
                ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
        };
    }
    /** No whole answer: a body over the cap, the request's own deadline, or the network. */
    sendFailure(failure, timedOut, timeout) {
        if (failure.tooLarge) {
            return new Failure(`the response body is larger than the ${formatBytes(this.options.maxBodyBytes)} this action reads from one response, far above any real answer`, {
                kind: 'malformed',
                status: failure.status,
                fault: { status: failure.status, oversized: true },
                cause: failure.cause,
            });
        }
        if (timedOut) {
            return new Failure(`no complete response within ${(0,durations/* formatDuration */.a3)(timeout)}${this.via()}`, {
                kind: 'timeout',
                fault: { network: 'timeout', neverLeft: failure.notSent },
                cause: failure.cause,
            });
        }
        return Failure.fromNetwork(failure.cause, failure.notSent, this.transport.proxy);
    }
    /** A 2xx: its body as the documented shape, redacted, and passing the call's check. */
    valueOf(call, status, text) {
        const { apiKey } = this.options;
        const parsed = parseJson(text);
        const checked = parsed.ok ? dist/* safeParse */.xLC(call.schema, parsed.value) : undefined;
        // Server strings leave the process as outputs, summary and issue comments: redact them all.
        const value = checked?.success ? redactParsed(checked.output, text, apiKey) : undefined;
        const mismatch = value === undefined ? undefined : call.check?.(value);
        if (value !== undefined && mismatch === undefined)
            return { ok: true, value };
        // The check quotes the value it did not expect: server text, so it is cleaned like one.
        const why = mismatch ??
            (checked?.issues ? serverText((0,schemas/* describeIssue */.n6)(checked.issues), apiKey) : 'the body is not JSON');
        return {
            ok: false,
            error: new Failure(`the response does not match the API's documented shape (${why})`, {
                kind: 'malformed',
                status,
                // A garbled body may be a passing fault; an answer that fails a check (about another
                // job, counts JSON cannot hold) comes back the same when asked again.
                fault: { status, garbled: mismatch === undefined },
            }),
        };
    }
    /** Any other status: a redirect is never followed; the policy weighs the rest. */
    httpFailure(status, text, retryAfter) {
        const apiError = errorText(text, this.options.apiKey);
        if (status >= 300 && status < 400) {
            return new Failure(`HTTP ${status} redirect, not followed (the API key is never sent to another address)`, { kind: 'http', status, fault: { status } });
        }
        const headers = { 'retry-after': retryAfter };
        return new Failure(`HTTP ${status}`, {
            kind: 'http',
            status,
            apiError,
            fault: (0,retry/* answerFault */.NM)({ status, headers }, API_RETRIES, this.options.clock.now()),
        });
    }
}
function formatBytes(bytes) {
    return bytes % 1024 ** 2 === 0 ? `${bytes / 1024 ** 2} MiB` : `${bytes} bytes`;
}

;// CONCATENATED MODULE: ./action/inputs.ts
/**
 * getInputs: the mode, the inputs every mode shares and the warnings for inputs that do not
 * apply, then the mode's own reader (its registry entry's `read`, given a source of its own
 * inputs). What the readers are built from is in src/shared/inputs.ts.
 */




const DEFAULT_BASE_URL = 'https://api.mintlify.com';
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);
/** Keys of other Mintlify APIs: certainly the wrong kind for this one. */
const WRONG_KEY_KINDS = {
    mint_dsc_: 'an assistant (public search) key',
    mint_us_: 'a key for a different Mintlify API',
};
/**
 * Reads and validates every input into one typed settings object. Throws an InputError whose
 * message is one sentence naming the input and what is allowed; no request is made before.
 */
function getInputs(source, now, 
/** The mode a sub-action's entry fixes (`deploy/` runs deploy mode whatever `mode` says). */
fixedMode) {
    const warnings = [];
    const mode = fixedMode ?? (0,inputs/* oneOf */.yL)(source, 'mode', catalogue/* MODES */.FN, 'agent');
    if (fixedMode && source.get('mode') && source.get('mode') !== mode) {
        warnings.push(`Input \`mode\` is ignored: this sub-action always runs ${mode} mode (the root action takes \`mode\`).`);
    }
    const elsewhere = fixedMode ? "use the mode's own sub-action" : 'set `mode`';
    for (const name of (0,catalogue/* inputsThatDoNotApply */.Jd)(mode, (input) => source.get(input))) {
        const owner = catalogue/* INPUTS_OF_ANOTHER_MODE */.cS[mode]?.[name];
        if (owner) {
            const use = fixedMode ? `the \`${owner}/\` sub-action` : `\`mode: ${owner}\``;
            throw new inputs/* InputError */.dz(name, `Input \`${name}\` belongs to ${owner} mode, not ${mode} mode: use ${use} (no request was made).`);
        }
        warnings.push(`Input \`${name}\` does not apply to ${mode} mode and is ignored: remove it, or ${elsewhere} for the mode it belongs to.`);
    }
    const entry = entryOf(mode);
    const common = {
        apiKey: entry.apiKeyOptional && !source.get('api-key') ? '' : apiKey(source, warnings),
        projectId: (0,inputs/* identifier */.Cv)(source, 'project-id', true),
        baseUrl: baseUrl(source),
        timeoutMs: (0,inputs/* duration */.p0)(source, 'timeout', '30m', 1000, 6 * 3_600_000),
    };
    return { settings: entry.read(source, common, now), warnings };
}
function apiKey(source, warnings) {
    const key = source.get('api-key');
    if (!key)
        throw (0,inputs/* missingApiKey */.uu)();
    for (const [prefix, kind] of Object.entries(WRONG_KEY_KINDS)) {
        if (key.startsWith(prefix)) {
            throw new inputs/* InputError */.dz('api-key', `Input \`api-key\` is ${kind} (it starts with \`${prefix}\`); this action needs an admin API key, which starts with \`mint_\` and is created on the dashboard's API keys page.`);
        }
    }
    if (/\s/.test(key)) {
        throw new inputs/* InputError */.dz('api-key', 'Input `api-key` contains white space; copy the key again.');
    }
    // A header value carries visible ASCII only: anything else would fail inside undici as a
    // misleading "connection failed" after the request had started.
    if (!/^[\x21-\x7e]+$/.test(key)) {
        throw new inputs/* InputError */.dz('api-key', 'Input `api-key` holds characters that cannot be sent in an HTTP header (only visible ASCII is allowed); copy the key again.');
    }
    if (!key.startsWith('mint_')) {
        warnings.push('Input `api-key` does not start with `mint_` like Mintlify admin keys do; if requests fail with 401, check that it is an admin API key.');
    }
    return key;
}
function baseUrl(source) {
    const raw = source.get('base-url') || DEFAULT_BASE_URL;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new inputs/* InputError */.dz('base-url', `Input \`base-url\` must be an https URL such as ${DEFAULT_BASE_URL}; got ${(0,shared_text/* quoteShort */.pf)(raw)}.`);
    }
    const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new inputs/* InputError */.dz('base-url', `Input \`base-url\` must use https (plain http is allowed only to localhost or 127.0.0.1, for testing); got ${(0,shared_text/* quoteShort */.pf)(url.origin)}.`);
    }
    if (url.username || url.password || url.search || url.hash) {
        throw new inputs/* InputError */.dz('base-url', 'Input `base-url` must not contain credentials, a query or a fragment; pass the API origin, e.g. https://api.mintlify.com.');
    }
    return (0,shared_text/* withoutTrailing */.hT)(url.origin + url.pathname, '/');
}

// EXTERNAL MODULE: ./shared/markdown.ts
var shared_markdown = __webpack_require__(2963);
// EXTERNAL MODULE: ./shared/runner.ts
var runner = __webpack_require__(88628);
;// CONCATENATED MODULE: ./action/outputs.ts
/**
 * How every output reaches the runner: written once per value, and bounded in size. Their names
 * are the catalogue's (catalogue.ts); a mode's `setOutput` takes its own outputs only.
 */


/**
 * `setOutput` that writes an output only when its value changes: GITHUB_OUTPUT is a file the
 * runner reads whole, and a long wait that sets outputs at every poll would fill it with copies.
 */
function changesOnly(setOutput) {
    const written = new Map();
    return (name, value) => {
        if (written.get(name) === value)
            return;
        written.set(name, value);
        setOutput(name, value);
    };
}
/**
 * The one `setOutput` the step hands down: a value equal to the last one written for that name is
 * not written again, and a value over `maxBytes` is shortened to fit (JSON stays valid JSON, see
 * `fitOutput`) with one warning per output.
 */
function boundedOutputs(write, warn, maxBytes = runner/* OUTPUT_MAX_BYTES */.z) {
    const warned = new Set();
    return changesOnly((name, value) => {
        const fitted = fitOutput(value, maxBytes);
        if (fitted.shortened && !warned.has(name)) {
            warned.add(name);
            warn(`Output \`${name}\` is ${formatKiB((0,shared_text/* byteLength */.dp)(value))}, over the ${formatKiB(maxBytes)} an output of this action holds; it was shortened (${fitted.shortened}). The full value is in the step log.`);
        }
        write(name, fitted.value);
    });
}
/**
 * `value` within `maxBytes`. A JSON object loses its largest fields, named in `outputTruncated`;
 * a JSON array keeps its first items; other text is cut, ending with `…`. Callers with a better
 * way to shorten their own value (the deployment's build log) do it before; this is the backstop.
 */
function fitOutput(value, maxBytes) {
    if ((0,shared_text/* byteLength */.dp)(value) <= maxBytes)
        return { value };
    const parsed = outputs_parseJson(value);
    if (Array.isArray(parsed)) {
        const kept = [];
        let size = 2;
        for (const item of parsed) {
            const itemSize = (0,shared_text/* byteLength */.dp)(JSON.stringify(item) ?? 'null') + 1;
            if (size + itemSize > maxBytes)
                break;
            kept.push(item);
            size += itemSize;
        }
        return {
            value: JSON.stringify(kept),
            shortened: `its first ${kept.length} of ${parsed.length} items`,
        };
    }
    if (typeof parsed === 'object' && parsed !== null) {
        const fields = new Map(Object.entries(parsed));
        const dropped = [];
        const shrunk = () => JSON.stringify({ ...Object.fromEntries(fields), outputTruncated: dropped });
        let text = shrunk();
        while ((0,shared_text/* byteLength */.dp)(text) > maxBytes && fields.size > 0) {
            let largest = '';
            let largestSize = -1;
            for (const [key, field] of fields) {
                const size = (0,shared_text/* byteLength */.dp)(JSON.stringify(field) ?? '');
                if (size > largestSize)
                    [largest, largestSize] = [key, size];
            }
            fields.delete(largest);
            dropped.push(largest);
            text = shrunk();
        }
        if ((0,shared_text/* byteLength */.dp)(text) <= maxBytes) {
            return {
                value: text,
                shortened: `without ${dropped.join(', ')}, listed in \`outputTruncated\``,
            };
        }
    }
    const ellipsis = '…';
    const room = new Uint8Array(maxBytes - (0,shared_text/* byteLength */.dp)(ellipsis));
    // `encodeInto` stops before a character that would not fit whole: no half a character.
    const { read } = new TextEncoder().encodeInto(value, room);
    return { value: `${value.slice(0, read)}${ellipsis}`, shortened: 'cut, ending with …' };
}
function outputs_parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function formatKiB(bytes) {
    return bytes >= 1024 ** 2
        ? `${(bytes / 1024 ** 2).toFixed(1)} MiB`
        : `${Math.ceil(bytes / 1024)} KiB`;
}

;// CONCATENATED MODULE: ./action/step.ts
/**
 * One step of the action from what the runner hands it to how it ended: the inputs, the event,
 * the clients, the mode, its Outcome. main.ts builds the StepHost from the process and the
 * runner (runner.ts) and ends the step; tests hand in their own (an injected clock, outputs kept
 * in a map), so they run the very wiring of the action in process without patching globals.
 */











/** Runs the step to its outcome; throws (an InputError first of all) when it cannot. */
async function runStep(host, fixedMode) {
    const { clock, runner } = host;
    const { context, warnings: contextWarnings } = (0,github_context/* readGitHubContext */.L)(runner.env);
    const { settings, warnings } = getInputs({
        get: runner.input,
        runnerTemp: runner.env.RUNNER_TEMP,
        stepId: runner.env.GITHUB_ACTION,
        workspace: runner.env.GITHUB_WORKSPACE,
        setSecret: runner.setSecret,
    }, new Date(clock.now()), fixedMode);
    for (const warning of [...contextWarnings, ...warnings])
        runner.warning(warning);
    const entry = entryOf(settings.mode);
    const deadline = clock.now() + settings.timeoutMs;
    const proxy = (0,mintlify_proxy/* readProxySettings */.uv)(runner.env);
    // A proxy password is a secret too, whichever library might print the proxy's URL.
    for (const secret of proxy.secrets)
        runner.setSecret(secret);
    runner.exportProxyVariables(proxy.normalized);
    const budget = new mintlify_budget/* RequestBudget */.b(entry.requestLimit?.(settings) ?? Number.POSITIVE_INFINITY);
    const client = new MintlifyClient({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        deadline,
        clock,
        proxy: proxy.settings,
        budget,
        log: runner,
    });
    const { owner, repo, runId, serverUrl } = context;
    try {
        return await entry.run(settings, {
            api: entry.api(client),
            context,
            github: (0,github_client/* lazyGitHub */.e)({
                token: entry.githubToken?.(settings) ?? '',
                apiUrl: context.apiUrl,
                owner,
                repo,
                log: runner,
            }),
            clock,
            deadline,
            signal: host.signal,
            log: runner,
            // Every output of every mode passes here: written when it changes, and bounded in size.
            setOutput: boundedOutputs(runner.setOutput, runner.warning),
            writeSummary: summaryWriter(runner),
            saveState: (0,saved_state/* stateSetter */.tu)(runner, settings.mode),
            budget,
            proxy: proxy.settings,
            artifactLink: runner.env.GITHUB_SERVER_URL && owner && repo && runId
                ? { serverUrl, repository: `${owner}/${repo}`, runId }
                : undefined,
        });
    }
    finally {
        await client.close();
    }
}
/**
 * Every summary write of every mode: bounded (GitHub drops a step summary over 1 MiB whole), and
 * never failing the step, since the summary is a report of what happened, not the work.
 */
function summaryWriter(runner) {
    return async (markdown) => {
        try {
            await runner.appendSummary((0,shared_markdown/* boundMarkdown */.o_)(markdown, shared_markdown/* MAX_SUMMARY_CHARS */.Wm));
        }
        catch (error) {
            runner.warning(`Writing the step summary failed: ${(0,shared_text/* errorMessage */.gJ)(error)}`);
        }
    };
}

;// CONCATENATED MODULE: ./action/main.ts










/** The main step as the runner starts it; `fixedMode` when started from a sub-action's entry. */
async function run(fixedMode) {
    const runner = actionsRunner();
    const cancellation = new Cancellation(runner);
    try {
        await mainStep({ runner, clock: systemClock, signal: cancellation.signal }, fixedMode);
    }
    finally {
        cancellation.dispose();
    }
}
/**
 * The action: the step (step.ts) run with what the runner hands it, then ended from its
 * outcome. The one place that ends a step; everything below gets what it needs as arguments.
 */
async function mainStep(host, fixedMode) {
    const { runner } = host;
    // Masked before anything else, so no later log line can carry it.
    maskInputs(runner, ['api-key', 'github-token']);
    try {
        endStep(await runStep(host, fixedMode), runner);
    }
    catch (error) {
        runner.setFailed((0,shared_text/* errorMessage */.gJ)(error));
    }
}
/** The one way a step ends: a failure fails it with the sentence; the rest are annotations. */
function endStep(outcome, runner) {
    if (outcome.level === 'failure')
        runner.setFailed(outcome.sentence);
    else if (outcome.level === 'warning')
        runner.warning(outcome.sentence);
    else
        runner.notice(outcome.sentence);
}
/** The post step as the runner starts it. */
async function runPost() {
    await postStep(actionsRunner(), systemClock);
}
/**
 * The post step: each mode with one finishes what its main step left unfinished (it was
 * cancelled, killed or timed out), such as a comment still saying "working" or "building".
 * Never fails the job; does nothing when nothing is left. Tests hand in their own runner, as
 * they do to `mainStep`.
 */
async function postStep(runner, clock) {
    // The post step sees the same inputs: mask the key here too, before anything else.
    maskInputs(runner, ['api-key']);
    try {
        const left = catalogue/* MODES */.FN.filter(saved_state/* isPostMode */.O0)
            .map((mode) => ({ mode, saved: (0,saved_state/* savedState */.fP)(runner, mode) }))
            .filter(({ saved }) => saved !== '');
        if (left.length === 0)
            return;
        maskInputs(runner, ['github-token']);
        const { context } = (0,github_context/* readGitHubContext */.L)(runner.env);
        const deps = {
            github: (0,github_client/* lazyGitHub */.e)({
                token: runner.input('github-token'),
                apiUrl: context.apiUrl,
                owner: context.owner,
                repo: context.repo,
                log: runner,
            }),
            clock,
            log: runner,
        };
        // Each entry loads its post step's code only here.
        for (const { mode, saved } of left)
            await entryOf(mode).post?.(saved, deps);
    }
    catch (error) {
        runner.warning(`The post step could not finish the comment left by the main step: ${(0,shared_text/* errorMessage */.gJ)(error)}`);
    }
}
/** Masks the values of the inputs `names` that are set, in every later line of the log. */
function maskInputs(runner, names) {
    for (const name of names) {
        const value = runner.input(name);
        if (value)
            runner.setSecret(value);
    }
}


/***/ }),

/***/ 87668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ loadDataset),
/* harmony export */   _: () => (/* binding */ DATASET_NAMES)
/* harmony export */ });
/**
 * Each dataset's module, loaded when a run asks for it: the input check needs only the names,
 * and agent mode, which loads that check too, pays for no dataset or schema.
 */
const CATALOGUE = {
    views: async () => (await __webpack_require__.e(/* import() */ 219).then(__webpack_require__.bind(__webpack_require__, 67219))).viewsDataset,
    visitors: async () => (await __webpack_require__.e(/* import() */ 670).then(__webpack_require__.bind(__webpack_require__, 12670))).visitorsDataset,
    searches: async () => (await __webpack_require__.e(/* import() */ 981).then(__webpack_require__.bind(__webpack_require__, 85981))).searchesDataset,
    feedback: async () => (await __webpack_require__.e(/* import() */ 882).then(__webpack_require__.bind(__webpack_require__, 24882))).feedbackDataset,
    'feedback-by-page': async () => (await __webpack_require__.e(/* import() */ 280).then(__webpack_require__.bind(__webpack_require__, 29280))).feedbackByPageDataset,
    assistant: async () => (await __webpack_require__.e(/* import() */ 141).then(__webpack_require__.bind(__webpack_require__, 29141))).assistantDataset,
    'assistant-callers': async () => (await __webpack_require__.e(/* import() */ 296).then(__webpack_require__.bind(__webpack_require__, 4296))).assistantCallersDataset,
};
function isDatasetName(name) {
    return Object.hasOwn(CATALOGUE, name);
}
/** Every dataset, in export order (`datasets: all`). */
const DATASET_NAMES = Object.keys(CATALOGUE).filter(isDatasetName);
async function loadDataset(name, options) {
    const factory = await CATALOGUE[name]();
    return factory(options);
}


/***/ }),

/***/ 54097:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ today),
/* harmony export */   N: () => (/* binding */ isDay),
/* harmony export */   YA: () => (/* binding */ resolveHistoryRange),
/* harmony export */   f$: () => (/* binding */ isRealDay),
/* harmony export */   fi: () => (/* binding */ addDays)
/* harmony export */ });
/* harmony import */ var _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30779);
/* harmony import */ var _shared_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90961);
/* harmony import */ var _range_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79622);
/**
 * Whole UTC days, as a store counts them: `YYYY-MM-DD` strings, their arithmetic, and the range a
 * sync may load (docs/analytics.md, "Dates"): dates only, `date-to` exclusive and never after
 * today (today is not over), 30 days before `date-to` when `date-from` is not given; only an
 * explicit `date-from` or a `period` reaches back before what a store already holds.
 */



const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** The days loaded when only `date-to`, or nothing, is given. */
const DEFAULT_DAYS = 30;
/** Whether `text` is a `YYYY-MM-DD` day (its calendar validity is checked where it is read). */
function isDay(text) {
    return DAY_RE.test(text);
}
/** Whether `text` is a `YYYY-MM-DD` day of the calendar (`2026-02-30` and `2026-99-99` are not). */
function isRealDay(text) {
    if (!isDay(text))
        return false;
    const ms = Date.parse(`${text}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}
/** The day `n` days after `day` (before, for a negative `n`). */
function addDays(day, n) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
/** The UTC day `now` falls in. */
function today(now) {
    return now.toISOString().slice(0, 10);
}
function checkDay(input, value) {
    if (!isDay(value) || (0,_range_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDateInput */ .qE)(value) === undefined) {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `Input \`${input}\` must be a real calendar date (YYYY-MM-DD, UTC) in analytics-history mode: a store is kept by whole UTC days; got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteShort */ .pf)(value)}.`);
    }
    (0,_range_js__WEBPACK_IMPORTED_MODULE_1__/* .checkDate */ .fg)(input, value);
    return value;
}
/**
 * The range a store may be loaded for, `[dateFrom, dateTo)` in whole UTC days. `date-to` (or a
 * period's end) after today becomes today: the last day loaded is yesterday. Throws InputError
 * naming the input, before any request.
 */
function resolveHistoryRange(raw, now) {
    const dateFrom = raw.dateFrom.trim();
    const dateTo = raw.dateTo.trim();
    const end = today(now);
    const clip = (day) => (day > end ? end : day);
    const period = (0,_range_js__WEBPACK_IMPORTED_MODULE_1__/* .periodOf */ .jH)(raw);
    if (period) {
        const range = (0,_range_js__WEBPACK_IMPORTED_MODULE_1__/* .periodRange */ .fH)(period, now);
        const to = clip(range.dateTo);
        return { dateFrom: range.dateFrom > to ? to : range.dateFrom, dateTo: to, backfill: true };
    }
    const to = clip(dateTo === '' ? end : checkDay('date-to', dateTo));
    if (dateFrom === '')
        return { dateFrom: addDays(to, -DEFAULT_DAYS), dateTo: to, backfill: false };
    const from = checkDay('date-from', dateFrom);
    if (from >= to) {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('date-from', dateTo === '' || to !== dateTo
            ? `Input \`date-from\` must be before today (${end}, UTC) in analytics-history mode: today is not over, so the last day a store gets is yesterday; got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteShort */ .pf)(dateFrom)}.`
            : `Input \`date-from\` must be before \`date-to\` (which is exclusive); got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteShort */ .pf)(dateFrom)} and ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteShort */ .pf)(dateTo)}.`);
    }
    return { dateFrom: from, dateTo: to, backfill: true };
}


/***/ }),

/***/ 80707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ postgresUrlSecrets),
/* harmony export */   gA: () => (/* binding */ postgresUrlProblem),
/* harmony export */   iO: () => (/* binding */ redactPostgresUrl),
/* harmony export */   qQ: () => (/* binding */ parsePostgresUrl)
/* harmony export */ });
/**
 * The `store` input's Postgres URL, read without `pg` (the input reader checks it before any
 * request, and pg is loaded only when a sync runs): the URL alone says where to connect, so
 * node-postgres never falls back on `PG*` variables, and every message about it is redacted.
 */
/** The `sslmode` values node-postgres reads, and what each does there. */
const SSL_MODES = ['disable', 'prefer', 'require', 'verify-ca', 'verify-full', 'no-verify'];
/** Query parameters read from the URL: the TLS settings node-postgres reads from one too. */
const FILE_PARAMETERS = ['sslrootcert', 'sslcert', 'sslkey'];
/** The URL read, or the sentence (naming `store`, never quoting the URL) that says what is wrong. */
function parsePostgresUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return { problem: 'Input `store` is not a valid postgres:// URL.' };
    }
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
        return { problem: 'Input `store` must start with postgres:// or postgresql:// to be a URL.' };
    }
    const host = unbracketed(parsed.hostname);
    if (host === '')
        return { problem: 'Input `store` names no host: postgres://user@host/db.' };
    const user = decoded(parsed.username);
    const password = decoded(parsed.password);
    const database = decoded(parsed.pathname.slice(1));
    if (user === undefined || password === undefined || database === undefined) {
        return { problem: 'Input `store` has a %-escape that is not valid UTF-8 in the URL.' };
    }
    if (user === '')
        return { problem: 'Input `store` names no user: postgres://user@host/db.' };
    const sslModeText = parsed.searchParams.get('sslmode');
    const sslMode = SSL_MODES.find((mode) => mode === sslModeText);
    if (sslModeText !== null && sslMode === undefined) {
        return {
            problem: `Input \`store\` has an unknown sslmode: allowed are ${SSL_MODES.join(', ')}.`,
        };
    }
    const sslFiles = {};
    for (const name of FILE_PARAMETERS) {
        const path = parsed.searchParams.get(name);
        if (path !== null)
            sslFiles[name] = path;
    }
    const read = new Set(['sslmode', ...FILE_PARAMETERS]);
    const ignoredParameters = [...new Set(parsed.searchParams.keys())].filter((key) => !read.has(key));
    const port = parsed.port === '' ? 5432 : Number(parsed.port);
    // libpq's default: the database named after the role.
    const name = database === '' ? user : database;
    return {
        host,
        port,
        user,
        password,
        database: name,
        sslMode,
        sslFiles,
        ignoredParameters,
        description: `${parsed.hostname}:${port}/${name}`,
    };
}
/** Why `url` cannot be a Postgres store, or undefined when it can (for the input reader). */
function postgresUrlProblem(url) {
    const target = parsePostgresUrl(url);
    return 'problem' in target ? target.problem : undefined;
}
/**
 * The values to mask as secrets: the whole URL and its password as written and decoded (a log
 * line could carry any of them).
 */
function postgresUrlSecrets(url) {
    const secrets = new Set([url]);
    try {
        const written = new URL(url).password;
        if (written !== '') {
            secrets.add(written);
            secrets.add(decoded(written) ?? written);
        }
    }
    catch {
        // Not a URL: the whole text is the secret.
    }
    return [...secrets].sort((a, b) => b.length - a.length);
}
/** `text` with the URL and its password replaced by `***`, longest first. */
function redactPostgresUrl(text, url) {
    let redacted = text;
    for (const secret of postgresUrlSecrets(url))
        redacted = redacted.split(secret).join('***');
    return redacted;
}
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}
/** `[::1]` -> `::1`: node's net module wants an IPv6 address without its brackets. */
function unbracketed(hostname) {
    return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}


/***/ }),

/***/ 79622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ny: () => (/* binding */ previousRange),
/* harmony export */   Wk: () => (/* binding */ EARLIEST),
/* harmony export */   fH: () => (/* binding */ periodRange),
/* harmony export */   fg: () => (/* binding */ checkDate),
/* harmony export */   jH: () => (/* binding */ periodOf),
/* harmony export */   pC: () => (/* binding */ describeRange),
/* harmony export */   qE: () => (/* binding */ parseDateInput),
/* harmony export */   wT: () => (/* binding */ resolveDateRange)
/* harmony export */ });
/* unused harmony export PERIODS */
/* harmony import */ var _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30779);
/* harmony import */ var _shared_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90961);
/**
 * The analytics date range: `date-from` / `date-to` / `period` resolved against the run's clock,
 * always as a half-open UTC range `[from, to)` (docs/design.md, "Date ranges").
 */


const PERIODS = [
    'yesterday',
    'last-7-days',
    'last-30-days',
    'previous-week',
    'previous-month',
    'month-to-date',
];
/** Used when neither dates nor a period are given. */
const DEFAULT_PERIOD = 'last-30-days';
const DAY_MS = 86_400_000;
/**
 * Every date sent to the API lies in these years, inputs and derived ranges alike: a year
 * outside them is a typo, and a year before 1 or after 9999 has no ISO form the API could read
 * (`compare: previous` on year 1 once sent `-009998-01-01`).
 */
const EARLIEST = '2000-01-01';
const LATEST = '2100-01-01';
const EARLIEST_MS = Date.UTC(2000, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time: date, 'T', hh:mm[:ss[.fraction]], optional offset (Z, ±hh:mm or ±hhmm).
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/** True for a Gregorian leap year. */
function isLeapYear(year) {
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
function daysInMonth(year, month) {
    if (month === 2)
        return isLeapYear(year) ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function validCalendarDate(year, month, day) {
    return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
/**
 * Milliseconds since the epoch of a `YYYY-MM-DD` (UTC midnight) or ISO date-time (without an
 * offset: read as UTC, the zone every range here is in); undefined when it is not a real moment.
 */
function parseDateInput(value) {
    const date = DATE_RE.exec(value);
    if (date) {
        const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
        if (!validCalendarDate(year, month, day))
            return undefined;
        return utcMs(year, month, day, 0, 0, 0, 0);
    }
    const dt = DATE_TIME_RE.exec(value);
    if (!dt)
        return undefined;
    const [year, month, day] = [Number(dt[1]), Number(dt[2]), Number(dt[3])];
    const [hour, minute, second] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? '0')];
    if (!validCalendarDate(year, month, day))
        return undefined;
    if (hour > 23 || minute > 59 || second > 59)
        return undefined;
    const millis = Number((dt[7] ?? '').padEnd(3, '0').slice(0, 3));
    let offsetMinutes = 0;
    const zone = dt[8];
    if (zone && zone.toUpperCase() !== 'Z') {
        const digits = zone.slice(1).replace(':', '');
        const [oh, om] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
        if (oh > 23 || om > 59)
            return undefined;
        offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
    }
    return utcMs(year, month, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}
/** Date.UTC with a 1-based month, also for years 0..99 (which Date.UTC maps to 19xx). */
function utcMs(year, month, day, hour, minute, second, millis) {
    const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
    date.setUTCFullYear(year, month - 1, day);
    return date.getTime();
}
/**
 * The range in words: "2026-11-14 to 2026-11-20 (UTC, both included)" for dates (the exclusive
 * end made inclusive), "2026-11-14T12:00:00Z to 2026-11-21 (end excluded)" when a bound is a
 * date-time. For log lines, messages and the digest alike.
 */
function describeRange({ dateFrom, dateTo }) {
    if (DATE_RE.test(dateFrom) && DATE_RE.test(dateTo)) {
        const last = formatDay(parseDateInput(dateTo) - DAY_MS);
        if (last === dateFrom)
            return `${dateFrom} (UTC, one day)`;
        return `${dateFrom} to ${last} (UTC, both included)`;
    }
    return `${dateFrom} to ${dateTo} (end excluded)`;
}
/** `YYYY-MM-DD` of a UTC day given as milliseconds. */
function formatDay(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
/** UTC midnight of the day `ms` falls in. */
function startOfUtcDay(ms) {
    return Math.floor(ms / DAY_MS) * DAY_MS;
}
/** The `[from, to)` range of a period for a run at `now`. */
function periodRange(period, now) {
    const today = startOfUtcDay(now.getTime());
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    const range = (from, to) => ({
        dateFrom: formatDay(from),
        dateTo: formatDay(to),
    });
    switch (period) {
        case 'yesterday':
            return range(today - DAY_MS, today);
        case 'last-7-days':
            return range(today - 7 * DAY_MS, today);
        case 'last-30-days':
            return range(today - 30 * DAY_MS, today);
        case 'previous-week': {
            // ISO weeks start on Monday; getUTCDay() is 0 for Sunday.
            const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
            const thisMonday = today - daysSinceMonday * DAY_MS;
            return range(thisMonday - 7 * DAY_MS, thisMonday);
        }
        case 'previous-month':
            return range(Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1));
        case 'month-to-date':
            return range(Date.UTC(year, month, 1), today + DAY_MS);
    }
}
function checkDate(input, value) {
    const ms = parseDateInput(value);
    if (ms === undefined) {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `Input \`${input}\` must be a real calendar date as YYYY-MM-DD or an ISO 8601 date-time such as 2026-11-01T00:00:00Z; got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteShort */ .pf)(value)}.`);
    }
    if (ms < EARLIEST_MS || ms > LATEST_MS) {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `Input \`${input}\` must be a date from ${EARLIEST} to ${LATEST}; got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteShort */ .pf)(value)}.`);
    }
    return ms;
}
/**
 * The `period` input, undefined when not set. Throws InputError for an unknown period and for a
 * period together with dates.
 */
function periodOf(raw) {
    const period = raw.period.trim().toLowerCase();
    if (period === '')
        return undefined;
    if (!PERIODS.includes(period)) {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period', `Input \`period\` must be one of ${PERIODS.join(', ')}; got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteShort */ .pf)(raw.period.trim())}.`);
    }
    if (raw.dateFrom.trim() !== '' || raw.dateTo.trim() !== '') {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period', 'Input `period` cannot be combined with `date-from` or `date-to`: give either a period or dates, not both.');
    }
    return period;
}
/**
 * Resolves the analytics inputs to the range sent to the API. Dates are kept exactly as given
 * (trimmed); periods become `YYYY-MM-DD` dates computed in UTC from `now`.
 *
 * Throws InputError (naming the input) for an unknown period, a date that is not a real
 * calendar date or date-time, `date-to` without `date-from`, a period together with dates,
 * and a `date-from` that is not before `date-to`.
 */
function resolveDateRange(raw, now) {
    const dateFrom = raw.dateFrom.trim();
    const dateTo = raw.dateTo.trim();
    const period = periodOf(raw);
    if (period)
        return periodRange(period, now);
    if (dateFrom === '' && dateTo === '')
        return periodRange(DEFAULT_PERIOD, now);
    if (dateFrom === '') {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('date-to', 'Input `date-to` needs `date-from` as well: give both dates, `date-from` alone (up to and including today), or a `period`.');
    }
    const fromMs = checkDate('date-from', dateFrom);
    if (dateTo === '') {
        // Up to and including today (UTC): the exclusive end is tomorrow.
        const tomorrow = startOfUtcDay(now.getTime()) + DAY_MS;
        if (fromMs >= tomorrow) {
            throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('date-from', `Input \`date-from\` must not be after today (${formatDay(tomorrow - DAY_MS)}, UTC) when \`date-to\` is not given; got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteShort */ .pf)(dateFrom)}.`);
        }
        return { dateFrom, dateTo: formatDay(tomorrow) };
    }
    const toMs = checkDate('date-to', dateTo);
    if (fromMs >= toMs) {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('date-from', `Input \`date-from\` must be before \`date-to\` (which is exclusive); got ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteShort */ .pf)(dateFrom)} and ${(0,_shared_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteShort */ .pf)(dateTo)}.`);
    }
    return { dateFrom, dateTo };
}
/**
 * The period just before `range`, for `compare: previous`. For a period, the one before it (the
 * week before, the month before; for `month-to-date`, the same days of the month before); for
 * dates, the same number of days ending at `date-from`; for date-times, the same duration.
 */
function previousRange(raw, range) {
    const previous = periodBefore(raw, range);
    if ((parseDateInput(previous.dateFrom) ?? -Infinity) < EARLIEST_MS) {
        throw new _shared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('compare', `Input \`compare\` cannot be \`previous\` for this range: the period before it would start at ${previous.dateFrom}, before ${EARLIEST}, the earliest date this action asks for; move \`date-from\` later or set \`compare: none\`.`);
    }
    return previous;
}
function periodBefore(raw, range) {
    const period = (raw.period.trim().toLowerCase() ||
        (raw.dateFrom.trim() === '' && raw.dateTo.trim() === '' ? DEFAULT_PERIOD : ''));
    const from = parseDateInput(range.dateFrom);
    const to = parseDateInput(range.dateTo);
    if (period === 'previous-month' || period === 'month-to-date') {
        const start = new Date(from);
        const monthBefore = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1);
        const monthStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
        const end = Math.min(monthBefore + (to - from), monthStart);
        return { dateFrom: formatDay(monthBefore), dateTo: formatDay(end) };
    }
    if (DATE_RE.test(range.dateFrom) && DATE_RE.test(range.dateTo)) {
        return { dateFrom: formatDay(from - (to - from)), dateTo: range.dateFrom };
    }
    return { dateFrom: new Date(from - (to - from)).toISOString(), dateTo: range.dateFrom };
}


/***/ }),

/***/ 27920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   En: () => (/* binding */ artifactSummaryMarkdown),
/* harmony export */   IQ: () => (/* binding */ analyticsExportName),
/* harmony export */   NH: () => (/* binding */ artifactNameProblem),
/* harmony export */   Vb: () => (/* binding */ defaultArtifactName),
/* harmony export */   hN: () => (/* binding */ uploadWithin),
/* harmony export */   xB: () => (/* binding */ preloadArtifactClient)
/* harmony export */ });
/* unused harmony exports artifactUrl, describeUploadError, uploadExportArtifact, UploadStoppedError */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72945);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2963);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90961);
/**
 * Uploads files as a workflow artifact (analytics exports, a static export). `@actions/artifact` (with the Azure storage
 * SDK inside) is imported only when an upload happens, which keeps agent-mode start-up fast:
 * ncc emits it as a separate chunk.
 */




/** Characters artifact names cannot contain (as `@actions/artifact` validates them). */
const ARTIFACT_NAME_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];
/** Replaces the characters artifact names cannot hold with `-`. */
function safeArtifactName(name) {
    let safe = '';
    for (const ch of name)
        safe += ARTIFACT_NAME_FORBIDDEN.includes(ch) ? '-' : ch;
    return safe;
}
/**
 * What an analytics export is called, in its artifact's name and its folder's: `page-views` for
 * page views alone (as in v1), `docs-analytics` for any other choice of datasets.
 */
function analyticsExportName(viewsOnly) {
    return viewsOnly ? 'page-views' : 'docs-analytics';
}
/**
 * `page-views-<project>-<from>-<to>` for page views alone (as in v1), `docs-analytics-...` for
 * any other choice of datasets, made safe for artifact names (date-times lose their `:`).
 */
function defaultArtifactName(projectId, dateFrom, dateTo, viewsOnly = true) {
    return safeArtifactName(`${analyticsExportName(viewsOnly)}-${projectId}-${dateFrom}-${dateTo}`);
}
/** Why `name` cannot be an artifact name, or undefined when it can (for validating the input). */
function artifactNameProblem(name) {
    if (name.trim() === '')
        return 'it is empty';
    const bad = [...new Set([...name].filter((ch) => ARTIFACT_NAME_FORBIDDEN.includes(ch)))];
    if (bad.length === 0)
        return undefined;
    return `it contains ${bad.map((ch) => JSON.stringify(ch)).join(', ')} (not allowed: ${ARTIFACT_NAME_FORBIDDEN.map((ch) => JSON.stringify(ch)).join(' ')})`;
}
/** `${serverUrl}/${repository}/actions/runs/${runId}/artifacts/${id}` */
function artifactUrl(ctx, id) {
    return `${ctx.serverUrl}/${ctx.repository}/actions/runs/${ctx.runId}/artifacts/${id}`;
}
let artifactModule;
/** The artifact library (Azure SDK inside), imported once; first call starts compiling it. */
function loadArtifactModule() {
    return (artifactModule ??= Promise.all(/* import() */[__webpack_require__.e(361), __webpack_require__.e(303)]).then(__webpack_require__.bind(__webpack_require__, 86303)));
}
/** Starts loading the artifact library now, so the upload does not wait for it later. */
function preloadArtifactClient() {
    // A failure here is reported by the upload itself, which loads it again.
    loadArtifactModule().catch(() => {
        artifactModule = undefined;
    });
}
/** Past this many files (a static site), a failure names their folder instead of each file. */
const FILES_LISTED = 100;
function onDisk(files, rootDir) {
    if (rootDir !== undefined && files.length > FILES_LISTED) {
        return `The ${files.length} files are still on disk, under ${rootDir}.`;
    }
    return `The files are still on disk: ${files.join(', ')}.`;
}
/** Turns the library's errors into messages that say what to do. */
function describeUploadError(name, files, err, rootDir) {
    const message = (0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err);
    let text;
    if (/\(409\)|\bconflict\b|already exists/i.test(message)) {
        text =
            `Uploading the artifact "${name}" failed: an artifact with this name already exists in this workflow run. ` +
                'Set a unique `artifact-name` input, for example one that includes `${{ github.job }}` or a matrix value. ' +
                onDisk(files, rootDir);
    }
    else if (/\(403\)|\bforbidden\b/i.test(message)) {
        text =
            `Uploading the artifact "${name}" failed: the token lacks permission to upload artifacts (403 Forbidden) (${message}). ` +
                onDisk(files, rootDir);
    }
    else if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(message)) {
        text =
            `Uploading the artifact "${name}" failed: the artifact service is not available here (${message}); it only is inside a GitHub Actions job. ` +
                'Set `upload-artifact: false` to skip the upload. ' +
                onDisk(files, rootDir);
    }
    else {
        text = `Uploading the artifact "${name}" failed: ${message}. ${onDisk(files, rootDir)}`;
    }
    return new Error(text, { cause: err });
}
/**
 * Uploads `files` (absolute paths under `rootDir`) as the artifact `name`. `retentionDays`
 * undefined: the repository's default. With `link`, the result carries the artifact's URL.
 * Errors say what to do and where the files are.
 */
async function uploadExportArtifact(name, files, rootDir, retentionDays, link) {
    let id;
    try {
        const { DefaultArtifactClient } = await loadArtifactModule();
        const client = new DefaultArtifactClient();
        const response = await client.uploadArtifact(name, [...files], node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(rootDir), retentionDays === undefined ? {} : { retentionDays });
        id = response.id;
    }
    catch (err) {
        throw describeUploadError(name, files, err, rootDir);
    }
    if (id === undefined) {
        throw new Error(`Uploading the artifact "${name}" failed: the artifact service returned no artifact id. ${onDisk(files, rootDir)}`);
    }
    return link ? { id, url: artifactUrl(link, id) } : { id };
}
/** The step stopped waiting for an upload: the run was cancelled, or `timeout` ran out. */
class UploadStoppedError extends Error {
    why;
    constructor(upload, why, timeoutMs) {
        const cause = why === 'cancelled'
            ? 'the run was cancelled'
            : `the \`timeout\` of ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatInputDuration */ .g0)(timeoutMs)} ran out`;
        super(`Uploading the artifact "${upload.name}" stopped: ${cause}, so the artifact was not uploaded. ${onDisk(upload.files, upload.rootDir)}`);
        this.name = 'UploadStoppedError';
        this.why = why;
    }
}
/**
 * The one upload every mode makes: `upload` sent (with `send`, default the artifact service),
 * bounded by `timeout` and cancellation. `@actions/artifact` takes no signal, so a started
 * upload cannot be aborted, only abandoned: at cancellation or at `timeout` the step stops
 * waiting for it (UploadStoppedError) and ends, and the upload ends with the process. A run
 * already cancelled starts none. `info` gets the line naming the uploaded artifact.
 */
async function uploadWithin(upload, bounds, options) {
    const { name, files, rootDir, retentionDays } = upload;
    if (bounds.signal.aborted)
        throw new UploadStoppedError(upload, 'cancelled', bounds.timeoutMs);
    const send = options.send ?? ((...args) => uploadExportArtifact(...args, options.link));
    const done = new AbortController();
    try {
        const uploaded = await Promise.race([
            send(name, files, rootDir, retentionDays),
            stopWaiting(upload, bounds, done.signal),
        ]);
        options.info(`Uploaded artifact ${name} (id ${uploaded.id})${uploaded.url ? `: ${uploaded.url}` : ''}`);
        return uploaded;
    }
    finally {
        done.abort();
    }
}
/**
 * Rejects when the run is cancelled or `timeout` passes, whichever comes first; settles nothing
 * once `done` aborts. The timer is a real one: the upload it bounds runs in real time.
 */
function stopWaiting(upload, bounds, done) {
    return new Promise((_, reject) => {
        const stop = (why) => {
            cleanup();
            reject(new UploadStoppedError(upload, why, bounds.timeoutMs));
        };
        const onCancel = () => stop('cancelled');
        const timer = setTimeout(() => stop('timeout'), Math.max(0, bounds.deadline - bounds.clock.now()));
        const cleanup = () => {
            clearTimeout(timer);
            bounds.signal.removeEventListener('abort', onCancel);
        };
        // Cancelled while the upload was being started: no abort event is coming.
        if (bounds.signal.aborted)
            return stop('cancelled');
        bounds.signal.addEventListener('abort', onCancel, { once: true });
        done.addEventListener('abort', cleanup, { once: true });
    });
}
/**
 * The summary's line for the uploaded artifact, appended once the upload is done. It starts
 * with a blank line: right after the file list it would otherwise continue the last item.
 */
function artifactSummaryMarkdown(artifact) {
    const { name, url, id } = artifact;
    return url
        ? `\n**Artifact:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(name, url)}\n`
        : `\n**Artifact:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(name)} (id ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(String(id))})\n`;
}


/***/ }),

/***/ 59166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isBranchName)
/* harmony export */ });
/** Git branch names, as inputs, events and the API give them. */
/**
 * A branch name git would accept (see `git check-ref-format --branch`), at most 255 characters,
 * with no invisible (format) character: checked before a name from an input, an event or the API
 * is sent or shown.
 */
function isBranchName(name) {
    return (name.length > 0 &&
        name.length <= 255 &&
        /^[^\p{Cc}\p{Cf}\s~^:?*[\\]+$/u.test(name) &&
        !name.includes('..') &&
        !name.includes('@{') &&
        !name.includes('//') &&
        !/^[/.]|[/.]$|\.lock$/.test(name) &&
        name !== '@');
}


/***/ }),

/***/ 72945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   g0: () => (/* binding */ formatInputDuration)
/* harmony export */ });
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/**
 * Parses `200ms`, `90s`, `15m`, `1h` or a bare number of seconds into milliseconds.
 * Returns undefined for anything else, so the caller can name the input in its error.
 */
function parseDuration(text) {
    const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text.trim());
    if (!match)
        return undefined;
    const value = Number(match[1]);
    const unit = (match[2] ?? 's').toLowerCase();
    const ms = Math.round(value * (UNIT_MS[unit] ?? 1000));
    return Number.isFinite(ms) ? ms : undefined;
}
/** `1.5 s`, `2 min 5 s`: for log lines and summaries. */
function formatDuration(ms) {
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const totalSeconds = Math.round(ms / 1000);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const seconds = totalSeconds % 60;
    return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min ${seconds} s`;
}
/** A duration as the inputs write it (`5m`, `90s`, `200ms`): for messages that name an input. */
function formatInputDuration(ms) {
    if (ms % 3_600_000 === 0)
        return `${ms / 3_600_000}h`;
    if (ms % 60_000 === 0)
        return `${ms / 60_000}m`;
    if (ms % 1000 === 0)
        return `${ms / 1000}s`;
    return `${ms}ms`;
}


/***/ }),

/***/ 50220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z1: () => (/* binding */ markNotReplaySafe),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   sr: () => (/* binding */ validationDetails),
/* harmony export */   ur: () => (/* binding */ callGitHub),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* unused harmony export GITHUB_RETRIES */
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72945);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54062);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90961);



/** Errors of requests that make something happen (a create); see callGitHub. */
const notReplaySafe = new WeakSet();
function markNotReplaySafe(error) {
    if (typeof error === 'object' && error !== null)
        notReplaySafe.add(error);
}
class GitHubError extends Error {
    problem;
    status;
    /** For 'rate-limited': how long GitHub asks to wait. */
    retryAfterMs;
    /**
     * Whether GitHub may have carried the request out: false when it refused it (a 4xx, a rate
     * limit) or the request provably never left; true after a 5xx, a reset or a timeout. For a
     * create, true means: list the comments again before creating another.
     */
    mayHaveActed;
    /** What the retry policy weighs; none for a failure of our own making (an answer refused). */
    fault;
    constructor(message, problem, status, retryAfterMs, cause, mayHaveActed = true, fault = {}) {
        super(message, { cause });
        this.name = 'GitHubError';
        this.problem = problem;
        this.status = status;
        this.retryAfterMs = retryAfterMs;
        this.mayHaveActed = mayHaveActed;
        this.fault = fault;
    }
}
/**
 * GitHub's retries (docs/reliability.md): after a 5xx, a network error or a short rate limit, a
 * create only when GitHub provably did nothing; 5 tries at most however much time is left (GitHub
 * punishes hammering), a wait at most 5 s (a longer one becomes a warning) and half a second left
 * for the try after it.
 */
const GITHUB_RETRIES = {
    ..._retry_js__WEBPACK_IMPORTED_MODULE_1__/* .RETRY_DEFAULTS */ .sV,
    attempts: { max: 5 },
    // A secondary rate limit is a 403 that says so.
    rateLimitStatuses: [403, 429],
    backoff: { baseMs: 1_000, maxMs: 5_000, jitter: 0 },
    // GitHub's advice for a rate limit without a wait: at least a minute, longer than a call waits.
    rateLimit: { baseMs: 60_000, maxMs: 60_000, jitter: 0 },
    maxWaitMs: 5_000,
    minTryMs: 500,
};
/**
 * Makes one GitHub call within its time limit: the shorter of `timeoutMs` and the time left
 * before `deadline`, every try and wait included. A read or an edit is retried after a 5xx, a
 * network error or a short rate limit (never sooner than GitHub asks, never past the time
 * limit), a create only when GitHub provably did nothing; one log line per retry. Failures
 * become a GitHubError with one sentence, which says when GitHub was the slow side.
 */
async function callGitHub(call, options) {
    const { clock, doing } = options;
    const start = clock.now();
    const ownEnd = start + options.timeoutMs;
    const end = options.deadline === undefined ? ownEnd : Math.min(ownEnd, options.deadline);
    const boundByStep = options.deadline !== undefined && options.deadline < ownEnd;
    const stepNote = boundByStep
        ? ` (what was left of ${options.deadlineName ?? "the step's `timeout`"})`
        : '';
    const cancelled = (cause) => new GitHubError(`${doing} failed: the run was cancelled.`, 'timeout', undefined, undefined, cause);
    const tried = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .retrying */ .R$)(async (attempt) => {
        if (options.signal?.aborted)
            throw cancelled(options.signal.reason);
        const left = end - clock.now();
        if (left <= 0) {
            throw new GitHubError(attempt === 1
                ? `${doing} failed: the step's \`timeout\` had run out before GitHub was asked.`
                : `${doing} failed: GitHub did not answer within ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(end - start)}${stepNote}.`, 'timeout', undefined, undefined, undefined, attempt > 1);
        }
        const timeout = AbortSignal.timeout(left);
        const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
        try {
            return { ok: true, value: await call(signal) };
        }
        catch (error) {
            if (options.signal?.aborted)
                throw cancelled(error);
            if (timeout.aborted) {
                throw new GitHubError(`${doing} failed: GitHub did not answer within ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(end - start)}${stepNote}.`, 'timeout', undefined, undefined, error);
            }
            const failure = describeGitHubError(error, doing, clock.now());
            // A failed create is never replay-safe, whoever calls it.
            const marked = typeof error === 'object' && error !== null && notReplaySafe.has(error);
            return {
                ok: false,
                failure,
                fault: failure.fault,
                replaySafe: options.replaySafe ?? !marked,
            };
        }
    }, {
        limits: GITHUB_RETRIES,
        clock,
        deadline: end,
        replaySafe: options.replaySafe ?? true,
        signal: options.signal,
        onWait: (failure, wait) => options.log.info(`${failure.message} Retrying in ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(wait.ms)} (try ${wait.attempt + 1} of at most ${GITHUB_RETRIES.attempts.max}).`),
    });
    if (tried.ok)
        return tried.value;
    if (tried.why === 'cancelled')
        throw cancelled(options.signal?.reason);
    throw tried.failure;
}
/** Longest server text quoted in a failure's one-line message. */
const SHOWN_CHARS = 200;
/**
 * Turns an Octokit error into a GitHubError saying what failed and with what status; `now`
 * (the injected clock) dates a rate limit's `Retry-After` or reset time.
 */
function describeGitHubError(error, doing, now, stopped) {
    if (error instanceof GitHubError)
        return error;
    if (stopped) {
        const why = stopped === 'cancelled' ? 'the run was cancelled' : 'it ran out of time';
        return new GitHubError(`${doing} failed: ${why}.`, 'timeout', undefined, undefined, error);
    }
    const status = statusOf(error);
    const response = responseOf(error);
    const apiMessage = response?.message;
    const quoted = apiMessage ? ` ("${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(apiMessage, SHOWN_CHARS)}")` : '';
    if (status === undefined || (status === 500 && !response)) {
        const reason = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)((0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error), SHOWN_CHARS);
        const { kind, neverLeft } = (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .networkFault */ .T4)(error);
        return new GitHubError(`${doing} failed: ${reason}${neverLeft ? ' (the request never reached GitHub)' : ''}.`, 'other', undefined, undefined, error, !neverLeft, { network: kind, neverLeft });
    }
    const text = `${doing} failed: HTTP ${status}${quoted}.`;
    const refused = status >= 400 && status < 500;
    const headers = waitHeaders(response?.headers ?? {});
    const fault = (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .answerFault */ .NM)({ status, headers, text: apiMessage }, GITHUB_RETRIES, now);
    if (fault.rateLimited) {
        return new GitHubError(text, 'rate-limited', status, fault.serverWaitMs, error, false, fault);
    }
    const problem = status === 401
        ? 'unauthorized'
        : status === 403
            ? 'forbidden'
            : status === 404 || status === 410
                ? 'gone'
                : status === 422
                    ? 'invalid'
                    : 'other';
    // A 5xx may say when to come back (503).
    const serverWaitMs = status >= 500 ? fault.serverWaitMs : undefined;
    return new GitHubError(text, problem, status, serverWaitMs, error, !refused, fault);
}
/** The headers of Octokit's answer that say when to come back, as text. */
function waitHeaders(headers) {
    const text = (name) => headers[name] === undefined ? undefined : String(headers[name]);
    return {
        'retry-after': text('retry-after'),
        'x-ratelimit-remaining': text('x-ratelimit-remaining'),
        'x-ratelimit-reset': text('x-ratelimit-reset'),
    };
}
function statusOf(error) {
    if (typeof error !== 'object' || error === null || !('status' in error))
        return undefined;
    const status = Number(error.status);
    return Number.isInteger(status) ? status : undefined;
}
function responseOf(error) {
    if (typeof error !== 'object' || error === null || !('response' in error))
        return undefined;
    const response = error.response;
    if (typeof response !== 'object' || response === null)
        return undefined;
    const headers = 'headers' in response && typeof response.headers === 'object' && response.headers !== null
        ? response.headers
        : {};
    const data = 'data' in response ? response.data : undefined;
    if (typeof data === 'string')
        return { message: data || undefined, headers };
    if (typeof data !== 'object' || data === null || !('message' in data)) {
        return { message: undefined, headers };
    }
    if (typeof data.message !== 'string')
        return { message: undefined, headers };
    const details = validationDetails(error);
    return { message: details ? `${data.message}: ${details}` : data.message, headers };
}
/**
 * GitHub's 422 says "Validation Failed" and puts the reason in `errors[].message` ("body is too
 * long (maximum is 65536 characters)"): the first three of an Octokit error's, each cut to 200
 * characters, joined by `; ` ('' when it has none).
 */
function validationDetails(error) {
    const data = responseData(error);
    const errors = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : [];
    if (!Array.isArray(errors))
        return '';
    return errors
        .slice(0, 3)
        .map((item) => typeof item === 'object' && item !== null && 'message' in item ? item.message : undefined)
        .filter((detail) => typeof detail === 'string' && detail !== '')
        .map((detail) => detail.slice(0, 200))
        .join('; ');
}
/** The body of an Octokit error's answer, when it has one. */
function responseData(error) {
    if (typeof error !== 'object' || error === null || !('response' in error))
        return undefined;
    const { response } = error;
    return typeof response === 'object' && response !== null && 'data' in response
        ? response.data
        : undefined;
}


/***/ }),

/***/ 56115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ lazyGitHub)
/* harmony export */ });
/* unused harmony export lastPageOf */
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3632);
/* harmony import */ var _preview_calls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3590);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41710);
/* harmony import */ var _call_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50220);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3025);





/** Comments per page when listing: GitHub's maximum. */
const COMMENTS_PER_PAGE = 100;
/**
 * Returns a function that connects on its first call and hands back the same client after.
 * `@actions/github` (Octokit) is imported only then: agent mode without comments, analytics
 * mode and a post step with nothing to do never pay for loading it.
 */
function lazyGitHub(connection) {
    let client;
    return () => (client ??= connect(connection));
}
async function connect({ token, apiUrl, owner, repo, log, }) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 361).then(__webpack_require__.bind(__webpack_require__, 97361));
    const octokit = getOctokit(token, {
        baseUrl: apiUrl,
        userAgent: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .USER_AGENT */ ._,
        // Octokit's deprecation notices are not the user's to act on: keep them out of annotations.
        log: { debug: log.debug, info: log.debug, warn: log.info, error: log.info },
    });
    const repository = { owner, repo };
    // One check per connection, so per run: a link GitHub sends again is warned about once.
    const serverUrl = (0,_url_js__WEBPACK_IMPORTED_MODULE_4__/* .urlCheck */ .Y)(log.warning);
    return {
        ...commentCalls(octokit, repository, serverUrl),
        ...accessCalls(octokit, repository),
        ...(0,_preview_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .previewCalls */ .Q)(octokit, repository),
    };
}
function toComment(data, serverUrl) {
    return {
        id: data.id,
        // GitHub is a server like any other: its links are https or dropped (`comment-url`).
        url: serverUrl(data.html_url, 'the comment link GitHub') ?? '',
        body: data.body ?? '',
        author: data.user ? (0,_trigger_js__WEBPACK_IMPORTED_MODULE_1__/* .accountOf */ .XP)(data.user) : { login: '', isBot: false },
    };
}
/** Creating, editing, reading and listing an issue's comments. */
function commentCalls(octokit, repository, serverUrl) {
    return {
        async createComment(issueNumber, body, signal) {
            try {
                const { data } = await octokit.rest.issues.createComment({
                    ...repository,
                    issue_number: issueNumber,
                    body,
                    request: { signal },
                });
                return toComment(data, serverUrl);
            }
            catch (error) {
                // A create is not replay-safe, whoever calls it: callGitHub reads this mark.
                (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .markNotReplaySafe */ .Z1)(error);
                throw error;
            }
        },
        async updateComment(commentId, body, signal) {
            const { data } = await octokit.rest.issues.updateComment({
                ...repository,
                comment_id: commentId,
                body,
                request: { signal },
            });
            return toComment(data, serverUrl);
        },
        async getComment(commentId, signal) {
            const { data } = await octokit.rest.issues.getComment({
                ...repository,
                comment_id: commentId,
                request: { signal },
            });
            return toComment(data, serverUrl);
        },
        async listCommentsPage(issueNumber, page, signal) {
            const response = await octokit.rest.issues.listComments({
                ...repository,
                issue_number: issueNumber,
                per_page: COMMENTS_PER_PAGE,
                page,
                request: { signal },
            });
            return {
                comments: response.data.map((data) => toComment(data, serverUrl)),
                lastPage: lastPageOf(response.headers.link, page),
            };
        },
    };
}
/** What a pull request's head is, and who may do what in the repository. */
function accessCalls(octokit, repository) {
    return {
        async getPullRequest(pullNumber, signal) {
            const { data } = await octokit.rest.pulls.get({
                ...repository,
                pull_number: pullNumber,
                request: { signal },
            });
            return pullRequestHeadOf(data, pullNumber);
        },
        async accessOf(login, signal) {
            try {
                const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
                    ...repository,
                    username: login,
                    request: { signal },
                });
                return { permission: data.permission, roleName: data.role_name };
            }
            catch (error) {
                // No such user (renamed or deleted since commenting): no access.
                if ((0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(error) === 404)
                    return { permission: 'none', roleName: 'none' };
                throw error;
            }
        },
        async authenticatedLogin(signal) {
            try {
                const { data } = await octokit.rest.users.getAuthenticated({ request: { signal } });
                return data.login;
            }
            catch (error) {
                // Installation tokens (GITHUB_TOKEN, apps) may not call GET /user: GitHub refuses it.
                // Anything else (a timeout, a 5xx, a rate limit) is not an answer: callGitHub decides.
                const { status, problem } = (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .describeGitHubError */ .dZ)(error, 'Asking who the token is', 0);
                const refused = status !== undefined && status >= 400 && status < 500;
                if (!refused || problem === 'rate-limited' || signal.aborted)
                    throw error;
                return undefined;
            }
        },
    };
}
/** More characters than any `Link` header GitHub sends: a longer one is not read. */
const MAX_LINK_HEADER_LENGTH = 4_000;
/**
 * The last page's number from a `Link` header (`<url?page=30>; rel="last"`), else the next
 * page's, else `page` (GitHub sends no `last` on the last page). Split on commas and semicolons,
 * no regex over the header: it comes from the server.
 */
function lastPageOf(link, page) {
    if (typeof link !== 'string' || link.length > MAX_LINK_HEADER_LENGTH)
        return page;
    const pages = new Map();
    for (const part of link.split(',')) {
        const [target = '', ...params] = part.split(';').map((piece) => piece.trim());
        if (!target.startsWith('<') || !target.endsWith('>'))
            continue;
        const rels = params
            .filter((param) => param.startsWith('rel='))
            .flatMap((param) => param.slice('rel='.length).replaceAll('"', '').split(' '));
        let number;
        try {
            number = Number(new URL(target.slice(1, -1)).searchParams.get('page'));
        }
        catch {
            continue;
        }
        if (!Number.isSafeInteger(number) || number < 1)
            continue;
        for (const rel of rels)
            pages.set(rel, number);
    }
    return Math.max(page, pages.get('last') ?? pages.get('next') ?? page);
}
const SHA = /^[0-9a-f]{40}$/;
const FULL_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
/** `owner/repo` of a pull request's head or base `repo`, when GitHub names one. */
function fullNameOf(side) {
    if (typeof side !== 'object' || side === null || !('repo' in side))
        return undefined;
    const repo = side.repo;
    if (typeof repo !== 'object' || repo === null || !('full_name' in repo))
        return undefined;
    const name = repo.full_name;
    return typeof name === 'string' && FULL_NAME.test(name) ? name : undefined;
}
/** The checked head of a pull request answer; a GitHubError when it holds no valid commit. */
function pullRequestHeadOf(data, pullNumber) {
    const field = (value, name) => typeof value === 'object' && value !== null && name in value
        ? value[name]
        : undefined;
    const head = field(data, 'head');
    const sha = field(head, 'sha');
    const state = field(data, 'state');
    if (typeof sha !== 'string' || !SHA.test(sha) || typeof state !== 'string') {
        throw new _call_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`Reading pull request #${pullNumber} failed: GitHub's answer names no valid head commit.`, 'other', undefined, undefined, undefined, false);
    }
    return {
        headSha: sha,
        headRepoFullName: fullNameOf(head),
        baseRepoFullName: fullNameOf(field(data, 'base')),
        state: state.slice(0, 20),
    };
}


/***/ }),

/***/ 77449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readGitHubContext),
/* harmony export */   _: () => (/* binding */ isCommitSha)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90961);


/** Builds the context from the runner's environment variables (handed in, not read here). */
function readGitHubContext(env, readFile = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')) {
    const warnings = [];
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const serverUrl = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutTrailing */ .hT)(env.GITHUB_SERVER_URL || 'https://github.com', '/');
    const runId = env.GITHUB_RUN_ID ?? '';
    const runAttempt = Number(env.GITHUB_RUN_ATTEMPT) || 1;
    const runUrl = owner && repo && /^\d+$/.test(runId)
        ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` +
            (runAttempt > 1 ? `/attempts/${runAttempt}` : '')
        : '';
    return {
        context: {
            eventName: env.GITHUB_EVENT_NAME ?? '',
            payload: readPayload(env.GITHUB_EVENT_PATH, readFile, warnings),
            owner,
            repo,
            serverUrl,
            apiUrl: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutTrailing */ .hT)(env.GITHUB_API_URL || 'https://api.github.com', '/'),
            runId,
            runAttempt,
            runUrl,
            sha: isCommitSha(env.GITHUB_SHA) ? env.GITHUB_SHA : undefined,
            workspace: env.GITHUB_WORKSPACE || undefined,
        },
        warnings,
    };
}
function readPayload(path, readFile, warnings) {
    if (!path)
        return {};
    let parsed;
    try {
        parsed = JSON.parse(readFile(path));
    }
    catch (error) {
        const reason = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error);
        warnings.push(`Could not read the event payload at GITHUB_EVENT_PATH (${reason}); the event's issue and comment are ignored.`);
        return {};
    }
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? parsed
        : {};
}
/** A full commit id: 40 lowercase hex digits. */
function isCommitSha(value) {
    return typeof value === 'string' && /^[0-9a-f]{40}$/.test(value);
}


/***/ }),

/***/ 3590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ previewCalls),
/* harmony export */   g: () => (/* binding */ FILES_PER_PAGE)
/* harmony export */ });
/** Files per page when listing: GitHub's maximum. */
const FILES_PER_PAGE = 100;
/** Longer than any path a repository holds: a longer one is not a file name GitHub sent. */
const MAX_PATH_CHARS = 1_000;
/** GitHub's limit for a status's description. */
const MAX_STATUS_DESCRIPTION = 140;
const GITHUB_FILE_STATUS = {
    added: 'added',
    modified: 'modified',
    changed: 'modified',
    copied: 'added',
    removed: 'removed',
    renamed: 'renamed',
};
/** A path as GitHub lists it, when it is one: relative, printable, bounded. */
function filePath(value) {
    if (typeof value !== 'string' || value === '' || value.length > MAX_PATH_CHARS)
        return undefined;
    // eslint-disable-next-line no-control-regex -- a path with control characters is no path we use
    if (/[\u0000-\u001f\u007f]/.test(value) || value.startsWith('/'))
        return undefined;
    return value;
}
/** The file of one listed entry (none when it is not one): a rename keeps its old path. */
function changedFilesOf(entry) {
    if (typeof entry !== 'object' || entry === null)
        return [];
    const { filename, status, previous_filename: previous } = entry;
    const path = filePath(filename);
    const kind = typeof status === 'string' ? GITHUB_FILE_STATUS[status] : undefined;
    if (!path || !kind)
        return [];
    const previousPath = kind === 'renamed' ? filePath(previous) : undefined;
    return [{ path, status: kind, ...(previousPath ? { previousPath } : {}) }];
}
/** The deployment's id from GitHub's answer; a missing or odd one is GitHub's error, not ours. */
function idOf(data) {
    const id = typeof data === 'object' && data !== null ? data.id : undefined;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
class UnexpectedGitHubAnswer extends Error {
    constructor(doing) {
        super(`${doing}: GitHub's answer names no deployment id.`);
        this.name = 'UnexpectedGitHubAnswer';
    }
}
function previewCalls(octokit, repository) {
    return {
        async listPullRequestFilesPage(pullNumber, page, signal) {
            const { data } = await octokit.rest.pulls.listFiles({
                ...repository,
                pull_number: pullNumber,
                per_page: FILES_PER_PAGE,
                page,
                request: { signal },
            });
            const entries = Array.isArray(data) ? data : [];
            return { files: entries.flatMap(changedFilesOf), full: entries.length >= FILES_PER_PAGE };
        },
        async createCommitStatus(sha, status, signal) {
            await octokit.rest.repos.createCommitStatus({
                ...repository,
                sha,
                state: status.state,
                context: status.context,
                description: status.description.slice(0, MAX_STATUS_DESCRIPTION),
                ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
                request: { signal },
            });
        },
        async findDeployment(sha, environment, signal) {
            const { data } = await octokit.rest.repos.listDeployments({
                ...repository,
                sha,
                environment,
                per_page: 1,
                request: { signal },
            });
            return Array.isArray(data) ? idOf(data[0]) : undefined;
        },
        async createDeployment(sha, environment, description, signal) {
            const { data } = await octokit.rest.repos.createDeployment({
                ...repository,
                ref: sha,
                environment,
                description: description.slice(0, MAX_STATUS_DESCRIPTION),
                // A preview is not held back by the commit's checks, nor merges anything.
                required_contexts: [],
                auto_merge: false,
                transient_environment: true,
                production_environment: false,
                request: { signal },
            });
            const id = idOf(data);
            if (id === undefined)
                throw new UnexpectedGitHubAnswer('Creating the GitHub deployment');
            return id;
        },
        async createDeploymentStatus(id, status, signal) {
            await octokit.rest.repos.createDeploymentStatus({
                ...repository,
                deployment_id: id,
                state: status.state,
                description: status.description.slice(0, MAX_STATUS_DESCRIPTION),
                // Other pull requests' previews share the environment: they stay active.
                auto_inactive: false,
                ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
                ...(status.logUrl ? { log_url: status.logUrl } : {}),
                request: { signal },
            });
        },
    };
}


/***/ }),

/***/ 41710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ threadName),
/* harmony export */   XP: () => (/* binding */ accountOf),
/* harmony export */   ix: () => (/* binding */ triggerOf)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37728);

const AccountSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    login: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    type: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const IssueSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(1)),
    title: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Present when the issue is a pull request. */
    pull_request: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
});
const IssuesEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    issue: IssueSchema,
});
const IssueCommentEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    issue: IssueSchema,
    comment: valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        user: AccountSchema,
    }),
});
const lineNumber = valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Wwf(1))));
const ReviewCommentEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    pull_request: IssueSchema,
    comment: valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        user: AccountSchema,
        path: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        line: lineNumber,
        start_line: lineNumber,
        original_line: lineNumber,
        original_start_line: lineNumber,
        diff_hunk: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    }),
});
const ReviewEventSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    action: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    pull_request: IssueSchema,
    review: valibot__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        body: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        html_url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        user: AccountSchema,
    }),
});
/**
 * Reads the triggering issue or comment out of the event payload. An `issues` or
 * `issue_comment` payload without the fields it must have counts as "other": the instruction
 * must then come from the `prompt` input.
 */
function triggerOf(context) {
    const { eventName, payload } = context;
    if (eventName === 'issues') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(IssuesEventSchema, payload);
        if (parsed.success) {
            const { action = '', issue } = parsed.output;
            return { kind: 'issue', action, issue: issueRef(issue, context) };
        }
    }
    if (eventName === 'issue_comment') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(IssueCommentEventSchema, payload);
        if (parsed.success) {
            const { action = '', issue, comment } = parsed.output;
            return {
                kind: 'comment',
                action,
                issue: issueRef(issue, context),
                comment: {
                    id: comment.id,
                    body: comment.body ?? '',
                    url: comment.html_url ?? '',
                    author: accountOf(comment.user),
                },
                on: issue.pull_request === undefined ? 'issue' : 'pull-request',
            };
        }
    }
    if (eventName === 'pull_request_review_comment') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(ReviewCommentEventSchema, payload);
        if (parsed.success) {
            const { action = '', pull_request: pr, comment } = parsed.output;
            // On an outdated diff GitHub keeps only the original lines.
            const line = comment.line ?? comment.original_line ?? undefined;
            const startLine = comment.start_line ?? comment.original_start_line ?? undefined;
            return {
                kind: 'comment',
                action,
                issue: issueRef(pr, context, 'pull'),
                comment: {
                    id: comment.id,
                    body: comment.body ?? '',
                    url: comment.html_url ?? '',
                    author: accountOf(comment.user),
                    location: { path: comment.path, line, startLine, diffHunk: comment.diff_hunk ?? '' },
                },
                on: 'pull-request',
            };
        }
    }
    if (eventName === 'pull_request_review') {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(ReviewEventSchema, payload);
        if (parsed.success) {
            const { action = '', pull_request: pr, review } = parsed.output;
            return {
                kind: 'comment',
                // A review is submitted once, as a comment is created once.
                action: action === 'submitted' ? 'created' : action,
                issue: issueRef(pr, context, 'pull'),
                comment: {
                    id: review.id,
                    body: review.body ?? '',
                    url: review.html_url ?? '',
                    author: accountOf(review.user),
                },
                on: 'pull-request',
            };
        }
    }
    return { kind: 'other', eventName };
}
/** "issue #12" or "pull request #13": where a conversation is, for log lines and messages. */
function threadName(onPullRequest, number) {
    return `${onPullRequest ? 'pull request' : 'issue'} #${number}`;
}
function accountOf(user) {
    return { login: user.login, isBot: user.type === 'Bot' || user.login.endsWith('[bot]') };
}
function issueRef(issue, context, kind = 'issues') {
    return {
        number: issue.number,
        title: issue.title ?? '',
        body: issue.body ?? '',
        url: issue.html_url ??
            `${context.serverUrl}/${context.owner}/${context.repo}/${kind}/${issue.number}`,
    };
}


/***/ }),

/***/ 30779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ artifactName),
/* harmony export */   Cv: () => (/* binding */ identifier),
/* harmony export */   Ol: () => (/* binding */ retentionDays),
/* harmony export */   T2: () => (/* binding */ outputDir),
/* harmony export */   Vi: () => (/* binding */ githubReportSettings),
/* harmony export */   XU: () => (/* binding */ printableText),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   hW: () => (/* binding */ waitSettings),
/* harmony export */   m9: () => (/* binding */ deploymentWaitSettings),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   od: () => (/* binding */ commaList),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   uu: () => (/* binding */ missingApiKey),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* unused harmony exports previewCheckSettings, commentSetting */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _artifact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27920);
/* harmony import */ var _mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38475);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72945);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90961);
/**
 * What every mode's input reader is built from: where raw values come from, the settings every
 * mode shares, the error bad input is refused with, and one reader per kind of value (a boolean,
 * a whole number, a duration, an id, one of a list, ...). Each reader throws an InputError whose
 * message is one sentence naming the input and what is allowed, before any request. Knows no
 * mode: each mode folder reads its own inputs with these (`src/<mode>/inputs.ts`), and getInputs
 * (src/action/inputs.ts) the common ones.
 *
 * A reader is generic in the names its source has, and takes a name from those only: a mode's
 * reader, given a source of its own inputs (the catalogue's), cannot read another mode's.
 */






/** Bad input: the message is one sentence that names the input and what is allowed. */
class InputError extends Error {
    input;
    constructor(input, message) {
        super(message);
        this.name = 'InputError';
        this.input = input;
    }
}
/** `api-key` is empty: checked by getInputs, and by preview mode once it knows the event. */
function missingApiKey() {
    return new InputError('api-key', 'Input `api-key` is required: pass your Mintlify admin API key from a secret, e.g. `api-key: ${{ secrets.MINTLIFY_API_KEY }}`.');
}
const COMMENT_SETTINGS = ['auto', 'true', 'false'];
/** The longest id the API client sends in a path (`SAFE_ID`). */
const MAX_ID_LENGTH = 128;
const TRUE_VALUES = new Set(['true', 'True', 'TRUE']);
const FALSE_VALUES = new Set(['false', 'False', 'FALSE']);
function waitSettings(source) {
    return {
        wait: boolean(source, 'wait', true),
        pollIntervalMs: duration(source, 'poll-interval', '10s', 100, 3_600_000),
    };
}
function deploymentWaitSettings(source) {
    return { ...waitSettings(source), statusId: identifier(source, 'status-id', false) };
}
function githubReportSettings(source) {
    return {
        comment: commentSetting(source),
        githubToken: source.get('github-token'),
        previewCheck: previewCheckSettings(source),
    };
}
const CHECK_SETTINGS = ['changed', 'all', 'off'];
function previewCheckSettings(source) {
    return {
        check: oneOf(source, 'check', CHECK_SETTINGS, 'changed'),
        checkExternal: boolean(source, 'check-external', false),
        checkIgnore: ignorePatterns(source),
        failOnBroken: boolean(source, 'fail-on-broken', false),
        commitStatus: boolean(source, 'commit-status', false),
        githubDeployment: boolean(source, 'github-deployment', false),
        checkReportDir: node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(source.runnerTemp || node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir(), 'mintlify-link-check'),
    };
}
/** The longest `check-ignore` pattern, and the most lines (each costs every URL a test). */
const MAX_PATTERN_CHARS = 1_000;
const MAX_PATTERNS = 1_000;
/**
 * `check-ignore`: one regular expression a line (JavaScript's, `u` flag), compiled once here, so
 * a pattern that does not compile is refused before any request. Lines are trimmed (a resolved
 * URL holds no white space) and blank ones skipped; there is no comment syntax: `#` is a literal
 * in a URL pattern.
 */
function ignorePatterns(source) {
    const lines = source.get('check-ignore').split(/\r\n|\r|\n/);
    const count = lines.filter((line) => line.trim() !== '').length;
    if (count > MAX_PATTERNS) {
        throw new InputError('check-ignore', `Input \`check-ignore\` has ${count.toLocaleString('en-US')} patterns; at most ${MAX_PATTERNS.toLocaleString('en-US')} are allowed (one pattern can cover many links).`);
    }
    const patterns = [];
    for (const [index, raw] of lines.entries()) {
        const pattern = raw.trim();
        if (pattern === '')
            continue;
        const line = index + 1;
        const refuse = (why) => new InputError('check-ignore', `Input \`check-ignore\` line ${line} ${why}`);
        if (pattern.length > MAX_PATTERN_CHARS) {
            throw refuse(`is ${pattern.length.toLocaleString('en-US')} characters long; a pattern may have at most ${MAX_PATTERN_CHARS.toLocaleString('en-US')}.`);
        }
        let regexp;
        try {
            regexp = new RegExp(pattern, 'u');
        }
        catch (error) {
            throw refuse(`must be a regular expression (JavaScript's, with the \`u\` flag), one a line; ${shownPattern(pattern)} is not one: ${regexpProblem(error)}.`);
        }
        patterns.push({ line, source: pattern, regexp });
    }
    return patterns;
}
/** A pattern in a message: as code when it can be, cut to 80 characters. */
function shownPattern(pattern) {
    if (pattern.includes('`'))
        return (0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(pattern, 80);
    return `\`${pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern}\``;
}
/** What V8 found wrong with a pattern: "Unterminated group", without the pattern it quotes. */
function regexpProblem(error) {
    const message = (0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error);
    const problem = message.slice(message.lastIndexOf(': ') + 2);
    return problem.length > 0 && problem.length <= 100 ? problem : 'invalid';
}
function commentSetting(source) {
    const value = (source.get('comment') || 'auto').toLowerCase();
    if (COMMENT_SETTINGS.includes(value))
        return value;
    throw new InputError('comment', `Input \`comment\` must be one of auto, true, false; got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(source.get('comment'))}.`);
}
/** `output-dir`, absolute; `$RUNNER_TEMP/<folder>` when not set. */
function outputDir(source, folder) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(source.get('output-dir') || node_path__WEBPACK_IMPORTED_MODULE_1__.join(source.runnerTemp || node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir(), folder));
}
/** `artifact-name` when set, checked as the artifact service checks it; '' when not set. */
function artifactName(source) {
    const name = source.get('artifact-name');
    if (!name)
        return '';
    const problem = (0,_artifact_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactNameProblem */ .NH)(name);
    if (problem) {
        throw new InputError('artifact-name', `Input \`artifact-name\` is not a valid artifact name: ${problem}.`);
    }
    return name;
}
/** `retention-days`: 1 to 90; undefined when not set (the repository's default retention). */
function retentionDays(source) {
    return source.get('retention-days') ? integer(source, 'retention-days', 0, 1, 90) : undefined;
}
/** Free text sent to the API as is: printable, bounded. */
function printableText(source, name, max) {
    const value = source.get(name);
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    if (value.length > max || /[\u0000-\u001f\u007f]/.test(value)) {
        throw new InputError(name, `Input \`${name}\` must be at most ${max} printable characters on one line; got ${JSON.stringify(value.slice(0, 60))}.`);
    }
    return value;
}
/** An id the API client can send in a path; '' when not set and not `required`. */
function identifier(source, name, required) {
    const value = source.get(name);
    if (!value) {
        if (required) {
            throw new InputError(name, `Input \`${name}\` is required: copy it from the API keys page of the Mintlify dashboard.`);
        }
        return '';
    }
    // The API client's rule for an id in a request path, checked here so that a bad id is refused
    // naming its input, before any request.
    if (!_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .SAFE_ID */ .CE.test(value)) {
        throw new InputError(name, `Input \`${name}\` must be an id of 1 to ${MAX_ID_LENGTH} letters, digits and \`. _ ~ -\` (not \`.\` or \`..\`); got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(value, 40)}.`);
    }
    return value;
}
function oneOf(source, name, allowed, fallback) {
    const value = source.get(name) || fallback;
    if (allowed.includes(value))
        return value;
    throw new InputError(name, `Input \`${name}\` must be one of ${allowed.join(', ')}; got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(value)}.`);
}
function boolean(source, name, fallback) {
    const value = source.get(name);
    if (!value)
        return fallback;
    if (TRUE_VALUES.has(value))
        return true;
    if (FALSE_VALUES.has(value))
        return false;
    throw new InputError(name, `Input \`${name}\` must be true or false; got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(value)}.`);
}
/** A duration in ms (`200ms`, `90s`, `15m`, `1h`, a bare number of seconds), within bounds. */
function duration(source, name, fallback, minMs, maxMs) {
    const value = source.get(name) || fallback;
    const ms = (0,_durations_js__WEBPACK_IMPORTED_MODULE_4__/* .parseDuration */ .E9)(value);
    if (ms === undefined || ms < minMs || ms > maxMs) {
        throw new InputError(name, `Input \`${name}\` must be a duration between ${minMs < 1000 ? `${minMs}ms` : `${minMs / 1000}s`} and ${maxMs / 3_600_000}h, like 90s, 15m or 1h (a bare number means seconds); got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(value)}.`);
    }
    return ms;
}
function integer(source, name, fallback, min, max) {
    const value = source.get(name);
    if (!value)
        return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
        throw new InputError(name, `Input \`${name}\` must be a whole number from ${min} to ${max}; got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(value)}.`);
    }
    return n;
}
/**
 * A comma-separated input of names from `allowed` (case-insensitive), each once, in the order
 * given; `fallback` when empty. `what` opens the list in the error (`a comma-separated list of`).
 */
function commaList(source, name, allowed, fallback, what) {
    const value = source.get(name) || fallback;
    const list = value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean);
    if (list.length === 0 || list.some((item) => !allowed.includes(item))) {
        throw new InputError(name, `Input \`${name}\` must be ${what} ${allowed.join(', ')}; got ${(0,_text_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteShort */ .pf)(value)}.`);
    }
    return [...new Set(list)];
}


/***/ }),

/***/ 2963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   Jx: () => (/* binding */ detailsTable),
/* harmony export */   N3: () => (/* binding */ httpsUrl),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   OZ: () => (/* binding */ url),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   VF: () => (/* binding */ textWithLinks),
/* harmony export */   Wm: () => (/* binding */ MAX_SUMMARY_CHARS),
/* harmony export */   _b: () => (/* binding */ mermaidLabel),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   o_: () => (/* binding */ boundMarkdown)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90961);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3025);
/**
 * Every escaper for untrusted text, in one place. Server text (job fields, page paths, the API's
 * error text) and issue text land in Markdown that GitHub renders: the step summary and public
 * issue comments. Each function makes a value inert for one context, so it cannot add HTML,
 * links, images, mentions, table columns or a Mermaid directive. None throws on any string (lone
 * surrogates are made well formed first).
 */


/** Longest text one value may take, so no value can crowd out the rest of a summary or comment. */
const MAX_INLINE = 300;
const MAX_FENCED = 2_000;
/**
 * Plain inline text: every ASCII punctuation character that can start markup is
 * backslash-escaped (emphasis, code, links, images, HTML, entities, math, headings, lists),
 * and `@` and `#` get a zero-width joiner after them so no mention pings anyone and no `#123`
 * links an issue (GitHub links those in text, escaped or not).
 */
function text(value, max = MAX_INLINE) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value, max)
        .replace(/[\\`*_{}[\]()<>#+\-.!|~&$:]/g, '\\$&')
        .replace(/([@#])/g, '$1\u200d');
}
/**
 * A table cell: `markdown` (already made safe by the functions here) with its pipes escaped. GFM
 * splits a row at every unescaped `|`, even inside a code span, before anything else is parsed.
 */
function cell(markdown) {
    return markdown.replace(/(?<!\\)\|/g, '\\|');
}
/**
 * A code span: a backtick fence longer than any run of backticks inside, padded with a space so
 * a value that starts or ends with a backtick stays inside. Nothing in it renders.
 */
function code(value, max = MAX_INLINE) {
    const inner = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value, max);
    const longest = Math.max(0, ...[...inner.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = inner.startsWith('`') || inner.endsWith('`') || inner === '' ? ' ' : '';
    return `${fence}${pad}${inner}${pad}${fence}`;
}
/** A fenced block longer than any backtick run in the text: nothing inside renders. */
function fenced(value, max = MAX_FENCED) {
    const chars = [...value.toWellFormed().replace(/\r\n?/g, '\n')];
    const body = chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
    const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}text\n${body}\n${fence}`;
}
/**
 * The URL if it is a safe `https:` URL (src/url.ts) with nothing that could end a Markdown link
 * early, else undefined. Only these become links: `javascript:`, `data:`, `http:` and relative URLs
 * never do.
 */
function httpsUrl(value) {
    if (!/^https:\/\/[^\s<>()[\]`"'\\]+$/.test(value))
        return undefined;
    const parsed = (0,_url_js__WEBPACK_IMPORTED_MODULE_1__/* .parseHttpsUrl */ .m)(value);
    if (!parsed)
        return undefined;
    return parsed.href === value || parsed.href === `${value}/` ? value : undefined;
}
/**
 * A link with escaped text, when `url` is a safe https URL; otherwise the text alone followed by
 * the URL as inert code, so a reader still sees where it pointed.
 */
function link(label, url) {
    const target = httpsUrl(url);
    if (target)
        return `[${text(label)}](${target})`;
    return url ? `${text(label)} (${code(url)})` : text(label);
}
/** A bare URL: a link to itself when it is a safe https URL, else inert code. */
function url(value) {
    const target = httpsUrl(value);
    return target ? `[${text(target)}](${target})` : code(value);
}
/**
 * A sentence as plain inline text (see `text`) in which each occurrence of one of `urls` (the
 * server URLs the sentence was built with) is a link to itself, when it is a safe https URL; any
 * other URL-like text stays inert. The sentence itself stays plain text for the log (where an
 * input is written `` `status-id: …` ``): here its backtick pairs are drawn as code spans (through
 * `code`), not shown as typed, and only its Markdown gets links. With an unpaired backtick (server
 * text can hold one) every backtick stays text. Occurrences are found with `indexOf`, so no
 * pattern runs over the text.
 */
function textWithLinks(value, urls, max = MAX_INLINE) {
    const bounded = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value, max);
    const parts = bounded.split('`');
    if (parts.length % 2 === 0)
        return linkedText(bounded, urls);
    return parts
        .map((part, i) => i % 2 === 0 ? linkedText(part, urls) : part.trim() === '' ? text(`\`${part}\``) : code(part))
        .join('');
}
/** `textWithLinks` for text without code spans: escaped, with its named safe URLs as links. */
function linkedText(bounded, urls) {
    const targets = [...new Set(urls)]
        .filter((target) => typeof target === 'string' && httpsUrl(target) !== undefined)
        // The longest first, so a URL that begins another is not linked in its place.
        .sort((a, b) => b.length - a.length);
    let markdown = '';
    let from = 0;
    for (;;) {
        let at = -1;
        let found = '';
        for (const target of targets) {
            const index = bounded.indexOf(target, from);
            if (index >= 0 && (at < 0 || index < at)) {
                at = index;
                found = target;
            }
        }
        if (at < 0)
            break;
        markdown += text(bounded.slice(from, at), Infinity) + url(found);
        from = at + found.length;
    }
    return markdown + text(bounded.slice(from), Infinity);
}
/**
 * A key/value table with a header a reader can read (GitHub draws an empty header row as a blank
 * grey bar): each row is a name (trusted, ours) and a value already made safe here.
 */
function detailsTable(rows) {
    return [
        '| Detail | Value |',
        '|---|---|',
        ...rows.map(([name, markdown]) => `| ${cell(name)} | ${cell(markdown)} |`),
    ];
}
/**
 * A label inside a Mermaid quoted string. Mermaid decodes `#<code>;` entities, so every
 * character that could end the string, start a directive (`%%{init: …}%%`), a comment, markup or
 * a Markdown string becomes one; line breaks become spaces; long labels are shortened.
 */
function mermaidLabel(value, max = 40) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value, max).replace(/["#%<>`{}[\]\\;]/g, (c) => `#${c.codePointAt(0)};`);
}
/** GitHub refuses a comment body longer than this (HTTP 422 "body is too long"). */
const MAX_COMMENT_CHARS = 65_536;
/**
 * A step summary may hold 1 MiB; a UTF-16 unit is at most 3 bytes of UTF-8, so this many
 * characters always fit.
 */
const MAX_SUMMARY_CHARS = Math.floor((1024 * 1024) / 3);
const SHORTENED = "*… shortened here: the rest did not fit in GitHub's limit.*";
/**
 * Markdown of at most `max` characters: whole lines are kept from the start (so no link, code
 * span or table row is cut), a fenced block or `<details>` left open is closed, and a note says
 * the text was shortened. Text that fits is returned as it is.
 */
function boundMarkdown(markdown, max = MAX_COMMENT_CHARS) {
    if (markdown.length <= max)
        return markdown;
    const kept = [];
    let length = 0;
    let fence;
    let openDetails = 0;
    const closing = () => (fence ? `\n${fence}` : '') + '\n</details>'.repeat(openDetails) + `\n\n${SHORTENED}\n`;
    for (const line of markdown.split('\n')) {
        const nextFence = fenceAfter(line, fence);
        const nextDetails = fence ? openDetails : detailsAfter(line, openDetails);
        const closingAfter = (nextFence ? nextFence.length + 1 : 0) + 11 * nextDetails + SHORTENED.length + 3;
        if (length + line.length + 1 + closingAfter > max)
            break;
        kept.push(line);
        length += line.length + 1;
        fence = nextFence;
        openDetails = nextDetails;
    }
    return `${kept.join('\n')}${closing()}`;
}
/** The fence open after `line`: a line of only the open fence closes it; ``` or ~~~ opens one. */
function fenceAfter(line, open) {
    if (open)
        return line.trimEnd() === open ? undefined : open;
    const opening = /^(`{3,}|~{3,})/.exec(line);
    return opening ? opening[1] : undefined;
}
function detailsAfter(line, open) {
    if (line.startsWith('<details'))
        return open + 1;
    if (line.startsWith('</details>') && open > 0)
        return open - 1;
    return open;
}


/***/ }),

/***/ 626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ RequestBudget),
/* harmony export */   o: () => (/* binding */ BudgetSpentError)
/* harmony export */ });
/**
 * The analytics request budget (`max-requests`). The API allows 100 analytics requests per
 * organisation per hour, retries included, so the client takes one unit before every attempt
 * and stops, without sending, once none is left.
 */
class RequestBudget {
    limit;
    used = 0;
    constructor(limit) {
        this.limit = limit;
    }
    /** Requests sent so far (every attempt, retries included). */
    get sent() {
        return this.used;
    }
    get left() {
        return this.limit - this.used;
    }
    /** Takes one request; false (and nothing taken) when the budget is spent. */
    take() {
        if (this.used >= this.limit)
            return false;
        this.used++;
        return true;
    }
}
/** Thrown instead of sending a request the budget has no room for. */
class BudgetSpentError extends Error {
    constructor(operation, limit) {
        super(`${operation} was not sent: the run has used ${limit === 1 ? 'the one analytics request' : `all ${limit} analytics requests`} that \`max-requests\` allows`);
        this.name = 'BudgetSpentError';
    }
    /** Whether `error`, or an error it was caused by, is a spent budget. */
    static isCauseOf(error) {
        for (let e = error; e instanceof Error; e = e.cause) {
            if (e instanceof BudgetSpentError)
                return true;
        }
        return false;
    }
}


/***/ }),

/***/ 63076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
/**
 * Typed failures of the API client. Each carries what a user needs to act: the HTTP status,
 * the API's own `error` text, and a hint. Messages never contain the API key.
 */
const STATUS_HINTS = {
    400: 'the API rejected the request',
    401: 'the API key is invalid or expired: create an admin key on the dashboard and store it as a secret',
    403: "the API key lacks the scope for this request (GET needs read, POST needs write) or this runner's IP is not on the key's allow-list",
    404: 'check `project-id` (and `job-id`): the project or job was not found',
    429: 'rate limit exceeded',
};
function hintForStatus(status) {
    if (STATUS_HINTS[status])
        return STATUS_HINTS[status];
    if (status >= 500)
        return 'the API had a server error';
    return undefined;
}
class ApiError extends Error {
    kind;
    status;
    /** A create's or trigger's effect (see `ApiErrorDetails.effect`), for a caller's own sentence. */
    effect;
    constructor(summary, details) {
        super(ApiError.compose(summary, details), { cause: details.cause });
        this.name = 'ApiError';
        this.kind = details.kind;
        this.status = details.status;
        this.effect = details.effect;
    }
    static compose(summary, d) {
        const parts = [`${d.operation} failed: ${summary}`];
        if (d.apiError)
            parts[0] += ` ("${d.apiError}")`;
        if (d.status !== undefined) {
            const hint = d.hint ?? hintForStatus(d.status);
            if (hint)
                parts.push(hint);
        }
        if (d.effect)
            parts.push(d.effect);
        return parts.join('; ') + '.';
    }
}


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   tR: () => (/* binding */ dispatcherFor),
/* harmony export */   tr: () => (/* binding */ proxyUrlFor),
/* harmony export */   uv: () => (/* binding */ readProxySettings),
/* harmony export */   xc: () => (/* binding */ ProxyRoutes)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50734);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30779);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54062);
/**
 * The runner's proxy settings, read once by the step: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (lower case first, as curl and `@actions/http-client` read them); and the way out they give
 * each URL, for every client built on undici (the API's, the link check's, the bundle download).
 */



const VARIABLES = {
    httpsProxy: ['https_proxy', 'HTTPS_PROXY'],
    httpProxy: ['http_proxy', 'HTTP_PROXY'],
};
/**
 * Reads the proxy settings. A value without `scheme://` is read as `http://`, as
 * `@actions/http-client` means to (it tries `http://` when the value is not a URL, but
 * `user:pass@host:port` parses as a URL whose scheme is `user:`); any other value that is not an
 * `http:` or `https:` URL is refused with one sentence naming the variable, before any request.
 */
function readProxySettings(env) {
    const secrets = [];
    const normalized = {};
    const read = (names) => {
        const name = names.find((n) => env[n]) ?? names[1];
        const raw = (env[name] ?? '').trim();
        if (raw === '')
            return '';
        const value = raw.includes('://') ? raw : `http://${raw}`;
        let url;
        try {
            url = new URL(value);
        }
        catch {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, `The ${name} environment variable is not a proxy URL; set it as http://host:port or http://user:password@host:port.`);
        }
        if (url.password)
            secrets.push(...new Set([url.password, safeDecode(url.password)]));
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, `The ${name} environment variable names a ${url.protocol.slice(0, -1)} proxy (${url.protocol}//${url.host}); only http:// and https:// proxies are supported, as http://host:port.`);
        }
        if (value !== raw)
            normalized[name] = value;
        return value;
    };
    const settings = {
        httpsProxy: read(VARIABLES.httpsProxy),
        httpProxy: read(VARIABLES.httpProxy),
        noProxy: env.no_proxy || env.NO_PROXY || '',
    };
    return { settings, secrets, normalized };
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/**
 * This runner's loopback (`localhost`, `127.x.x.x`, `[::1]`; not a name such as `127.example.com`):
 * never behind a proxy (no proxy can reach it).
 */
function isLoopback(hostname) {
    const host = hostname.toLowerCase();
    return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
/**
 * The proxy URL the settings name for `url` (`HTTPS_PROXY` for https, else `HTTP_PROXY`), or
 * undefined when it is reached directly: on loopback, or named by `NO_PROXY`.
 */
function proxyUrlFor(url, settings) {
    const proxy = url.protocol === 'https:' && settings.httpsProxy ? settings.httpsProxy : settings.httpProxy;
    if (!proxy || isLoopback(url.hostname) || bypassed(url, settings.noProxy))
        return undefined;
    return proxy;
}
/**
 * Whether `NO_PROXY` names the URL's host, as curl and `@actions/http-client` read it (so the
 * API, GitHub and the artifact service go the same way): `*`; a host, which covers its
 * subdomains too (`example.com`, `.example.com`, `*.example.com`); an address; each with an
 * optional `:port`.
 */
function bypassed(url, noProxy) {
    const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    for (const item of noProxy.split(/[\s,]/)) {
        let entry = item.toLowerCase();
        if (entry === '*')
            return true;
        // `host:port` and `[v6]:port`; a bare IPv6 address has colons but no port.
        const colon = entry.lastIndexOf(':');
        const ported = colon > 0 && (entry.startsWith('[') || entry.indexOf(':') === colon);
        if (ported && /^\d{1,5}$/.test(entry.slice(colon + 1))) {
            if (entry.slice(colon + 1) !== port)
                continue;
            entry = entry.slice(0, colon);
        }
        const domain = entry.replace(/^\[|\]$/g, '').replace(/^\*?\./, '');
        if (domain && (host === domain || host.endsWith(`.${domain}`)))
            return true;
    }
    return false;
}
/**
 * The way out to `url`'s origin: a direct Agent, or through the proxy the settings name, a
 * CONNECT tunnel for every request (what goes over TLS stays inside it, the key included).
 */
function dispatcherFor(url, settings, options) {
    const proxy = proxyUrlFor(url, settings);
    return proxy ? tunnelThrough(proxy, options) : new undici__WEBPACK_IMPORTED_MODULE_0__.Agent(options);
}
/** Ways out to many origins (the link check's), one dispatcher per way, each made when needed. */
class ProxyRoutes {
    settings;
    options;
    /** By proxy URL; '' is the direct way. */
    ways = new Map();
    constructor(settings, options) {
        this.settings = settings;
        this.options = options;
    }
    for(url) {
        const proxy = proxyUrlFor(url, this.settings) ?? '';
        let way = this.ways.get(proxy);
        if (!way) {
            way = proxy ? tunnelThrough(proxy, this.options) : new undici__WEBPACK_IMPORTED_MODULE_0__.Agent(this.options);
            this.ways.set(proxy, way);
        }
        return way;
    }
    async destroy() {
        await Promise.all([...this.ways.values()].map((way) => way.destroy()));
    }
}
function tunnelThrough(proxy, options) {
    return new undici__WEBPACK_IMPORTED_MODULE_0__.ProxyAgent({
        ...options,
        uri: proxy,
        proxyTunnel: true,
        // The proxy's own connections, whose CONNECT answers are read by tunnelStatus.
        clientFactory: (origin, poolOptions) => new undici__WEBPACK_IMPORTED_MODULE_0__.Pool(origin, poolOptions).compose((dispatch) => (request, handler) => dispatch(request, tunnelStatus(handler))),
    });
}
/**
 * The CONNECT request's handler, but a refused tunnel fails with a TunnelRefusedError carrying
 * the proxy's status (undici says it in its message only), for retry.ts to tell apart.
 */
function tunnelStatus(inner) {
    return {
        onConnect: (abort) => inner.onConnect?.(abort),
        onError: (error) => inner.onError?.(error),
        onUpgrade: (statusCode, headers, socket) => {
            if (statusCode === 200)
                return inner.onUpgrade?.(statusCode, headers, socket);
            socket.destroy();
            inner.onError?.(new _retry_js__WEBPACK_IMPORTED_MODULE_2__/* .TunnelRefusedError */ .X$(statusCode));
        },
        onResponseStarted: () => inner.onResponseStarted?.(),
        onHeaders: (statusCode, headers, resume, statusText) => inner.onHeaders?.(statusCode, headers, resume, statusText) ?? true,
        onData: (chunk) => inner.onData?.(chunk) ?? true,
        onComplete: (trailers) => inner.onComplete?.(trailers),
        onBodySent: (size, total) => inner.onBodySent?.(size, total),
    };
}


/***/ }),

/***/ 38475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ SAFE_ID),
/* harmony export */   J_: () => (/* binding */ ViewsPageSchema),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   i1: () => (/* binding */ ErrorBodySchema),
/* harmony export */   ij: () => (/* binding */ AgentJobSchema),
/* harmony export */   n6: () => (/* binding */ describeIssue)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37728);

/** Ids and statuses are printed in log lines, where a line break would start a workflow command. */
const printable = valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^\P{Cc}*$/u, 'Invalid characters: control characters are not allowed');
/**
 * A job id as the API issues it and the action puts it in a URL path: a safe path segment only
 * (the characters of an unreserved URL segment, not `.` or `..`), at most 128 characters.
 */
const SAFE_ID = /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,128}$/;
/**
 * Response checks, from the vendor's OpenAPI documents (vendored in test/openapi/). The
 * documents mark no AgentJob field required; we require `id` and `status` (nothing works
 * without them) and check the type of every other field that is present. Unknown fields are
 * dropped: the `job` output carries only what is documented.
 */
const AgentJobSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(SAFE_ID, 'Invalid id: not a safe path segment')),
    status: valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .nonEmpty */ .hq(), printable),
    source: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        repository: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        ref: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    })),
    model: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    prLink: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    createdAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    archivedAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
});
/**
 * Counts are `number` in the OpenAPI document, negative included: any finite number is data (the
 * export warns about negative, fractional and inexact ones, see analytics/integrity.ts), never a
 * reason to refuse a page and spend the hourly rate limit asking for it again. Only a value JSON
 * cannot hold (`1e309` parses to Infinity) is refused, by the client's answer check.
 */
const count = valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig();
const ViewsPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    totals: valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ human: count, ai: count, total: count }),
    views: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), human: count, ai: count, total: count })),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** The API's error body, `{"error": string}` (analytics adds `details`). */
const ErrorBodySchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    error: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    details: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ message: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }))),
});
/** First problem of a failed check, as `path: message`, for the error text. */
function describeIssue(issues) {
    const issue = issues[0];
    if (!issue)
        return 'unexpected shape';
    const where = valibot__WEBPACK_IMPORTED_MODULE_0__/* .getDotPath */ .BuJ(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
}


/***/ }),

/***/ 91116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** `1 row`, `2 rows`, `1 failed try`, `3 failed tries`: counts in log lines and messages. */
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}


/***/ }),

/***/ 54062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ answerFault),
/* harmony export */   R$: () => (/* binding */ retrying),
/* harmony export */   T4: () => (/* binding */ networkFault),
/* harmony export */   X$: () => (/* binding */ TunnelRefusedError),
/* harmony export */   sV: () => (/* binding */ RETRY_DEFAULTS)
/* harmony export */ });
/* unused harmony exports parseRetryAfter, serverWait, decideRetry, backoffDelay */
/** Every network failure that may pass; a proxy's refusal never does. */
const PASSING_NETWORK_FAULTS = [
    'unresolved',
    'refused',
    'unreachable',
    'reset',
    'timeout',
    'tls',
    'proxy-failed',
    'other',
];
/** The proxy answered the tunnel request (CONNECT) with another status than 200. */
class TunnelRefusedError extends Error {
    status;
    constructor(status) {
        super(`the proxy answered HTTP ${status} to the tunnel request`);
        this.name = 'TunnelRefusedError';
        this.status = status;
    }
}
const KIND_OF_CODE = {
    ENOTFOUND: 'unresolved',
    EAI_AGAIN: 'unresolved',
    EAI_NODATA: 'unresolved',
    EAI_NONAME: 'unresolved',
    ECONNREFUSED: 'refused',
    ENETUNREACH: 'unreachable',
    EHOSTUNREACH: 'unreachable',
    ECONNRESET: 'reset',
    ECONNABORTED: 'reset',
    EPIPE: 'reset',
    UND_ERR_SOCKET: 'reset',
    UND_ERR_CLOSED: 'reset',
    ETIMEDOUT: 'timeout',
    UND_ERR_CONNECT_TIMEOUT: 'timeout',
    UND_ERR_HEADERS_TIMEOUT: 'timeout',
    UND_ERR_BODY_TIMEOUT: 'timeout',
};
/** Codes of a connection that failed before anything was written to it. */
const NEVER_LEFT_CODES = new Set([
    'ENOTFOUND',
    'EAI_AGAIN',
    'EAI_NODATA',
    'EAI_NONAME',
    'ECONNREFUSED',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/**
 * What a network error was, from its class and code: the error itself, its `cause` chain (fetch
 * wraps the socket's error, Octokit wraps fetch's) and an AggregateError's `errors` (a host with
 * several addresses), a few levels deep.
 */
function networkFault(error) {
    let code;
    let tunnel;
    const visit = (value, depth) => {
        if (depth > 4 || typeof value !== 'object' || value === null)
            return;
        if (value instanceof TunnelRefusedError)
            tunnel ??= value;
        if ('code' in value && typeof value.code === 'string')
            code ??= value.code;
        if ('errors' in value && Array.isArray(value.errors)) {
            for (const inner of value.errors.slice(0, 10))
                visit(inner, depth + 1);
        }
        if ('cause' in value)
            visit(value.cause, depth + 1);
    };
    visit(error, 0);
    if (tunnel) {
        const failed = tunnel.status === 502 || tunnel.status === 503 || tunnel.status === 504;
        const kind = failed ? 'proxy-failed' : 'proxy-refused';
        return { kind, code, neverLeft: true, proxyStatus: tunnel.status };
    }
    const tls = code !== undefined && /^ERR_TLS|CERT|SSL/.test(code);
    const kind = tls ? 'tls' : ((code === undefined ? undefined : KIND_OF_CODE[code]) ?? 'other');
    return { kind, code, neverLeft: code !== undefined && NEVER_LEFT_CODES.has(code) };
}
/** Longest header value read as a wait: an HTTP date is 29 characters. */
const MAX_WAIT_HEADER_CHARS = 64;
/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date. Undefined when absent
 * or unreadable; 0 for "now" or a date in the past; a wait too long to be real stays long, for
 * the deadline or the limits to refuse.
 */
function parseRetryAfter(value, now) {
    const text = value?.trim();
    if (!text || text.length > MAX_WAIT_HEADER_CHARS)
        return undefined;
    if (/^\d+(?:\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const date = Date.parse(text);
    if (Number.isNaN(date) || !/[a-z]/i.test(text))
        return undefined;
    return Math.max(0, date - now);
}
/**
 * How long the server asked to wait: `Retry-After`, else the reset time of a rate limit that is
 * spent (GitHub's `x-ratelimit-remaining: 0` with `x-ratelimit-reset` in epoch seconds).
 */
function serverWait(headers, now) {
    const retryAfter = parseRetryAfter(headers['retry-after'], now);
    if (retryAfter !== undefined)
        return retryAfter;
    if (headers['x-ratelimit-remaining']?.trim() !== '0')
        return undefined;
    const reset = headers['x-ratelimit-reset']?.trim() ?? '';
    if (!/^\d{1,12}(?:\.\d{1,6})?$/.test(reset))
        return undefined;
    return Math.max(0, Number(reset) * 1000 - now);
}
/**
 * The fault of an answer with an error status. A status of `limits.rateLimitStatuses` is a rate
 * limit when it is a 429, says when to come back, or its text says so (GitHub's secondary limit
 * is a 403 "You have exceeded a secondary rate limit").
 */
function answerFault(answer, limits, now) {
    const { status, headers = {} } = answer;
    const serverWaitMs = serverWait(headers, now);
    const rateLimited = limits.rateLimitStatuses.includes(status) &&
        (status === 429 ||
            serverWaitMs !== undefined ||
            headers['x-ratelimit-remaining']?.trim() === '0' ||
            /rate limit/i.test((answer.text ?? '').slice(0, 1000)));
    return { status, rateLimited, serverWaitMs };
}
/**
 * What a client retries unless it says otherwise: a replay-safe request after a 5xx (a server's
 * passing trouble), a 429 as a rate limit, every network failure that may pass; a wait as long as
 * the deadline allows. A client's limits spread these and name what it does differently.
 */
const RETRY_DEFAULTS = {
    errorStatuses: { min: 500, max: 599 },
    rateLimitStatuses: [429],
    network: PASSING_NETWORK_FAULTS,
    maxWaitMs: Number.POSITIVE_INFINITY,
    minTryMs: 0,
};
/** A 429 is never retried sooner than this, whatever the server says (0, a date in the past). */
const RATE_LIMIT_FLOOR_MS = 1000;
/** Whether to try again after `fault`, and after how long. */
function decideRetry(fault, count, limits, context) {
    const cap = retryCap(fault, context.replaySafe, limits);
    if (cap === undefined)
        return { retry: false, why: 'final' };
    if (count.attempt >= cap)
        return { retry: false, why: 'attempts' };
    const asked = fault.serverWaitMs !== undefined && fault.serverWaitMs > 0
        ? Math.max(RATE_LIMIT_FLOOR_MS, fault.serverWaitMs)
        : undefined;
    let waitMs;
    if (fault.rateLimited) {
        // Without a usable wait, an endpoint with a documented window waits it out whole: a limit
        // per organisation may be spent by other runs too.
        waitMs =
            asked ??
                Math.max(RATE_LIMIT_FLOOR_MS, context.rateLimitWindowMs ?? 0, backoffDelay(count.limited, limits.rateLimit, context.random));
    }
    else if (asked === undefined) {
        waitMs = backoffDelay(count.failed, limits.backoff, context.random);
    }
    else {
        // After an error, a server's wait within `maxWaitMs` is held to the backoff's cap: a hostile
        // value can neither make us hammer nor park us.
        waitMs = asked > limits.maxWaitMs ? asked : Math.min(limits.backoff.maxMs, asked);
    }
    if (waitMs > limits.maxWaitMs)
        return { retry: false, why: 'too-long', waitMs };
    if (context.now + waitMs + limits.minTryMs >= context.deadline) {
        return { retry: false, why: 'deadline', waitMs };
    }
    return { retry: true, waitMs, asked: asked !== undefined };
}
/** The most tries `fault` allows, or undefined when it is never tried again. */
function retryCap(fault, replaySafe, limits) {
    const { max, doubtful = max } = limits.attempts;
    if (fault.oversized)
        return undefined;
    // The server did nothing: even a create may go again.
    if (fault.rateLimited)
        return max;
    if (fault.network !== undefined) {
        if (!limits.network.includes(fault.network))
            return undefined;
        if (replaySafe)
            return max;
        return fault.neverLeft ? doubtful : undefined;
    }
    if (!replaySafe)
        return undefined;
    if (fault.garbled)
        return doubtful;
    const { status } = fault;
    const { errorStatuses } = limits;
    return status !== undefined && status >= errorStatuses.min && status <= errorStatuses.max
        ? max
        : undefined;
}
/** The n-th wait (from 1) of `backoff`, jittered with `random` (in [0, 1)). */
function backoffDelay(n, backoff, random) {
    const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, n - 1));
    return Math.round(ceiling * (1 - backoff.jitter + backoff.jitter * random()));
}
/**
 * Tries `once` until it succeeds or the policy says to stop, waiting on `clock` in between. What
 * `once` throws ends the tries at once (a cancellation, a failure that is not a try's).
 */
async function retrying(once, run) {
    const { clock, limits, random = Math.random } = run;
    const count = { attempt: 0, failed: 0, limited: 0 };
    for (;;) {
        count.attempt++;
        const outcome = await once(count.attempt);
        if (outcome.ok)
            return { ok: true, value: outcome.value, failed: count.failed };
        const { failure, fault } = outcome;
        if (outcome.progressed)
            Object.assign(count, { attempt: 0, failed: 0 });
        if (fault.rateLimited)
            count.limited++;
        else
            count.failed++;
        const decision = decideRetry(fault, count, limits, {
            replaySafe: outcome.replaySafe ?? run.replaySafe,
            rateLimitWindowMs: run.rateLimitWindowMs,
            now: clock.now(),
            deadline: run.deadline,
            random,
        });
        if (!decision.retry) {
            return { ok: false, failure, fault, why: decision.why, waitMs: decision.waitMs };
        }
        const { waitMs: ms, asked } = decision;
        run.onWait?.(failure, { ...count, ms, asked, rateLimited: fault.rateLimited === true });
        try {
            await clock.sleep(ms, run.signal);
        }
        catch {
            return { ok: false, failure, fault, why: 'cancelled' };
        }
    }
}


/***/ }),

/***/ 88628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ OUTPUT_MAX_BYTES)
/* harmony export */ });
/**
 * The runner as the modes and the shared layers see it: the step's log and its masking, handed
 * down as an argument. The step's wiring writes it as workflow commands (src/action/runner.ts,
 * the one file that imports the Actions toolkit); tests hand in one that records what was said.
 */
/**
 * The most one output holds, in UTF-8 bytes. GITHUB_OUTPUT is read whole by the runner and every
 * later `${{ steps.x.outputs.y }}` carries the value: a multi-MiB build log belongs in the log
 * and the summary, not in an output. Documented in the README's outputs section.
 */
const OUTPUT_MAX_BYTES = 64 * 1024;


/***/ }),

/***/ 79415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O0: () => (/* binding */ isPostMode),
/* harmony export */   cy: () => (/* binding */ savedParts),
/* harmony export */   fP: () => (/* binding */ savedState),
/* harmony export */   rh: () => (/* binding */ readSavedState),
/* harmony export */   tu: () => (/* binding */ stateSetter),
/* harmony export */   zV: () => (/* binding */ savedPart)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37728);
/* harmony import */ var _catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85097);
/**
 * What the main step saved for the post step (the runner's `saveState`, read back with `getState`):
 * JSON of a known shape. A value that is missing, not JSON, or of another shape (saved by another
 * version of the action) means there is nothing to finish.
 */


function readSavedState(saved, schema) {
    if (!saved)
        return undefined;
    try {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_1__/* .safeParse */ .xLC(schema, JSON.parse(saved));
        return parsed.success ? parsed.output : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * One saved value made of parts that different writers keep (a mode's kept comment, GitHub's
 * surfaces of its preview): `part(name)` is the setter of one part, and each call saves the whole
 * (undefined once no part is left, so the post step has nothing to do).
 */
function savedParts(save) {
    const parts = new Map();
    return (name) => (value) => {
        if (value === undefined)
            parts.delete(name);
        else
            parts.set(name, value);
        save(parts.size > 0 ? Object.fromEntries(parts) : undefined);
    };
}
/** One part of what `savedParts` saved, as the JSON its own reader takes; '' when it is not there. */
function savedPart(saved, name) {
    if (!saved)
        return '';
    try {
        const parsed = JSON.parse(saved);
        if (typeof parsed !== 'object' || parsed === null || !Object.hasOwn(parsed, name))
            return '';
        return JSON.stringify(parsed[name]);
    }
    catch {
        return '';
    }
}
function isPostMode(mode) {
    return Object.hasOwn(_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE_KEYS */ .LU, mode);
}
/** The main step's setter for `mode`'s state; a mode without a post step keeps nothing. */
function stateSetter(store, mode) {
    if (!isPostMode(mode))
        return () => undefined;
    const key = _catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE_KEYS */ .LU[mode];
    return (saved) => store.saveState(key, saved === undefined ? '' : JSON.stringify(saved));
}
/** The post step's getter for `mode`'s state: what its main step kept, '' when nothing. */
function savedState(store, mode) {
    return store.getState(_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .STATE_KEYS */ .LU[mode]);
}


/***/ }),

/***/ 90961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   DT: () => (/* binding */ trimLineEnds),
/* harmony export */   KG: () => (/* binding */ asSentence),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   hT: () => (/* binding */ withoutTrailing),
/* harmony export */   l2: () => (/* binding */ capitalized),
/* harmony export */   pf: () => (/* binding */ quoteShort)
/* harmony export */ });
/**
 * Small text helpers every part of the action shares, each written once. None uses a regular
 * expression that could backtrack: some of this text comes from servers and issues.
 */
/** `text` without the copies of `char` at its end (`https://x//` -> `https://x`). */
function withoutTrailing(text, char) {
    let end = text.length;
    while (end > 0 && text[end - 1] === char)
        end--;
    return text.slice(0, end);
}
/** Each line of `text` without the spaces and tabs at its end. */
function trimLineEnds(text) {
    return text
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n');
}
/**
 * Server or user text as one line of at most `max` characters: made well formed, each run of
 * control characters (line breaks included) and line or paragraph separators one space, a cut
 * ending with `…`. For messages and Markdown alike: no line of its own, no split surrogate pair.
 */
function oneLine(value, max) {
    const flat = value.toWellFormed().replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
    const chars = [...flat];
    return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}
/** The message of anything thrown: an Error's message, or the value as text. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The `code` of anything thrown (`ENOENT`, `ERR_SCRIPT_EXECUTION_TIMEOUT`), when it has one. */
function errorCode(error) {
    if (typeof error !== 'object' || error === null || !('code' in error))
        return undefined;
    return typeof error.code === 'string' ? error.code : undefined;
}
/** `text` ending with a full stop, added when it has none (so sentences can be joined). */
function asSentence(text) {
    return text.endsWith('.') ? text : `${text}.`;
}
/** `text` with its first letter in upper case, to start a sentence. */
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/**
 * `value` quoted for a message, at most `max` characters of it: untrusted text (an input, a
 * server's id) must not make one error line as long as itself. Control characters come out
 * escaped, so the quote stays on one line; a cut ends with `…` and the full length.
 */
function quoteShort(value, max = 60) {
    if (value.length <= max)
        return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, max))}… (${value.length} characters)`;
}
/** The size of `text` in UTF-8 bytes. */
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}


/***/ }),

/***/ 14440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   Ow: () => (/* binding */ cleanLine),
/* harmony export */   f2: () => (/* binding */ cleanUntrustedText)
/* harmony export */ });
/**
 * The one sanitizer for text that reaches the docs agent from someone other than the workflow's
 * author: issues, comments, reviews, a review comment's file and diff hunk, readers' questions
 * and page paths from analytics, and the `prompt` input (which a workflow may assemble from
 * another step's output). What a human reviewer sees must be all the agent gets, so characters
 * that render as nothing are removed, not shown as escapes: Unicode format characters (tags,
 * which can spell out a hidden instruction, zero-width and bidi controls, joiners, the BOM),
 * variation selectors and invisible fillers, and control characters. Line and paragraph
 * separators (CR, U+2028, U+2029, NEL) become newlines, or spaces in one-line text, so quoted
 * reader text cannot start a line of its own. The text is made well formed and bounded, never
 * splitting a surrogate pair. Every pattern here is a single character class: linear time.
 */
/**
 * Characters that render as nothing: Unicode format characters (zero-width U+200B-U+200F,
 * bidi controls U+202A-U+202E and U+2066-U+2069, word joiners U+2060-U+2064, U+FEFF, the tag
 * characters U+E0000-U+E007F used to smuggle ASCII), variation selectors (another way to hide
 * bytes), Hangul fillers and the combining grapheme joiner.
 */
const INVISIBLE = 
// eslint-disable-next-line no-misleading-character-class -- lone joiners and selectors are the target
/[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;
/** Line and paragraph separators, the CR of CRLF included. */
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;
/** Control characters other than tab and newline. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** `raw` with what renders as nothing removed, its line breaks normalized, and bounded. */
function cleanUntrustedText(raw, options = {}) {
    let removed = 0;
    const remove = () => {
        removed++;
        return '';
    };
    let text = raw
        .toWellFormed()
        .replace(LINE_BREAK, '\n')
        .replace(INVISIBLE, remove)
        .replace(CONTROL, remove);
    if (options.oneLine)
        text = text.replace(/[\n\t ]+/g, ' ').trim();
    const max = options.maxChars;
    if (max === undefined || text.length <= max)
        return { text, removed };
    const ellipsis = options.oneLine ? '…' : '';
    return { text: cut(text, max - ellipsis.length) + ellipsis, removed, cutFrom: text.length };
}
/** `raw` cleaned as one line of at most `maxChars`: for server or user text inside a sentence. */
function cleanLine(raw, maxChars) {
    return cleanUntrustedText(raw, { oneLine: true, maxChars }).text;
}
/** The first `max` code units of `text`, one fewer when the last would split a surrogate pair. */
function cut(text, max) {
    const end = Math.max(0, max);
    const last = text.charCodeAt(end - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}


/***/ }),

/***/ 3025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ urlCheck),
/* harmony export */   m: () => (/* binding */ parseHttpsUrl)
/* harmony export */ });
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14440);
/**
 * URLs from a server, checked once where the action reads them: only an `https:` URL with a host
 * and no credentials is ever an output, a link or a line of the log. Anything else (`javascript:`,
 * `data:`, `http:`, a relative or unparsable URL) is dropped with one warning that shows it
 * shortened, so a workflow that feeds `preview-url` to `environment: url:` never gets it.
 */

/** Longer than any real preview or pull request link; longer values are not links we show. */
const MAX_URL_CHARS = 2_048;
/** How much of a dropped value a warning shows. */
const SHOWN_CHARS = 80;
/**
 * The parsed URL when `value` is an absolute `https://` URL with a host (no empty label) and no
 * user name or password, written without whitespace or control characters (which `new URL` would silently
 * remove, so the value printed would not be the URL checked); else undefined.
 */
function parseHttpsUrl(value) {
    // Written out as `https://`: `https:host` parses too, but is not what a reader would check.
    if (!value.startsWith('https://') || value.length > MAX_URL_CHARS)
        return undefined;
    if (/[\s\p{Cc}]/u.test(value))
        return undefined;
    let parsed;
    try {
        parsed = new URL(value);
    }
    catch {
        return undefined;
    }
    const host = parsed.hostname;
    if (parsed.protocol !== 'https:' || host === '' || host.startsWith('.') || host.includes('..')) {
        return undefined;
    }
    if (parsed.username !== '' || parsed.password !== '')
        return undefined;
    return parsed;
}
/**
 * The URL check of one run: `value` when it is a safe https URL (see parseHttpsUrl); otherwise
 * undefined, after one warning naming `what` (e.g. "the preview URL") with the value shortened
 * and made one inert line. A job or status is read at every poll, so each value is warned about
 * once per check; a check belongs to one run (its client), so the next run warns again.
 */
function urlCheck(warn) {
    const warned = new Set();
    return (value, what) => {
        if (value === null || value === undefined || value === '')
            return undefined;
        if (parseHttpsUrl(value))
            return value;
        const key = `${what}\n${value}`;
        if (!warned.has(key)) {
            warned.add(key);
            warn(`Dropped ${what} the server sent (${quoted(value)}): only https URLs with a host are used.`);
        }
        return undefined;
    };
}
/** A hostile value as one short, quoted line: its start only, invisible characters removed. */
function quoted(value) {
    const { text } = (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanUntrustedText */ .f2)(value, { oneLine: true, maxChars: SHOWN_CHARS });
    return JSON.stringify(text);
}


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* unused harmony export ACTION_VERSION */
/** Sent in the User-Agent header; a unit test keeps it equal to package.json's version. */
const ACTION_VERSION = '1.0.0';
const USER_AGENT = `mintlify-docs-agent-action/${ACTION_VERSION}`;


/***/ })

};
