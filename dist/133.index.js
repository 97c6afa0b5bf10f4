export const id = 133;
export const ids = [133];
export const modules = {

/***/ 52776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ runRecord),
/* harmony export */   Mc: () => (/* binding */ isTrackingMarker),
/* harmony export */   Ox: () => (/* binding */ startsWithMarker),
/* harmony export */   X4: () => (/* binding */ markerPrefix),
/* harmony export */   en: () => (/* binding */ writeMarker),
/* harmony export */   t7: () => (/* binding */ readMarker)
/* harmony export */ });
/**
 * The hidden marker a tracking comment starts with: which job it tracks, the state it shows, the
 * issue a pull request's job came from, and what runs did to the job (their records). Anyone can
 * write a comment that starts like a marker, so the reader is written for hostile text: it reads
 * a bounded prefix of the body, by hand, in one pass (no regular expression that could
 * backtrack), and never throws.
 *
 *   <!-- mintlify-docs-agent job=<id, URI-encoded> state=<state>[ issue=<n>] -->
 *   <!-- mintlify-docs-agent-runs <record> <record> ... -->
 *
 * The first line is what version 1.0.0 writes and reads; the records are on a line of their own
 * so both versions can share an issue.
 */
const MARKER_NAME = 'mintlify-docs-agent';
const OPEN = `<!-- ${MARKER_NAME} `;
const RUNS_OPEN = `<!-- ${MARKER_NAME}-runs `;
const CLOSE = ' -->';
/** A job id is at most 128 characters, 384 once URI-encoded; records take about 25 each. */
const MAX_LINE = 1_024;
/** Records kept in one comment: enough for every re-run worth making, bounded in size. */
const MAX_RECORDS = 20;
/**
 * What a run did to the job through this comment: `<runId>` for a job it created, or
 * `<runId>:<commentId>` for the follow-up it sent from a comment. A re-run of that run
 * (`GITHUB_RUN_ATTEMPT` > 1) finds its record here and waits for the job instead of creating it,
 * or sending the follow-up, a second time.
 */
function runRecord(runId, requestId) {
    return requestId === undefined ? runId : `${runId}:${requestId}`;
}
/** Whether the body starts like a marker: a cheap test before anything is asked or parsed. */
function startsWithMarker(body) {
    return body.startsWith(OPEN);
}
/** How every marker of the job's comments starts: its comments are found by it. */
function markerPrefix(jobId) {
    return `${OPEN}job=${encodeURIComponent(jobId)} `;
}
/** The marker lines for a comment. The job id is encoded, so no id can close the comment early. */
function writeMarker(marker) {
    const origin = marker.issue === undefined ? '' : ` issue=${marker.issue}`;
    const first = `${OPEN}job=${encodeURIComponent(marker.jobId)} state=${marker.state}${origin}${CLOSE}`;
    const kept = [...new Set(marker.records.filter(isRecord))].slice(-MAX_RECORDS);
    return kept.length === 0 ? first : `${first}\n${RUNS_OPEN}${kept.join(' ')}${CLOSE}`;
}
/** The marker at the start of a comment, or undefined when it does not start with a valid one. */
function readMarker(body) {
    if (!startsWithMarker(body))
        return undefined;
    const [first, second] = firstLines(body);
    const close = first.indexOf(CLOSE);
    // Exactly a marker: text after it on the line makes it someone else's line.
    if (close < 0 || close + CLOSE.length !== first.length)
        return undefined;
    let jobId;
    let state;
    let issue;
    for (const field of first.slice(OPEN.length, close).split(' ')) {
        const eq = field.indexOf('=');
        const name = field.slice(0, eq);
        const value = field.slice(eq + 1);
        if (name === 'job' && jobId === undefined && state === undefined)
            jobId = decoded(value);
        else if (name === 'state' && jobId !== undefined && state === undefined)
            state = value;
        else if (name === 'issue' && state !== undefined && issue === undefined)
            issue = issueNumber(value);
        else
            return undefined;
        if (jobId === '' || issue === 0)
            return undefined;
    }
    if (jobId === undefined || state === undefined || !isState(state))
        return undefined;
    return { jobId, state, records: readRecords(second), ...(issue === undefined ? {} : { issue }) };
}
/** Whether a comment's first line is exactly a tracking marker: only then is it the comment. */
function isTrackingMarker(line) {
    return !line.includes('\n') && readMarker(line) !== undefined;
}
/**
 * The first two lines (without the CR of a CRLF), each cut at MAX_LINE: nothing further into
 * the body is read.
 */
function firstLines(body) {
    const head = body.slice(0, 2 * MAX_LINE + 2);
    const end = head.indexOf('\n');
    if (end < 0)
        return [withoutCr(head.slice(0, MAX_LINE)), ''];
    const rest = head.slice(end + 1);
    const next = rest.indexOf('\n');
    return [
        withoutCr(head.slice(0, Math.min(end, MAX_LINE))),
        withoutCr(rest.slice(0, next < 0 ? MAX_LINE : next)),
    ];
}
function withoutCr(line) {
    return line.endsWith('\r') ? line.slice(0, -1) : line;
}
/** The records of the runs line; none unless the line is exactly a runs marker of records. */
function readRecords(line) {
    if (!line.startsWith(RUNS_OPEN) || !line.endsWith(CLOSE))
        return [];
    const records = line.slice(RUNS_OPEN.length, -CLOSE.length).split(' ');
    return records.length <= MAX_RECORDS && records.every(isRecord) ? records : [];
}
function decoded(value) {
    if (value === '' || value.includes('>'))
        return undefined;
    try {
        return decodeURIComponent(value);
    }
    catch {
        return undefined;
    }
}
function issueNumber(value) {
    return value.length <= 10 && isDigits(value) && value[0] !== '0' ? Number(value) : 0;
}
/** `<runId>` or `<runId>:<commentId>`, digits only. */
function isRecord(record) {
    const colon = record.indexOf(':');
    if (colon < 0)
        return isDigits(record);
    return isDigits(record.slice(0, colon)) && isDigits(record.slice(colon + 1));
}
function isDigits(text) {
    if (text === '' || text.length > 20)
        return false;
    for (const char of text)
        if (char < '0' || char > '9')
            return false;
    return true;
}
/** A state is a kebab-case word such as `working` or `timed-out`. */
function isState(state) {
    if (state === '' || state.length > 40)
        return false;
    for (const char of state)
        if (char !== '-' && (char < 'a' || char > 'z'))
            return false;
    return true;
}


/***/ }),

/***/ 97133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAgentMode: () => (/* binding */ runAgentMode)
});

// EXTERNAL MODULE: ./shared/github/trigger.ts
var github_trigger = __webpack_require__(41710);
// EXTERNAL MODULE: ./shared/saved-state.ts
var saved_state = __webpack_require__(79415);
// EXTERNAL MODULE: ./shared/github/client.ts
var client = __webpack_require__(56115);
// EXTERNAL MODULE: ./shared/github/call.ts
var call = __webpack_require__(50220);
// EXTERNAL MODULE: ./shared/inputs.ts
var inputs = __webpack_require__(30779);
// EXTERNAL MODULE: ./agent/comment/marker.ts
var comment_marker = __webpack_require__(52776);
// EXTERNAL MODULE: ./shared/github/own-comments.ts
var own_comments = __webpack_require__(20997);
;// CONCATENATED MODULE: ./agent/authorize.ts





/** Access that may ask the agent for changes: the same people who could push them. */
const WRITE_ACCESS = new Set(['admin', 'maintain', 'write']);
/**
 * Decides whether the author of the triggering comment may drive the agent. Anyone can comment
 * on a public repository; the agent opens pull requests with the project's credentials. So:
 * users with write access, and logins listed in `allowed-users`; bots only when listed; never
 * this action's own tracking comment (a PAT-written comment would otherwise trigger a loop).
 * `accessOf` is called only when the answer depends on it.
 */
