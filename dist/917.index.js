export const id = 917;
export const ids = [917];
export const modules = {

/***/ 2917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStoreSync: () => (/* binding */ runStoreSync)
});

// EXTERNAL MODULE: ./shared/inputs.ts
var inputs = __webpack_require__(30779);
// EXTERNAL MODULE: ./shared/plural.ts
var plural = __webpack_require__(91116);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
// EXTERNAL MODULE: ./analytics/range.ts
var range = __webpack_require__(79622);
;// CONCATENATED MODULE: ./analytics/history/open.ts
/** Opens the store `location` names; its errors name the `store` input. */
async function openStore(location, options) {
    if (location.kind === 'parquet') {
        const { openParquetStore } = await Promise.all(/* import() */[__webpack_require__.e(113), __webpack_require__.e(601)]).then(__webpack_require__.bind(__webpack_require__, 35601));
        const { info, notice, warning } = options;
        return openParquetStore({
            ...options,
            folder: location.folder,
            create: location.insideWorkspace,
            log: { info, notice, warning },
        });
    }
    const { openPostgresStore } = await Promise.all(/* import() */[__webpack_require__.e(315), __webpack_require__.e(861)]).then(__webpack_require__.bind(__webpack_require__, 27861));
    return openPostgresStore({ url: location.url, ...options });
}

// EXTERNAL MODULE: ./shared/durations.ts
var durations = __webpack_require__(72945);
// EXTERNAL MODULE: ./shared/markdown.ts
var markdown = __webpack_require__(2963);
// EXTERNAL MODULE: ./analytics/history/days.ts
var days = __webpack_require__(54097);
;// CONCATENATED MODULE: ./analytics/history/report.ts
/**
 * What a sync tells people: the step's one sentence (how far the store got, what is left, what
 * stopped it) and the step summary (per dataset, the days loaded this run and the days the store
 * holds; the capped days of feedback by page; the keys served twice). Pure: run.ts sets them.
 */





