import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 14328:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_catalogue_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(85097);


// Checked before anything else is loaded: under an older Node a dependency could fail on import
// with a stack trace instead of a reason. Hence the dynamic import below; a static one would be
// hoisted above this check.
const NEEDED_MAJOR = 24;
const version = process.versions.node;
if (Number(version.split('.')[0]) < NEEDED_MAJOR) {
    process.stdout.write(`::error::This action needs Node ${NEEDED_MAJOR} or later but runs on Node ${version}: ` +
        'run it as action.yml declares (`runs.using: node24`, GitHub Actions runner 2.327.1 or later).\n');
    process.exit(1);
}
// action.yml runs this bundle twice: as the step (`main: dist/index.js`) and again after the job
// (`post: dist/post.js`, which only imports this file). Which one this is comes from the file the
// runner started, known before anything can interrupt the step: a main step cancelled before it
// saved any state must never be mistaken for a post step, nor a post step for a main step (which
// would create the job the user just cancelled).
const entry = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(process.argv[1] ?? '', '.js');
const isPost = entry === 'post';
// A sub-action (`deploy/action.yml`) starts its mode's entry (`dist/deploy.js`), which fixes the
// mode whatever `mode` says: the runner passes undeclared `with:` keys on as inputs all the same.
const fixedMode = (0,_shared_catalogue_js__WEBPACK_IMPORTED_MODULE_1__/* .isMode */ .SF)(entry) ? entry : undefined;
// The post step runs after every job; when the main step left nothing to finish it must cost
// next to nothing, so the saved state (`STATE_<key>`, what the runner's `getState` reads) is looked at
// here, before the rest of the bundle is loaded.
if (isPost && !Object.values(_shared_catalogue_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE_KEYS */ .LU).some((key) => process.env[`STATE_${key}`]))
    process.exit(0);
const { run, runPost } = await Promise.all(/* import() */[__nccwpck_require__.e(260), __nccwpck_require__.e(753)]).then(__nccwpck_require__.bind(__nccwpck_require__, 11753));
await (isPost ? runPost() : run(fixedMode));
// Every output, the summary and the state are written by now (file commands are synchronous).
// Exit rather than wait for work the step gave up on, such as an artifact upload stopped by
// cancellation or `timeout`, which the artifact library offers no way to abort. But first let
// stdout drain: on the runner it is a pipe, written asynchronously, and a long build log may
// still be queued; exiting at once cut it off with the notice or error after it.
await drained(process.stdout, 5_000);
process.exit();
/** Resolves once everything written to `stream` so far has left, or after `maxMs`. */
function drained(stream, maxMs) {
    return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        stream.write('', () => {
            clearTimeout(timer);
            resolve();
        });
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 85097:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ MODES),
/* harmony export */   Jd: () => (/* binding */ inputsThatDoNotApply),
/* harmony export */   LU: () => (/* binding */ STATE_KEYS),
/* harmony export */   SF: () => (/* binding */ isMode),
/* harmony export */   cS: () => (/* binding */ INPUTS_OF_ANOTHER_MODE)
/* harmony export */ });
/* unused harmony exports INPUT_DEFAULTS, OUTPUT_NAMES, MODE_CATALOGUE */
/**
 * The catalogue of modes: the action's inputs and outputs, and for each mode the inputs it
 * reads, the outputs it sets, whether it has a post step and the state key that post step
 * finishes. It is the one list of modes: the registry (src/action/registry.ts) holds one entry
 * per mode here, each mode's reader is typed to its own inputs and its outputs to its own
 * outputs, `getInputs` warns about inputs that do not apply from it, and `npm run docs` writes
 * docs/reference.md's per-mode tables and the sub-actions (`<mode>/action.yml`) from it, checking
 * the root action.yml against it.
 *
 * It sits below the modes, beside the mode contract (mode-contract.ts), so a mode reads its
 * inputs' and outputs' types without importing the wiring. Kept free of imports: the entry
 * (src/index.ts) reads the mode names and the post step's state keys before anything else loads.
 */