async function authorizeCommenter(comment, allowedUsers, accessOf, repository) {
    const who = `\`${comment.author.login}\``;
    // As broad as can be: a marker with text after it is no kept comment, but still ours to skip.
    if ((0,comment_marker/* startsWithMarker */.Ox)(comment.body)) {
        return {
            allowed: false,
            reason: "The comment is this action's own tracking comment; it does not trigger the agent.",
        };
    }
    if (allowedUsers.includes(comment.author.login.toLowerCase())) {
        return { allowed: true, reason: `${who} is listed in \`allowed-users\`.` };
    }
    if (comment.author.isBot) {
        return {
            allowed: false,
            reason: `Not sending the comment to the agent: ${who} is a bot, and bots may trigger the agent only when listed in \`allowed-users\`.`,
        };
    }
    const access = await accessOf(comment.author.login);
    if (WRITE_ACCESS.has(access.permission) || WRITE_ACCESS.has(access.roleName)) {
        return {
            allowed: true,
            reason: `${who} has ${access.roleName || access.permission} access to ${repository}.`,
        };
    }
    return {
        allowed: false,
        reason: `Not sending the comment to the agent: ${who} has ${access.roleName || access.permission} access to ${repository}; only users with write access, or listed in \`allowed-users\`, may trigger it from a comment.`,
    };
}
/**
 * For a run triggered by a comment: whether its author may drive the agent (see
 * `authorizeCommenter`), in a log group. Returns why not, or undefined when they may (and for
 * every other trigger).
 */
async function checkCommenter(settings, trigger, context, deps) {
    if (trigger.kind !== 'comment')
        return undefined;
    if (!settings.githubToken) {
        throw new inputs/* InputError */.dz('github-token', "Input `github-token` is empty, but an `issue_comment` event needs it: to check that the commenter may trigger the agent and to find the issue's job.");
    }
    const { comment } = trigger;
    return deps.log.group('Checking who may trigger the agent', async () => {
        const result = await authorizeCommenter(comment, settings.allowedUsers, async (login) => {
            const github = await deps.github();
            return (0,call/* callGitHub */.ur)((signal) => github.accessOf(login, signal), {
                clock: deps.clock,
                log: deps.log,
                signal: deps.signal,
                deadline: deps.deadline,
                timeoutMs: own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk,
                doing: `Checking the repository access of \`${login}\``,
            });
        }, `${context.owner}/${context.repo}`);
        if (!result.allowed)
            return result.reason;
        deps.log.info(result.reason);
        return undefined;
    });
}

// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
;// CONCATENATED MODULE: ./shared/github/pull-request.ts
/**
 * A pull request link from the API (`prLink`), checked before it is used: only an `https` link
 * to `<server>/<owner>/<repo>/pull/<number>` on this workflow's GitHub server is a pull request
 * the action may comment on.
 */

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
/** The pull request a link points to on `serverUrl`, or undefined for anything else. */
function pullRequestOf(link, serverUrl) {
    let url;
    let server;
    try {
        url = new URL(link);
        server = new URL(serverUrl);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' || url.host !== server.host || url.username || url.password) {
        return undefined;
    }
    const base = (0,shared_text/* withoutTrailing */.hT)(server.pathname, '/');
    if (!url.pathname.startsWith(`${base}/`))
        return undefined;
    const [owner = '', repo = '', kind, number = '', ...rest] = url.pathname
        .slice(base.length + 1)
        .split('/');
    if (kind !== 'pull' || !NAME.test(owner) || !NAME.test(repo) || !/^[1-9]\d{0,9}$/.test(number)) {
        return undefined;
    }
    // `/files`, `/commits` and the like still name the pull request.
    if (rest.length > 1)
        return undefined;
    return { owner, repo, number: Number(number) };
}
/** Whether the pull request is in `owner/repo` (GitHub names are case-insensitive). */
function inRepository(pr, owner, repo) {
    return (pr.owner.toLowerCase() === owner.toLowerCase() && pr.repo.toLowerCase() === repo.toLowerCase());
}

// EXTERNAL MODULE: ./shared/deployment/check-markdown.ts
var check_markdown = __webpack_require__(28138);
// EXTERNAL MODULE: ./shared/markdown.ts
var markdown = __webpack_require__(2963);
;// CONCATENATED MODULE: ./agent/comment/body.ts
/**
 * The tracking comment's text. Everything that reaches it from outside (the job's status and
 * pull request link from the API, error messages, logins and links from the event) is put in
 * code spans, fenced blocks or checked links, so it cannot add markup, mentions or HTML.
 */



