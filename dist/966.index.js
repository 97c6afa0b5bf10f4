export const id = 966;
export const ids = [966];
export const modules = {

/***/ 7966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openParquetStore: () => (/* binding */ openParquetStore)
});

// UNUSED EXPORTS: ParquetStoreError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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
;// CONCATENATED MODULE: ./analytics/history/parquet-files.ts
/**
 * One partition file of the Parquet store: a table's rows of one project and one day, encoded
 * with hyparquet-writer and read back with hyparquet (to merge items by key). Hive partitioning
 * puts `project_id` and `date` in the folder names (`project_id=<id>/date=<day>/`), so the file
 * holds the other columns, as Spark, DuckDB, pandas and BigQuery expect of a Hive layout.
 *
 * Types (docs/analytics.md): counts INT64, rates DOUBLE, booleans BOOLEAN, times TIMESTAMP
 * (milliseconds, UTC), text and JSON text UTF8 strings. Loaded only by parquet.ts, itself loaded
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
    return tables/* STORE_TABLES */.u[table].columns.filter((column) => !PARTITION_COLUMNS.includes(column.name));
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
/** The rows of a partition file, with `project_id` and `date` from its folder. */
async function decodePartition(table, file, partition) {
    const columns = fileColumns(table);
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

;// CONCATENATED MODULE: ./analytics/history/parquet-state.ts
/**
 * `<store>/sync-state.json`, the Parquet store's cursors: for each project, the last day stored
 * of each table, and the layout's format version. Written last for each day, to a temporary
 * name and renamed, so it never names a day whose files are not all in place. A file that does
 * not parse, or of a newer format, is refused and never rewritten.
 */



/** The layout this action writes (docs/analytics.md); a store of a later one is refused. */
const STORE_FORMAT = 1;
const STATE_FILE = 'sync-state.json';
/** The store cannot be read or written; `message` is one sentence that names `store`. */
class ParquetStoreError extends Error {
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
/** The state as read, or why it cannot be one. */
function parseState(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return 'unreadable';
    }
    if (!isRecord(value) || !Number.isSafeInteger(value.format))
        return 'unreadable';
    if (value.format > STORE_FORMAT)
        return 'newer';
    if (value.format < 1 || !isRecord(value.projects))
        return 'unreadable';
    const projects = {};
    for (const [project, tables] of Object.entries(value.projects)) {
        if (!isRecord(tables))
            return 'unreadable';
        const cursors = {};
        for (const [table, day] of Object.entries(tables)) {
            if (typeof day !== 'string' || !(0,history_days/* isDay */.N)(day))
                return 'unreadable';
            cursors[table] = day;
        }
        projects[project] = cursors;
    }
    return { format: STORE_FORMAT, projects };
}
/** The state of the store at `file`; an empty one when the store is new. */
async function readState(file, folder) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            return { format: STORE_FORMAT, projects: {} };
        }
        throw new ParquetStoreError('unreadable-state', `Input \`store\`: cannot read ${STATE_FILE} in ${folder}: ${error.message}.`, error);
    }
    const state = parseState(text);
    if (state === 'newer') {
        throw new ParquetStoreError('newer-format', `Input \`store\`: the store in ${folder} was written in a newer layout than this version of the action reads (${STATE_FILE} says a format above ${STORE_FORMAT}); it was left untouched: use the action's newer version.`);
    }
    if (state === 'unreadable') {
        throw new ParquetStoreError('unreadable-state', `Input \`store\`: ${STATE_FILE} in ${folder} is not a sync state this action wrote (it does not parse as one); the store was left untouched: restore the file from the store's history, or sync into another folder.`);
    }
    return state;
}
/** The cursors of `projectId` by table, the tables this version knows only. */
function cursorsOf(state, projectId) {
    const cursors = new Map();
    for (const [table, day] of Object.entries(state.projects[projectId] ?? {})) {
        if (Object.hasOwn(tables/* STORE_TABLES */.u, table))
            cursors.set(table, day);
    }
    return cursors;
}
/** The state with each table's cursor moved to `date` (never back). */
function advanced(state, projectId, tables, date) {
    const cursors = { ...state.projects[projectId] };
    for (const table of tables) {
        const cursor = cursors[table];
        if (cursor === undefined || cursor < date)
            cursors[table] = date;
    }
    return { format: STORE_FORMAT, projects: { ...state.projects, [projectId]: cursors } };
}
/** The file's text: stable key order, one table a line, readable in a diff of the branch. */
function stateText(state) {
    const projects = Object.fromEntries(Object.keys(state.projects)
        .sort()
        .map((project) => {
        const tables = state.projects[project] ?? {};
        return [
            project,
            Object.fromEntries(Object.keys(tables)
                .sort()
                .map((t) => [t, tables[t]])),
        ];
    }));
    return `${JSON.stringify({ format: STORE_FORMAT, projects }, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./analytics/history/parquet.ts
/**
 * The Parquet store (`store: <folder>`): one file per table, project and day, in a Hive layout
 * any tool reads as one table (docs/analytics.md):
 *
 *   <store>/<table>/project_id=<id>/date=<YYYY-MM-DD>/data.parquet
 *   <store>/sync-state.json   the cursors, written last
 *
 * A day is stored by writing each of its files under a hidden temporary name, then renaming
 * them all into place, then the cursors: a failure while writing (a full disk) leaves every
 * file as it was, and a kill at any instant leaves at most some of the day's files replaced
 * under a cursor that has not moved, so the next run stores the day again whole. Files and
 * folders that are not the store's are left alone. Loaded with `await import()` only when a
 * sync uses a folder.
 */









const DATA_FILE = 'data.parquet';
/** Our temporary files: hidden, and not `*.parquet`, so no reader's glob takes them. */
const TEMPORARY = /^\.(?:data\.parquet|sync-state\.json)\.[\da-f]{12}\.tmp$/;
/** A project id as a folder name: what the API client sends in a path, without `=`. */
const SEGMENT = /^[\w.~-]{1,128}$/;
/** Opens (creating if missing) the store in `options.folder`; refuses a state it cannot read. */
async function openParquetStore(options) {
    const { folder } = options;
    try {
        await (0,promises_.mkdir)(folder, { recursive: true });
    }
    catch (error) {
        throw new ParquetStoreError('write', `Input \`store\`: cannot create the folder ${folder}: ${(0,shared_text/* errorMessage */.gJ)(error)}.`, error);
    }
    const state = await readState((0,external_node_path_.join)(folder, STATE_FILE), folder);
    await removeTemporaryFiles(folder);
    return new ParquetStore(folder, state, options.signal);
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
/** Removes temporary files a killed run left in `folder` (ours only, by their name). */
async function removeTemporaryFiles(folder) {
    const names = await (0,promises_.readdir)(folder).catch(() => []);
    await Promise.all(names.filter((name) => TEMPORARY.test(name)).map((name) => (0,promises_.rm)((0,external_node_path_.join)(folder, name))));
}
/** Writes `bytes` to a new file at `file`, synced to disk; nothing is left there on failure. */
async function writeNewFile(file, bytes) {
    try {
        const handle = await (0,promises_.open)(file, 'wx');
        try {
            await handle.writeFile(bytes);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        await (0,promises_.rm)(file, { force: true });
        throw error;
    }
}
function temporaryName(folder, final) {
    return (0,external_node_path_.join)(folder, `.${final}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
}
/** `existing` with each row of `incoming` in place of the row of the same key, or added. */
function mergeByKey(key, existing, incoming) {
    const keyOf = (row) => JSON.stringify(key.map((column) => row[column]));
    const merged = new Map();
    for (const row of existing)
        merged.set(keyOf(row), row);
    for (const row of incoming)
        merged.set(keyOf(row), row);
    return [...merged.values()];
}
class ParquetStore {
    description;
    folder;
    signal;
    state;
    constructor(folder, state, signal) {
        this.folder = folder;
        this.state = state;
        this.signal = signal;
        this.description = `Parquet folder ${folder}`;
    }
    partition(table, projectId, date) {
        return (0,external_node_path_.join)(this.folder, table, `project_id=${projectId}`, `date=${date}`);
    }
    cursors(projectId) {
        return Promise.resolve(cursorsOf(this.state, projectId));
    }
    async ranges(projectId) {
        checkSegment(projectId);
        const ranges = new Map();
        for (const table of Object.keys(tables/* STORE_TABLES */.u)) {
            const project = (0,external_node_path_.join)(this.folder, table, `project_id=${projectId}`);
            const entries = await (0,promises_.readdir)(project, { withFileTypes: true }).catch(() => []);
            const days = [];
            for (const entry of entries) {
                const day = entry.name.slice('date='.length);
                if (!entry.isDirectory() || !entry.name.startsWith('date=') || !(0,history_days/* isDay */.N)(day))
                    continue;
                const files = await (0,promises_.readdir)((0,external_node_path_.join)(project, entry.name)).catch(() => []);
                if (files.includes(DATA_FILE))
                    days.push(day);
            }
            days.sort();
            const [from, to] = [days[0], days.at(-1)];
            if (from !== undefined && to !== undefined)
                ranges.set(table, { from, to });
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
        const moves = await this.writeTemporaryFiles(writes, date);
        if (this.signal?.aborted) {
            await Promise.all(moves.map(({ temporary }) => (0,promises_.rm)(temporary, { force: true })));
            this.signal.throwIfAborted();
        }
        let current = (0,external_node_path_.join)(this.folder, STATE_FILE);
        try {
            for (const { temporary, final } of moves) {
                current = final;
                await (0,promises_.rename)(temporary, final);
            }
            for (const write of writes.filter((w) => w.rows.length === 0)) {
                current = (0,external_node_path_.join)(write.folder, DATA_FILE);
                await (0,promises_.rm)(current, { force: true });
            }
            const next = advanced(this.state, projectId, [...byTable.keys()], date);
            current = (0,external_node_path_.join)(this.folder, STATE_FILE);
            const temporary = temporaryName(this.folder, STATE_FILE);
            await writeNewFile(temporary, stateText(next));
            await (0,promises_.rename)(temporary, current);
            this.state = next;
        }
        catch (error) {
            throw this.writeFailure(current, date, error);
        }
    }
    /** The files one batch changes: its day's partition, or each partition its items fall in. */
    async partitionWrites(projectId, date, batch) {
        const table = tables/* STORE_TABLES */.u[batch.table];
        for (const row of batch.rows) {
            if (row.project_id !== projectId) {
                throw new ParquetStoreError('write', `A row of ${batch.table} is not of project ${projectId}.`);
            }
        }
        if (table.keptBy === 'day') {
            if (batch.rows.some((row) => row.date !== date)) {
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
        for (const row of batch.rows) {
            const day = checkDate(row.date, `The date of a row of ${batch.table}`);
            byDate.set(day, [...(byDate.get(day) ?? []), row]);
        }
        const writes = [];
        for (const [day, rows] of byDate) {
            const folder = this.partition(batch.table, projectId, day);
            const existing = await this.readPartition(batch.table, folder, { projectId, date: day });
            writes.push({ table: batch.table, folder, rows: mergeByKey(table.key, existing, rows) });
        }
        return writes;
    }
    async readPartition(table, folder, partition) {
        const file = (0,external_node_path_.join)(folder, DATA_FILE);
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(file);
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return [];
            throw this.writeFailure(file, partition.date, error);
        }
        try {
            return await decodePartition(table, bytes, partition);
        }
        catch (error) {
            throw new ParquetStoreError('write', `Input \`store\`: ${(0,external_node_path_.relative)(this.folder, file)} is not a Parquet file of this store's ${table} table (${(0,shared_text/* errorMessage */.gJ)(error)}); it was left untouched.`, error);
        }
    }
    /** Each non-empty partition encoded to a temporary file beside its final name, or none at all. */
    async writeTemporaryFiles(writes, date) {
        const moves = [];
        let current = '';
        try {
            for (const write of writes) {
                if (write.rows.length === 0)
                    continue;
                current = (0,external_node_path_.join)(write.folder, DATA_FILE);
                await (0,promises_.mkdir)(write.folder, { recursive: true });
                await removeTemporaryFiles(write.folder);
                const temporary = temporaryName(write.folder, DATA_FILE);
                await writeNewFile(temporary, encodePartition(write.table, write.rows));
                moves.push({ temporary, final: current });
            }
        }
        catch (error) {
            await Promise.all(moves.map(({ temporary }) => (0,promises_.rm)(temporary, { force: true })));
            throw this.writeFailure(current, date, error);
        }
        return moves;
    }
    writeFailure(file, date, error) {
        return new ParquetStoreError('write', `Input \`store\`: writing ${(0,external_node_path_.relative)(this.folder, file)} in ${this.folder} failed: ${(0,shared_text/* errorMessage */.gJ)(error)}; the day ${date} was not stored and its cursor did not move.`, error);
    }
    close() {
        return Promise.resolve();
    }
}


/***/ })

};