/** Every input of the root action.yml, in its order, with its `default` ('' when none). */
const INPUT_DEFAULTS = {
    mode: 'agent',
    'api-key': '',
    'project-id': '',
    'base-url': 'https://api.mintlify.com',
    prompt: '',
    'job-id': '',
    wait: 'true',
    timeout: '30m',
    'poll-interval': '10s',
    'fail-on-job-failure': 'true',
    comment: 'auto',
    'github-token': '${{ github.token }}',
    'allowed-users': '',
    preview: 'false',
    'status-id': '',
    branch: '',
    check: 'changed',
    'check-external': 'false',
    'check-ignore': '',
    'fail-on-broken': 'false',
    'commit-status': 'false',
    'github-deployment': 'false',
    'automation-id': '',
    'date-from': '',
    'date-to': '',
    period: '',
    datasets: 'views',
    'max-requests': '100',
    'include-contact': 'false',
    compare: 'none',
    store: '',
    'lookback-days': '3',
    'feedback-refresh-days': '30',
    'page-size': '250',
    format: 'json,csv',
    'output-dir': '',
    'upload-artifact': 'true',
    'artifact-name': '',
    'retention-days': '',
    domain: '',
    paths: '',
    'docs-version': '',
    'export-id': '',
    extract: 'true',
    'max-bundle-size': '2GiB',
};
/** A deployment's outputs (deploy and preview modes). */
const DEPLOYMENT = ['status', 'status-id', 'subdomain', 'commit-sha', 'deployment'];
/** The link check's results. */
const CHECK_OUTPUTS = ['checked-pages', 'broken-links', 'check-report'];
/** An export's figures: its range and totals, and the period before's (analytics mode). */
const EXPORT_FIGURES = [
    'total',
    'human',
    'ai',
    'date-from',
    'date-to',
    'previous-date-from',
    'previous-date-to',
    'total-previous',
    'human-previous',
    'ai-previous',
    'total-change',
    'visitors',
    'visitors-previous',
];
/** An export's files and what they say. */
const EXPORT_FILES = ['datasets', 'files', 'report', 'fix-next-prompt'];
/** Where the uploaded artifact is. */
const ARTIFACT_OUTPUTS = ['artifact-id', 'artifact-url'];
/** Every output of action.yml, in its order. */
const OUTPUT_NAMES = [
    'job-id',
    ...DEPLOYMENT,
    'preview-url',
    'instance-id',
    'pr-link',
    'job',
    'comment-url',
    ...CHECK_OUTPUTS,
    'rows',
    ...EXPORT_FIGURES,
    'requests',
    'synced-through',
    'backlog-days',
    'requests-per-day',
    ...EXPORT_FILES,
    ...ARTIFACT_OUTPUTS,
    'export-id',
    'page-count',
    'bundle-path',
    'bundle-sha256',
    'bundle-size',
    'site-dir',
];
/** What every mode reads (besides `mode`, which only the root action has). */
const EVERY_MODE = ['api-key', 'project-id', 'base-url', 'timeout'];
/** How a mode that triggers something waits for it. */
const WAITS = ['wait', 'poll-interval'];
/** What a ready preview is checked for, and where GitHub shows it (preview mode, agent's `preview: true`). */
const PREVIEW_CHECK = [
    'check',
    'check-external',
    'check-ignore',
    'fail-on-broken',
    'commit-status',
    'github-deployment',
];
/** What both analytics modes read: the range, the datasets, the request budget, readers' emails. */
const ANALYTICS_SHARED = [
    'date-from',
    'date-to',
    'period',
    'datasets',
    'max-requests',
    'include-contact',
];
const MODE_CATALOGUE = {
    agent: {
        does: "run Mintlify's docs agent from a prompt, an issue, a `/docs` comment or a review, and report its pull request",
        inputs: [
            ...EVERY_MODE,
            'prompt',
            'job-id',
            ...WAITS,
            'fail-on-job-failure',
            'comment',
            'github-token',
            'allowed-users',
            'preview',
            ...PREVIEW_CHECK,
        ],
        outputs: ['job-id', 'status', 'preview-url', 'pr-link', 'job', 'comment-url', ...CHECK_OUTPUTS],
        required: [],
        post: true,
    },
    analytics: {
        does: 'export every row of the docs analytics for a date range, with a digest of what to fix next',
        inputs: [
            ...EVERY_MODE,
            ...ANALYTICS_SHARED,
            'compare',
            'page-size',
            'format',
            'output-dir',
            'upload-artifact',
            'artifact-name',
            'retention-days',
        ],
        outputs: ['rows', ...EXPORT_FIGURES, 'requests', ...EXPORT_FILES, ...ARTIFACT_OUTPUTS],
        required: [],
        post: false,
    },
    'analytics-history': {
        does: 'keep a history of the docs analytics by whole UTC days in a Parquet folder or Postgres, night after night within the hourly request budget',
        inputs: [...EVERY_MODE, 'store', ...ANALYTICS_SHARED, 'lookback-days', 'feedback-refresh-days'],
        outputs: ['synced-through', 'backlog-days', 'rows', 'requests', 'requests-per-day'],
        required: ['store'],
        post: false,
    },
    deploy: {
        does: 'deploy the docs and wait for the verdict',
        inputs: [...EVERY_MODE, ...WAITS, 'status-id'],
        outputs: [...DEPLOYMENT],
        required: [],
        post: false,
    },
    preview: {
        does: "build a branch's preview, wait for it, and keep one comment on the pull request",
        inputs: [
            ...EVERY_MODE,
            ...WAITS,
            'status-id',
            'branch',
            'comment',
            'github-token',
            ...PREVIEW_CHECK,
        ],
        outputs: [...DEPLOYMENT, 'preview-url', 'comment-url', ...CHECK_OUTPUTS],
        required: [],
        post: true,
    },
    automation: {
        does: 'run an automation now and follow its job',
        inputs: [...EVERY_MODE, ...WAITS, 'automation-id', 'fail-on-job-failure'],
        outputs: ['job-id', 'status', 'instance-id', 'pr-link', 'job'],
        required: ['automation-id'],
        post: false,
    },
    'static-export': {
        does: 'export the docs as a static site, verified and safely extracted, ready for GitHub Pages or any host',
        inputs: [
            ...EVERY_MODE,
            'domain',
            'paths',
            'docs-version',
            'export-id',
            ...WAITS,
            'output-dir',
            'extract',
            'max-bundle-size',
            'upload-artifact',
            'artifact-name',
            'retention-days',
        ],
        outputs: [
            'export-id',
            'status',
            'page-count',
            'bundle-path',
            'bundle-sha256',
            'bundle-size',
            'site-dir',
            ...ARTIFACT_OUTPUTS,
        ],
        required: ['domain'],
        post: false,
    },
};
/**
 * The key under which each mode with a post step keeps, for it, what it must finish: named here
 * once (src/shared/saved-state.ts reads and writes them; index.ts's quick exit looks for them).
 */