/** How many repeated keys the summary lists (the log has every one). */
const REPEATED_LISTED = 20;
/** The last day stored of every dataset asked, or undefined while one has none. */
function syncedThrough(result) {
    let through;
    for (const { cursor } of result.datasets) {
        if (cursor === undefined)
            return undefined;
        if (through === undefined || cursor < through)
            through = cursor;
    }
    return through;
}
/** Days still to load up to `dateTo`, for the dataset furthest behind. */
function backlogDays(result, dateTo, dateFrom) {
    return Math.max(0, ...result.datasets.map(({ cursor }) => (0,days/* daysBetween */.YM)(cursor === undefined ? dateFrom : (0,days/* addDays */.fi)(cursor, 1), dateTo)));
}
function where(result, facts, backlog) {
    const through = syncedThrough(result);
    const held = through
        ? `the store holds every dataset asked through ${through}`
        : 'the store does not yet hold a day of every dataset asked';
    const left = backlog > 0 ? `; ${(0,plural/* plural */.L)(backlog, 'day')} left before ${facts.dateTo}` : '';
    return `${held}${left}`;
}
/** The step's outcome: green when whole or stopped by the budget at a whole day. */
function syncOutcome(result, facts, backlog) {
    const { stop } = result;
    const loaded = `${(0,plural/* plural */.L)(result.days, 'day')}, ${(0,plural/* plural */.L)(result.rows, 'row')} in ${(0,plural/* plural */.L)(facts.requests, 'request')}`;
    const state = where(result, facts, backlog);
    if (!stop) {
        const sentence = result.days === 0
            ? `Nothing to load: ${state} (${facts.store}).`
            : `Synced ${loaded} into the ${facts.store}: ${state}.`;
        return { state: 'synced', level: 'notice', sentence };
    }
    switch (stop.kind) {
        case 'budget': {
            const budget = `\`max-requests\` (${facts.maxRequests})`;
            if (result.days === 0) {
                const sentence = `${budget} ran out before the first day, ${stop.day}, was whole: one day of these datasets needs more requests than that; raise it. Nothing was stored.`;
                return { state: 'failed', level: 'failure', sentence };
            }
            if (!result.datasets.some((d) => d.cursor !== d.storedBefore)) {
                const sentence = `${budget} ran out after re-reading the days \`lookback-days\` asks for (${loaded}), before any new day: at this budget the store never gets further; raise \`max-requests\` or lower \`lookback-days\`.`;
                return { state: 'failed', level: 'failure', sentence };
            }
            const at = stop.lost
                ? `${budget} ran out while loading ${stop.day}, which was not stored`
                : `Stopped before ${budget} at a whole day`;
            const sentence = `${at}: ${loaded} stored; ${state}. The next run goes on from there.`;
            return { state: 'stopped', level: 'notice', sentence };
        }
        case 'timeout': {
            const sentence = `The \`timeout\` of ${(0,durations/* formatInputDuration */.g0)(facts.timeoutMs)} ran out before ${stop.day}: ${loaded} stored; ${state}. The next run goes on from there.`;
            return { state: 'timed-out', level: 'failure', sentence };
        }
        case 'cancelled': {
            const sentence = `The sync was cancelled while loading ${stop.day}, which was not stored: ${loaded} stored; ${state}.`;
            return { state: 'cancelled', level: 'failure', sentence };
        }
        case 'failed': {
            const what = stop.dataset ? `${stop.dataset} of ${stop.day}` : `Storing ${stop.day}`;
            const sentence = `${stop.dataset ? 'Loading ' : ''}${what} failed: ${(0,shared_text/* asSentence */.KG)((0,shared_text/* errorMessage */.gJ)(stop.error))} The day was not stored and its cursor did not move: ${loaded} stored before it; ${state}.`;
            return { state: 'failed', level: 'failure', sentence };
        }
    }
}
function span(first, last) {
    if (first === undefined || last === undefined)
        return '—';
    return first === last ? first : `${first} to ${last}`;
}
function datasetRow(dataset, held) {
    const loaded = dataset.days === 0 ? 'none' : `${dataset.days}: ${span(dataset.first, dataset.last)}`;
    const cells = [
        dataset.name,
        (0,markdown/* code */.aY)(dataset.table),
        loaded,
        dataset.rows.toLocaleString('en-US'),
        span(held?.from, held?.to),
    ];
    return `| ${cells.map(markdown/* cell */.Hn).join(' | ')} |`;
}
/** The step summary of a sync. `ranges` is undefined when the store could not say. */
function syncSummary(result, outcome, facts, ranges) {
    const title = outcome.level === 'failure' ? 'Docs analytics sync failed' : 'Docs analytics synced';
    const lines = [
        `## ${title}`,
        '',
        `**Store:** ${(0,markdown/* text */.Qq)(facts.store)}`,
        '',
        '| Dataset | Table | Days loaded this run | Rows | The store holds |',
        '|---|---|---|---:|---|',
        ...result.datasets.map((dataset) => datasetRow(dataset, ranges?.get(dataset.table))),
        '',
    ];
    if (!ranges)
        lines.push('*The store could not list the days it holds.*', '');
    for (const dataset of result.datasets.filter((d) => d.capped.length > 0)) {
        lines.push(`**${dataset.name}:** the API serves a day's top 100 pages only, and had more on ${(0,plural/* plural */.L)(dataset.capped.length, 'day')}: ${dataset.capped.join(', ')}.`, '');
    }
    if (result.repeated.length > 0) {
        const listed = result.repeated.slice(0, REPEATED_LISTED);
        const more = result.repeated.length - listed.length;
        lines.push(`**Served twice in one day** (the first row was kept):`, '', ...listed.map(({ day, dataset, key }) => `- ${day}, ${dataset}: ${(0,markdown/* code */.aY)(key)}`), ...(more > 0 ? [`- …and ${(0,plural/* plural */.L)(more, 'more key')} (in the log)`] : []), '');
    }
    const kind = outcome.level === 'failure' ? 'CAUTION' : 'NOTE';
    lines.push(`> [!${kind}]`, `> ${(0,markdown/* textWithLinks */.VF)(outcome.sentence, [], 2_000)}`, '');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./shared/mintlify/budget.ts
var budget = __webpack_require__(626);
// EXTERNAL MODULE: ./analytics/datasets/catalogue.ts
var catalogue = __webpack_require__(87668);
// EXTERNAL MODULE: ./analytics/pager.ts
var pager = __webpack_require__(53304);
// EXTERNAL MODULE: ./analytics/young-generation.ts
var young_generation = __webpack_require__(62318);
;// CONCATENATED MODULE: ./analytics/history/fetch-day.ts



/** The pages of `dataset` for `range`, as the pager walks them. */
function pagesOf(dataset, range, deps) {
    const { api, projectId, signal } = deps;
    const options = {
        now: () => deps.clock.now(),
        log: () => undefined,
        warn: deps.warn,
    };
    const { paging } = dataset;
    switch (paging.kind) {
        case 'cursor':
            return (0,pager/* fetchCursorPages */.$U)((cursor, s) => dataset.fetch(api, projectId, { range, limit: paging.limit, cursor }, s), signal, options);
        case 'offset':
            return (0,pager/* fetchPages */.f1)((offset, limit, s) => dataset.fetch(api, projectId, { range, limit, offset }, s), deps.pageSize, signal, options);
        case 'single':
            return (async function* single() {
                const limit = paging.limit ?? 0;
                const page = await dataset.fetch(api, projectId, { range, limit }, signal);
                yield { page, offset: 0, number: 1 };
            })();
    }
}
/** Every row `dataset` serves for the UTC day `day`. */
async function fetchDay(dataset, day, deps) {
    const range = { dateFrom: day, dateTo: (0,days/* addDays */.fi)(day, 1) };
    const served = { rows: [], requests: 0, trailer: {}, capped: false };
    for await (const { page } of pagesOf(dataset, range, deps)) {
        for (const row of page.rows)
            served.rows.push(row);
        served.requests++;
        served.totals = page.totals ?? served.totals;
        served.trailer = page.trailer;
        served.capped ||= dataset.paging.kind === 'single' && page.hasMore;
        // A sync of a hundred days collects as often as an export of a million rows: the same bound.
        (0,young_generation/* holdYoungGeneration */.k)();
    }
    return served;
}

// EXTERNAL MODULE: ./analytics/history/tables.ts
var tables = __webpack_require__(67527);
;// CONCATENATED MODULE: ./analytics/history/rows.ts


/** The table each dataset is stored in (besides its totals in `daily_totals`). */
const DATASET_TABLES = {
    views: 'page_views',
    visitors: 'visitors',
    searches: 'searches',
    feedback: 'feedback',
    'feedback-by-page': 'feedback_by_page',
    assistant: 'assistant_conversations',
    'assistant-callers': 'assistant_callers',
};
/** A value its column cannot hold: the day it came in cannot be stored. */
class StoreValueError extends Error {
    constructor(message) {
        super(message);
        this.name = 'StoreValueError';
    }
}
const traffic = (row, day) => ({
    date: day,
    path: row.path,
    human: row.human,
    ai: row.ai,
    total: row.total,
});
/** Items are kept under the day they happened; one with no time under the day it was served. */
const dayOfItem = (time, served) => (time ? (0,days/* dayOf */.kb)(time) : undefined) ?? served;
const CONVERTERS = {
    views: traffic,
    visitors: traffic,
    searches: (row, day) => ({
        date: day,
        search_query: row.searchQuery,
        hits: row.hits,
        ctr: row.ctr,
        top_clicked_page: row.topClickedPage,
        last_searched_at: row.lastSearchedAt,
    }),
    feedback: (row, day, includeContact) => ({
        date: dayOfItem(row.createdAt, day),
        id: row.id,
        path: row.path,
        created_at: row.createdAt,
        source: row.source,
        status: row.status,
        helpful: row.helpful ?? null,
        comment: row.comment,
        code: row.code ?? null,
        filename: row.filename ?? null,
        lang: row.lang ?? null,
        // Readers' email addresses: only when asked for (`include-contact`), as in the files.
        contact: includeContact ? (row.contact ?? null) : null,
    }),
    'feedback-by-page': (row, day) => ({
        date: day,
        path: row.path,
        thumbs_up: row.thumbsUp,
        thumbs_down: row.thumbsDown,
        code: row.code,
        total: row.total,
    }),
    assistant: (row, day) => ({
        date: dayOfItem(row.timestamp, day),
        id: row.id,
        timestamp: row.timestamp,
        query: row.query,
        response: row.response,
        response_type: row.responseType ?? 'answer',
        resolution_status: row.resolutionStatus,
        query_category: row.queryCategory,
        page_url: row.pageUrl,
        sources: JSON.stringify(row.sources),
    }),
    'assistant-callers': (row, day) => ({
        date: day,
        web: row.web,
        api: row.api,
        other: row.other,
        total: row.total,
    }),
};
/** Why `value` does not fit `column`, or undefined when it does. */
function misfit(column, value) {
    if (value === null || value === undefined) {
        return column.nullable ? undefined : 'is missing';
    }
    const shown = JSON.stringify(value).slice(0, 40);
    switch (column.type) {
        case 'bigint':
            return Number.isSafeInteger(value) ? undefined : `takes whole numbers, got ${shown}`;
        case 'double':
            return typeof value === 'number' && Number.isFinite(value)
                ? undefined
                : `takes numbers, got ${shown}`;
        case 'boolean':
            return typeof value === 'boolean' ? undefined : `takes true or false, got ${shown}`;
        case 'date':
            return typeof value === 'string' && (0,days/* isDay */.N)(value) ? undefined : `takes a day, got ${shown}`;
        case 'timestamp':
            return typeof value === 'string' && (0,days/* dayOf */.kb)(value) !== undefined
                ? undefined
                : `takes a time, got ${shown}`;
        default:
            if (typeof value !== 'string')
                return `takes text, got ${shown}`;
            return value.includes('\u0000') ? 'holds a NUL character, which text cannot' : undefined;
    }
}
/** The row checked against its table, times written as ISO 8601 in UTC. */
function checkedRow(table, values) {
    const row = {};
    for (const column of tables/* STORE_TABLES */.u[table].columns) {
        const value = values[column.name] ?? null;
        const problem = misfit(column, value);
        if (problem)
            throw new StoreValueError(`column \`${column.name}\` of ${table} ${problem}`);
        row[column.name] =
            column.type === 'timestamp' && typeof value === 'string'
                ? new Date(Date.parse(value)).toISOString()
                : value;
    }
    return row;
}
/** The rows with each key once (the first served), and the keys that came twice. */
function firstOfEachKey(table, rows) {
    // Within one day's batch, project and (for a table kept by day) date are the same for all.
    const key = tables/* STORE_TABLES */.u[table].key.filter((column) => !['project_id', 'date'].includes(column));
    const seen = new Set();
    const kept = [];
    const repeated = [];
    for (const row of rows) {
        const values = key.map((column) => row[column]);
        const id = JSON.stringify(values);
        if (seen.has(id)) {
            repeated.push(key.map((column, i) => `${column} ${JSON.stringify(values[i])}`).join(', '));
            continue;
        }
        seen.add(id);
        kept.push(row);
    }
    return { rows: kept, repeated };
}
/** `daily_totals`' row of a dataset that has site-wide totals. */
function totalsRow(name, served, day) {
    if ((name === 'views' || name === 'visitors') && served.totals) {
        const { human, ai, total } = served.totals;
        return { date: day, dataset: name, human, ai, total };
    }
    const total = served.trailer.totalSearches;
    if (name === 'searches' && typeof total === 'number') {
        return { date: day, dataset: name, human: null, ai: null, total };
    }
    return undefined;
}
/** One dataset's day as the store's batches; `repeated` shows each key served twice. */
function dayBatches(name, served, context) {
    const { projectId, day, includeContact } = context;
    const table = DATASET_TABLES[name];
    const convert = CONVERTERS[name];
    const rows = served.rows.map((row) => checkedRow(table, { project_id: projectId, ...convert(row, day, includeContact) }));
    const unique = firstOfEachKey(table, rows);
    const batches = [{ table, rows: unique.rows }];
    const totals = totalsRow(name, served, day);
    if (totals) {
        batches.push({
            table: 'daily_totals',
            rows: [checkedRow('daily_totals', { project_id: projectId, ...totals })],
        });
    }
    return { batches, repeated: unique.repeated };
}

;// CONCATENATED MODULE: ./analytics/history/sync.ts
/**
 * The sync: every dataset asked, one whole UTC day at a time, into a store. Each dataset starts
 * at its table's cursor minus `lookback-days` (plus one: the cursor is the last day stored), or
 * at `date-from` when the store has none, and goes up to `date-to` (exclusive). Days go in
 * order, every dataset of a day before the next day, and a day is stored whole or not at all:
 * the cursors move only once it is, so a run stopped anywhere (the budget, a failure, a kill)
 * leaves the store consistent and the next run goes on where the store says.
 */






/** Warnings for keys served twice, at most (the summary counts the rest). */
const REPEATED_WARNINGS = 10;
function repeatedSentence({ day, dataset, key }) {
    return `${dataset} of ${day}: the API served ${key} twice; the first row was kept.`;
}
/**
 * Where a table's sync starts: `date-from` for a table the store lacks; else the day after the
 * cursor, after re-reading the last `lookback-days` stored days that are not before `date-from`.
 */
function startOf(cursor, plan) {
    if (cursor === undefined)
        return plan.dateFrom;
    const next = (0,days/* addDays */.fi)(cursor, 1);
    const lookback = (0,days/* addDays */.fi)(next, -plan.lookbackDays);
    const reread = lookback > plan.dateFrom ? lookback : plan.dateFrom;
    return reread < next ? reread : next;
}
/** The datasets of a sync, each from its table's cursor. */
async function startingPoints(plan, store) {
    const cursors = await store.cursors(plan.projectId);
    return plan.datasets.map((name) => {
        const table = DATASET_TABLES[name];
        const cursor = cursors.get(table);
        return {
            name,
            table,
            start: startOf(cursor, plan),
            storedBefore: cursor,
            cursor,
            days: 0,
            rows: 0,
            lastCost: 1,
            capped: [],
        };
    });
}
/** Why the next day is not started, or undefined when it may be. */
function stopBefore(day, due, deps) {
    if (deps.signal.aborted)
        return { kind: 'cancelled', day };
    if (deps.clock.now() >= deps.deadline)
        return { kind: 'timeout', day };
    const expected = due.reduce((sum, dataset) => sum + dataset.lastCost, 0);
    if (deps.budget.left < expected)
        return { kind: 'budget', day, lost: false };
    return undefined;
}
/** Every due dataset of `day`, fetched and made the store's rows; throws what stopped it. */
async function loadDay(day, due, definitions, plan, deps) {
    const loaded = { batches: [], parts: new Map(), repeated: [] };
    for (const dataset of due) {
        try {
            const definition = definitions.get(dataset.name);
            const served = await fetchDay(definition, day, {
                api: deps.api,
                projectId: plan.projectId,
                pageSize: plan.pageSize,
                clock: deps.clock,
                signal: deps.signal,
                warn: (message) => deps.log.warning(`${definition.title} of ${day}: ${message}`),
            });
            const { batches, repeated } = dayBatches(dataset.name, served, { projectId: plan.projectId, day, includeContact: plan.includeContact });
            const stored = batches.find((batch) => batch.table === dataset.table)?.rows.length ?? 0;
            loaded.parts.set(dataset.name, {
                requests: served.requests,
                rows: stored,
                capped: served.capped,
            });
            loaded.batches.push(...batches);
            loaded.repeated.push(...repeated.map((key) => ({ day, dataset: dataset.name, key })));
        }
        catch (error) {
            throw new DayError(dataset.name, error);
        }
    }
    return loaded;
}
/** A dataset's part of a day failed (its cause is the reason). */
class DayError extends Error {
    dataset;
    constructor(dataset, cause) {
        super(`${dataset} failed`, { cause });
        this.name = 'DayError';
        this.dataset = dataset;
    }
}
/** What stopped a day that was started. */
function stopDuring(day, error, deps) {
    if (budget/* BudgetSpentError */.o.isCauseOf(error))
        return { kind: 'budget', day, lost: true };
    if (deps.signal.aborted)
        return { kind: 'cancelled', day };
    const dataset = error instanceof DayError ? error.dataset : undefined;
    return { kind: 'failed', day, dataset, error: error instanceof DayError ? error.cause : error };
}
/** Notes a stored day in each dataset's tally and logs it. */
function recordDay(day, due, loaded, deps) {
    const parts = [];
    let rows = 0;
    for (const dataset of due) {
        const part = loaded.parts.get(dataset.name);
        dataset.cursor = dataset.cursor === undefined || dataset.cursor < day ? day : dataset.cursor;
        dataset.days++;
        dataset.first ??= day;
        dataset.last = day;
        dataset.rows += part.rows;
        dataset.lastCost = Math.max(1, part.requests);
        if (part.capped)
            dataset.capped.push(day);
        rows += part.rows;
        parts.push(`${dataset.name} ${(0,plural/* plural */.L)(part.rows, 'row')} (${(0,plural/* plural */.L)(part.requests, 'request')})`);
    }
    deps.log.info(`${day} stored: ${parts.join(', ')}`);
    return rows;
}
/** Runs the sync to `date-to`, or until the budget, a failure, the timeout or a cancellation. */
async function syncStore(plan, deps) {
    const datasets = await startingPoints(plan, deps.store);
    const result = { datasets, rows: 0, days: 0, repeated: [] };
    const definitions = new Map();
    for (const { name } of datasets) {
        const options = { includeContact: plan.includeContact, compare: false };
        definitions.set(name, (await (0,catalogue/* loadDataset */.Z)(name, options)));
    }
    const first = datasets.map((dataset) => dataset.start).sort()[0] ?? plan.dateTo;
    for (let day = first; day < plan.dateTo; day = (0,days/* addDays */.fi)(day, 1)) {
        const due = datasets.filter((dataset) => dataset.start <= day);
        if (due.length === 0)
            continue;
        result.stop = stopBefore(day, due, deps);
        if (result.stop)
            break;
        try {
            const loaded = await loadDay(day, due, definitions, plan, deps);
            await deps.store.writeDay(plan.projectId, day, loaded.batches);
            result.rows += recordDay(day, due, loaded, deps);
            for (const repeated of loaded.repeated) {
                if (result.repeated.push(repeated) > REPEATED_WARNINGS)
                    continue;
                deps.log.warning(repeatedSentence(repeated));
            }
            result.days++;
        }
        catch (error) {
            result.stop = stopDuring(day, error, deps);
            break;
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./analytics/history/run.ts







/** Syncs the datasets asked into the store, to its outcome. */
async function runStoreSync(settings, location, deps) {
    const { log } = deps;
    deps.setOutput('date-from', settings.dateFrom);
    deps.setOutput('date-to', settings.dateTo);
    for (const name of settings.unusedWithStore) {
        log.warning(`Input \`${name}\` does not apply with \`store\` and is ignored: the store is the run's output, and no files, artifact or digest are written.`);
    }
    if (settings.maxRequests < settings.datasets.length) {
        throw new inputs/* InputError */.dz('max-requests', `Input \`max-requests\` (${settings.maxRequests}) is below the ${settings.datasets.length} requests one day of these datasets needs at least; raise it or sync fewer datasets. No request was made.`);
    }
    const store = await openStore(location, {
        deadline: deps.deadline,
        signal: deps.signal,
        clock: deps.clock,
        warning: log.warning,
        info: log.info,
        notice: log.notice,
        run: deps.context.runUrl || 'a run outside GitHub Actions',
    });
    let result;
    let ranges;
    try {
        log.info(`Syncing ${settings.datasets.join(', ')} into the ${store.description}: from each table's last day stored (minus ${(0,plural/* plural */.L)(settings.lookbackDays, 'day')} of lookback), or from ${settings.dateFrom} for a table it does not hold yet, up to ${(0,range/* describeRange */.pC)(settings)}'s end.`);
        result = await syncStore({
            projectId: settings.projectId,
            datasets: settings.datasets,
            dateFrom: settings.dateFrom,
            dateTo: settings.dateTo,
            lookbackDays: settings.lookbackDays,
            pageSize: settings.pageSize,
            includeContact: settings.includeContact,
        }, { ...deps, store });
        ranges = await store.ranges(settings.projectId).catch((error) => {
            log.warning(`The store could not list the days it holds: ${(0,shared_text/* errorMessage */.gJ)(error)}`);
            return undefined;
        });
    }
    finally {
        await store.close();
    }
    return finish(settings, deps, store.description, result, ranges);
}
/** Outputs, summary and outcome, once the sync has ended. */
async function finish(settings, deps, description, result, ranges) {
    const backlog = backlogDays(result, settings.dateTo, settings.dateFrom);
    deps.setOutput('synced-through', syncedThrough(result) ?? '');
    deps.setOutput('backlog-days', String(backlog));
    deps.setOutput('rows', String(result.rows));
    deps.setOutput('requests', String(deps.budget.sent));
    const facts = {
        store: description,
        dateTo: settings.dateTo,
        maxRequests: settings.maxRequests,
        timeoutMs: settings.timeoutMs,
        requests: deps.budget.sent,
    };
    const outcome = syncOutcome(result, facts, backlog);
    await deps.writeSummary(syncSummary(result, outcome, facts, ranges));
    return outcome;
}


/***/ }),

/***/ 67527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ STORE_TABLES)
/* harmony export */ });
/**
 * The store's tables, fixed and documented (docs/analytics.md): one per dataset and
 * `daily_totals`, each with `project_id` and `date` first, then the dataset's CSV columns in
 * snake_case. Both stores are built from these definitions: the Parquet schema and the Postgres
 * `CREATE TABLE` come from the same list, so the two never differ.
 */
