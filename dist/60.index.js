export const id = 60;
export const ids = [60,257];
export const modules = {

/***/ 76994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PreviewComment: () => (/* binding */ PreviewComment),
/* harmony export */   commitOf: () => (/* binding */ commitOf),
/* harmony export */   finishLeftoverPreviewComment: () => (/* binding */ finishLeftoverPreviewComment),
/* harmony export */   isPreviewMarker: () => (/* binding */ isPreviewMarker),
/* harmony export */   markerOf: () => (/* binding */ markerOf)
/* harmony export */ });
/* harmony import */ var _shared_github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56115);
/* harmony import */ var _shared_github_call_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50220);
/* harmony import */ var _shared_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38475);
/* harmony import */ var _shared_github_kept_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95156);
/* harmony import */ var _shared_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2963);





const MARKER_START = '<!-- mintlify-docs-preview project=';
const MARKER_END = ' -->';
/** `project-id` holds only `[A-Za-z0-9._~-]`, so it cannot close the HTML comment. */
function prefixOf(projectId) {
    return `${MARKER_START}${projectId} `;
}
/**
 * `<!-- mintlify-docs-preview project=<id> sha=<40 hex> -->`; without `sha=` when the commit is
 * unknown (as version 1.0 wrote it, which later runs still find and may edit).
 */
function markerOf(projectId, sha) {
    return `${prefixOf(projectId)}${sha ? `sha=${sha} ` : ''}-->`;
}
/**
 * The project and commit of a line that is exactly a marker `markerOf` writes (the commit
 * undefined for one without `sha=`); undefined for any other line, one with text after the
 * marker included.
 */
function readPreviewMarker(line) {
    if (!line.startsWith(MARKER_START) || !line.endsWith(MARKER_END))
        return undefined;
    const [projectId = '', field, ...rest] = line
        .slice(MARKER_START.length, -MARKER_END.length)
        .split(' ');
    if (!_shared_mintlify_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .SAFE_ID */ .CE.test(projectId) || rest.length > 0)
        return undefined;
    if (field === undefined)
        return { projectId };
    const sha = field.slice('sha='.length);
    return field.startsWith('sha=') && /^[0-9a-f]{40}$/.test(sha) ? { projectId, sha } : undefined;
}
/** Whether a comment's first line is exactly a preview marker: only then is it the comment. */
function isPreviewMarker(line) {
    return readPreviewMarker(line) !== undefined;
}
/** The commit a comment's marker speaks for; undefined for a marker without one. */
function commitOf(body) {
    return readPreviewMarker((0,_shared_github_kept_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .firstLine */ .TM)(body))?.sha;
}
/** The sentence the log and the summary carry when a newer push's run has the comment. */
function supersededSentence(sha) {
    return `A newer push's run has updated the preview comment; this run's verdict${sha ? ` for ${sha.slice(0, 7)}` : ''} is in this summary only.`;
}
class PreviewComment {
    deps;
    kept;
    marker;
    /** Set once the comment speaks for a newer push: no more writes. */
    stopped = false;
    /** The sentence saying why the comment was left alone, for the summary. */
    leftAlone;
    constructor(deps) {
        this.deps = deps;
        this.marker = markerOf(deps.projectId, deps.sha);
        const where = `pull request #${deps.pullRequest}`;
        this.kept = new _shared_github_kept_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .KeptComment */ .e$({
            github: deps.github,
            clock: deps.clock,
            log: deps.log,
            signal: deps.signal,
            deadline: deps.deadline,
            thread: deps.pullRequest,
            prefix: prefixOf(deps.projectId),
            isMarker: isPreviewMarker,
            name: `the preview comment on ${where}`,
            saveState: deps.saveState,
            onUrl: deps.onUrl,
            checkBeforeEdit: (shown, call) => this.newerPush(shown, call),
            permissionAdvice: 'The token may not comment on pull requests: add `permissions: pull-requests: write` to the job, or set `comment: false`.',
        });
    }
    /** The whole body: the marker, then the text, bounded to what GitHub accepts. */
    bodyOf(markdown) {
        return (0,_shared_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .boundMarkdown */ .o_)(`${this.marker}\n${markdown}`);
    }
    /**
     * Shows `markdown` (below the marker), creating the comment or editing ours. Unless `final`,
     * `leftover` is what the comment should say should the step die before writing again.
     */
    async show(markdown, final = false, leftover) {
        if (this.stopped)
            return;
        const written = await this.kept.write(this.bodyOf(markdown), {
            final,
            leftover: leftover === undefined ? undefined : this.bodyOf(leftover),
        });
        // After a failure the next write tries again (kept-comment.ts stops after a refusal that
        // retrying cannot fix): the verdict matters more than "building".
        if (written.kind === 'left-alone') {
            this.stopped = true;
            this.leftAlone = written.reason;
            if (written.reason === supersededSentence(this.deps.sha))
                this.deps.log.notice(written.reason);
            else
                this.deps.log.warning(written.reason);
        }
    }
    /**
     * Before editing a comment that shows other text: undefined to go on, or why not. A comment
     * that speaks for another commit is edited only when this run's commit is the pull request's
     * head (the other run's push is then the older one).
     */
    async newerPush(shown, call) {
        const theirs = commitOf(shown);
        const ours = this.deps.sha;
        if (!theirs || theirs === ours)
            return undefined;
        const { pullRequest } = this.deps;
        try {
            const github = await this.deps.github();
            const pr = await (0,_shared_github_call_js__WEBPACK_IMPORTED_MODULE_1__/* .callGitHub */ .ur)((signal) => github.getPullRequest(pullRequest, signal), {
                ...call,
                doing: `Reading the head commit of pull request #${pullRequest}`,
            });
            if (ours && pr.headSha === ours)
                return undefined;
            return supersededSentence(ours);
        }
        catch (error) {
            return `${(0,_shared_github_kept_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .postStepProblem */ .is)(error, `Reading the head commit of pull request #${pullRequest}`, this.deps.clock)} The preview comment speaks for commit ${theirs.slice(0, 7)}, perhaps a newer push: it is left alone, and this run's verdict is in this summary only.`;
        }
    }
}
/**
 * The post step's part (action.yml `post:`): a preview comment the main step left on "building"
 * would mislead readers until the next push. Writes the text the main step saved, unless the
 * comment has changed since it was written (a later run's); finds the comment by its marker when
 * the main step was killed before GitHub answered its create. Never throws: the post step must
 * not fail the job.
 */
