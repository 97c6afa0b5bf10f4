export const id = 25;
export const ids = [25];
export const modules = {

/***/ 27025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openParquetStore: () => (/* binding */ openParquetStore)
});

// UNUSED EXPORTS: ParquetStoreError

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
// EXTERNAL MODULE: ./analytics/history/days.ts
var history_days = __webpack_require__(54097);
// EXTERNAL MODULE: ../node_modules/hyparquet/src/read.js + 24 modules
var read = __webpack_require__(604);
// EXTERNAL MODULE: ../node_modules/hyparquet-writer/src/write.js + 26 modules
var write = __webpack_require__(80324);
// EXTERNAL MODULE: ./analytics/history/tables.ts
var tables = __webpack_require__(67527);
;// CONCATENATED MODULE: ./analytics/history/parquet/files.ts
/**
 * One partition file of the Parquet store: a table's rows of one project and one day, encoded
 * with hyparquet-writer and read back with hyparquet (to merge items by key). Hive partitioning
 * puts `project_id` and `date` in the folder names (`project_id=<id>/date=<day>/`), so the file
 * holds the other columns, as Spark, DuckDB, pandas and BigQuery expect of a Hive layout.
 *
 * Types (docs/analytics.md): counts INT64, rates DOUBLE, booleans BOOLEAN, times TIMESTAMP
 * (milliseconds, UTC), text and JSON text UTF8 strings. Loaded only by store.ts, itself loaded
 * only when a Parquet store is used.
 */



/** The partition columns: in the folder names, not in the files. */
const PARTITION_COLUMNS = ['project_id', 'date'];
const PARQUET_TYPES = {
    text: { type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
    json: { type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
    bigint: { type: 'INT64' },
    double: { type: 'DOUBLE' },
    boolean: { type: 'BOOLEAN' },
    timestamp: {
        type: 'INT64',
        converted_type: 'TIMESTAMP_MILLIS',
        logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' },
    },
};
/** The columns a table's files hold, in the table's order. */
function fileColumns(table) {
    return tables/* STORE_TABLES */.ut[table].columns.filter((column) => !PARTITION_COLUMNS.includes(column.name));
}
/** A value as the writer takes it for its column: counts as BigInt, times as milliseconds. */
function toParquet(column, value) {
    if (value === null || value === undefined)
        return null;
    switch (column.type) {
        case 'bigint':
            return BigInt(value);
        case 'timestamp':
            return BigInt(Date.parse(value));
        default:
            return value;
    }
}
/** A table's rows of one partition as a Parquet file (all in memory: one day of one table). */
function encodePartition(table, rows) {
    const columns = fileColumns(table);
    const schema = [
        { name: 'schema', num_children: columns.length },
        ...columns.map((column) => ({
            name: column.name,
            repetition_type: column.nullable ? 'OPTIONAL' : 'REQUIRED',
            ...PARQUET_TYPES[column.type],
        })),
    ];
    const buffer = (0,write/* parquetWriteBuffer */.G)({
        columnData: columns.map((column) => ({
            name: column.name,
            data: rows.map((row) => toParquet(column, row[column.name])),
            nullable: column.nullable,
        })),
        schema,
        createdBy: 'mintlify docs-agent-action analytics store',
    });
    return new Uint8Array(buffer);
}
/** A value hyparquet read back, as the store keeps it. */
function fromParquet(column, value) {
    if (value === null || value === undefined)
        return null;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof Date)
        return value.toISOString();
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        return value;
    }
    throw new TypeError(`column ${column.name} holds a value of an unexpected kind`);
}
/**
 * The rows of a partition file, with `project_id` and `date` from its folder: every column, or
 * (`only: 'key'`) the key's, which is all a look for where items are filed needs.
 */