const required = (name, type) => ({ name, type, nullable: false });
const optional = (name, type) => ({ name, type, nullable: true });
const DAY = [required('project_id', 'text'), required('date', 'date')];
const TRAFFIC = [
    ...DAY,
    required('path', 'text'),
    required('human', 'bigint'),
    required('ai', 'bigint'),
    required('total', 'bigint'),
];
const STORE_TABLES = {
    page_views: { columns: TRAFFIC, key: ['project_id', 'date', 'path'], keptBy: 'day' },
    visitors: { columns: TRAFFIC, key: ['project_id', 'date', 'path'], keptBy: 'day' },
    searches: {
        columns: [
            ...DAY,
            required('search_query', 'text'),
            required('hits', 'bigint'),
            required('ctr', 'double'),
            optional('top_clicked_page', 'text'),
            required('last_searched_at', 'timestamp'),
        ],
        key: ['project_id', 'date', 'search_query'],
        keptBy: 'day',
    },
    feedback: {
        columns: [
            ...DAY,
            required('id', 'text'),
            required('path', 'text'),
            optional('created_at', 'timestamp'),
            required('source', 'text'),
            required('status', 'text'),
            optional('helpful', 'boolean'),
            optional('comment', 'text'),
            optional('code', 'text'),
            optional('filename', 'text'),
            optional('lang', 'text'),
            // Readers' email addresses: null unless `include-contact: true`.
            optional('contact', 'text'),
        ],
        key: ['project_id', 'id'],
        keptBy: 'item',
    },
    feedback_by_page: {
        columns: [
            ...DAY,
            required('path', 'text'),
            required('thumbs_up', 'bigint'),
            required('thumbs_down', 'bigint'),
            required('code', 'bigint'),
            required('total', 'bigint'),
        ],
        key: ['project_id', 'date', 'path'],
        keptBy: 'day',
    },
    assistant_conversations: {
        columns: [
            ...DAY,
            required('id', 'text'),
            required('timestamp', 'timestamp'),
            required('query', 'text'),
            required('response', 'text'),
            required('response_type', 'text'),
            required('resolution_status', 'text'),
            optional('query_category', 'text'),
            optional('page_url', 'text'),
            required('sources', 'json'),
        ],
        key: ['project_id', 'id', 'timestamp'],
        keptBy: 'item',
    },
    assistant_callers: {
        columns: [
            ...DAY,
            required('web', 'bigint'),
            required('api', 'bigint'),
            required('other', 'bigint'),
            required('total', 'bigint'),
        ],
        key: ['project_id', 'date'],
        keptBy: 'day',
    },
    // The site-wide totals the API gives beside the rows (views and visitors are deduplicated, so
    // not the sum of the rows); searches have `total` only.
    daily_totals: {
        columns: [
            ...DAY,
            required('dataset', 'text'),
            optional('human', 'bigint'),
            optional('ai', 'bigint'),
            required('total', 'bigint'),
        ],
        key: ['project_id', 'date', 'dataset'],
        // By item: a day's views, visitors and searches are not always loaded together (a dataset
        // added later starts at `date-from`), and one dataset's day must not remove another's.
        keptBy: 'item',
    },
};


