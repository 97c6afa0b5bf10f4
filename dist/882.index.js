export const id = 882;
export const ids = [882];
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

/***/ 24882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   feedbackDataset: () => (/* binding */ feedbackDataset)
/* harmony export */ });
/* harmony import */ var _shared_mintlify_analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51374);
/* harmony import */ var _dataset_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11509);
/**
 * `feedback`: every feedback entry, its page, source, status and the reader's words (cursor).
 * Readers' email addresses (`contact`) are dropped as each page arrives unless asked for.
 */


function feedbackDataset(options) {
    const columns = [
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('id', (r) => r.id),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('path', (r) => r.path),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('createdAt', (r) => r.createdAt),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('source', (r) => r.source),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('status', (r) => r.status),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('helpful', (r) => r.helpful),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('comment', (r) => r.comment),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('code', (r) => r.code),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('filename', (r) => r.filename),
        (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('lang', (r) => r.lang),
    ];
    if (options.includeContact)
        columns.push((0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .column */ .fi)('contact', (r) => r.contact));
    return {
        title: 'feedback',
        paging: { kind: 'cursor', limit: 100 },
        comparable: false,
        layout: { stem: 'feedback', jsonKey: 'feedback', csvColumns: columns, jsonRow: (r) => r },
        identity: (row) => row.id,
        async fetch(api, projectId, request, signal) {
            const page = await api.getAnalytics(projectId, {
                endpoint: 'feedback',
                query: (0,_dataset_js__WEBPACK_IMPORTED_MODULE_1__/* .cursorQuery */ .zz)(request),
                operation: 'Getting feedback',
                schema: _shared_mintlify_analytics_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .FeedbackPageSchema */ .sk,
            }, signal);
            // Readers' email addresses never reach a file, log or summary unless asked for.
            const rows = options.includeContact
                ? page.feedback
                : page.feedback.map(({ contact: _contact, ...row }) => row);
            return { rows, hasMore: page.hasMore, nextCursor: page.nextCursor, trailer: {} };
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
