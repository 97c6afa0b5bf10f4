export const id = 950;
export const ids = [950];
export const modules = {

/***/ 42726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ deploymentSections)
/* harmony export */ });
/* unused harmony export pageUrl */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18319);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74404);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55053);



/** Pages listed per kind of change; the rest are counted. */
const MAX_PAGES_LISTED = 25;
/** Server text as one line of inert Markdown. */
function shown(value, max = 300) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)((0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f)(value, { oneLine: true, maxChars: max }).text, max);
}
/** The sections below a heading: facts, commit, pages, screenshots, failure details. */
function deploymentSections(report) {
    const { status } = report;
    const row = (name, markdown) => `| ${name} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(markdown)} |`;
    const lines = [shown(report.sentence, 2_000), '', '| | |', '|---|---|'];
    lines.push(row('Status id', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(report.statusId)));
    if (status)
        lines.push(row('Status', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(status.status)));
    if (report.previewUrl)
        lines.push(row('Preview', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .url */ .OZ)(report.previewUrl)));
    if (status?.subdomain)
        lines.push(row('Subdomain', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(status.subdomain)));
    const commit = status?.commit;
    if (commit?.sha)
        lines.push(row('Commit', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(commit.sha.slice(0, 40))));
    if (commit?.ref)
        lines.push(row('Branch', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(commit.ref)));
    if (commit?.message)
        lines.push(row('Message', shown(commit.message.split('\n')[0] ?? '')));
    if (status?.author?.name)
        lines.push(row('Author', shown(status.author.name, 100)));
    lines.push('');
    if (status)
        lines.push(...pagesSection(status, report.previewUrl), ...screenshots(status));
    if (status?.status === 'failure')
        lines.push(...failureSection(status));
    return lines;
}
function pagesSection(status, previewUrl) {
    const changed = status.commit?.filesChanged;
    if (!changed)
        return [];
    const lines = [];
    const kinds = [
        ['Added', changed.added],
        ['Changed', changed.modified],
        ['Removed', changed.removed],
    ];
    for (const [label, files] of kinds) {
        if (!files || files.length === 0)
            continue;
        lines.push(`**${label}** (${files.length})`, '');
        for (const file of files.slice(0, MAX_PAGES_LISTED)) {
            const page = label === 'Removed' || !previewUrl ? undefined : pageUrl(previewUrl, file);
            lines.push(`- ${page ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(file, page) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(file)}`);
        }
        if (files.length > MAX_PAGES_LISTED)
            lines.push(`- … and ${files.length - MAX_PAGES_LISTED} more`);
        lines.push('');
    }
    return lines;
}
function screenshots(status) {
    const light = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(status.screenshotLight ?? status.screenshot ?? '');
    const dark = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(status.screenshotDark ?? '');
    const images = [
        light ? `![Screenshot, light mode](${light})` : '',
        dark ? `![Screenshot, dark mode](${dark})` : '',
    ].filter(Boolean);
    return images.length > 0 ? [images.join(' '), ''] : [];
}
function failureSection(status) {
    const lines = [];
    if (status.summary)
        lines.push(`**Summary:** ${shown(status.summary, 1_000)}`, '');
    const tail = (0,_wait_js__WEBPACK_IMPORTED_MODULE_0__/* .logTail */ .RB)(status).map((line) => (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanUntrustedText */ .f)(line, { oneLine: true }).text);
    if (tail.length > 0)
        lines.push('<details><summary>Last lines of the build log</summary>', '', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .fenced */ .OF)(tail.join('\n'), 4_000), '', '</details>', '');
    return lines;
}
/**
 * The page a changed file renders as on the preview: `guides/setup.mdx` -> `<preview>/guides/setup`,
 * `index.mdx` -> `<preview>/`. Only `.mdx` and `.md` files under a plain relative path are pages;
 * anything else (config, images, a path with `..` or odd characters) gets no link.
 */
function pageUrl(previewUrl, file) {
    const base = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .httpsUrl */ .N3)(previewUrl);
    if (!base || file.length > 300)
        return undefined;
    const extension = file.endsWith('.mdx') ? '.mdx' : file.endsWith('.md') ? '.md' : undefined;
    if (!extension)
        return undefined;
    const segments = file.slice(0, -extension.length).split('/');
    if (segments.some((segment) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)))
        return undefined;
    if (segments.at(-1) === 'index')
        segments.pop();
    const origin = new URL(base).origin;
    return `${origin}/${segments.join('/')}`;
}