/***/ }),

/***/ 53304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ fetchCursorPages),
/* harmony export */   B_: () => (/* binding */ PagingError),
/* harmony export */   f1: () => (/* binding */ fetchPages)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91116);
/**
 * Walks a paged analytics endpoint. Offset paging (`/views`, `/visitors`): `limit = pageSize`,
 * `offset += limit` while `hasMore`. Cursor paging (`/searches`, `/feedback`, `/assistant`): the
 * next page's `cursor` is the last answer's `nextCursor` until it is null. The API allows 100
 * analytics requests per organization per hour, so both make exactly one request per page: no
 * look-ahead past the end, no page twice, and no retries of their own (the client retries the
 * same request on 429/5xx/network errors).
 */


/** A server that would page forever or skip rows: the message says how far the export got. */
class PagingError extends Error {
    constructor(message) {
        super(message);
        this.name = 'PagingError';
    }
}
/**
 * Whether two pages hold the same rows. Legitimate consecutive pages differ in their first row
 * already, so this costs O(1) on a clean run; only a repeated page is compared in full.
 */
function samePage(a, b) {
    if (a.length !== b.length || a.length === 0)
        return false;
    for (let i = 0; i < a.length; i++) {
        if (JSON.stringify(a[i]) !== JSON.stringify(b[i]))
            return false;
    }
    return true;
}
/**
 * The walk both kinds of paging share. The next page is requested as soon as `next` names it, so
 * it travels while this one is written: still one request per page, in order, over one
 * connection. Stopping early (a guard, a write error, cancellation) aborts the request nobody
 * will read. `next` checks a page (throwing PagingError for a server that would page forever)
 * and says where the next page starts, or undefined after the last.
 */