async function finishLeftoverPreviewComment(saved, deps) {
    const state = (0,_shared_github_kept_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .readKeptState */ .Ag)(saved);
    if (!state)
        return;
    const { log } = deps;
    await log.group('Finishing the preview comment left by the main step', async () => {
        const where = `pull request #${state.thread}`;
        try {
            const finished = await (0,_shared_github_kept_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .finishKeptComment */ .xZ)(state, deps, `the preview comment on ${where}`, isPreviewMarker);
            switch (finished.kind) {
                case 'finished':
                    log.info(`Finished the preview comment the main step left unfinished: ${finished.url}`);
                    break;
                case 'already':
                    log.info(`The preview comment on ${where} already shows this run's last text.`);
                    break;
                case 'changed':
                    log.info(`The preview comment on ${where} has changed since this run wrote it: left as it is.`);
                    break;
                case 'missing':
                    log.info(`No preview comment of this run on ${where}: nothing to finish.`);
            }
        }
        catch (error) {
            const problem = (0,_shared_github_kept_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .postStepProblem */ .is)(error, 'Finishing the preview comment', deps.clock);
            log.warning(`${problem} The preview comment on ${where} may still say it is building.`);
        }
    });
}


/***/ }),

/***/ 50060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPreviewMode: () => (/* binding */ runPreviewMode)
});