async function decodePartition(table, file, partition, only) {
    const key = tables/* STORE_TABLES */.ut[table].key;
    const columns = fileColumns(table).filter((column) => !only || key.includes(column.name));
    const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    const objects = await (0,read/* parquetReadObjects */.pS)({
        file: buffer,
        columns: columns.map((column) => column.name),
    });
    return objects.map((object) => {
        const row = {
            project_id: partition.projectId,
            date: partition.date,
        };
        for (const column of columns)
            row[column.name] = fromParquet(column, object[column.name]);
        return row;
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./shared/durations.ts
var durations = __webpack_require__(72945);
;// CONCATENATED MODULE: ./analytics/history/parquet/state.ts
/**
 * `<store>/sync-state.json`, the Parquet store's stored ranges: for each project, the last day
 * stored of each table (`projects`, its cursor) and its first day (`first_days`), and the
 * layout's format version. Written last for each day, to a temporary name and renamed, so it
 * never names a day whose files are not all in place. A file that does not parse, that names a
 * day the calendar has not, or of a newer format, is refused and never rewritten.
 *
 * `first_days` came after format 1's first stores: a table without one gets the first day its
 * files hold (store.ts), and keeps it from its next stored day on. A version of the action
 * that does not know `first_days` reads the file as before.
 */




/** The layout this action writes (docs/analytics.md); a store of a later one is refused. */
const STORE_FORMAT = 1;
const STATE_FILE = 'sync-state.json';
/** The store cannot be read or written; `message` is one sentence that names `store`. */
class ParquetStoreError extends Error {
    /** `link`: a link where the store keeps its own; `locked`: another sync holds the folder. */
    failure;
    constructor(failure, message, cause) {
        super(message, { cause });
        this.name = 'ParquetStoreError';
        this.failure = failure;
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A day that is not one: its project, table and text, for the refusal. */
class BadDay {
    project;
    table;
    day;
    constructor(project, table, day) {
        this.project = project;
        this.table = table;
        this.day = day;
    }
}
/** Days by project, then table, as read; a day the calendar has not is returned as a BadDay. */
function parseDays(value) {
    if (!isRecord(value))
        return 'unreadable';
    const projects = {};
    for (const [project, tables] of Object.entries(value)) {
        if (!isRecord(tables))
            return 'unreadable';
        const days = {};
        for (const [table, day] of Object.entries(tables)) {
            if (typeof day !== 'string')
                return 'unreadable';
            if (!(0,history_days/* isRealDay */.f$)(day))
                return new BadDay(project, table, day);
            days[table] = day;
        }
        projects[project] = days;
    }
    return projects;
}
/** The state as read, or why it cannot be one. */
function parseState(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return 'unreadable';
    }
    if (!isRecord(value))
        return 'unreadable';
    const { format } = value;
    if (typeof format !== 'number' || !Number.isSafeInteger(format))
        return 'unreadable';
    if (format > STORE_FORMAT)
        return 'newer';
    if (format < 1)
        return 'unreadable';
    const projects = parseDays(value.projects);
    const firstDays = value.first_days === undefined ? {} : parseDays(value.first_days);
    if (projects === 'unreadable' || projects instanceof BadDay)
        return projects;
    if (firstDays === 'unreadable' || firstDays instanceof BadDay)
        return firstDays;
    return { format: STORE_FORMAT, projects, firstDays };
}
/** The state of the store at `file`; an empty one when the store is new. */
async function readState(file, folder) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if ((0,shared_text/* errorCode */.CA)(error) === 'ENOENT') {
            return { format: STORE_FORMAT, projects: {}, firstDays: {} };
        }
        throw new ParquetStoreError('unreadable-state', `Input \`store\`: cannot read ${STATE_FILE} in ${folder}: ${(0,shared_text/* errorMessage */.gJ)(error)}.`, error);
    }
    const state = parseState(text);
    if (state === 'newer') {
        throw new ParquetStoreError('newer-format', `Input \`store\`: the store in ${folder} was written in a newer layout than this version of the action reads (${STATE_FILE} says a format above ${STORE_FORMAT}); it was left untouched: use the action's newer version.`);
    }
    if (state instanceof BadDay) {
        throw new ParquetStoreError('unreadable-state', `Input \`store\`: ${STATE_FILE} in ${folder} ${storedDayProblem(state)}; the store was left untouched: correct that day in the file (or remove the table's line, to load the table again from \`date-from\`).`);
    }
    if (state === 'unreadable') {
        throw new ParquetStoreError('unreadable-state', `Input \`store\`: ${STATE_FILE} in ${folder} is not a sync state this action wrote (it does not parse as one); the store was left untouched: restore the file from the store's history, or sync into another folder.`);
    }
    return state;
}
/** What is wrong with a day the file names, in words after "sync-state.json in <folder>". */
function storedDayProblem({ project, table, day }) {
    return `gives ${table} of project ${JSON.stringify(project.slice(0, 40))} the day ${JSON.stringify(day.slice(0, 40))}, which is not a calendar day (YYYY-MM-DD)`;
}
/** The last and first days of `projectId`'s tables, the tables this version knows only. */
function daysOf(state, projectId) {
    const known = (days) => {
        const map = new Map();
        for (const [table, day] of Object.entries(days ?? {})) {
            if ((0,tables/* isTableName */.C0)(table))
                map.set(table, day);
        }
        return map;
    };
    return { last: known(state.projects[projectId]), first: known(state.firstDays[projectId]) };
}
/**
 * The state with each table's range grown to hold `date` (never shrunk); `firstDays` fills in
 * the first days a store of before `first_days` did not record (store.ts finds them).
 */
function advanced(state, projectId, tables, date, firstDays = new Map()) {
    const last = { ...state.projects[projectId] };
    const first = { ...state.firstDays[projectId] };
    for (const table of tables) {
        const cursor = last[table];
        if (cursor === undefined || cursor < date)
            last[table] = date;
        const start = first[table] ?? firstDays.get(table) ?? date;
        first[table] = start < date ? start : date;
    }
    return {
        format: STORE_FORMAT,
        projects: { ...state.projects, [projectId]: last },
        firstDays: { ...state.firstDays, [projectId]: first },
    };
}
/** Days by project and table with stable key order, one table a line in a diff of the branch. */
function sortedDays(days) {
    const byKey = ([a], [b]) => (a < b ? -1 : 1);
    return Object.fromEntries(Object.entries(days)
        .sort(byKey)
        .map(([project, tables]) => [
        project,
        Object.fromEntries(Object.entries(tables).sort(byKey)),
    ]));
}
/** The file's text: stable key order, readable in a diff of the branch. */
function stateText(state) {
    const text = {
        format: STORE_FORMAT,
        projects: sortedDays(state.projects),
        first_days: sortedDays(state.firstDays),
    };
    return `${JSON.stringify(text, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./analytics/history/parquet/lock.ts
/**
 * The Parquet folder's lock: one sync writes a folder at a time. The lock is a file in the
 * store's folder (`.sync.lock`, beside `sync-state.json`, matched by no reader's
 * `<table>/**\/*.parquet` glob and named in the store's `.gitignore`) holding its holder's run,
 * process, host, the time it was taken and the holder's timeout. It is created with O_EXCL, so of
 * two syncs one holds it; the other waits, within its own `timeout`, then fails naming the holder.
 * A lock whose holder is gone (its process, on this machine, no longer runs) or that is older
 * than its holder's timeout plus a margin is taken over, with a warning. The holder removes it on
 * every way out (its `close`), and checks it is still its own before it moves a day into place.
 */







const LOCK_FILE = '.sync.lock';
/**
 * How long past its holder's `timeout` a lock is honoured: the holder's last day finishing and
 * its exit. A sync never runs longer than its timeout, so an older lock's holder was killed.
 */
const LOCK_MARGIN_MS = 5 * 60_000;
/** The waits between looks at a held lock: short at first, then at most this. */
const FIRST_LOOK_MS = 250;
const LONGEST_LOOK_MS = 5_000;
/** Takes the lock of `folder`, waiting for another sync's within the deadline. */
async function lockFolder(folder, options) {
    const { clock, deadline } = options;
    const file = (0,external_node_path_.join)(folder, LOCK_FILE);
    const started = clock.now();
    let said = false;
    for (;;) {
        const mine = recordText(options);
        if (await created(file, mine))
            return heldLock(folder, file, mine);
        const held = await readLock(folder, file);
        if (held === undefined)
            continue;
        const stale = staleness(held, clock.now());
        if (stale !== undefined) {
            if (await takeOver(file, held)) {
                options.warning(`Input \`store\`: took over the lock of ${folder} from ${holderOf(held)}: ${stale}.`);
            }
            continue;
        }
        const now = clock.now();
        if (now >= deadline)
            throw lockedError(folder, held, now - started);
        if (!said) {
            options.info(`The store ${folder} is locked by another sync (${holderOf(held)}); waiting for it, within \`timeout\`.`);
            said = true;
        }
        const look = Math.min(LONGEST_LOOK_MS, Math.max(FIRST_LOOK_MS, (now - started) / 10));
        try {
            await clock.sleep(Math.min(look, deadline - now), options.signal);
        }
        catch (error) {
            if (!options.signal?.aborted)
                throw error;
            throw new ParquetStoreError('locked', `Input \`store\`: the sync was cancelled while waiting for the lock of ${folder}, held by ${holderOf(held)}; nothing was stored.`, error);
        }
    }
}
function recordText(options) {
    const now = options.clock.now();
    const record = {
        run: options.run,
        pid: process.pid,
        host: (0,external_node_os_.hostname)(),
        since: new Date(now).toISOString(),
        timeoutMs: Math.max(0, options.deadline - now),
    };
    // A token of its own: two locks taken in one millisecond by one process still differ.
    return `${JSON.stringify({ ...record, token: (0,external_node_crypto_.randomBytes)(6).toString('hex') }, null, 2)}\n`;
}
/** Creates the lock file holding `text`; false when another sync holds it. */
async function created(file, text) {
    try {
        await (0,promises_.writeFile)(file, text, { flag: 'wx' });
        return true;
    }
    catch (error) {
        if ((0,shared_text/* errorCode */.CA)(error) === 'EEXIST')
            return false;
        // Created but not written whole (a full disk): no half lock stays behind.
        await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
        throw new ParquetStoreError('write', `Input \`store\`: cannot create the lock ${file}: ${(0,shared_text/* errorMessage */.gJ)(error)}.`, error);
    }
}
/** The lock in the folder, or undefined when there is none (it was just released). */
async function readLock(folder, file) {
    let text;
    let modifiedAt;
    try {
        const stats = await (0,promises_.lstat)(file);
        if (!stats.isFile()) {
            throw new ParquetStoreError('link', `Input \`store\`: ${LOCK_FILE} in ${folder} is not a file the sync wrote (a link or a folder); nothing was written: remove it.`);
        }
        modifiedAt = stats.mtimeMs;
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if ((0,shared_text/* errorCode */.CA)(error) === 'ENOENT')
            return undefined;
        throw error;
    }
    return { text, record: parseRecord(text), modifiedAt };
}
function parseRecord(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isRecord(value))
        return undefined;
    const { run, pid, host, since, timeoutMs } = value;
    if (typeof run !== 'string' || typeof host !== 'string' || typeof since !== 'string') {
        return undefined;
    }
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0)
        return undefined;
    if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs))
        return undefined;
    if (!Number.isFinite(Date.parse(since)))
        return undefined;
    return { run, pid, host, since, timeoutMs };
}
/** Why a held lock may be taken over, or undefined while its holder may still be writing. */
function staleness(held, now) {
    const { record } = held;
    if (record === undefined) {
        // A lock is unreadable only for the instant its holder writes it: an older one is abandoned.
        return now - held.modifiedAt > LOCK_MARGIN_MS
            ? `it cannot be read and was written more than ${(0,durations/* formatDuration */.a3)(LOCK_MARGIN_MS)} ago`
            : undefined;
    }
    if (record.host === (0,external_node_os_.hostname)() && !processRuns(record.pid)) {
        return `its process (${record.pid} on this machine) is gone`;
    }
    if (now - Date.parse(record.since) > record.timeoutMs + LOCK_MARGIN_MS) {
        return `it was taken at ${record.since}, longer ago than its holder's timeout (${(0,durations/* formatDuration */.a3)(record.timeoutMs)}) plus ${(0,durations/* formatDuration */.a3)(LOCK_MARGIN_MS)}`;
    }
    return undefined;
}
/** Whether process `pid` of this machine runs (EPERM: it does, as another user). */
function processRuns(pid) {
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return (0,shared_text/* errorCode */.CA)(error) === 'EPERM';
    }
}
/**
 * Moves the stale lock aside and removes it: true when the lock moved aside was the one judged
 * stale. A lock taken meanwhile by another sync is put back, and false returned.
 */
