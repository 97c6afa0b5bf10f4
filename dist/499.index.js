export const id = 499;
export const ids = [499];
export const modules = {

/***/ 24499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDeployMode: () => (/* binding */ runDeployMode)
/* harmony export */ });
/* harmony import */ var _deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75908);
/* harmony import */ var _deployment_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42726);
/* harmony import */ var _deployment_wait_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55053);



async function runDeployMode(settings, deps) {
    const noun = 'Deployment';
    const outcome = await (0,_deployment_follow_js__WEBPACK_IMPORTED_MODULE_0__/* .followDeployment */ .p)({
        noun,
        statusId: settings.statusId || undefined,
        queue: (signal) => deps.api.queueDeployment(settings.projectId, signal),
        wait: settings.wait,
        pollIntervalMs: settings.pollIntervalMs,
    }, deps);
    if (outcome.deployment)
        await (0,_deployment_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .logBuildLog */ .Ty)(noun, outcome.deployment);
    if (outcome.statusId) {
        await deps.writeSummary([
            `## ${(0,_deployment_report_js__WEBPACK_IMPORTED_MODULE_1__/* .headingOf */ .Wm)(noun, outcome)}`,
            '',
            ...(0,_deployment_report_js__WEBPACK_IMPORTED_MODULE_1__/* .deploymentSections */ .iF)({ noun, ...outcome, statusId: outcome.statusId }),
        ].join('\n'));
    }
    return outcome;
}


/***/ })

};
