export const id = 676;
export const ids = [676];
export const modules = {

/***/ 19676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finishLeftoverComment: () => (/* reexport */ finishLeftoverComment),
  runAgentMode: () => (/* reexport */ runAgentMode)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
// EXTERNAL MODULE: ./github/trigger.ts
var github_trigger = __webpack_require__(5698);
// EXTERNAL MODULE: ./outputs.ts
var outputs = __webpack_require__(52726);
// EXTERNAL MODULE: ./github/client.ts
var client = __webpack_require__(55823);
// EXTERNAL MODULE: ./input-error.ts
var input_error = __webpack_require__(46323);
;// CONCATENATED MODULE: ./agent/comment/marker.ts
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
    if (close < 0)
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
/** The first two lines, each cut at MAX_LINE: nothing further into the body is read. */
function firstLines(body) {
    const head = body.slice(0, 2 * MAX_LINE + 2);
    const end = head.indexOf('\n');
    if (end < 0)
        return [head.slice(0, MAX_LINE), ''];
    const rest = head.slice(end + 1);
    const next = rest.indexOf('\n');
    return [head.slice(0, Math.min(end, MAX_LINE)), rest.slice(0, next < 0 ? MAX_LINE : next)];
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

// EXTERNAL MODULE: ./github/own-comments.ts
var own_comments = __webpack_require__(33553);
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
    if (readMarker(comment.body)) {
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
        throw new input_error/* InputError */.d('github-token', "Input `github-token` is empty, but an `issue_comment` event needs it: to check that the commenter may trigger the agent and to find the issue's job.");
    }
    const { comment } = trigger;
    return core/* group */.Os('Checking who may trigger the agent', async () => {
        const result = await authorizeCommenter(comment, settings.allowedUsers, async (login) => {
            const github = await deps.github();
            return (0,client/* callGitHub */.ur)((signal) => github.accessOf(login, signal), {
                clock: deps.clock,
                signal: deps.signal,
                deadline: deps.deadline,
                timeoutMs: own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk,
                doing: `Checking the repository access of \`${login}\``,
            });
        }, `${context.owner}/${context.repo}`);
        if (!result.allowed)
            return result.reason;
        core/* info */.pq(result.reason);
        return undefined;
    });
}

// EXTERNAL MODULE: ./text.ts
var text_0 = __webpack_require__(85597);
;// CONCATENATED MODULE: ./github/pull-request.ts
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
    const base = (0,text_0/* withoutTrailing */.hT)(server.pathname, '/');
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

// EXTERNAL MODULE: ./markdown.ts
var markdown = __webpack_require__(18319);
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
        writeMarker({
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
                lines.push('', previewLine(state.preview));
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
    return lines.join('\n') + '\n';
}
/** The preview of the pull request's branch (`preview: true`): where it is and how it went. */
function previewLine(preview) {
    const where = preview.url ? (0,markdown/* url */.OZ)(preview.url) : 'no link';
    switch (preview.state) {
        case 'ready':
            return `🔎 **Preview:** ${where}`;
        case 'queued':
            return `🔎 **Preview (building):** ${where}`;
        case 'failed':
            return `🔎 **Preview failed to build:** ${where}. The workflow run has the build log.`;
        default:
            return `🔎 **Preview not followed to the end:** ${where}. The workflow run says why.`;
    }
}

// EXTERNAL MODULE: ./github/kept-comment.ts
var kept_comment = __webpack_require__(97736);
;// CONCATENATED MODULE: ./agent/comment/tracking.ts






/**
 * One comment on the issue that tells readers where the job stands: posted (or, for a job the
 * issue already tracks, edited) when the job starts, edited when it ends, and only when its
 * text changes (GitHub's secondary rate limits punish chatty writers). Kept by
 * github/kept-comment.ts: a create GitHub answers too late is found by its marker (the job id)
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
        const marker = existing ? readMarker(existing.body) : undefined;
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
        await core/* group */.Os(`${verb} the tracking comment on ${this.where}`, () => this.write(state, finalTimeoutMs));
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
            signal: this.deps.signal,
            deadline: this.deps.deadline,
            thread: this.deps.issueNumber,
            prefix: markerPrefix(jobId),
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
            core/* info */.pq('The tracking comment already says this; not editing it.');
        }
        else if (written.kind === 'written') {
            core/* info */.pq(`${posting ? 'Posted' : 'Updated'} the tracking comment: ${written.url}`);
        }
    }
}
/** The thread's newest tracking comment we can trust (see github/own-comments.ts). */
async function findTrackingComment(github, issueNumber, options) {
    for await (const comment of (0,own_comments/* ownComments */.D5)(github, issueNumber, {
        ...options,
        startsLikeOurs: startsWithMarker,
    })) {
        const marker = readMarker(comment.body);
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
/**
 * Every comment a run keeps about its job, in one place: the tracking comment on the thread
 * that triggered the run (an issue, or the agent's pull request for a review follow-up), the
 * tracking comment on the issue the job came from (for a follow-up sent from its pull request),
 * and the comment on the pull request the agent opened, which names its job so that `/docs`
 * comments in the review reach it. None of them is ever a reason for the step to fail.
 */







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
            ? readMarker(thread.existing?.body ?? '')?.issue
            : undefined;
        this.tracking = new TrackingComment({
            github: deps.github,
            clock: deps.clock,
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
        const { clock, signal } = this.deps;
        let existing;
        try {
            existing = await findTrackingComment(await this.deps.github(), number, {
                clock,
                signal,
                jobId,
            });
        }
        catch (error) {
            const where = (0,github_trigger/* threadName */.CB)(options.onPullRequest, number);
            const reading = (0,client/* describeGitHubError */.dZ)(error, `Reading the comments of ${where}`, clock.now());
            core/* warning */.$e(options.onPullRequest
                ? `${reading.message} The pull request gets no comment naming its job, so \`/docs\` comments on it cannot reach the agent.`
                : reading.message);
            return;
        }
        if (!existing && !options.postWhenMissing)
            return;
        const issue = existing ? readMarker(existing.body)?.issue : options.issue;
        const comment = new TrackingComment({
            github: this.deps.github,
            clock,
            signal,
            deadline: this.deps.deadline,
            issueNumber: number,
            runUrl: this.deps.context.runUrl,
            pullRequest: options.onPullRequest ? { issue } : undefined,
        }, existing);
        await comment.finish(jobId, state, timeoutMs);
    }
}

// EXTERNAL MODULE: ./api/errors.ts
var errors = __webpack_require__(8028);
// EXTERNAL MODULE: ./poll.ts
var poll = __webpack_require__(95856);
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
    const message = (0,text_0/* errorMessage */.gJ)(error);
    return {
        state: 'error',
        job,
        level: 'failure',
        sentence: job && instruction.kind !== 'wait'
            ? `${(0,text_0/* withoutTrailing */.hT)(message, '.')}; job ${job.id} was last seen ${job.status} and may still finish: wait for it with \`job-id: ${job.id}\`.`
            : message,
    };
}

// EXTERNAL MODULE: ./untrusted-text.ts
var untrusted_text = __webpack_require__(74404);
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
    const text = (0,text_0/* trimLineEnds */.DT)(shown.text)
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
            throw new input_error/* InputError */.d('prompt', 'Input `prompt` holds only invisible or control characters; write the instruction in visible text.');
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
        throw new input_error/* InputError */.d('prompt', promptRequired(trigger.eventName));
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
async function readInstruction(settings, trigger) {
    const fromInputs = Boolean(settings.prompt || settings.jobId);
    if (trigger.kind === 'other' || fromInputs) {
        const plan = planInstruction(settings, trigger);
        if (plan.kind === 'ready' && plan.built)
            reportPrompt(plan.built, 'the `prompt` input');
        if (trigger.kind !== 'other') {
            core/* info */.pq('The instruction comes from the inputs (`prompt`, `job-id`); the event text is not used.');
        }
        return plan;
    }
    // The Markdown parser is loaded only when the event's text becomes the prompt.
    const { visibleMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(708), __webpack_require__.e(890)]).then(__webpack_require__.bind(__webpack_require__, 80890));
    const title = trigger.kind === 'issue'
        ? `Reading issue #${trigger.issue.number}`
        : `Reading the comment on ${where(trigger)}`;
    return core/* group */.Os(title, async () => {
        const plan = planInstruction(settings, trigger, visibleMarkdown);
        if (plan.kind === 'ready' && plan.built)
            reportPrompt(plan.built, 'the issue');
        else if (plan.kind === 'from-comment')
            reportPrompt(plan.followUp, 'the comment');
        return plan;
    });
}
/** Whether to keep a tracking comment; says why not when the user asked for one. */
function wantsComment(settings, trigger) {
    return (0,kept_comment/* keepsComment */.gO)({
        setting: settings.comment,
        hasThread: trigger.kind !== 'other',
        token: settings.githubToken,
        what: 'tracking comment',
        noThread: trigger.kind === 'other'
            ? `\`comment: true\` needs an issue to comment on, and this \`${trigger.eventName}\` event has none: no tracking comment is written.`
            : '',
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
        core/* warning */.$e(`This is attempt ${run.attempt} of workflow run ${run.id}, and nothing records a job created by an earlier attempt (${commenting ? 'no tracking comment of this run on the issue' : 'no tracking comment is kept'}), so a new job is created. A job an earlier attempt created keeps running: find it on the Mintlify dashboard, and pass its id as \`job-id\` to wait for it instead.`);
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
    return core/* group */.Os(`Checking what earlier attempts of run ${run.id} did`, async () => {
        let found;
        try {
            found = await findTrackingComment(await deps.github(), issue.number, {
                clock: deps.clock,
                signal: deps.signal,
                deadline: deps.deadline,
                record: runRecord(run.id, requestId),
            });
        }
        catch (error) {
            const failure = (0,client/* describeGitHubError */.dZ)(error, `Reading the comments of issue #${issue.number}`, deps.clock.now());
            throw new Error(`${failure.message} This is attempt ${run.attempt} of the run, and without the issue's tracking comment the action cannot tell whether an earlier attempt already ${requestId === undefined ? 'created the job' : 'sent the follow-up'}, so it does nothing rather than risk doing it twice: re-run the job again, or pass \`job-id\` to wait for the job.`, { cause: error });
        }
        if (!found) {
            core/* info */.pq('No earlier attempt of this run recorded a job on the issue.');
            return undefined;
        }
        core/* info */.pq(`An earlier attempt of this run already ${requestId === undefined ? 'created' : 'sent the follow-up to'} job ${found.jobId} (${found.url}): waiting for it instead of doing it again.`);
        return {
            instruction: { kind: 'wait', jobId: found.jobId },
            existing: found,
            resumedFrom: found,
        };
    });
}
async function chooseForThisAttempt(plan, trigger, commenting, deps) {
    const find = { clock: deps.clock, signal: deps.signal, deadline: deps.deadline };
    if (plan.kind === 'from-comment' && trigger.kind !== 'other') {
        const issue = trigger.issue;
        const found = await core/* group */.Os(`Finding the job of ${where(trigger)}`, async () => {
            const result = await findTrackingComment(await deps.github(), issue.number, find);
            core/* info */.pq(result
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
        core/* info */.pq(`${(0,client/* describeGitHubError */.dZ)(error, 'Looking for the tracking comment of the job', deps.clock.now()).message} A new comment is posted instead.`);
        return { instruction };
    }
}
function reportPrompt(built, source) {
    // The text itself is not logged: a line of it starting with `::` would be a workflow command.
    core/* info */.pq(`${(0,text_0/* capitalized */.l2)(source)} makes a ${built.prompt.length}-character prompt.`);
    if (built.hiddenBlocks > 0 || built.invisibleChars > 0) {
        core/* info */.pq(`Removed what a reader cannot see: ${built.hiddenBlocks} hidden construct(s) (HTML comments, tags and attributes, link definitions, titles, alt text, invisible math), ${built.invisibleChars} invisible or control character(s).`);
    }
    if (built.truncatedFrom !== undefined) {
        core/* warning */.$e(`${(0,text_0/* capitalized */.l2)(source)} makes a ${built.truncatedFrom}-character prompt; only the first ${MAX_PROMPT_CHARS} characters were sent to the agent.`);
    }
}

// EXTERNAL MODULE: ./branch.ts
var branch_0 = __webpack_require__(89242);
;// CONCATENATED MODULE: ./agent/preview.ts
/**
 * `preview: true`: once the agent's pull request exists, the preview of its branch (the job's
 * `source.ref`), so the issue, the pull request and the rendered change meet in one thread. A
 * preview that fails or cannot be built is a warning: the job did its work.
 */

/** The conclusion with its preview, when `preview: true` and the job opened a pull request here. */
async function withPreview(settings, conclusion, deps) {
    if (!settings.preview || conclusion.state !== 'completed')
        return conclusion;
    const { job } = conclusion;
    if (!job.prLink || conclusion.elsewhere)
        return conclusion;
    const branch = job.source?.ref ?? '';
    if (!deps.previews || !(0,branch_0/* isBranchName */.Q)(branch)) {
        const sentence = `${conclusion.sentence} No preview: the job names no branch for its pull request.`;
        return { ...conclusion, level: 'warning', sentence };
    }
    const previews = deps.previews;
    // Loaded only with `preview: true`: agent mode's start-up pays nothing for it otherwise.
    const { followDeployment, logBuildLog } = await __webpack_require__.e(/* import() */ 54).then(__webpack_require__.bind(__webpack_require__, 73054));
    const outcome = await followDeployment({
        noun: 'Preview',
        queue: (signal) => previews.queuePreview(settings.projectId, branch, signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
    }, 
    // Only `preview-url`: `status` and the rest are the job's outputs in agent mode.
    {
        ...deps,
        api: previews,
        setOutput: (name, value) => {
            if (name === 'preview-url')
                deps.setOutput(name, value);
        },
    });
    if (outcome.deployment)
        await logBuildLog('Preview', outcome.deployment);
    const preview = { url: outcome.previewUrl, state: outcome.state, sentence: outcome.sentence };
    const sentence = `${conclusion.sentence} ${outcome.sentence}`;
    return {
        ...conclusion,
        preview,
        sentence,
        level: outcome.level === 'failure' ? 'warning' : conclusion.level,
    };
}

// EXTERNAL MODULE: ./job-wait.ts
var job_wait = __webpack_require__(8553);
;// CONCATENATED MODULE: ./agent/run.ts


/** Creates a job, sends a follow-up, or picks up an existing job; then waits for it. */
async function runAgent(settings, instruction, deps) {
    const { api, signal, onJob } = deps;
    const { projectId } = settings;
    const first = await core/* group */.Os(startTitle(instruction), async () => {
        const job = await start(api, projectId, instruction, signal);
        onJob(job);
        core/* info */.pq(`Job ${job.id} is ${job.status}.`);
        return job;
    });
    await deps.onStarted?.(first);
    if (!settings.wait)
        return { job: first, waited: false };
    const job = await core/* group */.Os(`Waiting for job ${first.id}`, () => (0,job_wait/* waitForJob */.qt)(first, {
        api,
        projectId,
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

// EXTERNAL MODULE: ./durations.ts
var durations = __webpack_require__(18597);
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
        if (report.resumeHint) {
            lines.push('', `To wait for this job from a re-run or another workflow, set ${(0,markdown/* code */.aY)(`job-id: ${job.id}`)}.`);
        }
    }
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./agent/mode.ts
/**
 * Agent mode, as main.ts runs it: read the instruction, check who asked, choose what to do to
 * which job, start its comments, run it, conclude once, finish the comments, write the summary.
 */












/**
 * Returns how the run ended (main.ts ends the step from it); the comments and the summary are
 * written either way, and `job-id` is set the moment the job exists.
 */
async function runAgentMode(settings, context, deps) {
    const trigger = (0,github_trigger/* triggerOf */.ix)(context);
    const plan = await readInstruction(settings, trigger);
    const commenting = wantsComment(settings, trigger);
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
        ? jobComments(chosen, trigger, plan, context, deps)
        : undefined;
    const started = deps.clock.now();
    const conclusion = await withPreview(settings, await runAndConclude(settings, chosen, comments, context, deps), deps);
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
                    core/* info */.pq(`Nothing records job ${first.id} for a re-run of this workflow: to wait for it from a re-run or another workflow, set \`job-id: ${first.id}\`.`);
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
function jobComments(chosen, trigger, plan, context, deps) {
    const fromComment = trigger.kind === 'comment' && plan.kind === 'from-comment';
    return new JobComments({
        ...deps,
        context,
        saveState: (saved) => deps.saveState(outputs/* STATE_KEYS */.LU.trackingComment, saved ? JSON.stringify(saved) : ''),
        onUrl: (url) => deps.setOutput('comment-url', url),
    }, {
        number: trigger.issue.number,
        onPullRequest: trigger.kind === 'comment' && trigger.on === 'pull-request',
        existing: chosen.existing,
        record: chosen.instruction.kind === 'wait' || !context.runId
            ? undefined
            : runRecord(context.runId, fromComment ? trigger.comment.id : undefined),
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

// EXTERNAL MODULE: ../node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(37728);
// EXTERNAL MODULE: ./saved-state.ts
var saved_state = __webpack_require__(59707);
;// CONCATENATED MODULE: ./agent/comment/post.ts




const SavedSchema = dist/* object */.Ikc({
    ...kept_comment/* SavedKeptCommentSchema */.Yw.entries,
    jobId: dist/* pipe */.FsL(dist/* string */.YjP(), dist/* minLength */.BpQ(1), dist/* maxLength */.Ru6(128)),
});
/**
 * The post step (action.yml `post:`, run even when the main step was cancelled, killed or timed
 * out): a tracking comment the main step left saying "working" would mislead readers forever.
 * Writes what the main step saved (that the run stopped, the job may still be running and how
 * to find it, or a final text it could not write), only while the comment still shows what the
 * main step wrote. Does nothing (and loads no GitHub client) when the main step left nothing to
 * finish. Never throws: problems are warnings, the post step must not fail the job.
 */
async function finishLeftoverComment(saved, deps) {
    const state = (0,saved_state/* readSavedState */.r)(saved, SavedSchema);
    if (!state)
        return;
    await core/* group */.Os('Finishing the tracking comment left by the main step', async () => {
        try {
            const finished = await (0,kept_comment/* finishKeptComment */.xZ)(state, deps, 'the tracking comment');
            switch (finished.kind) {
                case 'finished':
                    core/* info */.pq(`The main step stopped before job ${state.jobId} finished; updated the tracking comment: ${finished.url}`);
                    break;
                case 'already':
                    core/* info */.pq('The tracking comment already shows what this run had to say.');
                    break;
                case 'changed':
                    // The main step's last write may have landed after all (killed before saving).
                    core/* info */.pq('The tracking comment has changed since this run wrote it: left as it is.');
                    break;
                case 'missing':
                    core/* info */.pq(`No tracking comment of job ${state.jobId} was found: nothing to finish.`);
            }
        }
        catch (error) {
            const problem = (0,kept_comment/* postStepProblem */.is)(error, 'Finishing the tracking comment', deps.clock);
            core/* warning */.$e(`${problem} The tracking comment of job ${state.jobId} may still say it is working.`);
        }
    });
}

;// CONCATENATED MODULE: ./agent/index.ts
/**
 * Agent mode's entry, as main.ts sees it: the main step (`runAgentMode`) and the post step's
 * work (`finishLeftoverComment`, for a tracking comment the main step left on "working").
 */




/***/ }),

/***/ 97736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ readKeptState),
/* harmony export */   Yw: () => (/* binding */ SavedKeptCommentSchema),
/* harmony export */   e$: () => (/* binding */ KeptComment),
/* harmony export */   gO: () => (/* binding */ keepsComment),
/* harmony export */   is: () => (/* binding */ postStepProblem),
/* harmony export */   xZ: () => (/* binding */ finishKeptComment)
/* harmony export */ });
/* unused harmony exports sha256, causeOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13061);
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37728);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18597);
/* harmony import */ var _saved_state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59707);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(85597);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55823);
/* harmony import */ var _own_comments_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33553);
/**
 * One comment kept on an issue or pull request: found by its marker among the comments this
 * action wrote (authorship checked first, see own-comments.ts), created at most once, edited in
 * place, never written when its text would not change. The preview comment and the agent's
 * tracking comments all go through here.
 *
 * A step can die at any moment (SIGINT, SIGKILL, `timeout-minutes`), also while GitHub is still
 * answering a create. So before a write leaves, what the post step needs is saved: the thread,
 * the marker, the hash of the text the comment is about to show and the text it should show once
 * the step is gone. The post step (`finishKeptComment`) writes that text only when the comment
 * still shows exactly what the main step wrote, and finds the comment by its marker when the
 * main step never learned its id.
 *
 * A create whose answer does not come back in time may have created the comment: it is never
 * simply sent again. The next write lists the thread first and adopts the comment it finds.
 */








/** Every marker this action writes starts so; a saved prefix must too (bounded, one line). */
const PREFIX_START = '<!-- mintlify-docs-';
const SavedKeptCommentSchema = valibot__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    thread: valibot__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_5__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_5__/* .minValue */ .Wwf(1)),
    prefix: valibot__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_5__/* .maxLength */ .Ru6(600), valibot__WEBPACK_IMPORTED_MODULE_5__/* .check */ .z6Y((prefix) => prefix.startsWith(PREFIX_START) && !prefix.includes('\n'))),
    commentId: valibot__WEBPACK_IMPORTED_MODULE_5__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_5__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_5__/* .minValue */ .Wwf(1))),
    shownSha256: valibot__WEBPACK_IMPORTED_MODULE_5__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_5__/* .regex */ .yGV(/^[0-9a-f]{64}$/)),
    leftoverBody: valibot__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const sha256 = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