// EXTERNAL MODULE: ./shared/deployment/follow.ts
var follow = __webpack_require__(39257);
// EXTERNAL MODULE: ./shared/deployment/report.ts
var report = __webpack_require__(11898);
// EXTERNAL MODULE: ./shared/deployment/wait.ts
var wait = __webpack_require__(31353);
// EXTERNAL MODULE: ./shared/branch.ts
var branch = __webpack_require__(59166);
// EXTERNAL MODULE: ./shared/github/context.ts
var github_context = __webpack_require__(77449);
;// CONCATENATED MODULE: ./shared/github/event-branch.ts
/**
 * The branch and pull request an event is about, read from the webhook payload (untrusted: every
 * value is checked before it is used).
 */


const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
const DEPENDABOT = 'dependabot[bot]';
const REPOSITORY_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
/** The pull request of a `pull_request` or `pull_request_target` event. */
function eventPullRequest(context) {
    if (!PULL_REQUEST_EVENTS.has(context.eventName))
        return undefined;
    const pr = record(context.payload.pull_request);
    const number = pr?.number;
    if (!pr || typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) {
        return undefined;
    }
    const head = record(pr.head);
    const ref = typeof head?.ref === 'string' && (0,branch/* isBranchName */.Q)(head.ref) ? head.ref : undefined;
    const headRepository = repositoryName(record(head?.repo));
    const baseRepository = repositoryName(record(record(pr.base)?.repo));
    // Ours only when both are named and the same (GitHub names are case-insensitive): a head
    // repository that is missing (deleted), unnamed or marked a fork is never taken for this one.
    const fromFork = record(head?.repo)?.fork === true ||
        headRepository === undefined ||
        baseRepository === undefined ||
        headRepository.toLowerCase() !== baseRepository.toLowerCase();
    const headSha = (0,github_context/* isCommitSha */._)(head?.sha) ? head.sha : undefined;
    return { number, headRef: ref, fromFork, headRepository, ...(headSha ? { headSha } : {}) };
}
/**
 * Whether Dependabot triggered the run (the event's sender) or opened its pull request: such
 * runs get Dependabot's secrets only, not the repository's.
 */
function byDependabot(context) {
    const pr = record(context.payload.pull_request);
    return loginOf(context.payload.sender) === DEPENDABOT || loginOf(pr?.user) === DEPENDABOT;
}
/**
 * The branch of this repository an event is about: a pull request's head branch (none for a
 * fork's pull request), else the pushed (or dispatched) branch from the payload's `ref`;
 * undefined for a tag or an event without a branch.
 */
function eventBranch(context) {
    const pr = eventPullRequest(context);
    // A fork's head branch names a branch of the fork: the same name here is another branch.
    if (pr)
        return pr.fromFork ? undefined : pr.headRef;
    const ref = context.payload.ref;
    if (typeof ref !== 'string' || !ref.startsWith('refs/heads/'))
        return undefined;
    const name = ref.slice('refs/heads/'.length);
    return (0,branch/* isBranchName */.Q)(name) ? name : undefined;
}
function record(value) {
    return typeof value === 'object' && value !== null
        ? value
        : undefined;
}
function repositoryName(repo) {
    const name = repo?.full_name;
    return typeof name === 'string' && REPOSITORY_NAME.test(name) ? name : undefined;
}
function loginOf(user) {
    const login = record(user)?.login;
    return typeof login === 'string' ? login : undefined;
}

// EXTERNAL MODULE: ./shared/inputs.ts
var inputs = __webpack_require__(30779);
// EXTERNAL MODULE: ./shared/markdown.ts
var shared_markdown = __webpack_require__(2963);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
// EXTERNAL MODULE: ./preview/comment.ts
var comment = __webpack_require__(76994);
// EXTERNAL MODULE: ./shared/github/kept-comment.ts
var kept_comment = __webpack_require__(95156);
// EXTERNAL MODULE: ./shared/deployment/check-markdown.ts
var check_markdown = __webpack_require__(28138);
// EXTERNAL MODULE: ./shared/deployment/check-verdict.ts
var check_verdict = __webpack_require__(1950);
// EXTERNAL MODULE: ./shared/saved-state.ts
var saved_state = __webpack_require__(79415);
// EXTERNAL MODULE: ./shared/deployment/changes.ts + 1 modules
var changes = __webpack_require__(15039);
// EXTERNAL MODULE: ./shared/github/preview-surfaces.ts
var preview_surfaces = __webpack_require__(84175);
;// CONCATENATED MODULE: ./preview/check.ts
/**
 * Preview mode's part of the link check and of GitHub's surfaces: which commit the status and
 * the deployment speak for, the change the preview shows (one list of pages for the comment, the
 * summary and the check), and the check of the ready preview with the comment saying so while
 * it runs. The check itself and what it means for the outcome are shared with agent mode
 * (src/shared/deployment/).
 */



