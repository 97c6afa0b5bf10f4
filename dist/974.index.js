export const id = 974;
export const ids = [974];
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

/***/ 31974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDeployMode: () => (/* binding */ runDeployMode)
/* harmony export */ });
/* harmony import */ var _deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40013);
/* harmony import */ var _deployment_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42726);
/* harmony import */ var _deployment_wait_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55053);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51238);
/**
 * Deploy mode: queue a deployment of the deployment branch (or take `status-id`), wait for its
 * verdict, show its log and commit, and fail the step when it fails.
 */




async function runDeployMode(settings, deps) {
    const noun = 'Deployment';
    const outcome = await (0,_deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__/* .followDeployment */ .p)({
        noun,
        statusId: settings.statusId || undefined,
        queue: (signal) => deps.api.queueDeployment(settings.projectId, signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
    }, deps);
    if (outcome.status)
        await (0,_deployment_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .logBuildLog */ .Ty)(noun, outcome.status);
    if (outcome.statusId) {
        await deps.writeSummary([
            `## ${(0,_conclude_js__WEBPACK_IMPORTED_MODULE_3__/* .headingOf */ .W)(noun, outcome)}`,
            '',
            ...(0,_deployment_report_js__WEBPACK_IMPORTED_MODULE_1__/* .deploymentSections */ .i)({ noun, ...outcome, statusId: outcome.statusId }),
        ].join('\n'));
    }
    (0,_conclude_js__WEBPACK_IMPORTED_MODULE_3__/* .endStep */ .C)(outcome);
}


/***/ })

};