class KeptComment {
    deps;
    /** undefined: not looked for yet (or a create's answer never came); null: there is none. */
    current;
    /** A create left without an answer: the next write looks for the comment it may have made. */
    createUnanswered = false;
    disabled = false;
    saved;
    /**
     * `known`: the comment found earlier (edited, not reposted), null when it is known not to
     * exist (e.g. the thread's first comment about a job just created); undefined to look for it.
     */
    constructor(deps, known) {
        this.deps = deps;
        this.current = known ? { id: known.id, url: known.url, body: known.body } : known;
    }
    get url() {
        return this.current?.url ?? '';
    }
    /** Shows `body` (the whole text, marker first). Never throws: a failure is returned, and warned. */
    async write(body, options = {}) {
        if (this.disabled)
            return { kind: 'disabled' };
        const call = this.bounds(options);
        let creating = false;
        try {
            const github = await this.deps.github();
            let fresh = false;
            if (this.current === undefined) {
                this.current = (await this.find(github, call)) ?? null;
                fresh = true;
                if (this.current && this.createUnanswered) {
                    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`GitHub created ${this.deps.name} after all, without answering in time: ${this.current.url}. Editing that one; no second comment.`);
                }
                this.createUnanswered = false;
            }
            const shown = this.current;
            if (shown && shown.body !== body && this.deps.checkBeforeEdit) {
                if (!fresh)
                    shown.body = (await this.read(github, shown.id, call)).body;
                if (shown.body !== body) {
                    const reason = await this.deps.checkBeforeEdit(shown.body, call);
                    if (reason !== undefined) {
                        this.save(undefined);
                        return { kind: 'left-alone', reason };
                    }
                }
            }
            if (shown && shown.body === body) {
                this.deps.onUrl?.(shown.url);
                this.save(this.stateFor(shown.id, body, options));
                return { kind: 'unchanged', url: shown.url };
            }
            const next = this.stateFor(shown?.id, body, options);
            // Saved before the request leaves: a step killed while GitHub answers can still be finished.
            if (next)
                this.save(next);
            creating = !shown;
            const written = shown
                ? await this.edit(github, shown, body, call)
                : await this.create(github, body, call);
            this.current = { id: written.id, url: written.url, body };
            this.save(next && { ...next, commentId: written.id });
            this.deps.onUrl?.(written.url);
            return { kind: 'written', url: written.url };
        }
        catch (error) {
            const failure = (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error, `Writing ${this.deps.name}`, this.deps.clock.now());
            this.afterFailure(failure, body, creating, options);
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(this.advice(failure));
            return { kind: 'failed', failure };
        }
    }
    bounds(options) {
        const { clock } = this.deps;
        if (!options.final) {
            return {
                clock,
                signal: this.deps.signal,
                timeoutMs: _own_comments_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_CALL_TIMEOUT_MS */ .uk,
                deadline: this.deps.deadline,
            };
        }
        // The last write still goes out after the timeout or a cancellation, within its own bound
        // (every call of it shares one deadline): the step ends within `timeout` plus that bound,
        // whatever GitHub does.
        const left = this.deps.deadline - clock.now();
        const timeoutMs = options.timeoutMs ??
            (this.deps.signal.aborted
                ? _own_comments_js__WEBPACK_IMPORTED_MODULE_4__/* .LAST_WRITE_TIMEOUT_MS */ .My
                : Math.min(_own_comments_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_CALL_TIMEOUT_MS */ .uk, Math.max(0, left) + _own_comments_js__WEBPACK_IMPORTED_MODULE_4__/* .LAST_WRITE_TIMEOUT_MS */ .My));
        // No cancellation signal: the last write is bounded by its own deadline alone, so a bound
        // that runs out reads as GitHub's slowness, not as a cancellation.
        return {
            clock,
            timeoutMs,
            deadline: clock.now() + timeoutMs,
            deadlineName: `the ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)} the last write has once the step is over`,
        };
    }
    stateFor(commentId, body, options) {
        if (options.final || options.leftover === undefined)
            return undefined;
        return {
            thread: this.deps.thread,
            prefix: this.deps.prefix,
            ...(commentId === undefined ? {} : { commentId }),
            shownSha256: sha256(body),
            leftoverBody: options.leftover,
        };
    }
    save(saved) {
        if (saved === undefined && this.saved === undefined)
            return;
        this.saved = saved;
        this.deps.saveState(saved);
    }
    afterFailure(failure, body, creating, options) {
        if (['forbidden', 'unauthorized'].includes(failure.problem)) {
            // The post step could not write either.
            this.disabled = true;
            this.save(undefined);
            return;
        }
        const shown = this.current;
        if (!shown) {
            if (!this.createUnanswered && !(creating && failure.mayHaveActed)) {
                // Nothing was created: nothing for the post step to find.
                this.save(undefined);
                return;
            }
            // The create may have made the comment: look for it before writing again.
            this.current = undefined;
            this.createUnanswered = true;
            // Should it show up, the post step gives it this final text.
            if (options.final && this.saved)
                this.save({ ...this.saved, leftoverBody: body });
            return;
        }
        if (failure.problem === 'gone') {
            this.disabled = true;
            this.save(undefined);
            return;
        }
        const edited = failure.mayHaveActed;
        const shownBefore = shown.body;
        // An edit that may have landed leaves the comment's text unknown.
        if (edited)
            shown.body = '';
        // A final text that did not go out: the post step tries once more, if the comment still
        // shows what it showed before.
        if (options.final) {
            this.save({
                thread: this.deps.thread,
                prefix: this.deps.prefix,
                commentId: shown.id,
                shownSha256: sha256(shownBefore),
                leftoverBody: body,
            });
        }
    }
    async find(github, call) {
        const found = await findKept(github, this.deps.thread, this.deps.prefix, call);
        return found && { id: found.id, url: found.url, body: found.body };
    }
    read(github, id, call) {
        return (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .callGitHub */ .ur)((signal) => github.getComment(id, signal), {
            ...call,
            doing: `Reading ${this.deps.name}`,
        });
    }
    edit(github, shown, body, call) {
        return (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .callGitHub */ .ur)((signal) => github.updateComment(shown.id, body, signal), {
            ...call,
            doing: `Editing ${this.deps.name}`,
        });
    }
    create(github, body, call) {
        return (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .callGitHub */ .ur)((signal) => github.createComment(this.deps.thread, body, signal), {
            ...call,
            // Retried only when GitHub provably did nothing: otherwise the next write lists first.
            replaySafe: false,
            doing: `Posting ${this.deps.name}`,
        });
    }
    /** One warning naming the real cause of a refused write, and what the user can do. */
    advice(failure) {
        return `${failure.message} ${causeOf(failure, this.deps.permissionAdvice, !!this.current)}`;
    }
}
/**
 * The `comment` input, decided the same way for every kept comment: `false` never; `auto` and
 * `true` when the event has a thread to comment on and there is a token. A `true` that cannot be
 * honoured, or an empty token, is a warning saying so.
 */