async function* walk(first, request, next, offsetOf, signal, options) {
    const { now, log } = options;
    const logEveryPages = options.logEveryPages ?? 10;
    const logEveryMs = options.logEveryMs ?? 5000;
    const tally = { pages: 0, rows: 0 };
    let lastLogAt = now();
    let lastLoggedPages = 0;
    const inFlight = new AbortController();
    const stop = () => inFlight.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    const send = (at) => {
        const page = request(at, inFlight.signal);
        page.catch(() => undefined); // read (and rethrown) when awaited; never an unhandled rejection
        return page;
    };
    let at = first;
    let pending = send(at);
    try {
        for (;;) {
            signal?.throwIfAborted();
            const page = await pending;
            tally.pages++;
            const following = next(page, at, tally);
            tally.rows += page.rows.length;
            if (following !== undefined) {
                pending = send(following);
                // The HTTP client writes a request on a later turn of the event loop: let it leave now,
                // before this page is written, or the writing delays every request by its own length.
                await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setImmediate)();
            }
            yield { page, offset: offsetOf(at), number: tally.pages };
            if (following === undefined)
                break;
            at = following;
            const t = now();
            if (tally.pages - lastLoggedPages >= logEveryPages || t - lastLogAt >= logEveryMs) {
                log(`Fetched ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(tally.pages, 'page')}, ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(tally.rows, 'row')} so far`);
                lastLoggedPages = tally.pages;
                lastLogAt = t;
            }
        }
    }
    finally {
        inFlight.abort();
        signal?.removeEventListener('abort', stop);
    }
    log(`Fetched ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(tally.rows, 'row')} in ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(tally.pages, 'request')}`);
}
/**
 * Yields every page of an offset-paged endpoint, each validated by the client, with the offset
 * it was fetched at. Throws PagingError when the server pages forever: two empty pages in a row
 * that still say `hasMore`, or a page identical to the one before it (the server ignores
 * `offset`). Neither can happen with legitimate data, however many rows it has, so the page
 * count is not capped.
 */