/***/ }),

/***/ 51238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ endStep),
/* harmony export */   W: () => (/* binding */ headingOf)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13061);

/** Ends the step as the outcome says: a failure throws its sentence for main.ts to report. */
function endStep(outcome) {
    if (outcome.level === 'failure')
        throw new Error(outcome.sentence);
    if (outcome.level === 'warning')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(outcome.sentence);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(outcome.sentence);
}
/** The summary's heading for a deployment's or preview's outcome. */
function headingOf(noun, outcome) {
    switch (outcome.state) {
        case 'queued':
            return `${noun} queued`;
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

/***/ 62950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPreviewMode: () => (/* binding */ runPreviewMode)
});

// EXTERNAL MODULE: ../node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(13061);
// EXTERNAL MODULE: ./deployment/follow.ts
var follow = __webpack_require__(40013);
// EXTERNAL MODULE: ./deployment/report.ts
var report = __webpack_require__(42726);
// EXTERNAL MODULE: ./deployment/wait.ts
var wait = __webpack_require__(55053);
// EXTERNAL MODULE: ./branch.ts
var branch = __webpack_require__(89242);
;// CONCATENATED MODULE: ./github/event-branch.ts
/**
 * The branch and pull request an event is about, read from the webhook payload (untrusted: every
 * value is checked before it is used).
 */

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
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
    const base = record(pr.base);
    const headRepo = record(head?.repo);
    const baseRepo = record(base?.repo);
    const ref = typeof head?.ref === 'string' && (0,branch/* isBranchName */.Q)(head.ref) ? head.ref : undefined;
    const fromFork = headRepo?.fork === true ||
        (typeof headRepo?.full_name === 'string' &&
            typeof baseRepo?.full_name === 'string' &&
            headRepo.full_name !== baseRepo.full_name);
    return { number, headRef: ref, fromFork };
}
/**
 * The branch an event is about: a pull request's head branch, else the pushed (or dispatched)
 * branch from the payload's `ref`; undefined for a tag or an event without a branch.
 */