/**
 * The commit status and deployment `commit-status` and `github-deployment` ask for, on the
 * commit previewed: the pull request's head, or the pushed commit when the event's branch is
 * built. Undefined when neither is asked for, the run does not wait for the verdict, or the
 * commit or the token is unknown (then one warning says so).
 */
function surfacesOf(settings, pullRequest, deps, saveState) {
    const { context, log } = deps;
    const asked = (0,preview_surfaces/* surfacesAsked */.D_)(settings.previewCheck);
    if (!asked)
        return undefined;
    const sha = pullRequest ? pullRequest.headSha : settings.branch ? undefined : context.sha;
    const missing = !settings.wait
        ? "this run does not wait for the preview's verdict (`wait: false`)"
        : !sha
            ? "the commit previewed is unknown (the pull request's head on a `pull_request` event, the pushed commit when the event's own branch is built)"
            : !settings.githubToken
                ? 'input `github-token` is empty'
                : undefined;
    if (missing || !sha) {
        log.warning(`${asked}: ${missing}, so GitHub is not told.`);
        return undefined;
    }
    return new preview_surfaces/* PreviewSurfaces */.lT(settings.previewCheck, sha, {
        ...deps,
        runUrl: context.runUrl,
        saveState,
    });
}
/**
 * The change the preview shows, read once the verdict is in, when the comment and the summary
 * list its pages or the check needs them: the pull request's files when there is a comment on it
 * or a check (they then agree with the summary too); otherwise the commit's, which the summary
 * names as such, and GitHub is not asked.
 */
async function changeOf(settings, outcome, on, deps) {
    const checks = (0,check_verdict/* checksPreview */.Ib)(settings.previewCheck, outcome);
    if (!outcome.deployment && !checks)
        return undefined;
    const asksGitHub = settings.githubToken !== '' && (checks || on.comment !== undefined);
    return (0,changes/* readChange */.p)({
        pullRequest: on.pullRequest?.number,
        github: asksGitHub ? deps.github : undefined,
        deployment: outcome.deployment,
        workspace: deps.context.workspace,
        commitName: "the preview's commit",
    }, deps);
}
/**
 * Checks the preview once it is ready (as `check` asks), the pages of `change`; meanwhile the
 * comment says the links are being checked, and should the step die before the end, that they
 * were not. `render` draws the comment with a check's lines below the verdict.
 */
async function checkWhenReady(settings, ready, comment, render, deps) {
    const { outcome, change } = ready;
    if (!(0,check_verdict/* checksPreview */.Ib)(settings.previewCheck, outcome))
        return undefined;
    if (outcome.previewUrl) {
        await comment?.show(render(['**Link check:** checking the links of the preview…', '']), false, render(['**Links not checked:** the workflow run stopped before the check ended.', '']));
    }
    return (0,check_verdict/* checkReadyPreview */.Gv)(settings.previewCheck, outcome, change, deps);
}

;// CONCATENATED MODULE: ./preview/mode.ts
/**
 * Preview mode: build the preview of a branch (the `branch` input, else the event's), wait for
 * its verdict, and keep one comment on the pull request saying where it is and how it went.
 */