function fetchPages(fetchPage, pageSize, signal, options) {
    if (!Number.isInteger(pageSize) || pageSize < 1) {
        throw new RangeError(`page size must be a positive integer, got ${pageSize}`);
    }
    let emptyWithMoreInARow = 0;
    let previous = [];
    let warnedOversized = false;
    const next = (page, offset, { pages, rows }) => {
        const count = page.rows.length;
        const stopped = `Stopped after ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pages, 'request')} and ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(rows, 'row')}.`;
        if (page.hasMore && samePage(page.rows, previous)) {
            throw new PagingError(`The API returned the same ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(count, 'row')} for offset ${offset} as for offset ${offset - pageSize}: it seems to ignore \`offset\`, so paging would never end. ${stopped}`);
        }
        emptyWithMoreInARow = count === 0 && page.hasMore ? emptyWithMoreInARow + 1 : 0;
        if (emptyWithMoreInARow >= 2) {
            throw new PagingError(`The API returned two empty pages in a row (offsets ${offset - pageSize} and ${offset}) that still say \`hasMore\`, so paging would never end. ${stopped}`);
        }
        if (count > pageSize && !warnedOversized) {
            warnedOversized = true;
            options.warn(`The API returned ${count} rows for limit ${pageSize} at offset ${offset}; rows are kept as served, but pages may overlap.`);
        }
        previous = page.rows;
        return page.hasMore ? offset + pageSize : undefined;
    };
    return walk(0, (offset, s) => fetchPage(offset, pageSize, s), next, (offset) => offset, signal, options);
}
/**
 * Yields every page of a cursor-paged endpoint, each validated by the client. Throws PagingError
 * when the server would page forever or skip rows: a cursor it already gave (a loop), two empty
 * pages in a row that still name a next cursor, or `hasMore` without a cursor.
 */
