export const id = 126;
export const ids = [126];
export const modules = {

/***/ 99126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runHistoryMode: () => (/* binding */ runHistoryMode)
});

// EXTERNAL MODULE: ./shared/inputs.ts
var inputs = __webpack_require__(30779);
// EXTERNAL MODULE: ./shared/plural.ts
var plural = __webpack_require__(91116);
// EXTERNAL MODULE: ./analytics/history/days.ts
var history_days = __webpack_require__(54097);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
var external_node_v8_default = /*#__PURE__*/__webpack_require__.n(external_node_v8_);
;// CONCATENATED MODULE: ./analytics/history/old-generation.ts
/**
 * A bound on the garbage V8 lets the old generation hold during a sync. A sync keeps about 15 MB
 * alive, but each day's rows live until the day is stored, so they outlive the young generation
 * and die old; V8 lets a small, quickly collected old generation grow to as much as four times
 * what it kept before collecting it again, so a hundred days built up about 45 MB of garbage
 * between full collections, and a million-row sync peaked at 1.5x the resident memory of one
 * day. Told to grow by half at most (`--heap-growing-percent=50`; V8 keeps a minimum step of its
 * own, about 12 MB here), V8 collects every four days of 10,000 rows instead of every twenty: the
 * same sync peaks at about 1.15x, for about half a second more of collecting on the main thread
 * (the process's CPU, helper threads included, grew by about a tenth: 9.1 s to 10.3 s).
 *
 * Like the young generation's bound (../young-generation.ts), the flag is read each time V8 sets
 * the old generation's next limit (after every full collection), so setting it while the process
 * runs takes effect; test/unit/analytics/history/old-generation.test.ts checks that it still does
 * on the Node this runs on. The mode sets it once, before a sync into a Parquet folder, for the
 * rest of the process. A sync into Postgres is left alone: the same bound took its 1M-row peak
 * from about 165 to 125 MiB, but the extra collections cost its backfill about a tenth more wall
 * time, most of the margin of its target against COPY (bench/RESULTS.md), and it has no memory
 * target.
 */

/** The most V8 lets the old generation grow past what it kept, in percent. */
const OLD_GENERATION_GROWTH_PERCENT = 50;
function boundOldGenerationGrowth() {
    external_node_v8_default().setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
}

;// CONCATENATED MODULE: ./analytics/history/open.ts
/** Opens the store `location` names; its errors name the `store` input. */
async function openStore(location, options) {
    if (location.kind === 'parquet') {
        const { openParquetStore } = await Promise.all(/* import() */[__webpack_require__.e(113), __webpack_require__.e(25)]).then(__webpack_require__.bind(__webpack_require__, 27025));
        const { info, notice, warning } = options;
        return openParquetStore({
            ...options,
            folder: location.folder,
            create: location.insideWorkspace,
            log: { info, notice, warning },
        });
    }
    const { openPostgresStore } = await Promise.all(/* import() */[__webpack_require__.e(315), __webpack_require__.e(101)]).then(__webpack_require__.bind(__webpack_require__, 47101));
    return openPostgresStore({ url: location.url, ...options });
}

// EXTERNAL MODULE: ./shared/durations.ts
var durations = __webpack_require__(72945);
// EXTERNAL MODULE: ./shared/markdown.ts
var markdown = __webpack_require__(2963);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
;// CONCATENATED MODULE: ./analytics/history/report.ts
/**
 * What a sync tells people: the step's one sentence (what the run did, how far the store got,
 * what is left, what stopped it) and the step summary (what a day costs, how many days a run of
 * this `max-requests` stores and how many runs the backlog needs, in sentences; per dataset the
 * days stored and read again and the days the store holds; the capped days of feedback by page;
 * the keys served twice). Pure: mode.ts sets them.
 */




/** How many repeated keys the summary lists (the log has every one). */
const REPEATED_LISTED = 20;
/** The last day stored of every dataset asked, or undefined while one has none. */
function syncedThrough(result) {
    let through;
    for (const { range } of result.datasets) {
        if (range === undefined)
            return undefined;
        if (through === undefined || range.last < through)
            through = range.last;
    }
    return through;
}
/** What the run did: "stored 4 days, read 2 days again and refreshed 250 feedback items". */
function done(result) {
    const parts = [
        ...(result.days > 0 ? [`stored ${(0,plural/* plural */.L)(result.days, 'day')}`] : []),
        ...(result.rereads > 0 ? [`read ${(0,plural/* plural */.L)(result.rereads, 'day')} again`] : []),
        ...(result.refresh?.done ? [`refreshed ${(0,plural/* plural */.L)(result.refresh.items, 'feedback item')}`] : []),
    ];
    if (parts.length === 0)
        return 'nothing was stored';
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
    return `${list} (${result.rows.toLocaleString('en-US')} row${result.rows === 1 ? '' : 's'})`;
}
/**
 * Where the store is: "the store holds every dataset asked through 2026-11-20", and with
 * `facts`, the days it still lacks ("; 6 days left before 2026-11-21").
 */