function keepsComment(options) {
    if (options.setting === 'false')
        return false;
    if (!options.hasThread) {
        if (options.setting === 'true')
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(options.noThread);
        return false;
    }
    if (!options.token) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Input \`github-token\` is empty: no ${options.what} is written.`);
        return false;
    }
    return true;
}
/** The real cause of a refused write, in one or two sentences. */
function causeOf(failure, permissionAdvice, exists) {
    const stale = exists ? ' The comment may show an outdated state.' : '';
    if (failure.status === 422) {
        const details = validationMessages(failure.cause);
        const tooLong = /too long/i.test(details);
        return tooLong
            ? `GitHub refused the text as too long (${details}); the comment is left as it was.`
            : `GitHub refused the text${details ? ` (${details})` : ''}.${stale}`;
    }
    switch (failure.problem) {
        case 'forbidden':
            return `${permissionAdvice}${stale}`;
        case 'gone':
            return 'The issue or the comment was deleted (or the token cannot see it); nothing else is affected.';
        case 'unauthorized':
            return `Check the \`github-token\` input.${stale}`;
        case 'rate-limited':
            return `GitHub is rate limiting this token; nothing else is affected.${stale}`;
        case 'timeout':
            // The message already says GitHub did not answer, and within what.
            return stale.trim();
        default:
            return stale.trim();
    }
}
/** GitHub's 422 details (`errors[].message`), bounded: they name what was wrong with the text. */
function validationMessages(error) {
    const data = error?.response?.data;
    const errors = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : [];
    if (!Array.isArray(errors))
        return '';
    return errors
        .slice(0, 3)
        .map((item) => typeof item === 'object' && item !== null && 'message' in item
        ? String(item.message).slice(0, 200)
        : '')
        .filter(Boolean)
        .join('; ');
}
/** Our newest comment on the thread whose body starts with `prefix` (the marker's start). */
async function findKept(github, thread, prefix, call) {
    for await (const comment of (0,_own_comments_js__WEBPACK_IMPORTED_MODULE_4__/* .ownComments */ .D5)(github, thread, {
        clock: call.clock,
        signal: call.signal,
        deadline: call.deadline,
        deadlineName: call.deadlineName,
        startsLikeOurs: (body) => body.startsWith(prefix),
    })) {
        return comment;
    }
    return undefined;
}
/**
 * The post step's part: writes the leftover text the main step saved, only when the comment
 * still shows the text the main step wrote; finds the comment by its marker when the main step
 * never learned its id. Throws a GitHubError when GitHub fails.
 */