const STATE_KEYS = {
    /** The tracking comment the post step may have to finish. */
    agent: 'tracking-comment',
    /** The preview comment the post step may have to finish. */
    preview: 'preview-comment',
};
/** The modes, in the catalogue's order (the README's and `mode`'s). */
const MODES = Object.keys(MODE_CATALOGUE);
function isMode(value) {
    return Object.hasOwn(MODE_CATALOGUE, value);
}
/**
 * Inputs that would make a mode another one: set where they do not apply, they are refused
 * before any request, naming the mode they belong to, rather than ignored with a warning (with
 * `store`, an export would silently stop being a history).
 */
const INPUTS_OF_ANOTHER_MODE = {
    analytics: { store: 'analytics-history' },
};
/**
 * The inputs set to something other than their default that `mode` does not read: the root
 * action passes every input, so one meant for another mode would otherwise be ignored in silence.
 * A default that is an expression (`${{ github.token }}`) cannot be told from a value: skipped.
 */
function inputsThatDoNotApply(mode, get) {
    const reads = MODE_CATALOGUE[mode].inputs;
    return Object.keys(INPUT_DEFAULTS).filter((name) => {
        if (name === 'mode' || reads.includes(name))
            return false;
        const fallback = INPUT_DEFAULTS[name];
        const value = get(name);
        return value !== '' && value !== fallback && !fallback.includes('${{');
    });
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 72250:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("dns");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 78877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 30714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 98253:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util/types");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(14328);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
