export const id = 428;
export const ids = [428];
export const modules = {

/***/ 28138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ checkSummarySection),
/* harmony export */   U: () => (/* binding */ checkSection)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2963);
/* harmony import */ var _link_problem_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7882);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14440);



/** Links listed in each table of a comment or summary; the rest are in the report. */
const MAX_LISTED = 20;
/** The longest page, link or reason shown in one cell. */
const MAX_CELL_CHARS = 200;
/**
 * A sentence whose backtick pairs (inputs, file names, quoted values) are drawn as code spans;
 * everything else is escaped text, as `text` makes it.
 */
function textWithCode(sentence) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .textWithLinks */ .VF)(sentence, [], 600);
}
/** The check's one line, as Markdown: what was checked, what was found, what was not checked. */
function checkLine(check) {
    if (check.kind === 'skipped')
        return `**Links not checked:** ${textWithCode(check.reason)}`;
    const { report } = check;
    if (check.nothingToCheck)
        return `**Link check:** ${textWithCode(check.nothingToCheck)}`;
    const broken = report.counts.broken;
    const found = broken === 0 ? 'no broken links' : `**${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_1__/* .counted */ .hS)(broken, 'broken link')}**`;
    const parts = [
        report.checkedPages === 0 && broken === 0
            ? 'no page could be checked'
            : `${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_1__/* .counted */ .hS)(report.checkedPages, 'page')} checked, ${found}`,
        ...(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_1__/* .notCheckedParts */ .rQ)(report).map((part) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(part, 400)),
    ];
    const unfinished = report.unfinished
        ? ` The check stopped early (${textWithCode((0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)(report.unfinished.reason, 200))}): ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_1__/* .counted */ .hS)(report.unfinished.pagesLeft, 'page')} and ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_1__/* .counted */ .hS)(report.unfinished.linksLeft, 'link')} left unchecked.`
        : '';
    return `**Link check** (${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(check.scope, 200)}): ${parts.join(', ')}.${unfinished}`;
}
/**
 * The line, then the table of broken links (the first MAX_LISTED, then how many more): what a
 * comment shows, the preview's and the agent's tracking comment alike.
 */
function checkSection(check) {
    const lines = [checkLine(check), ''];
    if (check.kind !== 'checked' || check.report.counts.broken === 0)
        return lines;
    const { broken, counts } = check.report;
    lines.push('| Page | Broken link | What happened |', '|---|---|---|', ...broken.slice(0, MAX_LISTED).map((problem) => problemRow(problem, check.previewUrl)), ...more(counts.broken, Math.min(broken.length, MAX_LISTED), broken.length), '');
    return lines;
}
/** What a step summary shows: the comment's section, then the links not checked, with why. */
function checkSummarySection(check) {
    return [...checkSection(check), ...uncheckedSection(check)];
}
/**
 * The links not checked, the most telling first (a 403 before a link to another host), folded
 * under their count: the first MAX_LISTED, then how many more.
 */
function uncheckedSection(check) {
    if (check.kind !== 'checked' || check.report.counts.notChecked === 0)
        return [];
    const { notChecked, counts } = check.report;
    const listed = (0,_link_problem_js__WEBPACK_IMPORTED_MODULE_1__/* .mostTellingFirst */ .xj)(notChecked).slice(0, MAX_LISTED);
    return [
        `<details><summary>Not checked, and why (${counts.notChecked.toLocaleString('en-US')})</summary>`,
        '',
        '| Page | Not checked | Why |',
        '|---|---|---|',
        ...listed.map((problem) => problemRow(problem, check.previewUrl)),
        ...more(counts.notChecked, listed.length, notChecked.length),
        '',
        '</details>',
        '',
    ];
}
/**
 * Below a table that shows `shown` of `total`: how many more, and where (the report lists
 * `inReport` of them and counts the rest).
 */
function more(total, shown, inReport) {
    if (total <= shown)
        return [];
    const rest = (total - shown).toLocaleString('en-US');
    const where = inReport < total
        ? `(\`check-report\` lists the first ${inReport.toLocaleString('en-US')} and counts the rest)`
        : 'in the report (`check-report`)';
    return ['', `… and ${rest} more ${where}.`];
}
function problemRow(problem, previewUrl) {
    const page = pageLink(problem.page, previewUrl);
    const what = (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)((0,_link_problem_js__WEBPACK_IMPORTED_MODULE_1__/* .whatHappened */ .ez)(problem), MAX_CELL_CHARS);
    return `| ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(page)} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)(problem.link, MAX_CELL_CHARS)))} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(textWithCode(what))} |`;
}
/**
 * The page as its path, linked to the preview's page when it is one of the preview's own https
 * pages; otherwise inert text.
 */
