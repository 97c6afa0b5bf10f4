export const id = 449;
export const ids = [449];
export const modules = {

/***/ 90449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPreviewMode: () => (/* binding */ runPreviewMode)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
// EXTERNAL MODULE: ./deployment/follow.ts + 1 modules
var follow = __webpack_require__(75908);
// EXTERNAL MODULE: ./deployment/report.ts
var report = __webpack_require__(42726);
// EXTERNAL MODULE: ./deployment/wait.ts
var wait = __webpack_require__(55053);
// EXTERNAL MODULE: ./branch.ts
var branch = __webpack_require__(89242);
// EXTERNAL MODULE: ./github/context.ts
var github_context = __webpack_require__(69477);
;// CONCATENATED MODULE: ./github/event-branch.ts
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

// EXTERNAL MODULE: ./input-error.ts
var input_error = __webpack_require__(46323);
// EXTERNAL MODULE: ./markdown.ts
var markdown_0 = __webpack_require__(18319);
// EXTERNAL MODULE: ./outputs.ts
var outputs = __webpack_require__(52726);
// EXTERNAL MODULE: ./text.ts
var text_0 = __webpack_require__(85597);
// EXTERNAL MODULE: ./preview/comment.ts
var comment = __webpack_require__(76994);
// EXTERNAL MODULE: ./github/kept-comment.ts
var kept_comment = __webpack_require__(97736);
;// CONCATENATED MODULE: ./preview/mode.ts
/**
 * Preview mode: build the preview of a branch (the `branch` input, else the event's), wait for
 * its verdict, and keep one comment on the pull request saying where it is and how it went.
 */











const NOUN = 'Preview';
async function runPreviewMode(settings, context, deps) {
    const pullRequest = eventPullRequest(context);
    const skipped = noPreview(settings, context, pullRequest);
    if (skipped) {
        // Nothing wrong with the run, and nothing to build: say why everywhere a reader looks. Under
        // a "No preview" heading the reason stands alone; the log line says "No preview: <reason>".
        const markdown = (0,text_0/* capitalized */.l2)(skipped.reason((value) => (0,markdown_0/* code */.aY)(value)));
        await deps.writeSummary(`## No preview\n\n${markdown}\n`);
        if (skipped.comment && pullRequest) {
            const run = context.runUrl ? `\n\n<sub>${(0,markdown_0/* link */.nf)('Workflow run', context.runUrl)}</sub>` : '';
            await commentOn(settings, pullRequest, context.sha, deps)?.show(`### No preview\n\n${markdown}${run}`, true);
        }
        const sentence = `No preview: ${skipped.reason((value) => `\`${value}\``)}`;
        return { state: 'skipped', level: 'notice', sentence };
    }
    const branch = settings.branch || eventBranch(context);
    if (pullRequest?.fromFork && settings.branch) {
        core/* notice */.lm(`Pull request #${pullRequest.number} comes from a fork: building the \`branch\` input, \`${settings.branch}\`, a branch of this repository; the fork's own head branch is never previewed.`);
    }
    if (!settings.statusId && !branch) {
        throw new input_error/* InputError */.d('branch', `Input \`branch\` is required in preview mode on a \`${context.eventName || 'manual'}\` event, which names no branch: set it, e.g. \`branch: \${{ github.head_ref || github.ref_name }}\`.`);
    }
    const comment = commentOn(settings, pullRequest, context.sha, deps);
    const render = (outcome, heading = '###') => [
        `${heading} ${(0,report/* headingOf */.Wm)(NOUN, outcome)}${branch ? ` for ${(0,markdown_0/* code */.aY)(branch)}` : ''}`,
        '',
        ...(0,report/* deploymentSections */.iF)({ noun: NOUN, ...outcome, statusId: outcome.statusId ?? '' }),
        context.runUrl ? `<sub>${(0,markdown_0/* link */.nf)('Workflow run', context.runUrl)}</sub>` : '',
    ].join('\n');
    const outcome = await (0,follow/* followDeployment */.p)({
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
        },
    }, deps);
    if (outcome.statusId)
        await comment?.show(render(outcome), true);
    if (outcome.deployment)
        await (0,wait/* logBuildLog */.Ty)(NOUN, outcome.deployment);
    if (outcome.statusId) {
        const leftAlone = comment?.leftAlone ? `\n${(0,markdown_0/* text */.Qq)(comment.leftAlone, 600)}\n` : '';
        await deps.writeSummary(`${render(outcome, '##')}\n${leftAlone}`);
    }
    return outcome;
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
    throw (0,input_error/* missingApiKey */.u)();
}
/**
 * The pull request's preview comment, when `comment` asks for one and there is a pull request.
 * It speaks for the pull request's head commit as the event saw it (else `GITHUB_SHA`).
 */
function commentOn(settings, pullRequest, runSha, deps) {
    const keeps = (0,kept_comment/* keepsComment */.gO)({
        setting: settings.comment,
        hasThread: pullRequest !== undefined,
        token: settings.githubToken,
        what: 'preview comment',
        noThread: '`comment: true`, but this event is not about a pull request (`pull_request` or `pull_request_target`): no preview comment is written.',
    });
    if (!keeps || pullRequest === undefined)
        return undefined;
    return new comment/* PreviewComment */.Et({
        github: deps.github,
        clock: deps.clock,
        signal: deps.signal,
        deadline: deps.deadline,
        pullRequest: pullRequest.number,
        projectId: settings.projectId,
        sha: pullRequest.headSha ?? runSha,
        onUrl: (url) => deps.setOutput('comment-url', url),
        saveState: (saved) => deps.saveState(outputs/* STATE_KEYS */.LU.previewComment, saved ? JSON.stringify(saved) : ''),
    });
}


/***/ })

};