async function finishKeptComment(saved, deps, name) {
    const call = {
        clock: deps.clock,
        signal: AbortSignal.timeout(2 * _own_comments_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_CALL_TIMEOUT_MS */ .uk),
        timeoutMs: _own_comments_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_CALL_TIMEOUT_MS */ .uk,
    };
    const github = await deps.github();
    const current = saved.commentId === undefined
        ? await findKept(github, saved.thread, saved.prefix, call)
        : await (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .callGitHub */ .ur)((signal) => github.getComment(saved.commentId ?? 0, signal), {
            ...call,
            doing: `Reading ${name}`,
        });
    if (!current)
        return { kind: 'missing' };
    if (current.body === saved.leftoverBody)
        return { kind: 'already', url: current.url };
    if (sha256(current.body) !== saved.shownSha256)
        return { kind: 'changed' };
    const updated = await (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .callGitHub */ .ur)((signal) => github.updateComment(current.id, saved.leftoverBody, signal), { ...call, doing: `Updating ${name}` });
    return { kind: 'finished', url: updated.url };
}
/** The saved state, or undefined when it is empty, garbled or of another version's shape. */
function readKeptState(saved) {
    return (0,_saved_state_js__WEBPACK_IMPORTED_MODULE_6__/* .readSavedState */ .r)(saved, SavedKeptCommentSchema);
}
/** Unexpected errors in the post step, in one line. */
function postStepProblem(error, doing, clock) {
    return error instanceof Error
        ? (0,_client_js__WEBPACK_IMPORTED_MODULE_3__/* .describeGitHubError */ .dZ)(error, doing, clock.now()).message
        : `${doing} failed: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)}.`;
}