function pageLink(page, previewUrl) {
    const origin = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .httpsUrl */ .N3)(previewUrl) ? new URL(previewUrl).origin : undefined;
    let target;
    try {
        target = new URL(page, origin ?? 'https://invalid.invalid');
    }
    catch {
        target = undefined;
    }
    const label = (0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)(target && target.origin === origin ? `${target.pathname}${target.search}` : page, MAX_CELL_CHARS);
    if (!target || target.origin !== origin)
        return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(label);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(label, target.href);
}


/***/ }),

/***/ 1950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ surfaceVerdict),
/* harmony export */   Gv: () => (/* binding */ checkReadyPreview),
/* harmony export */   Ib: () => (/* binding */ checksPreview),
/* harmony export */   hV: () => (/* binding */ withCheck)
/* harmony export */ });
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14440);
/* harmony import */ var _link_problem_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7882);


/** How many links on the preview's own host are broken: the ones the change itself broke. */
function brokenOnPreview(check) {
    return check?.kind === 'checked' ? check.report.counts.brokenOnPreviewHost : 0;
}
/** The check's result as one plain sentence, for the log and the step's annotation. */
function checkSentence(check) {
    if (check.kind === 'skipped')
        return `Links not checked: ${check.reason}`;
    if (check.nothingToCheck)
        return `Link check: ${check.nothingToCheck}`;
    const { report } = check;
    const broken = report.counts.broken;
    const first = report.broken[0];
    const example = first
        ? ` (${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanLine */ .Ow)(first.page, 120)} links to ${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanLine */ .Ow)(first.link, 120)}: ${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanLine */ .Ow)((0,_link_problem_js__WEBPACK_IMPORTED_MODULE_0__/* .whatHappened */ .ez)(first), 120)}${broken > 1 ? `, and ${broken - 1} more` : ''})`
        : '';
    const found = broken === 0 ? 'no broken links' : `${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)(broken, 'broken link')}${example}`;
    const unfinished = report.unfinished ? '; the check stopped early, see the report' : '';
    if (report.checkedPages === 0 && broken === 0) {
        return `Link check: no page could be checked${unfinished}.`;
    }
    return `Link check: ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)(report.checkedPages, 'page')} checked, ${found}${unfinished}.`;
}
/**
 * The run's outcome with the check: its sentence added, and a failure when `failOnBroken` and a
 * link on the preview's host is broken (the comment and summary are written by then).
 */
function withCheck(outcome, check, failOnBroken) {
    if (!check)
        return outcome;
    const sentence = `${outcome.sentence} ${checkSentence(check)}`;
    const broken = brokenOnPreview(check);
    if (failOnBroken && broken > 0 && outcome.level !== 'failure') {
        return {
            ...outcome,
            level: 'failure',
            sentence: `${sentence} The step fails: ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)(broken, 'link')} on the preview's own pages ${broken === 1 ? 'is' : 'are'} broken and \`fail-on-broken\` is true.`,
        };
    }
    return { ...outcome, sentence };
}
/** What the commit status and the deployment say once the preview's run has ended. */
function surfaceVerdict(state, check) {
    switch (state) {
        case 'ready': {
            const broken = brokenOnPreview(check);
            if (broken > 0) {
                return {
                    state: 'failure',
                    description: `Preview ready; ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)(broken, 'broken link')} on its pages.`,
                };
            }
            const checked = check?.kind === 'checked' && check.report.checkedPages > 0
                ? `; ${(0,_link_problem_js__WEBPACK_IMPORTED_MODULE_0__/* .counted */ .hS)(check.report.checkedPages, 'page')} checked, no broken links`
                : '';
            return { state: 'success', description: `Preview ready${checked}.` };
        }
        case 'queued':
            return { state: 'error', description: "This run did not wait for the preview's verdict." };
        case 'failed':
            return { state: 'failure', description: 'The preview failed to build.' };
        case 'timed-out':
            return {
                state: 'error',
                description: "The preview was still building at the step's timeout.",
            };
        case 'cancelled':
            return {
                state: 'error',
                description: "The workflow run was cancelled before the preview's verdict.",
            };
        case 'error':
            return {
                state: 'error',
                description: "The preview's verdict could not be read; see the workflow run.",
            };
    }
}
// The link check of a preview once it is ready, as preview mode and agent mode's `preview: true`
// start it. The check's code (and its HTML parser) is loaded only when a check runs.
/** Whether `checkReadyPreview` will check anything: the preview is ready and `check` is on. */
function checksPreview(settings, outcome) {
    return outcome.state === 'ready' && settings.check !== 'off';
}
/**
 * Checks the preview `outcome` left, when it is ready and `check` asks for it: the pages of
 * `change`, the list the comment shows (changes.ts).
 */
