export const id = 670;
export const ids = [670];
export const modules = {

/***/ 11509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nj: () => (/* binding */ dateQuery),
/* harmony export */   fi: () => (/* binding */ column),
/* harmony export */   zz: () => (/* binding */ cursorQuery)
/* harmony export */ });
function column(name, value) {
    return { name, value };
}
function dateQuery(request) {
    return { dateFrom: request.range.dateFrom, dateTo: request.range.dateTo };
}
function cursorQuery(request) {
    const query = { ...dateQuery(request), limit: request.limit };
    return request.cursor === undefined ? query : { ...query, cursor: request.cursor };
}


/***/ }),

/***/ 40404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ trafficLayout),
/* harmony export */   n: () => (/* binding */ trafficComparison)
/* harmony export */ });
/* harmony import */ var _dataset_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11509);

function trafficLayout(stem, jsonKey, options) {
    const columns = [
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_0__/* .column */ .fi)('path', (r) => r.path),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_0__/* .column */ .fi)('human', (r) => r.human),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_0__/* .column */ .fi)('ai', (r) => r.ai),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_0__/* .column */ .fi)('total', (r) => r.total),
    ];
    if (options.compare) {
        columns.push((0,_dataset_js__WEBPACK_IMPORTED_MODULE_0__/* .column */ .fi)('previous', (r) => r.previous ?? 0), (0,_dataset_js__WEBPACK_IMPORTED_MODULE_0__/* .column */ .fi)('change', (r) => r.change ?? r.total));
    }
    const counts = (r) => ({ path: r.path, human: r.human, ai: r.ai, total: r.total });
    return {
        stem,
        jsonKey,
        csvColumns: columns,
        jsonRow: (r) => options.compare
            ? { ...counts(r), previous: r.previous ?? 0, change: r.change ?? r.total }
            : counts(r),
    };
}
/** Pages compared on their `total`; a page seen only before gets a row of zeros. */
const trafficComparison = {
    key: (row) => row.path,
    count: (row) => row.total,
    withPrevious: (row, previous) => ({ ...row, previous, change: row.total - previous }),
    onlyBefore: (path, previous) => ({
        path,
        human: 0,
        ai: 0,
        total: 0,
        previous,
        change: -previous,
    }),
};


/***/ }),

/***/ 12670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   visitorsDataset: () => (/* binding */ visitorsDataset)
/* harmony export */ });
/* harmony import */ var _shared_mintlify_analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51374);
/* harmony import */ var _dataset_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11509);
/* harmony import */ var _traffic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40404);
/**
 * `visitors`: unique visitors per page path, human and AI (offset paging). The site-wide totals
 * are deduplicated, so they are not the sum of the rows.
 */



function visitorsDataset(options) {
    return {
        title: 'unique visitors',
        paging: { kind: 'offset' },
        comparable: true,
        comparison: _traffic_js__WEBPACK_IMPORTED_MODULE_1__/* .trafficComparison */ .n,
        layout: (0,_traffic_js__WEBPACK_IMPORTED_MODULE_1__/* .trafficLayout */ .S)('visitors', 'visitors', options),
        identity: (row) => row.path,
        traffic: { rowsAddUp: false, counts: (row) => row },
        async fetch(api, projectId, request, signal) {
            const offset = request.offset ?? 0;
            const page = await api.getAnalytics(projectId, {
                endpoint: 'visitors',
                query: { ...(0,_dataset_js__WEBPACK_IMPORTED_MODULE_2__/* .dateQuery */ .Nj)(request), limit: request.limit, offset },
                operation: `Getting unique visitors (offset ${offset})`,
                schema: _shared_mintlify_analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .VisitorsPageSchema */ .er,
            }, signal);
            return {
                rows: page.visitors,
                hasMore: page.hasMore,
                totals: page.totals,
                trailer: { totals: page.totals },
            };
        },
    };
}


/***/ }),

/***/ 51374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jn: () => (/* binding */ FeedbackByPageSchema),
/* harmony export */   er: () => (/* binding */ VisitorsPageSchema),
/* harmony export */   hk: () => (/* binding */ SearchesPageSchema),
/* harmony export */   "in": () => (/* binding */ CallerStatsSchema),
/* harmony export */   sk: () => (/* binding */ FeedbackPageSchema),
/* harmony export */   tZ: () => (/* binding */ AssistantPageSchema)
/* harmony export */ });
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37728);
/**
 * Response checks for the analytics endpoints besides `/views` (schemas.ts), from the vendor's
 * `analytics.openapi.json` (vendored in test/openapi/), and the types they produce. Unknown
 * fields are dropped, so the files carry only what the document describes. Counts are any
 * number, as for views (the client refuses only non-finite ones).
 */

const count = valibot__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig();
const totals = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ human: count, ai: count, total: count });
const trafficRow = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), human: count, ai: count, total: count });
/** Opaque cursors are echoed back in a query string: bounded, printable, never a line break. */
const cursor = valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .maxLength */ .Ru6(1_024, 'Invalid cursor: longer than 1024 characters'), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(/^\P{Cc}+$/u, 'Invalid cursor: empty or with control characters')));
const VisitorsPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    totals,
    visitors: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(trafficRow),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
const SearchesPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    searches: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        searchQuery: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        hits: count,
        ctr: count,
        topClickedPage: valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        lastSearchedAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    })),
    totalSearches: count,
    nextCursor: cursor,
});
/**
 * The document's three variants (contextual, code snippet, base) as one object: the base fields
 * are required, the variant fields optional. A source added later is kept, not refused.
 */
const FeedbackPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    feedback: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        path: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        comment: valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        createdAt: valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        source: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        status: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        helpful: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()),
        contact: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        code: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        filename: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
        lang: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    })),
    nextCursor: cursor,
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
const FeedbackByPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    feedback: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), thumbsUp: count, thumbsDown: count, code: count, total: count })),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** The assistant's cursor is a ULID (Crockford base32, 26 characters). */
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;
const AssistantPageSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    conversations: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        timestamp: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        query: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        response: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        responseType: valibot__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        sources: valibot__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ title: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), url: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })),
        resolutionStatus: valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        queryCategory: valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        pageUrl: valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    })),
    nextCursor: valibot__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .mee(valibot__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yGV(ULID, 'Invalid cursor: not a ULID'))),
    hasMore: valibot__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
const CallerStatsSchema = valibot__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ web: count, api: count, other: count, total: count });


/***/ })

};