function fetchCursorPages(fetchPage, signal, options) {
    const usedCursors = new Set();
    let emptyInARow = 0;
    let previous = [];
    const next = (page, _at, { pages, rows }) => {
        const stopped = `Stopped after ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pages, 'request')} and ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(rows + page.rows.length, 'row')}.`;
        const cursor = page.nextCursor ?? null;
        if (page.hasMore && cursor === null) {
            throw new PagingError(`The API said more rows were coming (\`hasMore\`) but gave no \`nextCursor\` to ask for them, so rows would be missing. ${stopped}`);
        }
        if (!page.hasMore || cursor === null)
            return undefined;
        if (usedCursors.has(cursor)) {
            throw new PagingError(`The API returned a \`nextCursor\` it had already given, so paging would never end. ${stopped}`);
        }
        // A fresh cursor each time is no proof of progress: a server that ignores `cursor` answers
        // the first page again and again, and would spend the whole hourly rate limit.
        if (samePage(page.rows, previous)) {
            throw new PagingError(`The API returned the same ${(0,_shared_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(page.rows.length, 'row')} for two cursors in a row: it seems to ignore \`cursor\`, so paging would never end. ${stopped}`);
        }
        previous = page.rows;
        emptyInARow = page.rows.length === 0 ? emptyInARow + 1 : 0;
        if (emptyInARow >= 2) {
            throw new PagingError(`The API returned two empty pages in a row that still name a next page, so paging would never end. ${stopped}`);
        }
        usedCursors.add(cursor);
        return cursor;
    };
    return walk(undefined, fetchPage, next, () => 0, signal, options);
}