async function takeOver(file, held) {
    const aside = `${file}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
    try {
        await (0,promises_.rename)(file, aside);
    }
    catch (error) {
        if ((0,shared_text/* errorCode */.CA)(error) === 'ENOENT')
            return false;
        throw error;
    }
    const text = await (0,promises_.readFile)(aside, 'utf8').catch(() => undefined);
    if (text === held.text) {
        await (0,promises_.rm)(aside, { force: true });
        return true;
    }
    await (0,promises_.rename)(aside, file).catch(() => (0,promises_.rm)(aside, { force: true }));
    return false;
}
function holderOf(held) {
    const { record } = held;
    if (record === undefined) {
        return `a lock file that cannot be read, written at ${new Date(held.modifiedAt).toISOString()}`;
    }
    return `${oneLineRun(record.run)}, process ${record.pid} on ${(0,shared_text/* quoteShort */.pf)(record.host)}, since ${record.since}`;
}
/** The run as a lock names it: text from a file, so bounded and on one line. */
function oneLineRun(run) {
    return /^https:\/\/[\w./-]{1,200}$/.test(run) ? `run ${run}` : (0,shared_text/* quoteShort */.pf)(run);
}
function lockedError(folder, held, waitedMs) {
    return new ParquetStoreError('locked', `Input \`store\`: the folder ${folder} is locked by another sync (${holderOf(held)}); this sync waited ${(0,durations/* formatDuration */.a3)(waitedMs)}, until its \`timeout\`, and stored nothing. Syncs of one folder run one after the other: give their jobs one \`concurrency\` group, or raise \`timeout\`; if no sync holds it, remove ${(0,external_node_path_.join)(folder, LOCK_FILE)}.`);
}
function heldLock(folder, file, mine) {
    let released = false;
    return {
        async check() {
            const held = await readLock(folder, file);
            if (held?.text === mine)
                return;
            throw new ParquetStoreError('locked', `Input \`store\`: this sync's lock of ${folder} was taken over (it is now held by ${held === undefined ? 'no sync' : holderOf(held)}), so it stopped before moving a day into place.`);
        },
        async release() {
            if (released)
                return;
            released = true;
            const text = await (0,promises_.readFile)(file, 'utf8').catch(() => undefined);
            if (text === mine)
                await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
        },
    };
}