/***/ }),

/***/ 33553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ ownComments),
/* harmony export */   My: () => (/* binding */ LAST_WRITE_TIMEOUT_MS),
/* harmony export */   uk: () => (/* binding */ GITHUB_CALL_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18597);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55823);
/**
 * Finding the comments this action wrote on an issue or pull request. Anyone can paste a marker
 * into a comment; only ours may steer a run (which job a follow-up goes to, which comment a
 * preview edits), so authorship is settled before a marker is parsed, and nobody else's text is
 * parsed at all.
 */



/** Longest time one GitHub call (a read or a write, a short rate-limit wait included) may take. */
const GITHUB_CALL_TIMEOUT_MS = 15_000;
/** Longest time the last write after cancellation may take: SIGTERM comes 7.5 s after SIGINT. */
const LAST_WRITE_TIMEOUT_MS = 4_000;
/**
 * Longest time a whole search may take when the caller gives no deadline (the post step): each
 * page is bounded on its own, this bounds the walk over a long thread.
 */
const SEARCH_TIMEOUT_MS = 60_000;
/**
 * Pages GitHub may claim a thread has before the search refuses it (a million comments): a
 * `Link` header is the server's word, and no real thread is longer.
 */
const MAX_COMMENT_PAGES = 10_000;
/**
 * The thread's comments that start like ours and were written by a bot account (the workflow
 * token or an app) or by the token's own user (a PAT), newest first.
 *
 * GitHub lists a thread's comments oldest first, 100 a page. The first page says (its `Link`
 * header) how many pages there are; the walk then goes from the last page back to the second,
 * so the newest comment of ours is met first and a caller that takes it stops there, and an old
 * comment near the start is still found. Pages only grow at the end and shrink towards the
 * start, so a comment deleted meanwhile cannot hide one that is not yet read. A search that
 * cannot finish before the deadline throws a GitHubError: a caller must not take "not found"
 * for an answer it never got, and create a second comment.
 */
