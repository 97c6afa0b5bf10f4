export const id = 175;
export const ids = [175];
export const modules = {

/***/ 20997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ ownComments),
/* harmony export */   My: () => (/* binding */ LAST_WRITE_TIMEOUT_MS),
/* harmony export */   uk: () => (/* binding */ GITHUB_CALL_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72945);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56115);
/* harmony import */ var _call_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50220);



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
    const { clock, signal, log } = options;
    const started = clock.now();
    const searchEnd = options.deadline ?? clock.now() + SEARCH_TIMEOUT_MS;
    const call = {
        clock,
        log,
        signal,
        deadline: options.deadline,
        deadlineName: options.deadlineName,
        timeoutMs: GITHUB_CALL_TIMEOUT_MS,
        replaySafe: true,
    };
    const listing = `Listing the comments of #${issueNumber}`;
    const first = await (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((pageSignal) => github.listCommentsPage(issueNumber, 1, pageSignal), { ...call, doing: listing });
    const lastPage = first.lastPage;
    if (lastPage > MAX_COMMENT_PAGES) {
        throw new _call_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`${listing} failed: GitHub says the thread has ${lastPage} pages of comments, more than the ${MAX_COMMENT_PAGES} the action searches.`, 'other', undefined, undefined, undefined, false);
    }
    if (lastPage > 1) {
        log.info(`#${issueNumber} has ${lastPage} pages of comments: looking for ours from the newest page back.`);
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
        tokenLogin ??= (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((callSignal) => github.authenticatedLogin(callSignal), {
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
                throw new _call_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubError */ .y_(`${listing} failed: the search for the action's comment read ${lastPage - page + 1} of ${lastPage} pages in ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(clock.now() - started)}, and ${options.deadline === undefined ? `its bound of ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(SEARCH_TIMEOUT_MS)}` : "the step's `timeout`"} ran out before it could finish.`, 'timeout', undefined, undefined, undefined, false);
            }
            const doing = `${listing} (page ${page} of ${lastPage})`;
            comments = (await (0,_call_js__WEBPACK_IMPORTED_MODULE_2__/* .callGitHub */ .ur)((pageSignal) => github.listCommentsPage(issueNumber, page, pageSignal), {
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

/***/ 84175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D_: () => (/* binding */ surfacesAsked),
/* harmony export */   finishLeftoverSurfaces: () => (/* binding */ finishLeftoverSurfaces),
/* harmony export */   lT: () => (/* binding */ PreviewSurfaces)
/* harmony export */ });
/* unused harmony exports COMMIT_STATUS_CONTEXT, PREVIEW_ENVIRONMENT */
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37728);
/* harmony import */ var _saved_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79415);
/* harmony import */ var _call_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50220);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77449);
/* harmony import */ var _own_comments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20997);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3025);
/**
 * Where GitHub itself shows a preview, when asked (`commit-status`, `github-deployment`): a commit
 * status named `Mintlify preview` on the commit previewed (branch protection can require it), and
 * a deployment of that commit to the `docs-preview` environment (the pull request's "View
 * deployment"). Both are opt-in and never fail the step: a token without the permission gets one
 * warning per surface, and that surface is left alone for the rest of the run.
 *
 * Pending while the preview builds, then its verdict. A step killed in between cannot write
 * again: what the post step needs is saved before the first write, and the post step sets what
 * is still pending to `error` (`finishLeftoverSurfaces`).
 */