;// CONCATENATED MODULE: ./analytics/history/parquet/folder.ts
/**
 * The Parquet store's folder on disk: opened on its real path (created, and announced, only
 * inside the workspace), never written through a link (a table, project or day folder, a
 * `data.parquet`, `sync-state.json`, `.gitignore` or the lock that is a symbolic link is refused,
 * naming it, before anything is written), its `.gitignore`, which keeps the files a sync
 * leaves while it runs (the lock, the hidden temporary files) out of a commit of the folder, and
 * those temporary files: each new file written under one, synced to disk, then moved into place.
 */








const DATA_FILE = 'data.parquet';
const GITIGNORE = '.gitignore';
/** What the store's `.gitignore` keeps out of a commit: the lock and every temporary file. */
const IGNORED = [
    `/${LOCK_FILE}`,
    `/${LOCK_FILE}.*.tmp`,
    `/.${STATE_FILE}.*.tmp`,
    `.${DATA_FILE}.*.tmp`,
];
/**
 * The real path of the store's folder, which every later path is built on: created when missing
 * if `create` (inside the workspace), with `announce` told; refused when missing otherwise.
 */
async function openFolder(folder, create, announce) {
    const exists = await (0,promises_.lstat)(folder).then(() => true, () => false);
    if (!exists) {
        if (!create) {
            throw new ParquetStoreError('write', `Input \`store\`: the folder ${folder} does not exist (any more), and a store outside the workspace is never created: create it first.`);
        }
        try {
            await (0,promises_.mkdir)(folder, { recursive: true });
        }
        catch (error) {
            throw new ParquetStoreError('write', `Input \`store\`: cannot create the folder ${folder}: ${(0,shared_text/* errorMessage */.gJ)(error)}.`, error);
        }
        announce(`Started a new store at ${folder}: the folder did not exist. If \`store\` was meant to name an existing store, look for a typo in it.`);
    }
    const real = await (0,promises_.realpath)(folder);
    const stats = await (0,promises_.lstat)(real);
    if (!stats.isDirectory()) {
        throw new ParquetStoreError('write', `Input \`store\`: ${folder} is not a folder.`);
    }
    return real;
}
/** The refusal of a link where the store keeps a file or a folder of its own. */
function linkRefusal(folder, path, what) {
    return new ParquetStoreError('link', `Input \`store\`: ${(0,external_node_path_.relative)(folder, path)} in ${folder} is ${what}, where the store keeps its own; the store never writes through a link or outside its folder, so nothing was written: replace it with the store's own (or remove it).`);
}
/**
 * Whether `path` exists; a link there is refused (ParquetStoreError `link`), and anything but
 * the `kind` the store keeps there fails as a write would. Synchronous, as every look at the
 * store's files is: a night writes and reads about a hundred of them, several looks each, and a
 * promise per look (a trip through libuv's threads) cost several times the look itself.
 */