const NOUN = 'Preview';
async function runPreviewMode(settings, deps) {
    const { context } = deps;
    const save = (0,saved_state/* savedParts */.cy)(deps.saveState);
    const pullRequest = eventPullRequest(context);
    const skipped = noPreview(settings, context, pullRequest);
    if (skipped)
        return skipPreview(skipped, settings, context, pullRequest, deps);
    const branch = settings.branch || eventBranch(context);
    if (pullRequest?.fromFork && settings.branch) {
        deps.log.notice(`Pull request #${pullRequest.number} comes from a fork: building the \`branch\` input, \`${settings.branch}\`, a branch of this repository; the fork's own head branch is never previewed.`);
    }
    if (!settings.statusId && !branch) {
        throw new inputs/* InputError */.dz('branch', `Input \`branch\` is required in preview mode on a \`${context.eventName || 'manual'}\` event, which names no branch: set it, e.g. \`branch: \${{ github.head_ref || github.ref_name }}\`.`);
    }
    const comment = commentOn(settings, pullRequest, context.sha, deps, save('comment'));
    const surfaces = surfacesOf(settings, pullRequest, deps, save('surfaces'));
    const render = (outcome, more = {}, heading = '###') => [
        `${heading} ${(0,report/* headingOf */.Wm)(NOUN, outcome)}${branch ? ` for ${(0,shared_markdown/* code */.aY)(branch)}` : ''}`,
        '',
        ...(0,report/* deploymentSections */.iF)({
            noun: NOUN,
            ...outcome,
            statusId: outcome.statusId ?? '',
            afterSentence: more.checkLines,
            change: more.change,
        }),
        context.runUrl ? `<sub>${(0,shared_markdown/* link */.nf)('Workflow run', context.runUrl)}</sub>` : '',
    ].join('\n');
    const outcome = await (0,follow.followDeployment)({
        noun: NOUN,
        statusId: settings.statusId || undefined,
        queue: (signal) => deps.api.queuePreview(settings.projectId, branch ?? '', signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
        onQueued: async (queued) => {
            if (!settings.wait && !settings.statusId)
                return;
            const { statusId, previewUrl } = queued;
            const facts = { statusId, previewUrl, durationMs: 0 };
            await comment?.show(render({
                ...facts,
                state: 'queued',
                level: 'notice',
                sentence: `The preview is building${previewUrl ? `; it will be at ${previewUrl}` : ''}.`,
            }), false, 
            // For the post step, should this step be killed before the verdict.
            render({
                ...facts,
                state: 'cancelled',
                level: 'failure',
                sentence: `The workflow run stopped before the preview's verdict. Preview ${statusId} may still finish: wait for it with \`status-id: ${statusId}\`.`,
            }));
            await surfaces?.building(previewUrl);
        },
    }, deps);
    // One list of changed pages for the comment, the summary and the check.
    const change = await changeOf(settings, outcome, { pullRequest, comment }, deps);
    const check = await checkWhenReady(settings, { outcome, change }, comment, (checkLines) => render(outcome, { change, checkLines }), deps);
    const shown = { change, checkLines: check ? (0,check_markdown/* checkSection */.U)(check) : undefined };
    if (outcome.statusId)
        await comment?.show(render(outcome, shown), true);
    await surfaces?.finish((0,check_verdict/* surfaceVerdict */.FK)(outcome.state, check), outcome.previewUrl);
    if (outcome.deployment)
        await (0,wait/* logBuildLog */.Ty)(NOUN, outcome.deployment, deps.log);
    if (outcome.statusId) {
        const leftAlone = comment?.leftAlone ? `\n${(0,shared_markdown/* text */.Qq)(comment.leftAlone, 600)}\n` : '';
        // The summary lists the links not checked too; the comment keeps to its line.
        const summaryLines = check ? (0,check_markdown/* checkSummarySection */.A)(check) : undefined;
        await deps.writeSummary(`${render(outcome, { ...shown, checkLines: summaryLines }, '##')}\n${leftAlone}`);
    }
    return (0,check_verdict/* withCheck */.hV)(outcome, check, settings.previewCheck.failOnBroken);
}
/**
 * Nothing wrong with the run, and nothing to build: say why everywhere a reader looks. Under a
 * "No preview" heading the reason stands alone; the log line says "No preview: <reason>".
 */
async function skipPreview(skipped, settings, context, pullRequest, deps) {
    const markdown = (0,shared_text/* capitalized */.l2)(skipped.reason((value) => (0,shared_markdown/* code */.aY)(value)));
    await deps.writeSummary(`## No preview\n\n${markdown}\n`);
    if (skipped.comment && pullRequest) {
        const run = context.runUrl ? `\n\n<sub>${(0,shared_markdown/* link */.nf)('Workflow run', context.runUrl)}</sub>` : '';
        await commentOn(settings, pullRequest, context.sha, deps, (saved) => deps.saveState(saved && { comment: saved }))?.show(`### No preview\n\n${markdown}${run}`, true);
    }
    const sentence = `No preview: ${skipped.reason((value) => `\`${value}\``)}`;
    return { state: 'skipped', level: 'notice', sentence };
}
/**
 * Runs that must not (or cannot) build a preview, decided from the event before any request.
 * Mintlify builds branches of the connected repository only, so a fork's head branch is never
 * sent: the same name here is another branch (the fork's `main` would build this `main`, its
 * `release/unannounced` an unannounced branch of this repository, linked on a public pull
 * request). The `branch` input is the workflow author's choice and still counts, unless it names
 * the fork's head branch (as `github.head_ref` does). Fork and Dependabot runs of `pull_request`
 * get no secrets: a missing key there is expected, not an error.
 */
function noPreview(settings, context, pullRequest) {
    const noKey = !settings.apiKey;
    if (pullRequest?.fromFork) {
        const chosen = settings.statusId !== '' ||
            (settings.branch !== '' && settings.branch !== pullRequest.headRef);
        if (chosen && !noKey)
            return undefined;
        const { number, headRef, headRepository } = pullRequest;
        return {
            reason: (quote) => {
                const from = headRepository
                    ? `a fork (${quote(headRepository)})`
                    : 'a deleted fork (the event names no head repository)';
                const same = headRef
                    ? ` The fork's branch ${quote(headRef)} would build this repository's ${quote(headRef)} instead.`
                    : '';
                const input = settings.branch && settings.branch === headRef
                    ? ` The \`branch\` input names the fork's head branch (as \`github.head_ref\` does), so it is not used either.`
                    : '';
                const secrets = noKey ? ' Its workflows get no secrets either, so `api-key` is empty.' : '';
                return `pull request #${number} comes from ${from}, and Mintlify builds branches of this repository only, so previews of fork pull requests are not possible.${same}${input}${secrets} To preview the change, push it to a branch of this repository.`;
            },
            // On `pull_request` a fork's token is read-only; `pull_request_target` runs with ours.
            comment: context.eventName === 'pull_request_target' && settings.comment !== 'false',
        };
    }
    if (!noKey)
        return undefined;
    if (byDependabot(context)) {
        return {
            reason: () => "Dependabot's runs get Dependabot's secrets only, so `api-key` is empty. Add `MINTLIFY_API_KEY` to the repository's Dependabot secrets to preview its pull requests, or skip the step for it (`if: github.actor != 'dependabot[bot]'`).",
            comment: false,
        };
    }
    throw (0,inputs/* missingApiKey */.uu)();
}
/**
 * The pull request's preview comment, when `comment` asks for one and there is a pull request.
 * It speaks for the pull request's head commit as the event saw it (else `GITHUB_SHA`).
 */
function commentOn(settings, pullRequest, runSha, deps, saveState) {
    const keeps = (0,kept_comment/* keepsComment */.gO)({
        setting: settings.comment,
        hasThread: pullRequest !== undefined,
        token: settings.githubToken,
        what: 'preview comment',
        log: deps.log,
        noThread: '`comment: true`, but this event is not about a pull request (`pull_request` or `pull_request_target`): no preview comment is written.',
    });
    if (!keeps || pullRequest === undefined)
        return undefined;
    return new comment.PreviewComment({
        github: deps.github,
        clock: deps.clock,
        log: deps.log,
        signal: deps.signal,
        deadline: deps.deadline,
        pullRequest: pullRequest.number,
        projectId: settings.projectId,
        sha: pullRequest.headSha ?? runSha,
        onUrl: (url) => deps.setOutput('comment-url', url),
        saveState,
    });
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