function where(result, facts) {
    const through = syncedThrough(result);
    const held = through
        ? `the store holds every dataset asked through ${through}`
        : 'the store does not yet hold a day of every dataset asked';
    const left = facts && result.backlog > 0
        ? `; ${(0,plural/* plural */.L)(result.backlog, 'day')} left before ${facts.dateTo}`
        : '';
    return `${held}${left}`;
}
/** What a stopped run leaves for the next: days to load, the refresh, days to read again. */
function left(result, facts) {
    const rereadsLeft = result.plan.rereads.length - result.rereads;
    const parts = [
        ...(result.backlog > 0
            ? [`${(0,plural/* plural */.L)(result.backlog, 'day')} to load before ${facts.dateTo}`]
            : []),
        ...(result.refreshLeft ? ['the feedback refresh'] : []),
        ...(rereadsLeft > 0 ? [`${(0,plural/* plural */.L)(rereadsLeft, 'stored day')} to read again`] : []),
    ];
    return parts.length > 1
        ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
        : (parts[0] ?? '');
}
/** The fewest requests one day costs, known from what a run that could not store one spent. */
function leastDayCost(stop) {
    if (stop?.kind !== 'budget' || !stop.lost?.whole || stop.piece === 'refresh')
        return undefined;
    return stop.lost.spent + 1;
}
/** The outcome of a run the budget stopped. */
function budgetOutcome(result, stop, facts) {
    const budget = `\`max-requests\` (${facts.maxRequests})`;
    const least = leastDayCost(stop);
    if (least !== undefined && result.days + result.rereads === 0) {
        const sentence = `${budget} cannot hold one day of these datasets: ${stop.day ?? ''} took all ${(0,plural/* plural */.L)(facts.maxRequests, 'request')} and was not whole, so a day costs at least ${(0,plural/* plural */.L)(least, 'request')}; raise \`max-requests\` (docs/analytics.md has the sizing rule). Nothing was stored.`;
        return { state: 'failed', level: 'failure', sentence };
    }
    const at = stop.piece === 'refresh'
        ? `${budget} ran out ${stop.lost ? 'during' : 'before'} the feedback refresh`
        : stop.lost
            ? `${budget} ran out while loading ${stop.day ?? ''}, which was not stored`
            : `Stopped before ${budget} at a whole day`;
    const rest = left(result, facts);
    const sentence = `${at}: ${done(result)} in ${(0,plural/* plural */.L)(facts.requests, 'request')}; ${where(result)}${rest ? `; left for the next run: ${rest}` : ''}.`;
    const never = neverCatchesUp(result, facts);
    if (never)
        return { state: 'stopped', level: 'warning', sentence: `${sentence} ${never}` };
    if (stop.piece === 'refresh' && stop.lost?.whole) {
        const refresh = `The feedback refresh alone needs more than ${budget}, so it never finishes: lower \`feedback-refresh-days\` or raise \`max-requests\`.`;
        return { state: 'stopped', level: 'warning', sentence: `${sentence} ${refresh}` };
    }
    return { state: 'stopped', level: 'notice', sentence };
}
/** The step's outcome: green when the plan is done or the budget stopped it after a whole day. */
function syncOutcome(result, facts) {
    const { stop } = result;
    if (!stop) {
        const sentence = result.days + result.rereads === 0 && !result.refresh
            ? `Nothing to load: ${where(result)} (${facts.store}).`
            : `Synced the ${facts.store}: ${done(result)} in ${(0,plural/* plural */.L)(facts.requests, 'request')}; ${where(result)}.`;
        return { state: 'synced', level: 'notice', sentence };
    }
    const what = stop.day ?? 'the feedback refresh';
    const so = `${done(result)} before it; ${where(result, facts)}`;
    switch (stop.kind) {
        case 'budget':
            return budgetOutcome(result, stop, facts);
        case 'timeout': {
            const sentence = `The \`timeout\` of ${(0,durations/* formatInputDuration */.g0)(facts.timeoutMs)} ran out before ${what}: ${so}. The next run goes on from there.`;
            return { state: 'timed-out', level: 'failure', sentence };
        }
        case 'cancelled': {
            const sentence = `The sync was cancelled while loading ${what}${stop.day ? ', which was not stored' : ''}: ${so}.`;
            return { state: 'cancelled', level: 'failure', sentence };
        }
        case 'failed': {
            const subject = stop.dataset
                ? `Loading ${stop.dataset} of ${what}`
                : stop.day
                    ? `Storing ${stop.day}`
                    : 'The feedback refresh';
            const kept = stop.day
                ? 'The day was not stored and its range did not move'
                : 'The pages read before it were kept';
            const sentence = `${subject} failed: ${(0,shared_text/* asSentence */.KG)((0,shared_text/* errorMessage */.gJ)(stop.error))} ${kept}: ${so}.`;
            return { state: 'failed', level: 'failure', sentence };
        }
    }
}
/** Days a run of `max-requests` stores, at `cost` requests a day. */
function daysPerRun(facts, cost) {
    return Math.floor(facts.maxRequests / cost);
}
/** The warning sentence when this budget can never catch up, or undefined when it can. */
function neverCatchesUp(result, facts) {
    const cost = result.dayCost;
    if (cost === undefined || result.backlog === 0 || daysPerRun(facts, cost) > 1)
        return undefined;
    return `At ${(0,plural/* plural */.L)(cost, 'request')} a day, \`max-requests\` (${facts.maxRequests}) stores no more than the one new day each night brings, so the store never catches up: raise it to at least ${2 * cost} (docs/analytics.md has the sizing rule).`;
}
/**
 * The sizing, in sentences: what a day costs, how many days a run stores, how many runs the
 * backlog needs, or what a caught-up night costs (docs/analytics.md, "Sizing `max-requests`").
 */