function existing(folder, path, kind) {
    let stats;
    try {
        stats = (0,external_node_fs_.lstatSync)(path);
    }
    catch (error) {
        stats = missing(error);
    }
    return judged(folder, path, kind, stats);
}
/** No stats for a path that does not exist; any other failure is thrown. */
function missing(error) {
    if ((0,shared_text/* errorCode */.CA)(error) === 'ENOENT')
        return undefined;
    throw error;
}
function judged(folder, path, kind, stats) {
    if (!stats)
        return false;
    if (stats.isSymbolicLink())
        throw linkRefusal(folder, path, 'a symbolic link');
    if (kind === 'file' ? stats.isFile() : stats.isDirectory())
        return true;
    throw new Error(`${(0,external_node_path_.relative)(folder, path)} is not a ${kind}`);
}
/**
 * Refuses, before anything is written, any link where the store keeps its own: the files at its
 * top, each table's project folders, their day folders and the day's `data.parquet`. Files and
 * folders the store does not name (a README, `.git`) are not looked at (a store of years holds
 * thousands of files: see `existing`).
 */
async function refuseLinks(folder) {
    for (const name of [STATE_FILE, GITIGNORE, LOCK_FILE]) {
        existing(folder, (0,external_node_path_.join)(folder, name), 'file');
    }
    for (const table of Object.keys(tables/* STORE_TABLES */.ut)) {
        const tableFolder = (0,external_node_path_.join)(folder, table);
        if (!existing(folder, tableFolder, 'folder'))
            continue;
        for (const project of storeEntries(folder, tableFolder, 'project_id=')) {
            for (const day of storeEntries(folder, project, 'date=')) {
                existing(folder, (0,external_node_path_.join)(day, DATA_FILE), 'file');
            }
        }
    }
}
/** The folders under `parent` named `<prefix>...`, refusing one that is a link. */
function storeEntries(folder, parent, prefix) {
    const entries = (0,external_node_fs_.readdirSync)(parent, { withFileTypes: true });
    const folders = [];
    for (const entry of entries) {
        if (!entry.name.startsWith(prefix))
            continue;
        const path = (0,external_node_path_.join)(parent, entry.name);
        if (entry.isSymbolicLink())
            throw linkRefusal(folder, path, 'a symbolic link');
        if (entry.isDirectory())
            folders.push(path);
    }
    return folders;
}
/**
 * Makes `target`, a folder under the store's `folder`, one level at a time, refusing a level
 * that is a link: a day's files are written only where the store's real path leads.
 */
async function storeFolder(folder, target) {
    let path = folder;
    for (const name of (0,external_node_path_.relative)(folder, target).split(external_node_path_.sep)) {
        path = (0,external_node_path_.join)(path, name);
        if (existing(folder, path, 'folder'))
            continue;
        try {
            (0,external_node_fs_.mkdirSync)(path);
        }
        catch (error) {
            // Made meanwhile: judged again.
            if ((0,shared_text/* errorCode */.CA)(error) !== 'EEXIST')
                throw error;
            existing(folder, path, 'folder');
        }
    }
}
/** Refuses a file of the store that is a link (to be read or replaced). */
async function storeFile(folder, path) {
    return existing(folder, path, 'file');
}
/**
 * Adds to the folder's `.gitignore` the lines of IGNORED it lacks (a `.gitignore` of the user's
 * keeps its lines): appended, so a kill mid-write loses none of them.
 */
async function keepGitignore(folder) {
    const file = (0,external_node_path_.join)(folder, GITIGNORE);
    existing(folder, file, 'file');
    const text = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
        if ((0,shared_text/* errorCode */.CA)(error) === 'ENOENT')
            return '';
        throw error;
    });
    const lines = new Set(text.split(/\r?\n/).map((line) => line.trim()));
    const missing = IGNORED.filter((line) => !lines.has(line));
    if (missing.length === 0)
        return;
    const header = lines.has(GITIGNORE_HEADER) ? [] : [GITIGNORE_HEADER];
    const start = text === '' || text.endsWith('\n') ? '' : '\n';
    await (0,promises_.appendFile)(file, `${start}${[...header, ...missing].join('\n')}\n`);
}
const GITIGNORE_HEADER = '# The analytics sync: its lock and unfinished files, never committed (docs/analytics.md).';
/** Our temporary files: hidden, and not `*.parquet`, so no reader's glob takes them. */
const TEMPORARY = /^\.(?:data\.parquet|sync-state\.json|sync\.lock)\.[\da-f]{12}\.tmp$/;
/**
 * Removes temporary files a killed run left in `folder` (ours only, by their name). The store's
 * own files are read, written and moved with synchronous calls: a night does a few hundred such
 * calls on small files, and a promise each (a trip through libuv's threads) cost several times
 * the call itself; the sync waits for each of them anyway.
 */