/***/ }),

/***/ 62318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ holdYoungGeneration)
/* harmony export */ });
/* unused harmony export youngGenerationSize */
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A bound on V8's young generation for a long export. V8 starts the young generation small and
 * doubles it whenever the bytes that survived its collections since the last doubling exceed its
 * size. Every collection during an export finds the page in flight alive (a few hundred kB), so
 * those bytes add up with every page, whatever the size of the page: a million rows took it to
 * its maximum, two 64 MiB semi-spaces, about a hundred MiB of resident memory that a 10,000-row
 * export never needs; held at 16 MiB, a million-row export spends about 1% more of its time
 * collecting (measured: 0.35 s of garbage collection in 7 s instead of 0.25 s).
 *
 * Once it has reached `limitBytes` (the two semi-spaces together), V8 is told to stop growing it
 * (`--semi-space-growth-factor=1`). The flag is read each time V8 would grow the space, so setting
 * it while the process runs takes effect (the maximum size, `--max-semi-space-size`, is fixed when
 * the heap is set up and cannot be changed from inside the process). While V8 marks the old
 * generation it still lets the young one grow a page at a time, and gives that back when the
 * marking ends. test/unit/analytics/young-generation.test.ts checks that the bound still holds on
 * the Node this runs on.
 */

/** Two 8 MiB semi-spaces: about what a 10,000-row export reaches by itself. */
const YOUNG_GENERATION_LIMIT = 16 * 1024 * 1024;
let held = false;
/** The young generation's size now (both semi-spaces), in bytes. */
function youngGenerationSize() {
    const space = node_v8__WEBPACK_IMPORTED_MODULE_0___default().getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    return space?.space_size ?? 0;
}
/**
 * Called between pages: once the young generation has reached `limitBytes`, it grows no more for
 * the rest of the process. Cheap until then (one look at the heap's spaces), free after.
 */
function holdYoungGeneration(limitBytes = YOUNG_GENERATION_LIMIT) {
    if (held || youngGenerationSize() < limitBytes)
        return;
    node_v8__WEBPACK_IMPORTED_MODULE_0___default().setFlagsFromString('--semi-space-growth-factor=1');
    held = true;
}


/***/ })

};