async function checkReadyPreview(settings, outcome, change, deps) {
    if (!checksPreview(settings, outcome))
        return undefined;
    const { checkPreview } = await __webpack_require__.e(/* import() */ 309).then(__webpack_require__.bind(__webpack_require__, 29309));
    return checkPreview({
        settings,
        previewUrl: outcome.previewUrl,
        statusId: outcome.statusId ?? 'preview',
        change,
    }, deps);
}


/***/ }),

/***/ 7882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hS: () => (/* binding */ counted),
  xj: () => (/* binding */ mostTellingFirst),
  rQ: () => (/* binding */ notCheckedParts),
  ez: () => (/* binding */ whatHappened)
});

;// CONCATENATED MODULE: ./shared/link-check/types.ts
/**
 * Why a link was not checked, most telling first (the summary lists them in this order):
 * - `inconclusive`: asked, and the answer does not tell (401, 403, 429, no answer in time);
 * - `bound`: over a bound of the check (a URL longer than 2,048 characters, the 5,000-link limit,
 *   a page over 2 MiB, an anchor past the ids kept);
 * - `private`: on a private network, never fetched;
 * - `unread-page`: a page to check that could not be read (not HTML, not served, off the host);
 * - `ignored`: a line of `check-ignore` matches it;
 * - `other-host`: on another host, and `check-external` is false;
 * - `not-web`: not an http(s) link (`mailto:`, `tel:`, `javascript:`, ...).
 */
const NOT_CHECKED_CAUSES = [
    'inconclusive',
    'bound',
    'private',
    'unread-page',
    'ignored',
    'other-host',
    'not-web',
];

;// CONCATENATED MODULE: ./shared/deployment/link-problem.ts

/**
 * What happened to a link: the checker's reason, with the status when it adds something (a 301
 * of a redirect loop; not the 404 a "404" reason already names, nor the 200 of a missing anchor).
 */
function whatHappened(problem) {
    const { status, reason } = problem;
    if (status === null || status === 200 || reason.includes(String(status)))
        return reason;
    return `${reason} (HTTP ${status})`;
}
/** `1 link`, `6,000 links`: a count as a reader reads it, thousands separated. */
function counted(count, one, many = `${one}s`) {
    return `${number(count)} ${count === 1 ? one : many}`;
}
/** Each cause of links not checked, as a sentence counts it. */
const CAUSE_WORDS = {
    inconclusive: (n) => `${number(n)} without a clear answer`,
    bound: (n) => `${number(n)} over ${n === 1 ? 'a bound' : 'bounds'} of the check`,
    private: (n) => `${number(n)} on ${n === 1 ? 'a private network' : 'private networks'}`,
    'unread-page': (n) => `${counted(n, 'page')} not read`,
    ignored: (n) => `${number(n)} ignored`,
    'other-host': (n) => `${number(n)} on ${n === 1 ? 'another host' : 'other hosts'}`,
    'not-web': (n) => `${number(n)} not ${n === 1 ? 'a web link' : 'web links'}`,
};
function number(count) {
    return count.toLocaleString('en-US');
}
/**
 * What the check did not check, as parts of a sentence: "1 page not read", "57 links not checked
 * (2 without a clear answer, 5 ignored, 50 on other hosts)"; none when it checked everything.
 * Exact counts, whatever the report lists.
 */
function notCheckedParts(report) {
    const by = report.counts.notCheckedBy;
    const count = (cause) => by[cause] ?? 0;
    const parts = [];
    if (count('unread-page') > 0)
        parts.push(CAUSE_WORDS['unread-page'](count('unread-page')));
    const causes = NOT_CHECKED_CAUSES.filter((c) => c !== 'unread-page' && count(c) > 0);
    const links = causes.reduce((sum, c) => sum + count(c), 0);
    if (links > 0) {
        const why = causes.map((c) => CAUSE_WORDS[c](count(c))).join(', ');
        parts.push(`${counted(links, 'link')} not checked (${why})`);
    }
    return parts;
}
/** Links not checked, the most telling cause first (a 403 before a link to another host), else in page order. */
function mostTellingFirst(links) {
    const rank = (link) => NOT_CHECKED_CAUSES.indexOf(link.cause);
    return [...links].sort((a, b) => rank(a) - rank(b));
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