function sizingSentences(result, facts) {
    const cost = result.dayCost;
    if (cost === undefined) {
        const least = leastDayCost(result.stop);
        return [
            least === undefined
                ? 'No day of every dataset asked was stored in this run, so what a day costs was not measured.'
                : `One day of every dataset asked costs at least ${(0,plural/* plural */.L)(least, 'request')}: more than \`max-requests\` (${facts.maxRequests}).`,
        ];
    }
    const perRun = daysPerRun(facts, cost);
    const sentences = [
        `One day of every dataset asked cost ${(0,plural/* plural */.L)(cost, 'request')} in this run, so \`max-requests\` (${facts.maxRequests}) stores ${(0,plural/* plural */.L)(perRun, 'day')} a run.`,
    ];
    if (result.backlog > 0) {
        sentences.push(neverCatchesUp(result, facts) ??
            `With one new day each night, the ${(0,plural/* plural */.L)(result.backlog, 'day')} left need ${(0,plural/* plural */.L)(Math.ceil(result.backlog / (perRun - 1)), 'more nightly run')}.`);
        return sentences;
    }
    const nightDays = Math.max(facts.lookbackDays, 1);
    const refresh = result.refresh ? ` (${(0,plural/* plural */.L)(result.refresh.requests, 'request')} this run)` : '';
    const night = nightDays * cost + (result.refresh?.requests ?? 0);
    sentences.push(`The store is caught up: a night now loads ${(0,plural/* plural */.L)(nightDays, 'day')} (\`lookback-days\`, the new day included), about ${(0,plural/* plural */.L)(nightDays * cost, 'request')}, plus the feedback refresh${refresh}.`);
    if (night > facts.maxRequests) {
        sentences.push(`That is more than \`max-requests\` (${facts.maxRequests}): the last days to read again are left out each night; raise it or lower \`lookback-days\`.`);
    }
    return sentences;
}
function span(range) {
    if (range === undefined)
        return '—';
    return range.first === range.last ? range.first : `${range.first} to ${range.last}`;
}
function datasetRow(dataset) {
    const cells = [
        dataset.name,
        (0,markdown/* code */.aY)(dataset.table),
        dataset.days === 0 ? 'none' : (0,plural/* plural */.L)(dataset.days, 'day'),
        dataset.rereads === 0 ? 'none' : (0,plural/* plural */.L)(dataset.rereads, 'day'),
        dataset.rows.toLocaleString('en-US'),
        span(dataset.range),
    ];
    return `| ${cells.map(markdown/* cell */.Hn).join(' | ')} |`;
}
/** The step summary of a sync. */
function syncSummary(result, outcome, facts) {
    const title = outcome.level === 'failure' ? 'Docs analytics history failed' : 'Docs analytics history';
    const lines = [
        `## ${title}`,
        '',
        `**Store:** ${(0,markdown/* text */.Qq)(facts.store)}`,
        '',
        sizingSentences(result, facts).join(' '),
        '',
        '| Dataset | Table | Stored this run | Read again | Rows written | The store holds |',
        '|---|---|---|---|---:|---|',
        ...result.datasets.map(datasetRow),
        '',
    ];
    if (result.refresh) {
        const { refresh } = result;
        lines.push(`**Feedback refresh:** the items created ${refresh.from} to ${refresh.to} (end excluded) read again${refresh.done ? '' : ', cut short'}: ${(0,plural/* plural */.L)(refresh.items, 'item')} in ${(0,plural/* plural */.L)(refresh.requests, 'request')}.`, '');
    }
    for (const dataset of result.datasets.filter((d) => d.capped.length > 0)) {
        lines.push(`**${dataset.name}:** the API serves a day's top 100 pages only, and had more on ${(0,plural/* plural */.L)(dataset.capped.length, 'day')}: ${dataset.capped.join(', ')}.`, '');
    }
    if (result.repeated.length > 0) {
        const listed = result.repeated.slice(0, REPEATED_LISTED);
        const more = result.repeated.length - listed.length;
        lines.push(`**Served twice in one day** (the first row was kept):`, '', ...listed.map(({ day, dataset, key }) => `- ${day}, ${dataset}: ${(0,markdown/* code */.aY)(key)}`), ...(more > 0 ? [`- …and ${(0,plural/* plural */.L)(more, 'more key')} (in the log)`] : []), '');
    }
    const kind = { failure: 'CAUTION', warning: 'WARNING', notice: 'NOTE' }[outcome.level];
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



/** The pages of `dataset` for `range`, as the pager walks them (a day, or the feedback refresh's range). */
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
    const range = { dateFrom: day, dateTo: (0,history_days/* addDays */.fi)(day, 1) };
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

;// CONCATENATED MODULE: ./analytics/history/plan.ts

/** `[from, to)` as days, oldest first. */
function plan_span(from, to) {
    const days = [];
    for (let day = from; day < to; day = (0,history_days/* addDays */.fi)(day, 1))
        days.push(day);
    return days;
}
/** The days of each dataset merged into days with their datasets, in `order`. */
function byDay(perDataset, order) {
    const days = new Map();
    for (const [name, list] of perDataset) {
        for (const day of list)
            days.set(day, [...(days.get(day) ?? []), name]);
    }
    const sorted = [...days.keys()].sort();
    if (order === 'newest-first')
        sorted.reverse();
    return sorted.map((day) => ({ day, datasets: days.get(day) ?? [] }));
}
/** The plan for datasets whose tables hold `ranges` (absent: nothing stored yet). */
function planDays(inputs, ranges) {
    const { dateFrom, dateTo, lookbackDays } = inputs;
    const lookbackFrom = (0,history_days/* addDays */.fi)(dateTo, -lookbackDays);
    const newer = new Map();
    const older = new Map();
    const again = new Map();
    for (const name of inputs.datasets) {
        const range = ranges.get(name);
        if (!range) {
            newer.set(name, plan_span(dateFrom, dateTo));
            continue;
        }
        newer.set(name, plan_span((0,history_days/* addDays */.fi)(range.last, 1), dateTo));
        if (inputs.backfill)
            older.set(name, plan_span(dateFrom, range.first));
        const from = lookbackFrom > range.first ? lookbackFrom : range.first;
        const next = (0,history_days/* addDays */.fi)(range.last, 1);
        again.set(name, plan_span(from, next < dateTo ? next : dateTo));
    }
    return {
        newDays: byDay(newer, 'oldest-first'),
        olderDays: byDay(older, 'newest-first'),
        rereads: byDay(again, 'newest-first'),
    };
}
/**
 * The days some dataset still lacks between `date-from` and `date-to`, after its range or before
 * it (a day one dataset lacks at the end and another at the start counts once).
 */
function backlogDays(plan) {
    return new Set([...plan.newDays, ...plan.olderDays].map(({ day }) => day)).size;
}

// EXTERNAL MODULE: ./analytics/history/tables.ts
var tables = __webpack_require__(67527);
;// CONCATENATED MODULE: ./analytics/history/rows.ts


/** A value its column cannot hold: the day it came in cannot be stored. */
class StoreValueError extends Error {
    constructor(message) {
        super(message);
        this.name = 'StoreValueError';
    }
}
/** U+0000 as U+FFFD, the replacement character: Postgres text cannot hold a NUL. */
const withoutNul = (text) => text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text;
/** Nested values as JSON text, each string in them without NUL (JSONB refuses `\u0000`). */
function jsonText(value) {
    // A NUL is written `\u0000`: without one, the text is already what the replacer would give.
    const text = JSON.stringify(value);
    if (!text.includes('\\u0000'))
        return text;
    return JSON.stringify(value, (_key, inner) => typeof inner === 'string' ? withoutNul(inner) : inner);
}
function timeReader() {
    const known = new Map();
    return (text) => {
        if (known.has(text))
            return known.get(text);
        const ms = Date.parse(text);
        const time = Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
        known.set(text, time);
        return time;
    };
}
const traffic = (row, { projectId, day }) => ({
    project_id: projectId,
    date: day,
    path: row.path,
    human: row.human,
    ai: row.ai,
    total: row.total,
});
/** Items are kept under the day they happened; one with no time under the day it was served. */
const dayOfItem = (text, served, time) => (text ? time(text)?.slice(0, 10) : undefined) ?? served;
const CONVERTERS = {
    views: traffic,
    visitors: traffic,
    searches: (row, { projectId, day }) => ({
        project_id: projectId,
        date: day,
        search_query: row.searchQuery,
        hits: row.hits,
        ctr: row.ctr,
        top_clicked_page: row.topClickedPage,
        last_searched_at: row.lastSearchedAt,
    }),
    feedback: (row, { projectId, day, includeContact, time }) => ({
        project_id: projectId,
        date: dayOfItem(row.createdAt, day, time),
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
    'feedback-by-page': (row, { projectId, day }) => ({
        project_id: projectId,
        date: day,
        path: row.path,
        thumbs_up: row.thumbsUp,
        thumbs_down: row.thumbsDown,
        code: row.code,
        total: row.total,
    }),
    assistant: (row, { projectId, day, time }) => ({
        project_id: projectId,
        date: dayOfItem(row.timestamp, day, time),
        id: row.id,
        timestamp: row.timestamp,
        query: row.query,
        response: row.response,
        response_type: row.responseType ?? 'answer',
        resolution_status: row.resolutionStatus,
        query_category: row.queryCategory,
        page_url: row.pageUrl,
        sources: jsonText(row.sources),
    }),
    'assistant-callers': (row, { projectId, day }) => ({
        project_id: projectId,
        date: day,
        web: row.web,
        api: row.api,
        other: row.other,
        total: row.total,
    }),
};
/** A value in a refusal: shown only then, not made for the values that fit. */
const got = (value) => `got ${JSON.stringify(value).slice(0, 40)}`;
/** Why `value` does not fit `column`, or undefined when it does; `time` reads a timestamp. */
function misfit(column, value, time) {
    if (value === null)
        return column.nullable ? undefined : 'is missing';
    switch (column.type) {
        case 'bigint':
            return Number.isSafeInteger(value) ? undefined : `takes whole numbers, ${got(value)}`;
        case 'double':
            return typeof value === 'number' && Number.isFinite(value)
                ? undefined
                : `takes numbers, ${got(value)}`;
        case 'boolean':
            return typeof value === 'boolean' ? undefined : `takes true or false, ${got(value)}`;
        case 'date':
            return typeof value === 'string' && (0,history_days/* isDay */.N)(value) ? undefined : `takes a day, ${got(value)}`;
        case 'timestamp':
            return typeof value === 'string' && time(value) !== undefined
                ? undefined
                : `takes a time, ${got(value)}`;
        default:
            return typeof value === 'string' ? undefined : `takes text, ${got(value)}`;
    }
}
/**
 * A converter's row checked against its table, times written as ISO 8601 in UTC: the row itself,
 * made for this (every row of a day passes here, so none is copied), with what changes set in it.
 */
function checkedRow(table, row, time) {
    for (const column of tables/* STORE_TABLES */.ut[table].columns) {
        const value = row[column.name] ?? null;
        const problem = misfit(column, value, time);
        if (problem)
            throw new StoreValueError(`column \`${column.name}\` of ${table} ${problem}`);
        if (typeof value !== 'string') {
            // Absent (`undefined`) is stored as null.
            if (row[column.name] === undefined)
                row[column.name] = null;
        }
        else if (column.type === 'timestamp') {
            row[column.name] = time(value) ?? value;
        }
        else if (column.type === 'text' && value.includes('\u0000')) {
            row[column.name] = withoutNul(value);
        }
    }
    return row;
}
/** The rows with each key once (the first served), and the keys that came twice. */
function firstOfEachKey(table, rows) {
    // Within one day's batch, project and (for a table kept by day) date are the same for all.
    const key = tables/* STORE_TABLES */.ut[table].key.filter((column) => !['project_id', 'date'].includes(column));
    // A key of one column is its value (a Set tells 1 from "1"), of more their JSON text.
    const [only] = key.length === 1 ? key : [];
    const seen = new Set();
    const kept = [];
    const repeated = [];
    for (const row of rows) {
        const id = only === undefined ? JSON.stringify(key.map((column) => row[column])) : row[only];
        if (seen.has(id)) {
            repeated.push(key.map((column) => `${column} ${JSON.stringify(row[column])}`).join(', '));
            continue;
        }
        seen.add(id);
        kept.push(row);
    }
    return { rows: kept, repeated };
}
/** `daily_totals`' row of a dataset that has site-wide totals. */
function totalsRow(name, served, { projectId, day }) {
    const row = { project_id: projectId, date: day, dataset: name };
    if ((name === 'views' || name === 'visitors') && served.totals) {
        const { human, ai, total } = served.totals;
        return { ...row, human, ai, total };
    }
    const total = served.trailer.totalSearches;
    if (name === 'searches' && typeof total === 'number') {
        return { ...row, human: null, ai: null, total };
    }
    return undefined;
}
/** One dataset's day as the store's batches; `repeated` shows each key served twice. */
function dayBatches(name, served, context) {
    const table = tables/* DATASET_TABLES */.bd[name];
    const convert = CONVERTERS[name];
    const making = { ...context, time: timeReader() };
    const rows = served.rows.map((row) => checkedRow(table, convert(row, making), making.time));
    const unique = firstOfEachKey(table, rows);
    const batches = [{ table, rows: unique.rows }];
    const totals = totalsRow(name, served, making);
    if (totals) {
        batches.push({ table: 'daily_totals', rows: [checkedRow('daily_totals', totals, making.time)] });
    }
    return { batches, repeated: unique.repeated };
}
/**
 * Feedback items the refresh read, over any days, as `feedback` rows: each under the day of its
 * `created_at`. An item without a time a reader can place keeps the day it was stored under (the
 * day it was served for, which a range does not say): `skipped` counts them.
 */
function refreshedFeedback(served, context) {
    const making = { ...context, day: '', time: timeReader() };
    const placed = served.filter((row) => row.createdAt && making.time(row.createdAt) !== undefined);
    const rows = placed.map((row) => checkedRow('feedback', CONVERTERS.feedback(row, making), making.time));
    return {
        batch: { table: 'feedback', rows: firstOfEachKey('feedback', rows).rows },
        skipped: served.length - placed.length,
    };
}

;// CONCATENATED MODULE: ./analytics/history/refresh.ts




/** Reads `range` of feedback again, storing each page; `stopped` is what cut it short. */
async function refreshFeedback(range, deps) {
    const sentBefore = deps.budget.sent;
    const result = {
        from: range.dateFrom,
        to: range.dateTo,
        requests: 0,
        items: 0,
        skipped: 0,
        done: false,
    };
    const days = `${range.dateFrom} to ${(0,history_days/* addDays */.fi)(range.dateTo, -1)}`;
    let stopped;
    try {
        const pages = pagesOf(deps.definition, range, {
            ...deps,
            // Feedback pages by cursor: page-size is for views and visitors only.
            pageSize: 0,
            warn: (message) => deps.log.warning(`The feedback refresh (${days}): ${message}`),
        });
        for await (const { page } of pages) {
            const { batch, skipped } = refreshedFeedback(page.rows, deps);
            if (batch.rows.length > 0)
                await deps.store.writeItems(deps.projectId, batch);
            result.items += batch.rows.length;
            result.skipped += skipped;
        }
        result.done = true;
    }
    catch (error) {
        stopped = error;
    }
    result.requests = deps.budget.sent - sentBefore;
    deps.log.info(`Feedback created ${days} read again${result.done ? '' : ' (cut short)'}: ${(0,plural/* plural */.L)(result.items, 'item')} stored in ${(0,plural/* plural */.L)(result.requests, 'request')}${result.skipped > 0 ? `; ${(0,plural/* plural */.L)(result.skipped, 'item')} without a creation time kept their day` : ''}.`);
    return { result, stopped };
}

;// CONCATENATED MODULE: ./analytics/history/sync.ts
/**
 * The sync: every dataset asked, one whole UTC day at a time, into a store, in the plan's order
 * (plan.ts): the new days, the older days, the feedback refresh (refresh.ts), then the stored
 * days of the lookback. A day is stored whole or not at all and its tables' ranges grow only once
 * it is, so a run stopped anywhere (the budget, a failure, a kill) leaves the store consistent
 * and the next run goes on where the store says. Under `max-requests` the run stops at the first
 * piece that does not fit: it never skips ahead to cheaper work.
 */









/** Warnings for keys served twice, at most (the summary counts the rest). */
const REPEATED_WARNINGS = 10;
function repeatedSentence({ day, dataset, key }) {
    return `${dataset} of ${day}: the API served ${key} twice; the first row was kept.`;
}
function datasetOptions(plan) {
    return { includeContact: plan.includeContact, compare: false };
}
/**
 * The loader of dataset `name`: generic in the name, so the compiler follows it to the dataset's
 * rows through the fetch and the conversion, and the sync holds loaders that are all one type.
 */
async function dayLoader(name, plan) {
    const definition = await (0,catalogue/* loadDataset */.Z)(name, datasetOptions(plan));
    return async (day, deps) => {
        const served = await fetchDay(definition, day, {
            api: deps.api,
            projectId: plan.projectId,
            pageSize: plan.pageSize,
            clock: deps.clock,
            signal: deps.signal,
            warn: (message) => deps.log.warning(`${definition.title} of ${day}: ${message}`),
        });
        const { batches, repeated } = dayBatches(name, served, {
            projectId: plan.projectId,
            day,
            includeContact: plan.includeContact,
        });
        const table = tables/* DATASET_TABLES */.bd[name];
        const rows = batches.find((batch) => batch.table === table)?.rows.length ?? 0;
        return { batches, repeated, requests: served.requests, rows, capped: served.capped };
    };
}
/** The datasets of a sync, each from its table's stored range. */
async function startingPoints(plan, deps) {
    const ranges = await deps.store.ranges(plan.projectId, (0,history_days/* today */.Ec)(new Date(deps.clock.now())));
    return plan.datasets.map((name) => {
        const table = tables/* DATASET_TABLES */.bd[name];
        const range = ranges.get(table);
        return {
            name,
            table,
            before: range,
            range,
            days: 0,
            rereads: 0,
            rows: 0,
            lastCost: 1,
            capped: [],
        };
    });
}
/** The ranges of the datasets that have one, by dataset. */
function rangesOf(datasets) {
    const ranges = new Map();
    for (const { name, range } of datasets)
        if (range)
            ranges.set(name, range);
    return ranges;
}
/** Why the next piece is not started, or undefined when it may be. */
function stopBefore(piece, day, expected, deps) {
    if (deps.signal.aborted)
        return { kind: 'cancelled', piece, day };
    if (deps.clock.now() >= deps.deadline)
        return { kind: 'timeout', piece, day };
    if (deps.budget.left < expected)
        return { kind: 'budget', piece, day };
    return undefined;
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
/** What stopped a piece that was started; `sentBefore`: the budget's count when it started. */
function stopDuring(piece, day, error, deps, sentBefore) {
    if (budget/* BudgetSpentError */.o.isCauseOf(error)) {
        const lost = { spent: deps.budget.sent - sentBefore, whole: sentBefore === 0 };
        return { kind: 'budget', piece, day, lost };
    }
    if (deps.signal.aborted)
        return { kind: 'cancelled', piece, day };
    const dataset = error instanceof DayError ? error.dataset : undefined;
    const cause = error instanceof DayError ? error.cause : error;
    return { kind: 'failed', piece, day, dataset, error: cause };
}
/** Every due dataset of `day`, fetched and made the store's rows; throws what stopped it. */
async function loadDay(day, due, deps) {
    const loaded = [];
    for (const dataset of due) {
        try {
            loaded.push({ dataset, part: await dataset.load(day, deps) });
        }
        catch (error) {
            throw new DayError(dataset.tally.name, error);
        }
    }
    return loaded;
}
/** `range` grown to hold `day`. */
function grown(range, day) {
    if (!range)
        return { first: day, last: day };
    return {
        first: day < range.first ? day : range.first,
        last: day > range.last ? day : range.last,
    };
}
/** Notes a stored day in each dataset's tally and logs it; returns the rows it wrote. */
function recordDay(piece, day, loaded, deps) {
    const parts = [];
    let rows = 0;
    for (const { dataset, part } of loaded) {
        const tally = dataset.tally;
        tally.range = grown(tally.range, day);
        if (piece === 'reread')
            tally.rereads++;
        else
            tally.days++;
        tally.rows += part.rows;
        tally.lastCost = Math.max(1, part.requests);
        if (part.capped && !tally.capped.includes(day))
            tally.capped.push(day);
        rows += part.rows;
        parts.push(`${tally.name} ${(0,plural/* plural */.L)(part.rows, 'row')} (${(0,plural/* plural */.L)(part.requests, 'request')})`);
    }
    deps.log.info(`${day} ${piece === 'reread' ? 'read again' : 'stored'}: ${parts.join(', ')}`);
    return rows;
}
/** The days of one piece of the plan, in order, until one cannot be loaded or stored. */
async function loadDays(piece, days, run) {
    const { deps, result } = run;
    for (const { day, datasets: names } of days) {
        const due = run.datasets.filter(({ tally }) => names.includes(tally.name));
        const expected = due.reduce((sum, { tally }) => sum + tally.lastCost, 0);
        const stop = stopBefore(piece, day, expected, deps);
        if (stop)
            return stop;
        const sentBefore = deps.budget.sent;
        try {
            const loaded = await loadDay(day, due, deps);
            const batches = loaded.flatMap(({ part }) => part.batches);
            await deps.store.writeDay(run.plan.projectId, day, batches);
            result.rows += recordDay(piece, day, loaded, deps);
            for (const { dataset, part } of loaded) {
                for (const key of part.repeated) {
                    const repeated = { day, dataset: dataset.tally.name, key };
                    if (result.repeated.push(repeated) > REPEATED_WARNINGS)
                        continue;
                    deps.log.warning(repeatedSentence(repeated));
                }
            }
            if (piece === 'reread')
                result.rereads++;
            else
                result.days++;
            if (due.length === run.plan.datasets.length)
                result.dayCost = deps.budget.sent - sentBefore;
        }
        catch (error) {
            return stopDuring(piece, day, error, deps, sentBefore);
        }
    }
    return undefined;
}
/** The feedback refresh's range: the stored days of feedback created in the last N days. */
function refreshRange(run) {
    const feedback = run.result.datasets.find((dataset) => dataset.name === 'feedback');
    const { feedbackRefreshDays, dateTo } = run.plan;
    if (!feedback?.range || feedbackRefreshDays === 0)
        return undefined;
    const from = (0,history_days/* addDays */.fi)(dateTo, -feedbackRefreshDays);
    const end = (0,history_days/* addDays */.fi)(feedback.range.last, 1);
    const range = {
        dateFrom: from > feedback.range.first ? from : feedback.range.first,
        dateTo: end < dateTo ? end : dateTo,
    };
    return range.dateFrom < range.dateTo ? range : undefined;
}
/** The feedback refresh, when the plan has one: pages stored as they are read. */
async function refresh(run) {
    const range = refreshRange(run);
    if (!range)
        return undefined;
    const stop = stopBefore('refresh', undefined, 1, run.deps);
    if (stop)
        return stop;
    const sentBefore = run.deps.budget.sent;
    const { result, stopped } = await refreshFeedback(range, {
        ...run.deps,
        projectId: run.plan.projectId,
        includeContact: run.plan.includeContact,
        definition: await (0,catalogue/* loadDataset */.Z)('feedback', datasetOptions(run.plan)),
    });
    run.result.refresh = result;
    run.result.rows += result.items;
    return stopped === undefined
        ? undefined
        : stopDuring('refresh', undefined, stopped, run.deps, sentBefore);
}
/** Runs the sync to the end of its plan, or until the budget, a failure, the timeout or a cancellation. */
async function syncStore(plan, deps) {
    const datasets = await startingPoints(plan, deps);
    const days = planDays(plan, rangesOf(datasets));
    const result = {
        datasets,
        plan: days,
        rows: 0,
        days: 0,
        rereads: 0,
        backlog: backlogDays(days),
        refreshLeft: false,
        repeated: [],
    };
    const synced = [];
    for (const tally of datasets)
        synced.push({ tally, load: await dayLoader(tally.name, plan) });
    const run = { plan, deps, datasets: synced, result };
    result.stop =
        (await loadDays('new', days.newDays, run)) ??
            (await loadDays('older', days.olderDays, run)) ??
            (await refresh(run)) ??
            (await loadDays('reread', days.rereads, run));
    result.backlog = backlogDays(planDays(plan, rangesOf(datasets)));
    const refreshAsked = plan.datasets.includes('feedback') && plan.feedbackRefreshDays > 0;
    // A stop in the lookback comes after the refresh: it was whole, or had no day to read.
    result.refreshLeft =
        refreshAsked &&
            result.stop !== undefined &&
            result.stop.piece !== 'reread' &&
            !result.refresh?.done;
    return result;
}

;// CONCATENATED MODULE: ./analytics/history/mode.ts







/** Views and visitors are asked for 250 rows a request, the most the API serves. */
const PAGE_SIZE = 250;
/** The run's first line, a sentence: what it will load, in the order it goes. */
function startLine(settings, store) {
    const { dateFrom, dateTo } = settings;
    const reach = settings.backfill
        ? `, back to ${dateFrom}`
        : ` (from ${dateFrom} for a table it does not hold yet)`;
    const again = [
        ...(settings.feedbackRefreshDays > 0 && settings.datasets.includes('feedback')
            ? [`the feedback created since ${(0,history_days/* addDays */.fi)(dateTo, -settings.feedbackRefreshDays)}`]
            : []),
        ...(settings.lookbackDays > 0
            ? [`the stored days since ${(0,history_days/* addDays */.fi)(dateTo, -settings.lookbackDays)}`]
            : []),
    ];
    const then = again.length > 0 ? `, then, read again, ${again.join(' and ')}` : '';
    return `Syncing ${settings.datasets.join(', ')} into the ${store} within ${(0,plural/* plural */.L)(settings.maxRequests, 'request')}: the days up to ${(0,history_days/* addDays */.fi)(dateTo, -1)}${reach}${then}.`;
}
/** Syncs the datasets asked into the store, to its outcome. */
async function runHistoryMode(settings, deps) {
    const { log } = deps;
    if (settings.maxRequests < settings.datasets.length) {
        throw new inputs/* InputError */.dz('max-requests', `Input \`max-requests\` (${settings.maxRequests}) is below the ${settings.datasets.length} requests one day of these datasets needs at least; raise it or keep fewer datasets. No request was made.`);
    }
    const store = await log.group('Opening the store', () => openStore(settings.store, {
        deadline: deps.deadline,
        signal: deps.signal,
        clock: deps.clock,
        warning: log.warning,
        info: log.info,
        notice: log.notice,
        run: deps.context.runUrl || 'a run outside GitHub Actions',
    }));
    let result;
    try {
        log.info(startLine(settings, store.description));
        // A Parquet folder only: old-generation.ts says why not Postgres.
        if (settings.store.kind === 'parquet')
            boundOldGenerationGrowth();
        result = await log.group('Syncing the days', () => syncStore({
            projectId: settings.projectId,
            datasets: settings.datasets,
            dateFrom: settings.dateFrom,
            dateTo: settings.dateTo,
            backfill: settings.backfill,
            lookbackDays: settings.lookbackDays,
            feedbackRefreshDays: settings.feedbackRefreshDays,
            pageSize: PAGE_SIZE,
            includeContact: settings.includeContact,
        }, { ...deps, store }));
    }
    finally {
        await store.close();
    }
    return finish(settings, deps, store.description, result);
}
/** Outputs, summary and outcome, once the sync has ended. */
async function finish(settings, deps, description, result) {
    deps.setOutput('synced-through', syncedThrough(result) ?? '');
    deps.setOutput('backlog-days', String(result.backlog));
    deps.setOutput('rows', String(result.rows));
    deps.setOutput('requests', String(deps.budget.sent));
    deps.setOutput('requests-per-day', result.dayCost === undefined ? '' : String(result.dayCost));
    const facts = {
        store: description,
        dateTo: settings.dateTo,
        maxRequests: settings.maxRequests,
        lookbackDays: settings.lookbackDays,
        timeoutMs: settings.timeoutMs,
        requests: deps.budget.sent,
    };
    const outcome = syncOutcome(result, facts);
    await deps.writeSummary(syncSummary(result, outcome, facts));
    return outcome;
}


/***/ }),

/***/ 67527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ isTableName),
/* harmony export */   bd: () => (/* binding */ DATASET_TABLES),
/* harmony export */   ek: () => (/* binding */ TABLE_NAMES),
/* harmony export */   ut: () => (/* binding */ STORE_TABLES),
/* harmony export */   xv: () => (/* binding */ SYNC_STATE_TABLE)
/* harmony export */ });
/**
 * The store's tables, fixed and documented: one per dataset and `daily_totals`, each with
 * `project_id` and `date` first, then the dataset's CSV columns in snake_case. Everything the
 * tables mean is written here once: the Parquet writer's columns and the Postgres
 * `CREATE TABLE` come from these lists (so the two stores never differ), and each description
 * is the Postgres `COMMENT ON` of its table or column and a line of the data dictionary in
 * docs/analytics.md (`npm run docs` writes it). Descriptions are plain text: BI tools show them
 * as they are.
 */