function eventBranch(context) {
    const pr = eventPullRequest(context);
    if (pr)
        return pr.headRef;
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

// EXTERNAL MODULE: ./input-error.ts
var input_error = __webpack_require__(46323);
// EXTERNAL MODULE: ./markdown.ts
var markdown = __webpack_require__(18319);
// EXTERNAL MODULE: ./ship/conclude.ts
var conclude = __webpack_require__(51238);
// EXTERNAL MODULE: ./github/client.ts
var client = __webpack_require__(55823);
// EXTERNAL MODULE: ./github/own-comments.ts
var own_comments = __webpack_require__(33553);
;// CONCATENATED MODULE: ./ship/preview-comment.ts
/**
 * The one comment a pull request gets about its preview, found by its marker among the comments
 * this action wrote (every page read, authorship checked first) and edited in place: building,
 * then ready or failed. Never one per push, and no edit when the text would not change. GitHub
 * failures are warnings: the preview itself is what the step reports.
 */



/** `project-id` holds only `[A-Za-z0-9._~-]`, so it cannot close the HTML comment. */
function markerOf(projectId) {
    return `<!-- mintlify-docs-preview project=${projectId} -->`;
}
class PreviewComment {
    deps;
    marker;
    /** The comment once found or written; undefined before, null when there is none yet. */
    current;
    /** Set after a failure: the step goes on without the comment. */
    broken = false;
    constructor(deps) {
        this.deps = deps;
        this.marker = markerOf(deps.projectId);
    }
    /** Shows `markdown` (below the marker), creating the comment or editing ours. */
    async show(markdown, final = false) {
        if (this.broken)
            return;
        const { clock, pullRequest } = this.deps;
        // After a cancellation the last write still goes out, bounded well within the runner's grace.
        const signal = final && this.deps.signal.aborted
            ? AbortSignal.timeout(own_comments/* LAST_WRITE_TIMEOUT_MS */.My)
            : this.deps.signal;
        const call = {
            clock,
            signal,
            timeoutMs: final ? own_comments/* LAST_WRITE_TIMEOUT_MS */.My : own_comments/* GITHUB_CALL_TIMEOUT_MS */.uk,
        };
        const body = `${this.marker}\n${markdown}`;
        try {
            const github = await this.deps.github();
            if (this.current === undefined)
                this.current = (await this.find(github, signal)) ?? null;
            if (this.current && this.current.body === body)
                return;
            const existing = this.current;
            const written = existing
                ? await (0,client/* callGitHub */.ur)((s) => github.updateComment(existing.id, body, s), {
                    ...call,
                    doing: `Editing the preview comment on pull request #${pullRequest}`,
                })
                : await (0,client/* callGitHub */.ur)((s) => github.createComment(pullRequest, body, s), {
                    ...call,
                    doing: `Commenting on pull request #${pullRequest}`,
                });
            this.current = { id: written.id, body };
            this.deps.onUrl(written.url);
        }
        catch (error) {
            this.broken = true;
            core/* warning */.$e(`${error instanceof Error ? error.message : String(error)} The preview comment is left as it was; check \`permissions: pull-requests: write\` and the \`github-token\` input.`);
        }
    }
    async find(github, signal) {
        const ours = (body) => body === this.marker || body.startsWith(`${this.marker}\n`);
        for await (const comment of (0,own_comments/* ownComments */.D5)(github, this.deps.pullRequest, {
            clock: this.deps.clock,
            signal,
            startsLikeOurs: ours,
        })) {
            return { id: comment.id, body: comment.body };
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./ship/preview-mode.ts
/**
 * Preview mode: build the preview of a branch (the `branch` input, else the event's), wait for
 * its verdict, and keep one comment on the pull request saying where it is and how it went.
 */









const NOUN = 'Preview';
async function runPreviewMode(settings, context, deps) {
    const pullRequest = eventPullRequest(context);
    if (!settings.apiKey) {
        // A fork's pull request runs without the repository's secrets: nothing to do, nothing wrong.
        if (pullRequest?.fromFork) {
            core/* notice */.lm("No preview: this pull request comes from a fork, and workflows of fork pull requests get no secrets, so `api-key` is empty. The preview of a fork's branch can be built once its changes are on a branch of this repository.");
            return;
        }
        throw (0,input_error/* missingApiKey */.u)();
    }
    const branch = settings.branch || eventBranch(context);
    if (!settings.statusId && !branch) {
        throw new input_error/* InputError */.d('branch', `Input \`branch\` is required in preview mode on a \`${context.eventName || 'manual'}\` event, which names no branch: set it, e.g. \`branch: \${{ github.head_ref || github.ref_name }}\`.`);
    }
    const comment = commentOn(settings, pullRequest?.number, deps);
    const render = (outcome, heading = '###') => [
        `${heading} ${(0,conclude/* headingOf */.W)(NOUN, outcome)}${branch ? ` for ${(0,markdown/* code */.aY)(branch)}` : ''}`,
        '',
        ...(0,report/* deploymentSections */.i)({ noun: NOUN, ...outcome, statusId: outcome.statusId ?? '' }),
        context.runUrl ? `<sub>${(0,markdown/* link */.nf)('Workflow run', context.runUrl)}</sub>` : '',
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
            await comment?.show(render({
                state: 'queued',
                level: 'notice',
                sentence: `The preview is building${queued.previewUrl ? `; it will be at ${queued.previewUrl}` : ''}.`,
                statusId: queued.statusId,
                previewUrl: queued.previewUrl,
                durationMs: 0,
            }));
        },
    }, deps);
    if (outcome.statusId)
        await comment?.show(render(outcome), true);
    if (outcome.status)
        await (0,wait/* logBuildLog */.Ty)(NOUN, outcome.status);
    if (outcome.statusId)
        await deps.writeSummary(`${render(outcome, '##')}\n`);
    (0,conclude/* endStep */.C)(outcome);
}
/** The pull request's preview comment, when `comment` asks for one and there is a pull request. */
function commentOn(settings, pullRequest, deps) {
    if (settings.comment === 'false')
        return undefined;
    if (pullRequest === undefined) {
        if (settings.comment === 'true') {
            core/* warning */.$e('`comment: true`, but this event is not about a pull request (`pull_request` or `pull_request_target`): no preview comment is written.');
        }
        return undefined;
    }
    return new PreviewComment({
        github: deps.github,
        clock: deps.clock,
        signal: deps.signal,
        pullRequest,
        projectId: settings.projectId,
        onUrl: (url) => deps.setOutput('comment-url', url),
    });
}


/***/ })

};