/** The commit status's name: what branch protection requires. */
const COMMIT_STATUS_CONTEXT = 'Mintlify preview';
/** The environment every preview's deployment goes to. */
const PREVIEW_ENVIRONMENT = 'docs-preview';
const httpsUrl = valibot__WEBPACK_IMPORTED_MODULE_4__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_4__/* .check */ .z6Y((value) => (0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHttpsUrl */ .m)(value) !== undefined));
const SavedSurfacesSchema = valibot__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    sha: valibot__WEBPACK_IMPORTED_MODULE_4__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_4__/* .check */ .z6Y((sha) => (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .isCommitSha */ ._)(sha))),
    commitStatus: valibot__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(),
    deploymentId: valibot__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_4__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_4__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_4__/* .minValue */ .Wwf(1))),
    previewUrl: valibot__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(httpsUrl),
    runUrl: valibot__WEBPACK_IMPORTED_MODULE_4__/* .optional */ .lqM(httpsUrl),
});
/** The surfaces asked for, named as their inputs ("`commit-status`"); undefined for none. */
function surfacesAsked(wanted) {
    const named = [
        wanted.commitStatus ? '`commit-status`' : '',
        wanted.githubDeployment ? '`github-deployment`' : '',
    ].filter(Boolean);
    return named.length > 0 ? named.join(' and ') : undefined;
}
const ADVICE = {
    status: 'add `permissions: statuses: write` to the job, or set `commit-status: false`',
    deployment: 'add `permissions: deployments: write` to the job, or set `github-deployment: false`',
};
class PreviewSurfaces {
    deps;
    sha;
    /** The surfaces still written: one is dropped after a refusal retrying cannot fix. */
    on = new Set();
    deploymentId;
    previewUrl;
    /** `deploymentId`: the deployment an earlier step of this run created (the post step's). */
    constructor(wanted, sha, deps, deploymentId) {
        this.deps = deps;
        this.sha = sha;
        this.deploymentId = deploymentId;
        if (wanted.commitStatus)
            this.on.add('status');
        if (wanted.githubDeployment)
            this.on.add('deployment');
    }
    /** Pending: the commit status, and the deployment (found for this commit, or created). */
    async building(previewUrl) {
        this.previewUrl = previewUrl;
        const bounds = {
            clock: this.deps.clock,
            signal: this.deps.signal,
            deadline: this.deps.deadline,
            log: this.deps.log,
            timeoutMs: _own_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_CALL_TIMEOUT_MS */ .uk,
        };
        // Saved before anything leaves: a step killed while GitHub answers is still finished.
        this.save();
        await this.setStatus({ state: 'pending', description: 'The preview is building.' }, bounds);
        await this.ensureDeployment(bounds);
        this.save();
        await this.setDeploymentStatus('in_progress', 'The preview is building.', bounds);
    }
    /** The verdict: written last, within its own short bound (also after a cancellation). */
    async finish(verdict, previewUrl) {
        this.previewUrl = previewUrl ?? this.previewUrl;
        this.deps.saveState(undefined);
        const { clock } = this.deps;
        const left = this.deps.deadline - clock.now();
        const timeoutMs = this.deps.signal.aborted
            ? _own_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .LAST_WRITE_TIMEOUT_MS */ .My
            : Math.min(_own_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_CALL_TIMEOUT_MS */ .uk, Math.max(0, left) + _own_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .LAST_WRITE_TIMEOUT_MS */ .My);
        // No signal: the last write is bounded by its own deadline alone, shared by its calls.
        const bounds = {
            clock,
            log: this.deps.log,
            timeoutMs,
            deadline: clock.now() + timeoutMs,
            deadlineName: `the ${timeoutMs / 1000} s the last write has once the step is over`,
        };
        await this.setStatus(verdict, bounds);
        await this.ensureDeployment(bounds);
        await this.setDeploymentStatus(verdict.state, verdict.description, bounds);
    }
    save() {
        // Nothing left to finish once every surface is off (refused): the post step has no work.
        if (this.on.size === 0)
            return this.deps.saveState(undefined);
        const saved = {
            sha: this.sha,
            commitStatus: this.on.has('status'),
            ...(this.deploymentId ? { deploymentId: this.deploymentId } : {}),
            ...(this.previewUrl ? { previewUrl: this.previewUrl } : {}),
            ...((0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHttpsUrl */ .m)(this.deps.runUrl) ? { runUrl: this.deps.runUrl } : {}),
        };
        this.deps.saveState(saved);
    }
    async setStatus(status, bounds) {
        const targetUrl = this.previewUrl ?? (this.deps.runUrl || undefined);
        await this.attempt('status', `Setting the commit status \`${COMMIT_STATUS_CONTEXT}\``, bounds, (github, signal) => github.createCommitStatus(this.sha, { ...status, context: COMMIT_STATUS_CONTEXT, ...(targetUrl ? { targetUrl } : {}) }, signal));
    }
    /** This commit's deployment to the environment: a re-run finds the one the first run made. */
    async ensureDeployment(bounds) {
        if (this.deploymentId !== undefined)
            return;
        this.deploymentId = await this.attempt('deployment', `Finding the GitHub deployment of ${this.sha.slice(0, 7)}`, bounds, (github, signal) => github.findDeployment(this.sha, PREVIEW_ENVIRONMENT, signal));
        if (this.deploymentId !== undefined || !this.on.has('deployment'))
            return;
        this.deploymentId = await this.attempt('deployment', `Creating a GitHub deployment to \`${PREVIEW_ENVIRONMENT}\``, 
        // Not replay-safe: a create that may have landed is found by the next run's search.
        { ...bounds, replaySafe: false }, (github, signal) => github.createDeployment(this.sha, PREVIEW_ENVIRONMENT, 'Mintlify preview', signal));
    }
    async setDeploymentStatus(state, description, bounds) {
        const id = this.deploymentId;
        if (id === undefined)
            return;
        const environmentUrl = this.previewUrl;
        const logUrl = this.deps.runUrl || undefined;
        await this.attempt('deployment', 'Setting the GitHub deployment status', bounds, (github, signal) => github.createDeploymentStatus(id, { state, description, environmentUrl, logUrl }, signal));
    }
    /**
     * One call on `surface`, when it is still on. A failure is a warning: a refusal that retrying
     * cannot fix (no permission, no such commit) turns the surface off, once.
     */
    async attempt(surface, doing, bounds, call) {
        if (!this.on.has(surface))
            return undefined;
        try {
            const github = await this.deps.github();
            return await (0,_call_js__WEBPACK_IMPORTED_MODULE_1__/* .callGitHub */ .ur)((signal) => call(github, signal), { ...bounds, doing });
        }
        catch (error) {
            const failure = (0,_call_js__WEBPACK_IMPORTED_MODULE_1__/* .describeGitHubError */ .dZ)(error, doing, this.deps.clock.now());
            const refused = ['forbidden', 'unauthorized', 'gone', 'invalid'].includes(failure.problem);
            if (refused)
                this.on.delete(surface);
            this.deps.log.warning(refused
                ? `${failure.message} The token may not do it: ${ADVICE[surface]}. The step goes on without it.`
                : `${failure.message} The step goes on without it.`);
            return undefined;
        }
    }
}
/** The saved state, or undefined when it is empty, garbled or of another version's shape. */
function readSurfacesState(saved) {
    return (0,_saved_state_js__WEBPACK_IMPORTED_MODULE_0__/* .readSavedState */ .rh)(saved, SavedSurfacesSchema);
}
/**
 * The post step's part: the main step was killed while the preview built, so its commit status
 * and deployment still say pending: set them to `error`. Never throws.
 */
async function finishLeftoverSurfaces(saved, deps) {
    const state = readSurfacesState(saved);
    if (!state)
        return;
    const surfaces = new PreviewSurfaces({ commitStatus: state.commitStatus, githubDeployment: state.deploymentId !== undefined }, state.sha, {
        ...deps,
        signal: AbortSignal.timeout(2 * _own_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_CALL_TIMEOUT_MS */ .uk),
        deadline: deps.clock.now() + _own_comments_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_CALL_TIMEOUT_MS */ .uk,
        runUrl: state.runUrl ?? '',
        saveState: () => undefined,
    }, state.deploymentId);
    await surfaces.finish({
        state: 'error',
        description: "The workflow run stopped before the preview's verdict.",
    }, state.previewUrl);
}


/***/ })

};
