export const id = 219;
export const ids = [219];
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

/***/ 67219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   viewsDataset: () => (/* binding */ viewsDataset)
/* harmony export */ });
/* harmony import */ var _traffic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40404);

function viewsDataset(options) {
    return {
        title: 'page views',
        paging: { kind: 'offset' },
        comparable: true,
        comparison: _traffic_js__WEBPACK_IMPORTED_MODULE_0__/* .trafficComparison */ .n,
        layout: (0,_traffic_js__WEBPACK_IMPORTED_MODULE_0__/* .trafficLayout */ .S)('page-views', 'views', options),
        identity: (row) => row.path,
        traffic: { rowsAddUp: true, counts: (row) => row },
        async fetch(api, projectId, request, signal) {
            const offset = request.offset ?? 0;
            const page = await api.getViews(projectId, { ...request.range, limit: request.limit, offset }, signal);
            return {
                rows: page.views,
                hasMore: page.hasMore,
                totals: page.totals,
                trailer: { totals: page.totals },
            };
        },
    };
}


/***/ })

};