const required = (name, type, description) => ({
    name,
    type,
    nullable: false,
    description,
});
const optional = (name, type, description) => ({
    name,
    type,
    nullable: true,
    description,
});
const PROJECT = required('project_id', 'text', 'The Mintlify project the row is of (the project-id input of the sync).');
/** `project_id` and `date`, the date described for its table. */
const day = (description) => [PROJECT, required('date', 'date', description)];
const OF_THE_DAY = 'The UTC day counted (00:00 to 24:00 UTC).';
/** Views and visitors: the same columns, counting different things. */
function traffic(what, total) {
    return [
        ...day(OF_THE_DAY),
        required('path', 'text', 'The page path, as the site serves it (e.g. /quickstart).'),
        required('human', 'bigint', `${what} from human readers that day.`),
        required('ai', 'bigint', `${what} from AI agents and crawlers that day.`),
        required('total', 'bigint', total),
    ];
}
const STORE_TABLES = {
    page_views: {
        description: "Page views: one row per page and UTC day with the content views it had. A count of events: a week's views are the sum of its days.",
        columns: traffic('Content views', 'Content views from every reader that day: human plus ai.'),
        key: ['project_id', 'date', 'path'],
        keptBy: 'day',
    },
    visitors: {
        description: "Unique visitors: one row per page and UTC day with the distinct visitors who viewed it (approximate). Deduplicated within the day and the page only: a week's visitors are not the sum of its days (that counts a visitor once per day and page), and a day's site-wide visitors are in daily_totals, not the sum of the rows.",
        columns: traffic('Distinct visitors', 'Distinct visitors of the page that day, deduplicated across human and AI: at most human plus ai.'),
        key: ['project_id', 'date', 'path'],
        keptBy: 'day',
    },
    searches: {
        description: "Searches: one row per search term and UTC day that readers typed in the docs' search.",
        columns: [
            ...day(OF_THE_DAY),
            required('search_query', 'text', 'The search term, as readers typed it.'),
            required('hits', 'bigint', "Times the term was searched that day (search events, not distinct readers): a week's hits are the sum of its days."),
            required('ctr', 'double', "Click-through rate that day: the share of the term's searches followed by a click on a result, from 0 to 1. Average over days weighted by hits, never summed."),
            optional('top_clicked_page', 'text', 'The result path readers clicked most after this term that day; null when none was clicked.'),
            required('last_searched_at', 'timestamp', 'The last time that day the term was searched (an instant, UTC).'),
        ],
        key: ['project_id', 'date', 'search_query'],
        keptBy: 'day',
    },
    feedback: {
        description: 'Feedback entries: one row per entry readers left on a page (thumbs, a comment, feedback on a code block), kept once by id, whatever day it was filed under before, and updated when a sync reads it again. Its status is the one last read: every sync reads again the entries created in the last feedback-refresh-days days (default 30) before its date-to, and an older entry keeps the status it was last seen with.',
        columns: [
            ...day('The UTC day of created_at; while the API gives no created_at, the day it was served for (the row moves to the day of created_at once one is served).'),
            required('id', 'text', 'The entry, unique in the project.'),
            required('path', 'text', 'The page path (or URL) the feedback is about.'),
            optional('created_at', 'timestamp', 'When the reader left it (an instant, UTC).'),
            required('source', 'text', 'Where it came from: contextual (page feedback), code_snippet (a code block), thumbs_only (a vote alone) or agent (an AI agent).'),
            required('status', 'text', "The team's review status when last read: pending, in_progress, resolved or dismissed."),
            optional('helpful', 'boolean', 'Whether the reader found the page helpful (thumbs up); null when not asked.'),
            optional('comment', 'text', "The reader's words; null when none."),
            optional('code', 'text', 'The code block the feedback is about (code_snippet only).'),
            optional('filename', 'text', "The code block's file name, when it has one."),
            optional('lang', 'text', "The code block's language, when it has one."),
            optional('contact', 'text', "The reader's email address: personal data, null unless the sync ran with include-contact: true."),
        ],
        key: ['project_id', 'id'],
        keptBy: 'item',
        movable: true,
    },
    feedback_by_page: {
        description: "Feedback per page: one row per page and UTC day with the feedback entries left on it that day (the API's top 100 pages of the day when it has more). Counts of entries: a week's are the sum of its days.",
        columns: [
            ...day(OF_THE_DAY),
            required('path', 'text', 'The page path.'),
            required('thumbs_up', 'bigint', 'Page feedback entries that found it helpful that day.'),
            required('thumbs_down', 'bigint', 'Page feedback entries that did not that day.'),
            required('code', 'bigint', 'Feedback entries on its code blocks that day.'),
            required('total', 'bigint', 'Every feedback entry on the page that day.'),
        ],
        key: ['project_id', 'date', 'path'],
        keptBy: 'day',
    },
    assistant_conversations: {
        description: "The AI assistant's turns: one row per question a reader asked and the assistant's reply; the turns of one conversation share its id.",
        columns: [
            ...day('The UTC day of timestamp.'),
            required('id', 'text', 'The conversation, shared by its turns.'),
            required('timestamp', 'timestamp', "When the reader's question was sent (an instant, UTC): with id, the turn's key."),
            required('query', 'text', "The reader's question."),
            required('response', 'text', "The assistant's reply (for a clarifying question, the question it asked back)."),
            required('response_type', 'text', 'answer (a final answer) or clarifying_question (it asked the reader back).'),
            required('resolution_status', 'text', 'answered, or unanswered when the assistant found the question not covered by the docs.'),
            optional('query_category', 'text', 'The category the API gave the question; null when none.'),
            optional('page_url', 'text', 'The full URL of the page the conversation started on (https://host/path, where other tables have path alone); null when unknown.'),
            required('sources', 'json', 'The pages the reply cited, a JSON array of objects with title and url (full URLs).'),
        ],
        key: ['project_id', 'id', 'timestamp'],
        keptBy: 'item',
    },
    assistant_callers: {
        description: "Assistant queries by caller: one row per UTC day. Counts of queries: a week's are the sum of its days.",
        columns: [
            ...day(OF_THE_DAY),
            required('web', 'bigint', 'Queries asked on the docs site that day.'),
            required('api', 'bigint', "Queries sent through the assistant's API that day."),
            required('other', 'bigint', 'Queries from other callers (integrations, SDKs) that day.'),
            required('total', 'bigint', 'Every query that day: web plus api plus other.'),
        ],
        key: ['project_id', 'date'],
        keptBy: 'day',
    },
    daily_totals: {
        description: 'Site-wide totals of a UTC day, as the API gives them beside the rows: one row per day and dataset (views, visitors, searches). A day the store holds has its row here, even when it had no rows elsewhere.',
        columns: [
            ...day(OF_THE_DAY),
            required('dataset', 'text', 'Whose totals: views, visitors or searches.'),
            optional('human', 'bigint', 'Views or distinct visitors from human readers that day, site-wide; null for searches.'),
            optional('ai', 'bigint', 'Views or distinct visitors from AI agents and crawlers that day, site-wide; null for searches.'),
            required('total', 'bigint', "Views: every view that day (the sum of the day's page_views). Visitors: distinct visitors of the whole site that day, deduplicated across pages, so less than the sum of the rows; a week's is not the sum of its days. Searches: search events that day (the sum of hits)."),
        ],
        key: ['project_id', 'date', 'dataset'],
        // By item: a day's views, visitors and searches are not always loaded together (a dataset
        // added later starts at `date-from`), and one dataset's day must not remove another's.
        keptBy: 'item',
    },
};
function isTableName(name) {
    return Object.hasOwn(STORE_TABLES, name);
}
/** The store's tables, in the catalogue's order. */
const TABLE_NAMES = Object.keys(STORE_TABLES).filter(isTableName);
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
/**
 * The Postgres store's stored ranges (a Parquet store keeps them in `sync-state.json`).
 * `first_day` came after the first stores: an older table gets it at the end (postgres/schema.ts),
 * so it is last here too, and nullable as a column added later is.
 */
const SYNC_STATE_TABLE = {
    description: 'Where each sync stands: one row per project and table with its stored range, first_day to synced_through (every day between them is stored). Written by the sync only.',
    columns: [
        PROJECT,
        required('table_name', 'text', 'The table of the store.'),
        required('synced_through', 'date', 'The last UTC day stored of the table (never moves back).'),
        required('updated_at', 'timestamp', 'When a sync last stored a day of the table (an instant, UTC).'),
        optional('first_day', 'date', 'The first UTC day stored of the table (never moves forward). Null only in a row older than the column that nothing filled since: the sync then reads it as synced_through.'),
    ],
    key: ['project_id', 'table_name'],
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
    // Whether every page was read: then no request is in flight, and nothing is aborted (an abort
    // makes an AbortError, stack trace included, for each dataset of each day).
    let whole = false;
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
            if (following === undefined) {
                whole = true;
                break;
            }
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
        if (!whole)
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