function removeTemporaryFiles(folder) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(folder);
    }
    catch {
        return;
    }
    for (const name of names)
        if (TEMPORARY.test(name))
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(folder, name));
}
/** Writes `bytes` to a new file at `file`, synced to disk; nothing is left there on failure. */
function writeNewFile(file, bytes) {
    try {
        const fd = (0,external_node_fs_.openSync)(file, 'wx');
        try {
            (0,external_node_fs_.writeFileSync)(fd, bytes);
            (0,external_node_fs_.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(file, { force: true });
        throw error;
    }
}
/** A temporary name in `folder` for the file `final` (a name TEMPORARY matches). */
function temporaryName(folder, final) {
    return (0,external_node_path_.join)(folder, `.${final}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
}

// EXTERNAL MODULE: ./analytics/history/store.ts
var store = __webpack_require__(33473);
;// CONCATENATED MODULE: ./analytics/history/parquet/store.ts
/**
 * The Parquet store (`store: <folder>`): one file per table, project and day, in a Hive layout
 * any tool reads as one table (docs/analytics.md):
 *
 *   <store>/<table>/project_id=<id>/date=<YYYY-MM-DD>/data.parquet
 *   <store>/sync-state.json   the stored ranges, written last
 *
 * A day is stored by writing each of its files under a hidden temporary name, then renaming
 * them all into place, then the state: a failure while writing (a full disk) leaves every file
 * as it was, and a kill at any instant leaves at most some of the day's files replaced under a
 * range that has not moved, so the next run stores the day again whole. A feedback item is one
 * row wherever its day: the files it was filed in before lose it in the same write, and a file
 * of items that would hold what it holds (the feedback refresh reading them again) is left as it
 * is. Files and folders that are not the store's are left alone. One sync at a time holds the
 * folder's lock (lock.ts), and nothing is written through a link (folder.ts). Loaded with
 * `await import()` only when a sync uses a folder.
 */












/** A project id as a folder name: what the API client sends in a path, without `=`. */
const SEGMENT = /^[\w.~-]{1,128}$/;
/**
 * Opens the store in `options.folder` once its lock is this sync's; refuses a state it cannot
 * read and a link where the store keeps its own. The lock is released by `close`, or here when
 * the store cannot be opened.
 */
async function openParquetStore(options) {
    const { log } = options;
    const folder = await openFolder(options.folder, options.create, log.notice).catch((error) => {
        throw openFailure(options.folder, error);
    });
    const lock = await lockFolder(folder, { ...options, info: log.info, warning: log.warning }).catch((error) => {
        throw openFailure(folder, error);
    });
    try {
        await refuseLinks(folder);
        const state = await readState((0,external_node_path_.join)(folder, STATE_FILE), folder);
        await keepGitignore(folder);
        removeTemporaryFiles(folder);
        return new ParquetStore(folder, state, lock, options.signal);
    }
    catch (error) {
        await lock.release();
        throw openFailure(folder, error);
    }
}
/** What stopped a store from opening: our own sentence, or the system's in one naming `store`. */
function openFailure(folder, error) {
    if (error instanceof ParquetStoreError)
        return error;
    return new ParquetStoreError('write', `Input \`store\`: cannot open the store in ${folder}: ${(0,shared_text/* errorMessage */.gJ)(error)}.`, error);
}
function checkSegment(projectId) {
    if (!SEGMENT.test(projectId) || projectId === '.' || projectId === '..') {
        throw new ParquetStoreError('write', `The project id ${JSON.stringify(projectId.slice(0, 40))} cannot name a folder of the store.`);
    }
}
function checkDate(date, what) {
    if (typeof date !== 'string' || !(0,history_days/* isDay */.N)(date) || Number.isNaN(Date.parse(date))) {
        throw new ParquetStoreError('write', `${what} is not a day (YYYY-MM-DD): ${String(date)}.`);
    }
    return date;
}
/** A row's key, as text: the same key is the same item. */
function keyText(key, row) {
    return JSON.stringify(key.map((column) => row[column]));
}
/** `existing` with each row of `incoming` in place of the row of the same key, or added. */
function mergeByKey(key, existing, incoming) {
    const merged = new Map();
    for (const row of existing)
        merged.set(keyText(key, row), row);
    for (const row of incoming)
        merged.set(keyText(key, row), row);
    return [...merged.values()];
}
/** Whether two lists of a table's rows hold the same values in the same order. */
function sameRows(columns, a, b) {
    return (a.length === b.length &&
        a.every((row, i) => columns.every(({ name }) => row[name] === b[i]?.[name])));
}
class ParquetStore {
    description;
    folder;
    signal;
    lock;
    state;
    /** First days found in the files of a store written before `first_days`, by project. */
    foundFirstDays = new Map();
    /** Where each item of a movable table is, by `<table>/<project>`: read once, kept up to date. */
    itemDays = new Map();
    constructor(folder, state, lock, signal) {
        this.folder = folder;
        this.state = state;
        this.lock = lock;
        this.signal = signal;
        this.description = `Parquet folder ${folder}`;
    }
    partition(table, projectId, date) {
        return (0,external_node_path_.join)(this.folder, table, `project_id=${projectId}`, `date=${date}`);
    }
    /** The days of `table` that have a folder, oldest first. */
    async dayFolders(table, projectId) {
        const project = (0,external_node_path_.join)(this.folder, table, `project_id=${projectId}`);
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(project, { withFileTypes: true });
        }
        catch {
            return [];
        }
        const days = [];
        for (const entry of entries) {
            const day = entry.name.slice('date='.length);
            if (entry.isDirectory() && entry.name.startsWith('date=') && (0,history_days/* isDay */.N)(day))
                days.push(day);
        }
        return days.sort();
    }
    /** The days of `table` that have a file, oldest first. */
    async fileDays(table, projectId) {
        const days = [];
        for (const day of await this.dayFolders(table, projectId)) {
            const files = await (0,promises_.readdir)(this.partition(table, projectId, day)).catch(() => []);
            if (files.includes(DATA_FILE))
                days.push(day);
        }
        return days;
    }
    async ranges(projectId, today) {
        checkSegment(projectId);
        const { last, first } = daysOf(this.state, projectId);
        const found = this.foundFirstDays.get(projectId) ?? new Map();
        this.foundFirstDays.set(projectId, found);
        const ranges = new Map();
        for (const [table, lastDay] of last) {
            let firstDay = first.get(table) ?? found.get(table);
            if (firstDay === undefined) {
                // A store of before `first_days`: its first file, or its cursor when it has none.
                const fileDay = (await this.fileDays(table, projectId))[0];
                firstDay = fileDay !== undefined && fileDay < lastDay ? fileDay : lastDay;
                found.set(table, firstDay);
            }
            const range = { first: firstDay, last: lastDay };
            const problem = (0,store/* storedRangeProblem */.m)(table, range, today);
            if (problem) {
                throw new ParquetStoreError('unreadable-state', `Input \`store\`: ${STATE_FILE} in ${this.folder} ${problem} for project ${projectId}; the store was left untouched: correct that day in the file (or remove the table's line, to load the table again from \`date-from\`).`);
            }
            ranges.set(table, range);
        }
        return ranges;
    }
    async writeDay(projectId, date, batches) {
        checkSegment(projectId);
        checkDate(date, 'The day to store');
        // One batch per table: two batches of one partition would each merge into the old file.
        const byTable = new Map();
        for (const batch of batches) {
            byTable.set(batch.table, [...(byTable.get(batch.table) ?? []), ...batch.rows]);
        }
        const writes = [];
        for (const [table, rows] of byTable) {
            writes.push(...(await this.partitionWrites(projectId, date, { table, rows })));
        }
        const advance = (state) => advanced(state, projectId, [...byTable.keys()], date, this.foundFirstDays.get(projectId));
        await this.apply(writes, `the day ${date} was not stored and its range did not move`, advance);
        for (const [table, rows] of byTable)
            this.filed(table, projectId, rows);
    }
    async writeItems(projectId, batch) {
        checkSegment(projectId);
        if (tables/* STORE_TABLES */.ut[batch.table].keptBy !== 'item') {
            throw new ParquetStoreError('write', `${batch.table} is not a table of items.`);
        }
        const writes = await this.partitionWrites(projectId, undefined, batch);
        await this.apply(writes, `those ${batch.table} rows were not stored`);
        this.filed(batch.table, projectId, batch.rows);
    }
    /**
     * Puts the writes in place: every file under a temporary name first, then the renames and
     * removals, then (`advance`) the state, read again under the lock so that every project's
     * ranges are kept, whoever wrote them. `unstored` ends the sentence of a failure.
     */
    async apply(writes, unstored, advance) {
        const moves = await this.writeTemporaryFiles(writes, unstored);
        // Only the lock's holder moves files in: a sync that lost it stops here.
        const lost = await this.lock.check().then(() => undefined, (error) => error);
        if (this.signal?.aborted || lost !== undefined) {
            await Promise.all(moves.map(({ temporary }) => (0,promises_.rm)(temporary, { force: true })));
            this.signal?.throwIfAborted();
            throw lost;
        }
        let current = (0,external_node_path_.join)(this.folder, STATE_FILE);
        try {
            for (const { temporary, final } of moves) {
                current = final;
                await storeFile(this.folder, final);
                (0,external_node_fs_.renameSync)(temporary, final);
            }
            for (const write of writes.filter((w) => w.rows.length === 0)) {
                current = (0,external_node_path_.join)(write.folder, DATA_FILE);
                (0,external_node_fs_.rmSync)(current, { force: true });
            }
            if (!advance)
                return;
            current = (0,external_node_path_.join)(this.folder, STATE_FILE);
            await storeFile(this.folder, current);
            const next = advance(await readState(current, this.folder));
            const temporary = temporaryName(this.folder, STATE_FILE);
            writeNewFile(temporary, stateText(next));
            (0,external_node_fs_.renameSync)(temporary, current);
            this.state = next;
        }
        catch (error) {
            throw this.writeFailure(current, unstored, error);
        }
    }
    /**
     * The files one batch changes: its day's partition (a table kept by `day`), or each partition
     * its items fall in, and (a movable table) each other partition that holds one of its items.
     */
    async partitionWrites(projectId, date, batch) {
        const table = tables/* STORE_TABLES */.ut[batch.table];
        for (const row of batch.rows) {
            if (row.project_id !== projectId) {
                throw new ParquetStoreError('write', `A row of ${batch.table} is not of project ${projectId}.`);
            }
        }
        if (table.keptBy === 'day') {
            if (batch.rows.some((row) => row.date !== date) || date === undefined) {
                throw new ParquetStoreError('write', `A row of ${batch.table} is not of the day ${date}.`);
            }
            return [
                {
                    table: batch.table,
                    folder: this.partition(batch.table, projectId, date),
                    rows: batch.rows,
                },
            ];
        }
        const byDate = new Map();
        const target = new Map();
        for (const row of batch.rows) {
            const day = checkDate(row.date, `The date of a row of ${batch.table}`);
            byDate.set(day, [...(byDate.get(day) ?? []), row]);
            target.set(keyText(table.key, row), day);
        }
        if (table.movable) {
            const filed = await this.itemsFiled(batch.table, projectId);
            for (const key of target.keys()) {
                for (const day of filed.get(key) ?? [])
                    if (!byDate.has(day))
                        byDate.set(day, []);
            }
        }
        const writes = [];
        for (const [day, rows] of byDate) {
            const folder = this.partition(batch.table, projectId, day);
            const existing = await this.readPartition(batch.table, folder, { projectId, date: day });
            // An item this batch files under another day leaves this one: one row per key.
            const staying = existing.filter((row) => (target.get(keyText(table.key, row)) ?? day) === day);
            const merged = mergeByKey(table.key, staying, rows);
            // A file that would hold what it holds (items read again, unchanged) is left as it is.
            if (existing.length > 0 && sameRows(table.columns, existing, merged))
                continue;
            writes.push({ table: batch.table, folder, rows: merged });
        }
        return writes;
    }
    /** Where a movable table's items of `projectId` are filed, read from its files once. */
    async itemsFiled(table, projectId) {
        const known = this.itemDays.get(`${table}/${projectId}`);
        if (known)
            return known;
        const filed = new Map();
        const { key } = tables/* STORE_TABLES */.ut[table];
        // A day folder without a file reads as no rows.
        for (const day of await this.dayFolders(table, projectId)) {
            const folder = this.partition(table, projectId, day);
            const partition = { projectId, date: day };
            for (const row of await this.readPartition(table, folder, partition, 'key')) {
                const text = keyText(key, row);
                filed.set(text, new Set([...(filed.get(text) ?? []), day]));
            }
        }
        this.itemDays.set(`${table}/${projectId}`, filed);
        return filed;
    }
    /** After a write is in place: each item of a movable table is filed under its row's day. */
    filed(table, projectId, rows) {
        const filed = this.itemDays.get(`${table}/${projectId}`);
        if (!filed)
            return;
        const { key } = tables/* STORE_TABLES */.ut[table];
        for (const row of rows)
            filed.set(keyText(key, row), new Set([String(row.date)]));
    }
    /** A partition's rows (none without a file): every column, or (`only: 'key'`) the key's. */
    async readPartition(table, folder, partition, only) {
        const file = (0,external_node_path_.join)(folder, DATA_FILE);
        let bytes;
        try {
            if (!(await storeFile(this.folder, file)))
                return [];
            bytes = (0,external_node_fs_.readFileSync)(file);
        }
        catch (error) {
            if ((0,shared_text/* errorCode */.CA)(error) === 'ENOENT')
                return [];
            throw this.writeFailure(file, `the day ${partition.date} was not stored`, error);
        }
        try {
            return await decodePartition(table, bytes, partition, only);
        }
        catch (error) {
            throw new ParquetStoreError('write', `Input \`store\`: ${(0,external_node_path_.relative)(this.folder, file)} is not a Parquet file of this store's ${table} table (${(0,shared_text/* errorMessage */.gJ)(error)}); it was left untouched.`, error);
        }
    }
    /** Each non-empty partition encoded to a temporary file beside its final name, or none at all. */
    async writeTemporaryFiles(writes, unstored) {
        const moves = [];
        let current = '';
        try {
            for (const write of writes) {
                if (write.rows.length === 0)
                    continue;
                current = (0,external_node_path_.join)(write.folder, DATA_FILE);
                await storeFolder(this.folder, write.folder);
                removeTemporaryFiles(write.folder);
                const temporary = temporaryName(write.folder, DATA_FILE);
                writeNewFile(temporary, encodePartition(write.table, write.rows));
                moves.push({ temporary, final: current });
            }
        }
        catch (error) {
            await Promise.all(moves.map(({ temporary }) => (0,promises_.rm)(temporary, { force: true })));
            throw this.writeFailure(current, unstored, error);
        }
        return moves;
    }
    writeFailure(file, unstored, error) {
        // A link refused, or the lock lost: their own sentence says what and why.
        const refused = error instanceof ParquetStoreError && error.failure !== 'write';
        if (refused)
            return error;
        return new ParquetStoreError('write', `Input \`store\`: writing ${(0,external_node_path_.relative)(this.folder, file)} in ${this.folder} failed: ${(0,shared_text/* errorMessage */.gJ)(error)}; ${unstored}.`, error);
    }
    close() {
        return this.lock.release();
    }
}


/***/ }),