function renderTrackingComment(state, facts) {
    const job = (0,markdown/* code */.aY)(facts.jobId);
    const waitHint = `wait for it in another run with ${(0,markdown/* code */.aY)(`job-id: ${facts.jobId}`)}, or check the Mintlify dashboard`;
    const pr = facts.pullRequest;
    const lines = [
        (0,comment_marker/* writeMarker */.en)({
            jobId: facts.jobId,
            state: state.state,
            records: [...(facts.records ?? [])],
            issue: pr?.issue,
        }),
        `**Mintlify docs agent** · job ${job}`,
        '',
    ];
    if (pr) {
        lines.push(`${pr.issue === undefined ? 'The docs agent opened this pull request for a workflow run.' : `The docs agent opened this pull request for #${pr.issue}.`} To ask it for changes, comment ${(0,markdown/* code */.aY)('/docs <what to change>')} here, in a review, or on a line of the diff.`, '');
    }
    switch (state.state) {
        case 'working': {
            const by = facts.requestedBy;
            lines.push(by
                ? `⏳ **Working** on the ${(0,markdown/* link */.nf)('request', by.url)} from ${(0,markdown/* code */.aY)(by.login)}. This comment is updated when the job ends.`
                : '⏳ **Working** on it. This comment is updated when the job ends.');
            break;
        }
        case 'not-waiting':
            lines.push(`🚀 **Started** (status ${(0,markdown/* code */.aY)(state.job.status)}). This workflow does not wait for the job (${(0,markdown/* code */.aY)('wait: false')}); ${waitHint}.`);
            break;
        case 'completed':
            lines.push(pr && state.job.prLink
                ? '✅ **Done.** The job finished; its changes are in this pull request.'
                : !state.job.prLink
                    ? '✅ **Done, no changes.** The agent finished without changing any file, so no pull request was opened.'
                    : state.elsewhere
                        ? `✅ **Done.** The agent opened a pull request in ${(0,markdown/* code */.aY)(state.elsewhere)}, the repository connected in Mintlify: ${(0,markdown/* url */.OZ)(state.job.prLink)}. It is not in this repository, so this workflow does not comment there or read ${(0,markdown/* code */.aY)('/docs')} comments on it.`
                        : `✅ **Done.** The agent opened a pull request: ${(0,markdown/* url */.OZ)(state.job.prLink)}`);
            if (state.preview)
                lines.push('', ...previewLines(state.preview));
            break;
        case 'failed':
            lines.push("❌ **Failed.** The job failed on Mintlify's side; the workflow run and the Mintlify dashboard have the details.");
            break;
        case 'archived':
            lines.push('🗄️ **Archived.** The job was archived before it finished.');
            break;
        case 'timed-out':
            lines.push(`⌛ **Still running; stopped waiting.** The workflow gave up waiting at its ${(0,markdown/* code */.aY)('timeout')} (last status ${(0,markdown/* code */.aY)(state.job.status)}). The job may still open a pull request: ${waitHint}.`);
            break;
        case 'cancelled':
            lines.push(`⚠️ **The workflow run was cancelled; the job may still be running.** Last status ${(0,markdown/* code */.aY)(state.job.status)}. The job keeps running on Mintlify and may still open a pull request: ${waitHint}.`);
            break;
        case 'error':
            lines.push(`⚠️ **Stopped following the job; it may still be running.** Last status ${(0,markdown/* code */.aY)(state.job.status)}: ${waitHint}. The error:`, '', (0,markdown/* fenced */.OF)(state.sentence));
            break;
        case 'stopped':
            lines.push(`⚠️ **The workflow run stopped before the job finished** (cancelled, timed out by ${(0,markdown/* code */.aY)('timeout-minutes')}, or the runner lost the step). The job may still be running on Mintlify and may still open a pull request: ${waitHint}.`);
            break;
    }
    const run = facts.runUrl ? (0,markdown/* httpsUrl */.N3)(facts.runUrl) : undefined;
    if (run)
        lines.push('', `<sub>${(0,markdown/* link */.nf)('Workflow run', run)}</sub>`);
    // The link check's table can be long: the comment stays under GitHub's limit.
    return (0,markdown/* boundMarkdown */.o_)(lines.join('\n') + '\n');
}
/**
 * The preview of the pull request's branch (`preview: true`): where it is and how it went, and
 * once it is ready the link check as the preview comment shows it (its line, the table of broken
 * links, what was not checked).
 */
function previewLines(preview) {
    const where = preview.url ? (0,markdown/* url */.OZ)(preview.url) : 'no link';
    switch (preview.state) {
        case 'ready': {
            const check = preview.check ? ['', ...(0,check_markdown/* checkSection */.U)(preview.check)] : [];
            // checkSection ends with a blank line; the comment adds its own before the run's link.
            if (check.at(-1) === '')
                check.pop();
            return [`🔎 **Preview:** ${where}`, ...check];
        }
        case 'queued':
            return [`🔎 **Preview (building):** ${where}`];
        case 'failed':
            return [`🔎 **Preview failed to build:** ${where}. The workflow run has the build log.`];
        default:
            return [`🔎 **Preview not followed to the end:** ${where}. The workflow run says why.`];
    }
}

// EXTERNAL MODULE: ./shared/github/kept-comment.ts
var kept_comment = __webpack_require__(95156);
;// CONCATENATED MODULE: ./agent/comment/tracking.ts





/**
 * One comment on the issue that tells readers where the job stands: posted (or, for a job the
 * issue already tracks, edited) when the job starts, edited when it ends, and only when its
 * text changes (GitHub's secondary rate limits punish chatty writers). Kept by
 * shared/github/kept-comment.ts: a create GitHub answers too late is found by its marker (the job id)
 * and edited, never posted twice. It speaks for a job, not a commit: the runs that write it
 * (the one that created the job, later follow-ups and re-runs) act on that job in turn.
 * Writing it never fails the step: problems become warnings that say how to fix them.
 */
class TrackingComment {
    deps;
    existing;
    kept;
    facts;
    /** The records the comment carries, this run's included. */
    records;
    pullRequest;
    /** `existing`: this issue's tracking comment for the job, found earlier; edited, not reposted. */
    constructor(deps, existing) {
        this.deps = deps;
        this.existing = existing;
        const marker = existing ? (0,comment_marker/* readMarker */.t7)(existing.body) : undefined;
        this.records = [...(marker?.records ?? [])];
        if (deps.record)
            this.records.push(deps.record);
        // A comment on the pull request keeps naming the issue its job came from.
        this.pullRequest =
            deps.pullRequest ?? (marker?.issue !== undefined ? { issue: marker.issue } : undefined);
    }
    /** "issue #12" or "pull request #13", for log lines. */
    get where() {
        return (0,github_trigger/* threadName */.CB)(this.pullRequest !== undefined, this.deps.issueNumber);
    }
    get url() {
        return this.kept?.url || this.existing?.url || '';
    }
    /** The job exists: say so (`working`, or `not-waiting` when the run will not wait). */
    async start(jobId, state, requestedBy) {
        this.facts = { ...this.factsOf(jobId), requestedBy };
        await this.show(state);
    }
    /** The run is over: show how it ended. `timeoutMs` is shorter after cancellation. */
    async finish(jobId, state, timeoutMs) {
        this.facts ??= this.factsOf(jobId);
        await this.show(state, timeoutMs);
    }
    async show(state, finalTimeoutMs) {
        const verb = this.url ? 'Updating' : 'Posting';
        await this.deps.log.group(`${verb} the tracking comment on ${this.where}`, () => this.write(state, finalTimeoutMs));
    }
    factsOf(jobId) {
        return {
            jobId,
            runUrl: this.deps.runUrl,
            records: this.records,
            pullRequest: this.pullRequest,
        };
    }
    keptFor(jobId) {
        const { saveState } = this.deps;
        // A job the thread did not track before has no comment yet: nothing to look for.
        this.kept ??= new kept_comment/* KeptComment */.e$({
            github: this.deps.github,
            clock: this.deps.clock,
            log: this.deps.log,
            signal: this.deps.signal,
            deadline: this.deps.deadline,
            thread: this.deps.issueNumber,
            prefix: (0,comment_marker/* markerPrefix */.X4)(jobId),
            isMarker: comment_marker/* isTrackingMarker */.Mc,
            name: 'the tracking comment',
            saveState: (saved) => saveState?.(saved && { ...saved, jobId }),
            onUrl: this.deps.onUrl,
            permissionAdvice: this.pullRequest
                ? 'The token may not comment on pull requests: add `permissions: pull-requests: write` to the job so that `/docs` comments in the review reach the agent, or set `comment: false`.'
                : 'The token may not write issue comments: add `permissions: issues: write` to the workflow or job (`pull-requests: write` for comments on pull requests), or set `comment: false`.',
        }, this.existing ?? null);
        return this.kept;
    }
    async write(state, finalTimeoutMs) {
        const facts = this.facts;
        if (!facts)
            return;
        const kept = this.keptFor(facts.jobId);
        const body = renderTrackingComment(state, facts);
        const final = finalTimeoutMs !== undefined || state.state !== 'working';
        const posting = !kept.url;
        const written = await kept.write(body, {
            final,
            timeoutMs: finalTimeoutMs,
            // What the post step writes should this step die before the job's end is shown.
            leftover: final ? undefined : renderTrackingComment({ state: 'stopped' }, facts),
        });
        if (written.kind === 'unchanged') {
            this.deps.log.info('The tracking comment already says this; not editing it.');
        }
        else if (written.kind === 'written') {
            this.deps.log.info(`${posting ? 'Posted' : 'Updated'} the tracking comment: ${written.url}`);
        }
    }
}
/** The thread's newest tracking comment we can trust (see shared/github/own-comments.ts). */
async function findTrackingComment(github, issueNumber, options) {
    for await (const comment of (0,own_comments/* ownComments */.D5)(github, issueNumber, {
        ...options,
        startsLikeOurs: comment_marker/* startsWithMarker */.Ox,
    })) {
        const marker = (0,comment_marker/* readMarker */.t7)(comment.body);
        if (!marker)
            continue;
        if (options.jobId !== undefined && marker.jobId !== options.jobId)
            continue;
        if (options.record !== undefined && !marker.records.includes(options.record))
            continue;
        return { ...comment, jobId: marker.jobId };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./agent/comment/job-comments.ts







class JobComments {
    deps;
    thread;
    tracking;
    /** For a follow-up from the agent's pull request: the issue its job came from. */
    originIssue;
    constructor(deps, thread) {
        this.deps = deps;
        this.thread = thread;
        this.originIssue = thread.onPullRequest
            ? (0,comment_marker/* readMarker */.t7)(thread.existing?.body ?? '')?.issue
            : undefined;
        this.tracking = new TrackingComment({
            github: deps.github,
            clock: deps.clock,
            log: deps.log,
            signal: deps.signal,
            deadline: deps.deadline,
            issueNumber: thread.number,
            runUrl: deps.context.runUrl,
            record: thread.record,
            saveState: deps.saveState,
            onUrl: deps.onUrl,
            pullRequest: thread.onPullRequest ? { issue: this.originIssue } : undefined,
        }, thread.existing);
    }
    /** The tracking comment's link; '' until it is written. */
    get url() {
        return this.tracking.url;
    }
    /** The job exists: the thread's comment says it is working (or that the run does not wait). */
    async start(job, state) {
        await this.tracking.start(job.id, state, this.thread.requestedBy);
    }
    /**
     * The run is over: every comment shows how it ended. After cancellation only the thread's
     * comment is written, within the runner's grace period.
     */
    async finish(conclusion, cancelled) {
        const { job } = conclusion;
        if (!job)
            return;
        const state = { ...conclusion, job };
        const timeoutMs = cancelled ? own_comments/* LAST_WRITE_TIMEOUT_MS */.My : own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk;
        await this.tracking.finish(job.id, state, timeoutMs);
        if (this.originIssue !== undefined) {
            await this.showOn(this.originIssue, job.id, state, timeoutMs, { onPullRequest: false });
        }
        if (!cancelled)
            await this.showOnAgentPullRequest(job, state);
    }
    /**
     * The comment on the pull request the agent opened in this repository, posted once and then
     * edited: it names the job and the issue, so `/docs` comments in the review reach the same job.
     * Never for a pull request in another repository (the docs repository connected in Mintlify
     * may not be this one), nor when that pull request is the thread this run was triggered on.
     */
    async showOnAgentPullRequest(job, state) {
        const { context } = this.deps;
        const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined;
        if (!pr || !inRepository(pr, context.owner, context.repo))
            return;
        if (this.thread.onPullRequest && pr.number === this.thread.number)
            return;
        const issue = this.thread.onPullRequest ? this.originIssue : this.thread.number;
        await this.showOn(pr.number, job.id, state, own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk, {
            onPullRequest: true,
            issue,
            postWhenMissing: true,
        });
    }
    /**
     * Shows `state` in the job's comment on issue or pull request `number`: found by its marker
     * (written by a bot or the token's user), edited when its text changes, posted when missing if
     * asked to. Reading or writing it never fails the step.
     */
    async showOn(number, jobId, state, timeoutMs, options) {
        const { clock, signal, log } = this.deps;
        let existing;
        try {
            existing = await findTrackingComment(await this.deps.github(), number, {
                clock,
                log,
                signal,
                jobId,
            });
        }
        catch (error) {
            const where = (0,github_trigger/* threadName */.CB)(options.onPullRequest, number);
            const reading = (0,call/* describeGitHubError */.dZ)(error, `Reading the comments of ${where}`, clock.now());
            log.warning(options.onPullRequest
                ? `${reading.message} The pull request gets no comment naming its job, so \`/docs\` comments on it cannot reach the agent.`
                : reading.message);
            return;
        }
        if (!existing && !options.postWhenMissing)
            return;
        const issue = existing ? (0,comment_marker/* readMarker */.t7)(existing.body)?.issue : options.issue;
        const comment = new TrackingComment({
            github: this.deps.github,
            clock,
            log,
            signal,
            deadline: this.deps.deadline,
            issueNumber: number,
            runUrl: this.deps.context.runUrl,
            pullRequest: options.onPullRequest ? { issue } : undefined,
        }, existing);
        await comment.finish(jobId, state, timeoutMs);
    }
}

// EXTERNAL MODULE: ./shared/mintlify/errors.ts
var errors = __webpack_require__(63076);
// EXTERNAL MODULE: ./shared/poll.ts
var poll = __webpack_require__(91671);
;// CONCATENATED MODULE: ./agent/conclusion.ts
/**
 * How an agent run ended, worked out once and then shown three ways: the log line (or the
 * step's failure), the job's comments and the step summary.
 */




/** A run whose job reached the end of what this run waits for (a terminal status, or none). */
function concludeRun(job, waited, settings, context) {
    if (!waited) {
        return {
            state: 'not-waiting',
            job,
            level: 'notice',
            sentence: `Job ${job.id} is ${job.status}; not waiting for it (\`wait: false\`).`,
        };
    }
    switch (job.status) {
        case 'completed': {
            const pr = job.prLink ? pullRequestOf(job.prLink, context.serverUrl) : undefined;
            const elsewhere = pr && context.owner && !inRepository(pr, context.owner, context.repo)
                ? `${pr.owner}/${pr.repo}`
                : undefined;
            return {
                state: 'completed',
                job,
                ...(elsewhere ? { elsewhere } : {}),
                level: 'notice',
                sentence: job.prLink
                    ? `Job ${job.id} completed and opened a pull request: ${job.prLink}`
                    : `Job ${job.id} completed without changes: no pull request was opened.`,
            };
        }
        case 'archived':
            return {
                state: 'archived',
                job,
                level: 'warning',
                sentence: `Job ${job.id} was archived before it finished.`,
            };
        case 'failed':
            return {
                state: 'failed',
                job,
                level: settings.failOnJobFailure ? 'failure' : 'warning',
                sentence: settings.failOnJobFailure
                    ? `Job ${job.id} failed on Mintlify's side; see the job on the dashboard, or set \`fail-on-job-failure: false\` to let the step pass.`
                    : `Job ${job.id} failed on Mintlify's side (the step passes: \`fail-on-job-failure\` is false).`,
            };
        default:
            return {
                state: 'error',
                job,
                level: 'failure',
                sentence: `Job ${job.id} ended with status ${job.status}.`,
            };
    }
}
/** A run that stopped on an error: what went wrong and, once a job exists, where it stands. */
function concludeFailure(error, job, instruction, cancelled) {
    // Thrown only by the wait, so once the job exists.
    if (job && error instanceof poll/* WaitTimeoutError */.Do) {
        return { state: 'timed-out', job, level: 'failure', sentence: error.message };
    }
    if (cancelled || (error instanceof errors/* ApiError */.h && error.kind === 'aborted')) {
        return {
            state: 'cancelled',
            job,
            level: 'failure',
            sentence: job
                ? `The run was cancelled while waiting for job ${job.id} (last status: ${job.status}); the job keeps running on Mintlify: wait for it in another run with \`job-id: ${job.id}\`.`
                : instruction.kind === 'create'
                    ? 'The run was cancelled while creating the agent job; the job may or may not exist: check the dashboard before running again.'
                    : 'The run was cancelled before the job could be read.',
        };
    }
    const message = (0,shared_text/* errorMessage */.gJ)(error);
    return {
        state: 'error',
        job,
        level: 'failure',
        sentence: job && instruction.kind !== 'wait'
            ? `${(0,shared_text/* withoutTrailing */.hT)(message, '.')}; job ${job.id} was last seen ${job.status} and may still finish: wait for it with \`job-id: ${job.id}\`.`
            : message,
    };
}

// EXTERNAL MODULE: ./shared/untrusted-text.ts
var untrusted_text = __webpack_require__(14440);
;// CONCATENATED MODULE: ./agent/issue-prompt.ts


/**
 * Longest prompt built from an issue or comment, in UTF-16 code units. Issue bodies can be
 * 65,536 characters; an agent instruction that long is almost always pasted logs.
 */
const MAX_PROMPT_CHARS = 20_000;
/** The command a comment may start with (`/docs add an example`); removed from the prompt. */
const COMMENT_COMMAND = '/docs';
/**
 * Removes what a reader of the rendered issue cannot see, so instructions hidden from people
 * do not reach the agent: invisible characters first (`<!\u200b--` must not survive to open a
 * comment later), then everything the Markdown parser says does not render (see
 * visible-text.ts). Also normalizes line ends and trims blank lines.
 */
function sanitizeUntrustedText(raw, visible) {
    const clean = (0,untrusted_text/* cleanUntrustedText */.f2)(raw);
    const shown = visible(clean.text);
    const text = (0,shared_text/* trimLineEnds */.DT)(shown.text)
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    return { text, hiddenBlocks: shown.hidden, invisibleChars: clean.removed };
}
/** The prompt for an `issues` event: what to do, where, and the issue's own words. */
function promptFromIssue(issue, visible) {
    const title = sanitizeUntrustedText(issue.title, visible);
    const body = sanitizeUntrustedText(issue.body, visible);
    const head = [
        `Make the documentation change requested in GitHub issue #${issue.number} (${issue.url}).`,
        '',
        `Title: ${title.text.replace(/\s+/g, ' ')}`,
    ].join('\n');
    return cap(head, body.text, title, body);
}
/**
 * The `prompt` input. It may hold another step's output (readers' questions, say), so it loses
 * the same characters as an issue; it gets no Markdown pass (what the workflow's author wrote
 * is what they see), and it is bounded like every prompt.
 */
function promptFromInput(prompt) {
    const clean = (0,untrusted_text/* cleanUntrustedText */.f2)(prompt);
    const text = clean.text.trim();
    return cap('', text, { text, hiddenBlocks: 0, invisibleChars: clean.removed });
}
/** The comment's own text, without the leading command: what a follow-up sends. */
function commentRequest(comment, visible) {
    const sanitized = sanitizeUntrustedText(comment.body, visible);
    return {
        ...sanitized,
        text: withoutCommand(sanitized.text),
        command: startsWithCommand(sanitized.text),
    };
}
/** Lines of a diff hunk kept in a prompt: the ones closest to the comment, at its end. */
const MAX_HUNK_LINES = 40;
/**
 * A follow-up to the job: what the commenter asked, after where they pointed when the comment
 * is on a line of a pull request's diff (the file, the lines and the hunk, so the agent does not
 * have to guess what "this" means). The path and hunk are shown as data, in a fence.
 */
function followUpPrompt(request, location) {
    if (!location)
        return cap('', request.text, request);
    const lines = location.line === undefined
        ? 'the whole file'
        : location.startLine !== undefined && location.startLine < location.line
            ? `lines ${location.startLine}-${location.line}`
            : `line ${location.line}`;
    const path = (0,untrusted_text/* cleanUntrustedText */.f2)(location.path, { oneLine: true, maxChars: 300 });
    const hunk = (0,untrusted_text/* cleanUntrustedText */.f2)(location.diffHunk)
        .text.split('\n')
        .slice(-MAX_HUNK_LINES)
        .join('\n');
    const fence = '`'.repeat(Math.max(3, ...[...hunk.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    const head = [
        `A reviewer commented on ${JSON.stringify(path.text)}, ${lines}, of the pull request's diff:`,
        '',
        `${fence}diff`,
        hunk,
        fence,
        '',
        'Their comment:',
    ].join('\n');
    return cap(head, request.text, request);
}
/**
 * A new job asked for in a comment (the issue has no job yet): the comment, with the issue's
 * number, link and title for context. The issue body is left out: the commenter, whose
 * permission was checked, asked for this, not whoever wrote the issue.
 */
function createPromptFromComment(request, issue, visible) {
    const title = sanitizeUntrustedText(issue.title, visible);
    const context = `\n\n(Requested in a comment on GitHub issue #${issue.number}, ${issue.url}: "${title.text.replace(/\s+/g, ' ')}".)`;
    const built = cap('', request.text, request, title);
    return { ...built, prompt: built.prompt + context };
}
const COMMAND = new RegExp(`^${COMMENT_COMMAND}(?=\\s|$)`, 'i');
/** Removes a leading `/docs` command (any case) followed by white space or the end. */
function withoutCommand(text) {
    return text.replace(COMMAND, '').trim();
}
/** Whether visible text starts with the `/docs` command. */
function startsWithCommand(text) {
    return COMMAND.test(text);
}
/** Joins head and body, cutting the body so the whole stays within MAX_PROMPT_CHARS. */
function cap(head, body, ...parts) {
    const stats = {
        hiddenBlocks: parts.reduce((n, p) => n + p.hiddenBlocks, 0),
        invisibleChars: parts.reduce((n, p) => n + p.invisibleChars, 0),
    };
    const joined = head && body ? `${head}\n\n${body}` : head || body;
    if (joined.length <= MAX_PROMPT_CHARS)
        return { prompt: joined, ...stats };
    const note = '\n\n[The rest of the text was cut: it was too long.]';
    const kept = (0,untrusted_text/* cut */.Jj)(joined, MAX_PROMPT_CHARS - note.length).trimEnd();
    return { prompt: kept + note, ...stats, truncatedFrom: joined.length };
}

;// CONCATENATED MODULE: ./agent/instruction.ts
/**
 * Where agent mode's instruction comes from, before any request to Mintlify: the inputs or the
 * triggering issue or comment (`planInstruction`, pure), whether to keep a tracking comment, and
 * (for a comment, or a re-run) which job the thread's tracking comment records.
 */








/**
 * 1. A `prompt` input is the instruction: a follow-up with `job-id`, else a new job.
 * 2. `job-id` alone: wait for that job (event text is ignored).
 * 3. Neither: the `issues` event's issue creates a job; an `issue_comment`'s text follows up
 *    the issue's job (or creates one); any other event is an input error naming `prompt`.
 */
function planInstruction(settings, trigger, visible) {
    const { jobId } = settings;
    if (settings.prompt) {
        const built = { ...promptFromInput(settings.prompt), from: 'input' };
        if (!built.prompt) {
            throw new inputs/* InputError */.dz('prompt', 'Input `prompt` holds only invisible or control characters; write the instruction in visible text.');
        }
        const { prompt } = built;
        const instruction = jobId
            ? { kind: 'follow-up', jobId, prompt }
            : { kind: 'create', prompt };
        return { kind: 'ready', instruction, built };
    }
    if (jobId)
        return { kind: 'ready', instruction: { kind: 'wait', jobId } };
    if (trigger.kind === 'other')
        throw new inputs/* InputError */.dz('prompt', promptRequired(trigger.eventName));
    if (!visible)
        throw new Error('unreachable: the event text is read without the Markdown parser');
    switch (trigger.kind) {
        case 'issue': {
            const built = { ...promptFromIssue(trigger.issue, visible), from: 'issue' };
            return { kind: 'ready', instruction: { kind: 'create', prompt: built.prompt }, built };
        }
        case 'comment': {
            // Edits and deletions would resend an old request (and edits of our own comment loop).
            if (trigger.action !== 'created') {
                return {
                    kind: 'skip',
                    reason: `The comment was ${trigger.action || 'changed'}, not created; only new comments are sent to the agent.`,
                };
            }
            const request = commentRequest(trigger.comment, visible);
            const onPullRequest = trigger.on === 'pull-request';
            // Reviews say many things; only a `/docs` request is meant for the agent.
            if (onPullRequest && !request.command) {
                return {
                    kind: 'skip',
                    reason: `The ${trigger.comment.location ? 'review comment' : 'comment'} does not start with \`${COMMENT_COMMAND}\`; on a pull request only \`${COMMENT_COMMAND} ...\` requests are sent to the agent.`,
                };
            }
            if (!request.text) {
                return {
                    kind: 'skip',
                    reason: `The comment holds no instruction (after \`${COMMENT_COMMAND}\` and hidden text are removed); nothing was sent to the agent.`,
                };
            }
            return {
                kind: 'from-comment',
                followUp: followUpPrompt(request, trigger.comment.location),
                create: onPullRequest
                    ? undefined
                    : createPromptFromComment(request, trigger.issue, visible),
            };
        }
    }
}
const EVENTS_WITH_TEXT = [
    'issues',
    'issue_comment',
    'pull_request_review',
    'pull_request_review_comment',
];
function promptRequired(eventName) {
    if (EVENTS_WITH_TEXT.includes(eventName)) {
        return `Input \`prompt\` is required in agent mode here: this \`${eventName}\` event's payload holds no issue or comment to build the instruction from.`;
    }
    return `Input \`prompt\` is required in agent mode (the default \`mode\`) for the \`${eventName || 'unknown'}\` event: only \`issues\`, \`issue_comment\`, \`pull_request_review\` and \`pull_request_review_comment\` events supply the instruction themselves (or pass \`job-id\` to wait for a job; to deploy, preview, run an automation or export analytics instead, set \`mode\`).`;
}
/** Plans the instruction; for an issue event, inside a log group that names the issue. */
async function readInstruction(settings, trigger, log) {
    const fromInputs = Boolean(settings.prompt || settings.jobId);
    if (trigger.kind === 'other' || fromInputs) {
        const plan = planInstruction(settings, trigger);
        if (plan.kind === 'ready' && plan.built)
            reportPrompt(plan.built, 'the `prompt` input', log);
        if (trigger.kind !== 'other') {
            log.info('The instruction comes from the inputs (`prompt`, `job-id`); the event text is not used.');
        }
        return plan;
    }
    // The Markdown parser is loaded only when the event's text becomes the prompt.
    const { visibleMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(708), __webpack_require__.e(890)]).then(__webpack_require__.bind(__webpack_require__, 80890));
    const title = trigger.kind === 'issue'
        ? `Reading issue #${trigger.issue.number}`
        : `Reading the comment on ${where(trigger)}`;
    return log.group(title, async () => {
        const plan = planInstruction(settings, trigger, visibleMarkdown);
        if (plan.kind === 'ready' && plan.built)
            reportPrompt(plan.built, 'the issue', log);
        else if (plan.kind === 'from-comment')
            reportPrompt(plan.followUp, 'the comment', log);
        return plan;
    });
}
/** Whether to keep a tracking comment; says why not when the user asked for one. */
function wantsComment(settings, trigger, log) {
    return (0,kept_comment/* keepsComment */.gO)({
        setting: settings.comment,
        hasThread: trigger.kind !== 'other',
        token: settings.githubToken,
        what: 'tracking comment',
        noThread: trigger.kind === 'other'
            ? `\`comment: true\` needs an issue to comment on, and this \`${trigger.eventName}\` event has none: no tracking comment is written.`
            : '',
        log,
    });
}
/** "issue #12" or "pull request #13": where the trigger's conversation is. */
function where(trigger) {
    return (0,github_trigger/* threadName */.CB)(trigger.kind === 'comment' && trigger.on === 'pull-request', trigger.issue.number);
}
/**
 * A comment follows up the job recorded in the issue's tracking comment, or creates a job when
 * the issue has none. A follow-up or wait on an issue also edits that job's comment when there
 * is one; not finding it (or failing to look) only means a new comment. A later attempt of the
 * same run first looks for what an earlier attempt did, so it never acts twice.
 */
async function chooseInstruction(plan, trigger, commenting, run, deps) {
    const resumed = await findEarlierAttempt(plan, trigger, commenting, run, deps);
    if (resumed)
        return resumed;
    const chosen = await chooseForThisAttempt(plan, trigger, commenting, deps);
    if ('skip' in chosen)
        return chosen;
    if (run.attempt > 1 && chosen.instruction.kind === 'create') {
        deps.log.warning(`This is attempt ${run.attempt} of workflow run ${run.id}, and nothing records a job created by an earlier attempt (${commenting ? 'no tracking comment of this run on the issue' : 'no tracking comment is kept'}), so a new job is created. A job an earlier attempt created keeps running: find it on the Mintlify dashboard, and pass its id as \`job-id\` to wait for it instead.`);
    }
    return chosen;
}
/**
 * On a re-run (attempt > 1), the tracking comment this run wrote records the job it created or
 * the comment whose follow-up it sent: waiting for that job is the re-run's whole work. When the
 * issue's comments cannot be read, the step fails rather than risk a second job.
 */
async function findEarlierAttempt(plan, trigger, commenting, run, deps) {
    if (run.attempt <= 1 || !commenting || trigger.kind === 'other' || !run.id)
        return undefined;
    const acts = plan.kind === 'from-comment' || plan.instruction.kind !== 'wait';
    if (!acts)
        return undefined;
    const requestId = trigger.kind === 'comment' && plan.kind === 'from-comment' ? trigger.comment.id : undefined;
    const issue = trigger.issue;
    return deps.log.group(`Checking what earlier attempts of run ${run.id} did`, async () => {
        let found;
        try {
            found = await findTrackingComment(await deps.github(), issue.number, {
                clock: deps.clock,
                log: deps.log,
                signal: deps.signal,
                deadline: deps.deadline,
                record: (0,comment_marker/* runRecord */.DW)(run.id, requestId),
            });
        }
        catch (error) {
            const failure = (0,call/* describeGitHubError */.dZ)(error, `Reading the comments of issue #${issue.number}`, deps.clock.now());
            throw new Error(`${failure.message} This is attempt ${run.attempt} of the run, and without the issue's tracking comment the action cannot tell whether an earlier attempt already ${requestId === undefined ? 'created the job' : 'sent the follow-up'}, so it does nothing rather than risk doing it twice: re-run the job again, or pass \`job-id\` to wait for the job.`, { cause: error });
        }
        if (!found) {
            deps.log.info('No earlier attempt of this run recorded a job on the issue.');
            return undefined;
        }
        deps.log.info(`An earlier attempt of this run already ${requestId === undefined ? 'created' : 'sent the follow-up to'} job ${found.jobId} (${found.url}): waiting for it instead of doing it again.`);
        return {
            instruction: { kind: 'wait', jobId: found.jobId },
            existing: found,
            resumedFrom: found,
        };
    });
}
async function chooseForThisAttempt(plan, trigger, commenting, deps) {
    const find = { clock: deps.clock, log: deps.log, signal: deps.signal, deadline: deps.deadline };
    if (plan.kind === 'from-comment' && trigger.kind !== 'other') {
        const issue = trigger.issue;
        const found = await deps.log.group(`Finding the job of ${where(trigger)}`, async () => {
            const result = await findTrackingComment(await deps.github(), issue.number, find);
            deps.log.info(result
                ? `The tracking comment ${result.url} records job ${result.jobId}: sending the comment to it as a follow-up.`
                : plan.create
                    ? 'This issue has no tracking comment: creating a new job from the comment.'
                    : 'This pull request has no comment of the docs agent recording its job.');
            return result;
        });
        if (found) {
            return {
                instruction: { kind: 'follow-up', jobId: found.jobId, prompt: plan.followUp.prompt },
                existing: found,
            };
        }
        if (plan.create)
            return { instruction: { kind: 'create', prompt: plan.create.prompt } };
        return {
            skip: `Pull request #${issue.number} has no comment of the docs agent recording its job (the action leaves one on the pull requests the agent opens in this repository), so there is no job to send the request to; nothing was sent.`,
        };
    }
    if (plan.kind !== 'ready')
        throw new Error('unreachable: a comment plan without a comment');
    const { instruction } = plan;
    if (!commenting || instruction.kind === 'create' || trigger.kind === 'other') {
        return { instruction };
    }
    try {
        const existing = await findTrackingComment(await deps.github(), trigger.issue.number, {
            ...find,
            jobId: instruction.jobId,
        });
        return { instruction, existing };
    }
    catch (error) {
        deps.log.info(`${(0,call/* describeGitHubError */.dZ)(error, 'Looking for the tracking comment of the job', deps.clock.now()).message} A new comment is posted instead.`);
        return { instruction };
    }
}
function reportPrompt(built, source, log) {
    // The text itself is not logged: a line of it starting with `::` would be a workflow command.
    log.info(`${(0,shared_text/* capitalized */.l2)(source)} makes a ${built.prompt.length}-character prompt.`);
    if (built.hiddenBlocks > 0 || built.invisibleChars > 0) {
        log.info(`Removed what a reader cannot see: ${built.hiddenBlocks} hidden construct(s) (HTML comments, tags and attributes, link definitions, titles, alt text, invisible math), ${built.invisibleChars} invisible or control character(s).`);
    }
    if (built.truncatedFrom !== undefined) {
        log.warning(`${(0,shared_text/* capitalized */.l2)(source)} makes a ${built.truncatedFrom}-character prompt; only the first ${MAX_PROMPT_CHARS} characters were sent to the agent.`);
    }
}

// EXTERNAL MODULE: ./shared/branch.ts
var shared_branch = __webpack_require__(59166);
// EXTERNAL MODULE: ./shared/deployment/check-verdict.ts
var check_verdict = __webpack_require__(1950);
// EXTERNAL MODULE: ./shared/deployment/changes.ts + 1 modules
var changes = __webpack_require__(15039);
// EXTERNAL MODULE: ./shared/github/preview-surfaces.ts
var preview_surfaces = __webpack_require__(84175);
;// CONCATENATED MODULE: ./agent/branch-preview.ts
/**
 * `preview: true`: once the agent's pull request exists, the preview of its branch (the job's
 * `source.ref`), so the issue, the pull request and the rendered change meet in one thread. A
 * preview that fails or cannot be built is a warning: the job did its work. Once the preview is
 * ready its links are checked (`check`), and with `commit-status` / `github-deployment` GitHub
 * shows it on the pull request's head commit, as in preview mode.
 */








/** The conclusion with its preview, when `preview: true` and the job opened a pull request here. */
async function withPreview(settings, conclusion, deps) {
    if (!settings.preview || conclusion.state !== 'completed')
        return conclusion;
    const { job } = conclusion;
    if (!job.prLink || conclusion.elsewhere)
        return conclusion;
    const branch = job.source?.ref ?? '';
    if (!(0,shared_branch/* isBranchName */.Q)(branch)) {
        const sentence = `${conclusion.sentence} No preview: the job names no branch for its pull request.`;
        return { ...conclusion, level: 'warning', sentence };
    }
    const { context } = deps;
    const pr = pullRequestOf(job.prLink, context.serverUrl);
    const pullRequest = pr && inRepository(pr, context.owner, context.repo) ? pr.number : undefined;
    const surfaces = await surfacesOf(settings, pullRequest, deps);
    // Loaded only with `preview: true`: agent mode's start-up pays nothing for it otherwise.
    const { followDeployment, logBuildLog } = await __webpack_require__.e(/* import() */ 257).then(__webpack_require__.bind(__webpack_require__, 39257));
    const outcome = await followDeployment({
        noun: 'Preview',
        queue: (signal) => deps.api.queuePreview(settings.projectId, branch, signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
        onQueued: async (queued) => surfaces?.building(queued.previewUrl),
    }, 
    // Only `preview-url`: `status` and the rest are the job's outputs in agent mode.
    {
        ...deps,
        setOutput: (name, value) => {
            if (name === 'preview-url')
                deps.setOutput(name, value);
        },
    });
    if (outcome.deployment)
        await logBuildLog('Preview', outcome.deployment, deps.log);
    const check = (0,check_verdict/* checksPreview */.Ib)(settings.previewCheck, outcome)
        ? await (0,check_verdict/* checkReadyPreview */.Gv)(settings.previewCheck, outcome, 
        // The pages of the agent's pull request (its files as GitHub lists them).
        await (0,changes/* readChange */.p)({
            pullRequest,
            github: settings.githubToken ? deps.github : undefined,
            deployment: outcome.deployment,
            workspace: context.workspace,
            commitName: "the preview's commit",
        }, deps), deps)
        : undefined;
    await surfaces?.finish((0,check_verdict/* surfaceVerdict */.FK)(outcome.state, check), outcome.previewUrl);
    const checked = (0,check_verdict/* withCheck */.hV)(outcome, check, settings.previewCheck.failOnBroken);
    const preview = {
        url: outcome.previewUrl,
        state: outcome.state,
        sentence: checked.sentence,
        ...(check ? { check } : {}),
    };
    // A preview that failed is a warning (the job did its work); `fail-on-broken` asked for more.
    const failsOnBroken = checked.level === 'failure' && outcome.level !== 'failure';
    return {
        ...conclusion,
        preview,
        sentence: `${conclusion.sentence} ${checked.sentence}`,
        level: failsOnBroken ? 'failure' : outcome.level === 'failure' ? 'warning' : conclusion.level,
    };
}
/**
 * The commit status and deployment `commit-status` and `github-deployment` ask for, on the head
 * of the agent's pull request (read from GitHub); undefined when not asked or not possible (one
 * warning says why).
 */
async function surfacesOf(settings, pullRequest, deps) {
    const { context, log } = deps;
    const asked = (0,preview_surfaces/* surfacesAsked */.D_)(settings.previewCheck);
    if (!asked)
        return undefined;
    const missing = !settings.wait
        ? "this run does not wait for the preview's verdict (`wait: false`)"
        : !settings.githubToken
            ? 'input `github-token` is empty'
            : pullRequest === undefined
                ? "the agent's pull request is not one of this repository"
                : undefined;
    if (missing || pullRequest === undefined) {
        log.warning(`${asked}: ${missing}, so GitHub is not told.`);
        return undefined;
    }
    let sha;
    try {
        const github = await deps.github();
        const head = await (0,call/* callGitHub */.ur)((signal) => github.getPullRequest(pullRequest, signal), {
            clock: deps.clock,
            signal: deps.signal,
            deadline: deps.deadline,
            log: deps.log,
            timeoutMs: own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk,
            doing: `Reading the head commit of pull request #${pullRequest}`,
        });
        sha = head.headSha;
    }
    catch (error) {
        log.warning(`${(0,shared_text/* errorMessage */.gJ)(error)} ${asked}: GitHub is not told.`);
        return undefined;
    }
    return new preview_surfaces/* PreviewSurfaces */.lT(settings.previewCheck, sha, {
        ...deps,
        runUrl: context.runUrl,
        saveState: deps.saveSurfaces,
    });
}

// EXTERNAL MODULE: ./shared/job-wait.ts
var job_wait = __webpack_require__(15285);
;// CONCATENATED MODULE: ./agent/run.ts

/** Creates a job, sends a follow-up, or picks up an existing job; then waits for it. */
async function runAgent(settings, instruction, deps) {
    const { api, signal, onJob, log } = deps;
    const { projectId } = settings;
    const first = await log.group(startTitle(instruction), async () => {
        const job = await start(api, projectId, instruction, signal);
        onJob(job);
        log.info(`Job ${job.id} is ${job.status}.`);
        return job;
    });
    await deps.onStarted?.(first);
    if (!settings.wait)
        return { job: first, waited: false };
    const job = await log.group(`Waiting for job ${first.id}`, () => (0,job_wait/* waitForJob */.qt)(first, {
        api,
        projectId,
        log,
        pollIntervalMs: settings.pollIntervalMs,
        deadline: deps.deadline,
        startedAt: deps.startedAt,
        clock: deps.clock,
        signal,
        onJob,
        afterFollowUp: instruction.kind === 'follow-up' ? first : undefined,
    }));
    return { job, waited: true };
}
function start(api, projectId, instruction, signal) {
    switch (instruction.kind) {
        case 'create':
            return api.createJob(projectId, instruction.prompt, signal);
        case 'follow-up':
            return api.sendMessage(projectId, instruction.jobId, instruction.prompt, signal);
        case 'wait':
            return api.getJob(projectId, instruction.jobId, signal);
    }
}
function startTitle(instruction) {
    switch (instruction.kind) {
        case 'create':
            return 'Creating the agent job';
        case 'follow-up':
            return `Sending a follow-up to job ${instruction.jobId}`;
        case 'wait':
            return `Looking up job ${instruction.jobId}`;
    }
}

// EXTERNAL MODULE: ./shared/durations.ts
var durations = __webpack_require__(72945);
;// CONCATENATED MODULE: ./agent/summary.ts



/** Markdown for the step summary: the job, its status, how long it took, the PR link. */
function agentSummaryMarkdown(report) {
    const { job } = report;
    // The conclusion names the pull request's URL as text (the log keeps it so): here it is a link.
    const links = [job?.prLink, report.preview?.url];
    const lines = ['## Mintlify docs agent', '', (0,markdown/* textWithLinks */.VF)(report.conclusion, links, 2_000), ''];
    if (job) {
        const rows = [
            ['Job', (0,markdown/* code */.aY)(job.id)],
            ['Status', (0,markdown/* code */.aY)(job.status)],
            ['Pull request', job.prLink ? (0,markdown/* url */.OZ)(job.prLink) : 'none'],
            ['Waited', (0,durations/* formatDuration */.a3)(report.durationMs)],
            ['Request', report.action],
        ];
        if (job.source?.repository) {
            const ref = job.source.ref ? ` (${(0,markdown/* code */.aY)(job.source.ref)})` : '';
            rows.push(['Repository', `${(0,markdown/* code */.aY)(job.source.repository)}${ref}`]);
        }
        if (job.model)
            rows.push(['Model', (0,markdown/* code */.aY)(job.model)]);
        if (report.preview) {
            const where = report.preview.url ? (0,markdown/* url */.OZ)(report.preview.url) : 'no link';
            rows.push(['Preview', `${where} (${(0,markdown/* code */.aY)(report.preview.state)})`]);
        }
        if (report.commentUrl)
            rows.push(['Tracking comment', (0,markdown/* url */.OZ)(report.commentUrl)]);
        lines.push(...(0,markdown/* detailsTable */.Jx)(rows));
        if (report.preview?.check)
            lines.push('', ...(0,check_markdown/* checkSummarySection */.A)(report.preview.check));
        if (report.resumeHint) {
            lines.push('', `To wait for this job from a re-run or another workflow, set ${(0,markdown/* code */.aY)(`job-id: ${job.id}`)}.`);
        }
    }
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./agent/mode.ts











/**
 * Returns how the run ended (main.ts ends the step from it); the comments and the summary are
 * written either way, and `job-id` is set the moment the job exists.
 */
async function runAgentMode(settings, deps) {
    const { context } = deps;
    const save = (0,saved_state/* savedParts */.cy)(deps.saveState);
    const trigger = (0,github_trigger/* triggerOf */.ix)(context);
    const plan = await readInstruction(settings, trigger, deps.log);
    const commenting = wantsComment(settings, trigger, deps.log);
    if (plan.kind === 'skip')
        return skip(plan.reason, deps);
    const refusal = await checkCommenter(settings, trigger, context, deps);
    if (refusal)
        return skip(refusal, deps);
    const run = { id: context.runId, attempt: context.runAttempt };
    const chosen = await chooseInstruction(plan, trigger, commenting, run, deps);
    if ('skip' in chosen)
        return skip(chosen.skip, deps);
    const comments = commenting && trigger.kind !== 'other'
        ? jobComments(chosen, trigger, plan, context, deps, save('comment'))
        : undefined;
    const started = deps.clock.now();
    const conclusion = await withPreview(settings, await runAndConclude(settings, chosen, comments, context, deps), { ...deps, saveSurfaces: save('surfaces') });
    await comments?.finish(conclusion, deps.signal.aborted);
    await deps.writeSummary(agentSummaryMarkdown({
        job: conclusion.job,
        action: chosen.resumedFrom ? 'resume' : chosen.instruction.kind,
        durationMs: deps.clock.now() - started,
        conclusion: conclusion.sentence,
        commentUrl: comments?.url,
        resumeHint: chosen.instruction.kind === 'create' && !comments,
        preview: conclusion.state === 'completed' ? conclusion.preview : undefined,
    }));
    return conclusion;
}
/** Runs the instruction and works out, once, how the run ended. */
async function runAndConclude(settings, chosen, comments, context, deps) {
    const { instruction } = chosen;
    const started = deps.clock.now();
    const outputs = jobOutputs(deps.setOutput);
    let job;
    try {
        const result = await runAgent(settings, instruction, {
            ...deps,
            startedAt: started,
            onJob: (latest) => {
                job = latest;
                outputs(latest);
            },
            onStarted: async (first) => {
                if (instruction.kind === 'create' && !comments) {
                    // Nothing else records the job: a re-run would create another, so say how to resume.
                    deps.log.info(`Nothing records job ${first.id} for a re-run of this workflow: to wait for it from a re-run or another workflow, set \`job-id: ${first.id}\`.`);
                }
                // Looking up a job that already ended: the final text is the first one worth writing.
                if (instruction.kind === 'wait' && settings.wait && (0,job_wait/* isTerminal */.Hd)(first.status))
                    return;
                await comments?.start(first, settings.wait ? { state: 'working' } : concludeRun(first, false, settings, context));
            },
        });
        return concludeRun(result.job, result.waited, settings, context);
    }
    catch (error) {
        return concludeFailure(error, job, instruction, deps.signal.aborted);
    }
}
/** The job's comments, for a run triggered on an issue or pull request. */
function jobComments(chosen, trigger, plan, context, deps, saveState) {
    const fromComment = trigger.kind === 'comment' && plan.kind === 'from-comment';
    return new JobComments({
        ...deps,
        context,
        saveState,
        onUrl: (url) => deps.setOutput('comment-url', url),
    }, {
        number: trigger.issue.number,
        onPullRequest: trigger.kind === 'comment' && trigger.on === 'pull-request',
        existing: chosen.existing,
        record: chosen.instruction.kind === 'wait' || !context.runId
            ? undefined
            : (0,comment_marker/* runRecord */.DW)(context.runId, fromComment ? trigger.comment.id : undefined),
        requestedBy: fromComment
            ? { login: trigger.comment.author.login, url: trigger.comment.url }
            : undefined,
    });
}
/** Keeps `job-id`, `status`, `pr-link` and `job` truthful with every job object received. */
function jobOutputs(setOutput) {
    return (job) => (0,job_wait/* setJobOutputs */.M7)(setOutput, job);
}
/** Nothing to do, by design: a notice, a summary line, and the step succeeds. */
async function skip(reason, deps) {
    await deps.writeSummary(agentSummaryMarkdown({ job: undefined, action: 'none', durationMs: 0, conclusion: reason }));
    return { state: 'skipped', level: 'notice', sentence: reason };
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


/***/ })

};