async function* ownComments(github, issueNumber, options) {
    const { clock, signal } = options;
    const started = clock.now();
    const searchEnd = options.deadline ?? clock.now() + SEARCH_TIMEOUT_MS;
    const call = {
        clock,
        signal,
        deadline: options.deadline,
        deadlineName: options.deadlineName,
        timeoutMs: GITHUB_CALL_TIMEOUT_MS,
        replaySafe: true,
    };
    const listing = `Listing the comments of #${issueNumber}`;
    const first = await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((pageSignal) => github.listCommentsPage(issueNumber, 1, pageSignal), { ...call, doing: listing });
    const lastPage = first.lastPage;
    if (lastPage > MAX_COMMENT_PAGES) {
        throw new _client_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`${listing} failed: GitHub says the thread has ${lastPage} pages of comments, more than the ${MAX_COMMENT_PAGES} the action searches.`, 'other', undefined, undefined, undefined, false);
    }
    if (lastPage > 1) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`#${issueNumber} has ${lastPage} pages of comments: looking for ours from the newest page back.`);
    }
    const seen = new Set();
    // Asked once, and only when a user's comment starts like ours.
    let tokenLogin;
    const isOurs = async (comment) => {
        if (seen.has(comment.id) || !options.startsLikeOurs(comment.body))
            return false;
        seen.add(comment.id);
        if (comment.author.isBot)
            return true;
        tokenLogin ??= (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((callSignal) => github.authenticatedLogin(callSignal), {
            ...call,
            doing: 'Asking GitHub who the token acts as',
        });
        const login = await tokenLogin;
        return login !== undefined && comment.author.login.toLowerCase() === login.toLowerCase();
    };
    for (let page = lastPage; page >= 1; page--) {
        let comments;
        if (page === 1) {
            comments = first.comments;
        }
        else {
            if (clock.now() >= searchEnd) {
                throw new _client_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`${listing} failed: the search for the action's comment read ${lastPage - page + 1} of ${lastPage} pages in ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(clock.now() - started)}, and ${options.deadline === undefined ? `its bound of ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(SEARCH_TIMEOUT_MS)}` : "the step's `timeout`"} ran out before it could finish.`, 'timeout', undefined, undefined, undefined, false);
            }
            const doing = `${listing} (page ${page} of ${lastPage})`;
            comments = (await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((pageSignal) => github.listCommentsPage(issueNumber, page, pageSignal), {
                ...call,
                doing,
            })).comments;
        }
        for (const comment of [...comments].reverse()) {
            if (await isOurs(comment))
                yield comment;
        }
    }
}


/***/ }),

/***/ 8553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ isTerminal),
/* harmony export */   M7: () => (/* binding */ setJobOutputs),
/* harmony export */   qt: () => (/* binding */ waitForJob)
/* harmony export */ });
/* unused harmony export FOLLOW_UP_GRACE_MS */
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95856);

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
 * outputs stay truthful at every moment (main.ts's setter writes each only when it changes).
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

/***/ 59707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ readSavedState)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37728);
/**
 * What the main step saved for the post step (`core.saveState`, read back with `core.getState`):
 * JSON of a known shape. A value that is missing, not JSON, or of another shape (saved by another
 * version of the action) means there is nothing to finish.
 */

function readSavedState(saved, schema) {
    if (!saved)
        return undefined;
    try {
        const parsed = valibot__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xLC(schema, JSON.parse(saved));
        return parsed.success ? parsed.output : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
