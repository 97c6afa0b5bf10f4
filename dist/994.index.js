export const id = 994;
export const ids = [994];
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

/***/ 95156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ readKeptState),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   Yw: () => (/* binding */ SavedKeptCommentSchema),
/* harmony export */   e$: () => (/* binding */ KeptComment),
/* harmony export */   gO: () => (/* binding */ keepsComment),
/* harmony export */   is: () => (/* binding */ postStepProblem),
/* harmony export */   xZ: () => (/* binding */ finishKeptComment)
/* harmony export */ });
/* unused harmony exports sha256, causeOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37728);
/* harmony import */ var _durations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72945);
/* harmony import */ var _saved_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79415);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90961);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56115);
/* harmony import */ var _call_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50220);
/* harmony import */ var _own_comments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20997);
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
const SavedKeptCommentSchema = valibot__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    thread: valibot__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_6__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_6__/* .minValue */ .Wwf(1)),
    prefix: valibot__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_6__/* .maxLength */ .Ru6(600), valibot__WEBPACK_IMPORTED_MODULE_6__/* .check */ .z6Y((prefix) => prefix.startsWith(PREFIX_START) && !prefix.includes('\n'))),
    commentId: valibot__WEBPACK_IMPORTED_MODULE_6__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_6__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_6__/* .minValue */ .Wwf(1))),
    shownSha256: valibot__WEBPACK_IMPORTED_MODULE_6__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_6__/* .regex */ .yGV(/^[0-9a-f]{64}$/)),
    leftoverBody: valibot__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
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
                    this.deps.log.info(`GitHub created ${this.deps.name} after all, without answering in time: ${this.current.url}. Editing that one; no second comment.`);
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
            const failure = (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .describeGitHubError */ .dZ)(error, `Writing ${this.deps.name}`, this.deps.clock.now());
            this.afterFailure(failure, body, creating, options);
            this.deps.log.warning(this.advice(failure));
            return { kind: 'failed', failure };
        }
    }
    bounds(options) {
        const { clock, log } = this.deps;
        if (!options.final) {
            return {
                clock,
                log,
                signal: this.deps.signal,
                timeoutMs: _own_comments_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_CALL_TIMEOUT_MS */ .uk,
                deadline: this.deps.deadline,
            };
        }
        // The last write still goes out after the timeout or a cancellation, within its own bound
        // (every call of it shares one deadline): the step ends within `timeout` plus that bound,
        // whatever GitHub does.
        const left = this.deps.deadline - clock.now();
        const timeoutMs = options.timeoutMs ??
            (this.deps.signal.aborted
                ? _own_comments_js__WEBPACK_IMPORTED_MODULE_5__/* .LAST_WRITE_TIMEOUT_MS */ .My
                : Math.min(_own_comments_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_CALL_TIMEOUT_MS */ .uk, Math.max(0, left) + _own_comments_js__WEBPACK_IMPORTED_MODULE_5__/* .LAST_WRITE_TIMEOUT_MS */ .My));
        // No cancellation signal: the last write is bounded by its own deadline alone, so a bound
        // that runs out reads as GitHub's slowness, not as a cancellation.
        return {
            clock,
            log,
            timeoutMs,
            deadline: clock.now() + timeoutMs,
            deadlineName: `the ${(0,_durations_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(timeoutMs)} the last write has once the step is over`,
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
        const { thread, prefix, isMarker } = this.deps;
        const found = await findKept(github, thread, { prefix, isMarker }, call);
        return found && { id: found.id, url: found.url, body: found.body };
    }
    read(github, id, call) {
        return (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .callGitHub */ .ur)((signal) => github.getComment(id, signal), {
            ...call,
            doing: `Reading ${this.deps.name}`,
        });
    }
    edit(github, shown, body, call) {
        return (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .callGitHub */ .ur)((signal) => github.updateComment(shown.id, body, signal), {
            ...call,
            doing: `Editing ${this.deps.name}`,
        });
    }
    create(github, body, call) {
        return (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .callGitHub */ .ur)((signal) => github.createComment(this.deps.thread, body, signal), {
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
            options.log.warning(options.noThread);
        return false;
    }
    if (!options.token) {
        options.log.warning(`Input \`github-token\` is empty: no ${options.what} is written.`);
        return false;
    }
    return true;
}
/** The real cause of a refused write, in one or two sentences. */
function causeOf(failure, permissionAdvice, exists) {
    const stale = exists ? ' The comment may show an outdated state.' : '';
    if (failure.status === 422) {
        const details = (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .validationDetails */ .sr)(failure.cause);
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
/** The longest first line read from a comment: every marker this action writes is shorter. */
const MAX_MARKER_LINE = 1_024;
/** A body's first line (without the CR of a CRLF), bounded: where its marker is. */
function firstLine(body) {
    const head = body.slice(0, MAX_MARKER_LINE + 2);
    const end = head.indexOf('\n');
    const line = end < 0 ? head : head.slice(0, end);
    return line.endsWith('\r') ? line.slice(0, -1) : line;
}
/** Our newest comment on the thread whose first line is exactly its marker. */
async function findKept(github, thread, marker, call) {
    for await (const comment of (0,_own_comments_js__WEBPACK_IMPORTED_MODULE_5__/* .ownComments */ .D5)(github, thread, {
        clock: call.clock,
        log: call.log,
        signal: call.signal,
        deadline: call.deadline,
        deadlineName: call.deadlineName,
        startsLikeOurs: (body) => body.startsWith(marker.prefix) && marker.isMarker(firstLine(body)),
    })) {
        return comment;
    }
    return undefined;
}
/**
 * The post step's part: writes the leftover text the main step saved, only when the comment
 * still shows the text the main step wrote; finds the comment by its marker (`isMarker`, as the
 * main step's) when the main step never learned its id. Throws a GitHubError when GitHub fails.
 */
async function finishKeptComment(saved, deps, name, isMarker) {
    const call = {
        clock: deps.clock,
        log: deps.log,
        signal: AbortSignal.timeout(2 * _own_comments_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_CALL_TIMEOUT_MS */ .uk),
        timeoutMs: _own_comments_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_CALL_TIMEOUT_MS */ .uk,
    };
    const github = await deps.github();
    const current = saved.commentId === undefined
        ? await findKept(github, saved.thread, { prefix: saved.prefix, isMarker }, call)
        : await (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .callGitHub */ .ur)((signal) => github.getComment(saved.commentId ?? 0, signal), {
            ...call,
            doing: `Reading ${name}`,
        });
    if (!current)
        return { kind: 'missing' };
    if (current.body === saved.leftoverBody)
        return { kind: 'already', url: current.url };
    if (sha256(current.body) !== saved.shownSha256)
        return { kind: 'changed' };
    const updated = await (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .callGitHub */ .ur)((signal) => github.updateComment(current.id, saved.leftoverBody, signal), { ...call, doing: `Updating ${name}` });
    return { kind: 'finished', url: updated.url };
}
/** The saved state, or undefined when it is empty, garbled or of another version's shape. */
function readKeptState(saved) {
    return (0,_saved_state_js__WEBPACK_IMPORTED_MODULE_2__/* .readSavedState */ .rh)(saved, SavedKeptCommentSchema);
}
/** Unexpected errors in the post step, in one line. */
function postStepProblem(error, doing, clock) {
    return error instanceof Error
        ? (0,_call_js__WEBPACK_IMPORTED_MODULE_4__/* .describeGitHubError */ .dZ)(error, doing, clock.now()).message
        : `${doing} failed: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)}.`;
}


/***/ }),

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


/***/ })

};