/***/ 33473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ storedRangeProblem)
/* harmony export */ });
/* harmony import */ var _range_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79622);
/* harmony import */ var _days_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54097);
/**
 * The analytics store (`store` input): a history that grows by whole UTC days, in a Parquet
 * folder (parquet/store.ts) or a Postgres database (postgres/store.ts). The sync (sync.ts) asks each dataset
 * for one day at a time and hands each day to a store through this interface; the tables and
 * their columns are fixed (tables.ts) and documented in docs/analytics.md, so any tool reads the
 * store without this action.
 */


/**
 * Why a table's stored range, as a store's state holds it, cannot be one, or undefined when it
 * can: a day that is not a calendar day (`2026-99-99`) or before 2000, a last day after `today`
 * (which would leave nothing to load until then), a first day after the last.
 */
function storedRangeProblem(table, range, today) {
    for (const [what, day] of [
        ['first', range.first],
        ['last', range.last],
    ]) {
        if (!(0,_days_js__WEBPACK_IMPORTED_MODULE_1__/* .isRealDay */ .f$)(day)) {
            return `gives ${table} a ${what} day ${JSON.stringify(day.slice(0, 40))}, which is not a calendar day (YYYY-MM-DD)`;
        }
    }
    const early = [range.first, range.last].find((day) => day < _range_js__WEBPACK_IMPORTED_MODULE_0__/* .EARLIEST */ .Wk);
    if (early !== undefined) {
        return `gives ${table} the day ${early}, before ${_range_js__WEBPACK_IMPORTED_MODULE_0__/* .EARLIEST */ .Wk}, the earliest day this action asks for`;
    }
    if (range.last > today) {
        return `says ${table} is stored through ${range.last}, after today (${today}, UTC)`;
    }
    if (range.first > range.last) {
        return `says ${table} starts on ${range.first}, after its last day ${range.last}`;
    }
    return undefined;
}


/***/ })

};
