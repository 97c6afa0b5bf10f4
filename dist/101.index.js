export const id = 101;
export const ids = [101];
export const modules = {

/***/ 47101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openPostgresStore: () => (/* binding */ openPostgresStore)
});

// UNUSED EXPORTS: PostgresStoreError

// EXTERNAL MODULE: ./shared/inputs.ts
var inputs = __webpack_require__(30779);
// EXTERNAL MODULE: ./shared/text.ts
var shared_text = __webpack_require__(90961);
// EXTERNAL MODULE: ../node_modules/pg/esm/index.mjs
var esm = __webpack_require__(96315);
// EXTERNAL MODULE: ./analytics/history/postgres/url.ts
var postgres_url = __webpack_require__(80707);
;// CONCATENATED MODULE: ./analytics/history/postgres/errors.ts
/**
 * What a failure of the Postgres store says: one sentence naming the `store` input and the
 * database (host, port and name: never the URL or its password), the step that failed, the
 * server's own words made one line, and, while a day was being written, what became of it.
 */



/** A failure of the Postgres store; `message` is one sentence that names `store`. */
class PostgresStoreError extends Error {
    failure;
    /** The day being stored when it failed. */
    day;
    /** The SQLSTATE the server gave, e.g. `42501`. */
    sqlState;
    constructor(failure, message, extra = {}) {
        // No `cause`: the driver's error is not kept, so nothing can print more than the sentence.
        super(message);
        this.name = 'PostgresStoreError';
        this.failure = failure;
        this.day = extra.day;
        this.sqlState = extra.sqlState;
    }
}
/** The longest piece of a server's message a sentence quotes. */
const MAX_CAUSE_CHARS = 300;
/** The server's or the driver's words for `error`, redacted and made one line. */
function causeText(error, url) {
    const text = (0,postgres_url/* redactPostgresUrl */.iO)((0,shared_text/* errorMessage */.gJ)(error), url);
    return (0,shared_text/* withoutTrailing */.hT)((0,shared_text/* oneLine */.TN)(text, MAX_CAUSE_CHARS), '.');
}
/** `the Postgres `store` (host:5432/db)`: how every sentence names the store. */
function storeName(description) {
    return `the Postgres \`store\` (${description})`;
}
/** Classes of SQLSTATE (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
function failureOfState(sqlState, step) {
    if (sqlState === '42501')
        return 'privilege';
    if (sqlState === '57014')
        return 'timeout';
    if (sqlState.startsWith('28') || sqlState === '3D000')
        return 'login';
    if (sqlState.startsWith('08') || sqlState.startsWith('57P')) {
        return step === 'connect' ? 'unreachable' : 'closed';
    }
    if (sqlState.startsWith('22') || sqlState === '23505' || sqlState === '23502')
        return 'value';
    if (sqlState === '21000')
        return 'value';
    return 'statement';
}
/** What kind of failure `error` is, seen from `context`. */
function failureOf(error, context) {
    if (context.ending)
        return context.ending;
    if (error instanceof esm/* default.DatabaseError */.Ay.DatabaseError && error.code)
        return failureOfState(error.code, context.step);
    return context.step === 'connect' ? 'unreachable' : 'closed';
}
/** What became of the day being written, as the end of the sentence. */
function dayOutcome(failure, context) {
    const lost = failure === 'closed' || failure === 'timeout' || failure === 'cancelled';
    if (context.committing && lost) {
        return `the connection ended during the commit, so ${context.day} may or may not be stored; the next run loads it again either way, never twice`;
    }
    return `${context.day} was rolled back and the next run loads it again`;
}
/** What the store was doing, with the store named after it when `store` is given. */
function activity(context, store) {
    const on = (joint) => (store ? ` ${joint} ${store}` : '');
    switch (context.step) {
        case 'connect':
            return `connecting${on('to')}`;
        case 'lock':
            return `waiting for the lock${on('of')}`;
        case 'schema':
            return `creating or checking the tables${on('of')}`;
        case 'read':
            return `reading the stored ranges${on('of')}`;
        case 'write':
            return `storing ${context.day ?? ''}${context.table ? ` (${context.table})` : ''}${on('in')}`;
    }
}
function opening(failure, context) {
    const store = storeName(context.description);
    switch (failure) {
        case 'timeout':
            return `The \`timeout\` ran out while ${activity(context, store)}`;
        case 'cancelled':
            return `The run was cancelled while ${activity(context, store)}`;
        case 'unreachable':
            return `Could not connect to ${store}`;
        case 'login':
            return `${(0,shared_text/* capitalized */.l2)(store)} refused the connection`;
        case 'closed':
            return `${(0,shared_text/* capitalized */.l2)(store)} closed the connection while ${activity(context)}`;
        case 'value':
            return `A value could not be stored while ${activity(context, store)}`;
        default:
            return `${(0,shared_text/* capitalized */.l2)(store)} failed while ${activity(context)}`;
    }
}
/** `error` (anything a statement or the connection threw) as a PostgresStoreError. */
function storeFailure(error, context) {
    if (error instanceof PostgresStoreError)
        return error;
    const failure = failureOf(error, context);
    const sqlState = error instanceof esm/* default.DatabaseError */.Ay.DatabaseError ? error.code : undefined;
    const cause = context.ending ? '' : `: ${causeText(error, context.url)}`;
    const outcome = context.step === 'write' ? `; ${dayOutcome(failure, context)}` : '';
    const message = `${opening(failure, context)}${cause}${outcome}.`;
    return new PostgresStoreError(failure, message, { day: context.day, sqlState });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./analytics/history/postgres/session.ts
/**
 * One connection to the store's database, bounded by the run: connecting and every statement end
 * by the deadline (`timeout`), and the run's cancellation ends the connection at once, which
 * makes the server roll back an open transaction. Configured from the URL alone: node-postgres
 * fills what a config leaves empty from `PG*` variables and `~/.pgpass`, so nothing is left
 * empty.
 */



/** How the store's sessions are named in `pg_stat_activity`. */
const APPLICATION_NAME = 'mintlify-analytics-store';
/**
 * A transaction left open by a runner that vanished (the network, not the process, went away)
 * ends after this long, releasing its locks; ours never pause that long between statements.
 */
const IDLE_IN_TRANSACTION_MS = 60_000;
/**
 * The session's `search_path`: the system catalog, then temporary objects (searched last, never
 * for functions or operators). No schema another role may create in, such as `public`, so a
 * function or operator planted there never runs as the sync role; the store's SQL names every
 * table, function and type with its schema anyway (sql.ts).
 */
const SEARCH_PATH = 'pg_catalog, pg_temp';
/**
 * TCP keepalives on the server's side of the connection (seconds): a runner that vanished
 * (the machine gone, not the process) is seen dead after idle + interval x count, 2 minutes,
 * which ends its session and releases the store's lock; Linux's defaults take 2 hours 11
 * minutes. Over a Unix socket, or through a pooler, they bound nothing of the runner's
 * (docs/analytics-postgres.md).
 */
const TCP_KEEPALIVES = { idle: 60, interval: 10, count: 6 };
/** Postgres and Node timers hold 32-bit milliseconds. */
const MAX_TIMER_MS = 2_147_483_647;
/** How long `close()` waits for the server to see the goodbye before dropping the socket. */
const CLOSE_GRACE_MS = 1_000;
/** Thrown by `pipeline()`: the first statement that failed, and why. */
class StatementFailed extends Error {
    statement;
    failure;
    constructor(statement, failure) {
        super('a statement failed');
        this.name = 'StatementFailed';
        this.statement = statement;
        this.failure = failure;
    }
}
/** The TLS settings node-postgres derives from `sslmode` and the certificate files. */
async function tlsOptions(target, url) {
    const files = Object.entries(target.sslFiles);
    if (target.sslMode === 'disable' || (target.sslMode === undefined && files.length === 0)) {
        return false;
    }
    const tls = { rejectUnauthorized: target.sslMode !== 'no-verify' };
    for (const [parameter, path] of files) {
        let pem;
        try {
            pem = await (0,promises_.readFile)(path, 'utf8');
        }
        catch (error) {
            throw new PostgresStoreError('unreachable', `Could not read the ${parameter} file of ${storeName(target.description)}: ${causeText(error, url)}.`);
        }
        if (parameter === 'sslrootcert')
            tls.ca = pem;
        else if (parameter === 'sslcert')
            tls.cert = pem;
        else
            tls.key = pem;
    }
    return tls;
}
class PostgresSession {
    client;
    options;
    /** Set when our side ended the connection, so failures can say why. */
    endedBy;
    closed = false;
    onAbort = () => this.end('cancelled');
    constructor(client, options) {
        this.client = client;
        this.options = options;
        // The server ending an idle connection (pg_terminate_backend, a restart) is an 'error'
        // event: without a listener it would end the process. The next statement reports it.
        client.on('error', () => undefined);
    }
    /** A session not yet connected: `connect()` next. */
    static async create(target, options) {
        const ssl = await tlsOptions(target, options.url);
        const client = new esm/* default.Client */.Ay.Client({
            host: target.host,
            port: target.port,
            user: target.user,
            database: target.database,
            // A function, so an empty password is not looked up in PGPASSWORD or ~/.pgpass.
            password: () => target.password,
            ssl,
            sslnegotiation: 'postgres',
            application_name: APPLICATION_NAME,
            client_encoding: 'UTF8',
            keepAlive: true,
            // The client's side: a server that vanished is seen dead as soon as the server sees us.
            keepAliveInitialDelayMillis: TCP_KEEPALIVES.idle * 1_000,
            // A day's statements go out back to back (pipeline()), not one round trip each.
            pipeline: true,
            // connect() ends connecting first; this one only keeps PGCONNECT_TIMEOUT out.
            connectionTimeoutMillis: Math.min(MAX_TIMER_MS, Math.max(1, timeLeft(options)) + 1_000),
        });
        forgetEnvironmentExtras(client);
        return new PostgresSession(client, options);
    }
    /** Connects within the time left; ends at once if the run is cancelled meanwhile. */
    async connect() {
        await this.bounded(() => this.client.connect());
        // The path, in a statement naming everything with its schema: every later one is resolved
        // in it. Server-side bounds too: a statement still running when the client vanished stops
        // at the deadline, and a vanished client is seen dead within minutes. SET, not startup
        // parameters, which connection poolers refuse.
        const settings = [
            ['search_path', SEARCH_PATH],
            ['statement_timeout', String(Math.min(MAX_TIMER_MS, timeLeft(this.options)))],
            ['idle_in_transaction_session_timeout', String(IDLE_IN_TRANSACTION_MS)],
            ['TimeZone', 'UTC'],
            // The comments' literals (sql.ts) are read as written, whatever the database says.
            ['standard_conforming_strings', 'on'],
            ['tcp_keepalives_idle', String(TCP_KEEPALIVES.idle)],
            ['tcp_keepalives_interval', String(TCP_KEEPALIVES.interval)],
            ['tcp_keepalives_count', String(TCP_KEEPALIVES.count)],
        ];
        await this.query('SELECT pg_catalog.set_config(name, value, false) FROM ' +
            'ROWS FROM (pg_catalog.unnest($1::pg_catalog.text[]), pg_catalog.unnest($2::pg_catalog.text[])) AS s(name, value)', [settings.map(([name]) => name), settings.map(([, value]) => value)]);
    }
    /** Why our side ended the connection, if it did. */
    get ending() {
        return this.endedBy;
    }
    /** The rows of one statement, ended with the connection if the deadline comes first. */
    async query(text, values = [], name) {
        const result = await this.bounded(() => this.client.query({ text, values: [...values], ...(name ? { name } : {}) }));
        return result.rows;
    }
    /**
     * Sends `statements` back to back and waits for every answer (one round trip for all); throws
     * StatementFailed for the first that failed. After a failure inside a transaction, Postgres
     * refuses the ones after it, so nothing of them takes effect.
     */
    async pipeline(statements) {
        await this.bounded(async () => {
            const answers = await Promise.allSettled(statements.map((statement) => this.client.query({
                text: statement.text,
                values: [...(statement.values ?? [])],
                ...(statement.name ? { name: statement.name } : {}),
            })));
            const failed = answers.findIndex((answer) => answer.status === 'rejected');
            const answer = answers[failed];
            if (answer?.status === 'rejected') {
                throw new StatementFailed(statements[failed], answer.reason);
            }
        });
    }
    /**
     * Runs `work` on the connection, which ends if the deadline passes or the run is cancelled
     * first (Postgres then rolls back what the connection had open).
     */
    async bounded(work) {
        const { signal } = this.options;
        if (this.endedBy)
            throw new Error(`connection already ended (${this.endedBy})`);
        if (signal.aborted)
            this.end('cancelled');
        const left = timeLeft(this.options);
        if (left <= 0)
            this.end('timeout');
        if (this.endedBy)
            throw new Error(`connection ended (${this.endedBy})`);
        const timer = setTimeout(() => this.end('timeout'), Math.min(left, MAX_TIMER_MS));
        signal.addEventListener('abort', this.onAbort, { once: true });
        try {
            return await work();
        }
        finally {
            clearTimeout(timer);
            signal.removeEventListener('abort', this.onAbort);
        }
    }
    /** Drops the connection now (the deadline, a cancellation): the server rolls back. */
    end(reason) {
        if (this.endedBy || this.closed)
            return;
        this.endedBy = reason;
        this.client.connection.stream.destroy();
    }
    /** Says goodbye (which also releases the session's advisory lock); safe to call twice. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        if (this.endedBy)
            return;
        let timer;
        const grace = new Promise((resolve) => {
            timer = setTimeout(resolve, CLOSE_GRACE_MS);
        });
        await Promise.race([this.client.end().catch(() => undefined), grace]);
        clearTimeout(timer);
        this.client.connection.stream.destroy();
    }
}
function timeLeft(options) {
    return options.deadline - options.clock.now();
}
/**
 * node-postgres takes `options` and `replication` from PGOPTIONS and PGREPLICATION whatever the
 * config says (an empty value falls back on them); it sends what its parameters hold at connect.
 */
function forgetEnvironmentExtras(client) {
    const { connectionParameters } = client;
    Object.assign(connectionParameters, { options: undefined, replication: undefined });
}

// EXTERNAL MODULE: ./analytics/history/tables.ts
var tables = __webpack_require__(67527);
;// CONCATENATED MODULE: ./analytics/history/postgres/sql.ts
/**
 * The Postgres store's SQL, built once from the fixed tables (tables.ts): `CREATE TABLE`s and
 * their `COMMENT`s, the day's `DELETE` and the multi-row `INSERT`s. Every identifier is quoted
 * (`date` and `timestamp` are column names), every value is a parameter, and every table,
 * function and type is named with its schema (`pg_catalog.to_char`), so nothing another role
 * creates in a schema of the session's `search_path` runs instead (the session also pins the
 * path: session.ts).
 */

const SCHEMA = 'mintlify_analytics';
const SYNC_STATE = 'sync_state';
/**
 * The advisory lock two syncs of one database share (`pg_locks` shows it as classid 1835626100,
 * objid 1818846841): the bytes of "mintlify" as one bigint.
 */
const ADVISORY_LOCK_KEY = '7883954069002872441';
/**
 * Each column type as Postgres names it (`format_type`, for the layout check). Times are
 * `TIMESTAMPTZ` (an instant: the API's times are UTC), JSON is `JSONB` (queried with `->` and
 * `->>`, e.g. `sources->0->>'url'`).
 */
const SQL_TYPES = {
    text: 'text',
    bigint: 'bigint',
    double: 'double precision',
    boolean: 'boolean',
    date: 'date',
    timestamp: 'timestamp with time zone',
    json: 'jsonb',
};
/** The same types, named with their schema, for `CREATE TABLE` and casts. */
const QUALIFIED_TYPES = {
    text: 'pg_catalog.text',
    bigint: 'pg_catalog.int8',
    double: 'pg_catalog.float8',
    boolean: 'pg_catalog.bool',
    date: 'pg_catalog.date',
    timestamp: 'pg_catalog.timestamptz',
    json: 'pg_catalog.jsonb',
};
/** Rows per `INSERT`: each column travels as one array parameter, so statements stay small. */
const ROWS_PER_INSERT = 5_000;
/** `"name"`, as pg's escapeIdentifier writes it (without loading pg). */
function quoted(identifier) {
    return `"${identifier.replaceAll('"', '""')}"`;
}
/** `mintlify_analytics."page_views"` */
function qualified(table) {
    return `${quoted(SCHEMA)}.${quoted(table)}`;
}
/** Every table of the store as the catalogue describes it: the datasets' and `sync_state`. */
const CATALOGUE = new Map([
    ...Object.entries(tables/* STORE_TABLES */.ut),
    [SYNC_STATE, tables/* SYNC_STATE_TABLE */.xv],
]);
function createTableSql(name, table) {
    const columns = table.columns.map((column) => `${quoted(column.name)} ${QUALIFIED_TYPES[column.type]}${column.nullable ? '' : ' NOT NULL'}`);
    const key = table.key.map(quoted).join(', ');
    return `CREATE TABLE ${qualified(name)} (${columns.join(', ')}, PRIMARY KEY (${key}))`;
}
/** `'text'`: a constant of ours as an SQL string (`COMMENT` takes no parameter). */
function literal(text) {
    return `'${text.replaceAll("'", "''")}'`;
}
/** The `COMMENT` giving a table, or one of its columns, its catalogue description. */
function commentSql(table, column, text) {
    const target = column
        ? `COLUMN ${qualified(table)}.${quoted(column.name)}`
        : `TABLE ${qualified(table)}`;
    return `COMMENT ON ${target} IS ${literal(text)}`;
}
/** A day as `YYYY-MM-DD` text. */
const dayText = (expression) => `pg_catalog.to_char(${expression}, 'YYYY-MM-DD')`;
/** An older `sync_state` gets `first_day` (the catalogue's `sync_state` has it: a new store creates it). */
const ADD_FIRST_DAY_SQL = `ALTER TABLE ${qualified(SYNC_STATE)} ADD COLUMN first_day pg_catalog.date`;
/** Whether a row of `sync_state` lacks its first day (the column added by hand, say). */
const FIRST_DAY_MISSING_SQL = `SELECT pg_catalog.count(*) > 0 AS missing FROM ${qualified(SYNC_STATE)} WHERE first_day IS NULL`;
/**
 * Each table's first day where `sync_state` lacks it: found in its rows (its cursor when it has
 * none), one statement per table.
 */
const FILL_FIRST_DAY_SQL = [
    ...tables/* TABLE_NAMES */.ek.map((name) => `UPDATE ${qualified(SYNC_STATE)} AS state SET first_day = LEAST(state.synced_through, ` +
        `(SELECT pg_catalog.min("date") FROM ${qualified(name)} AS t WHERE t.project_id = state.project_id)) ` +
        `WHERE state.table_name = ${literal(name)}::pg_catalog.text AND state.first_day IS NULL`),
    `UPDATE ${qualified(SYNC_STATE)} SET first_day = synced_through WHERE first_day IS NULL`,
];
/** `DELETE` of one project's day (parameters: project, date), for tables kept by day. */
function deleteDaySql(name) {
    return `DELETE FROM ${qualified(name)} WHERE project_id = $1::pg_catalog.text AND "date" = $2::pg_catalog.date`;
}
/**
 * The columns of a table a batch sends as arrays: all but `project_id`, which is the day's for
 * every row, and, in a table kept by day, `date`, the day itself (both travel once, as $1 and $2).
 */
function arrayColumns(name) {
    const table = tables/* STORE_TABLES */.ut[name];
    const scalars = table.keptBy === 'day' ? ['project_id', 'date'] : ['project_id'];
    return table.columns.filter((column) => !scalars.includes(column.name));
}
/**
 * One column of a batch's rows as the text of a Postgres array (`{"a","b\\"c",NULL}`), exactly as
 * pg writes a JS array parameter, made in one pass: pg's own writing (two regular expressions and
 * a conversion per element) was most of a Postgres night's CPU besides fetching, for a few
 * thousand rows a day of every table.
 */
function arrayLiteral(rows, column) {
    let text = '{';
    for (let i = 0; i < rows.length; i++) {
        if (i > 0)
            text += ',';
        const value = rows[i]?.[column] ?? null;
        if (value === null) {
            text += 'NULL';
            continue;
        }
        const element = String(value);
        text +=
            element.includes('\\') || element.includes('"')
                ? `"${element.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
                : `"${element}"`;
    }
    return `${text}}`;
}
/**
 * The `INSERT` of a batch: the project (and a day table's date) as scalars, every other column
 * as one array parameter, `unnest`ed into rows side by side (`ROWS FROM`, as `unnest(a, b)`
 * is written with its schema; one statement text per table, whatever the batch's size, so
 * Postgres prepares it once). Tables of items update the row a key already has.
 */
function insertSql(name) {
    const table = tables/* STORE_TABLES */.ut[name];
    const arrays = arrayColumns(name);
    const scalars = table.keptBy === 'day'
        ? ['$1::pg_catalog.text', '$2::pg_catalog.date']
        : ['$1::pg_catalog.text'];
    const unnested = arrays.map((column, i) => `pg_catalog.unnest($${scalars.length + i + 1}::${QUALIFIED_TYPES[column.type]}[])`);
    const columns = [...table.columns.filter((column) => !arrays.includes(column)), ...arrays];
    const insert = `INSERT INTO ${qualified(name)} (${columns.map((column) => quoted(column.name)).join(', ')}) ` +
        `SELECT ${scalars.join(', ')}, * FROM ROWS FROM (${unnested.join(', ')})`;
    if (table.keptBy === 'day')
        return insert;
    const updated = table.columns
        .filter((column) => !table.key.includes(column.name))
        .map((column) => `${quoted(column.name)} = EXCLUDED.${quoted(column.name)}`);
    return `${insert} ON CONFLICT (${table.key.map(quoted).join(', ')}) DO UPDATE SET ${updated.join(', ')}`;
}
/**
 * Grows a table's stored range to hold the day, never shrinks it (parameters: project, table,
 * date).
 */
const GROW_RANGE_SQL = `INSERT INTO ${qualified(SYNC_STATE)} AS state (project_id, table_name, synced_through, first_day, updated_at) ` +
    'VALUES ($1::pg_catalog.text, $2::pg_catalog.text, $3::pg_catalog.date, $3::pg_catalog.date, pg_catalog.now()) ' +
    'ON CONFLICT (project_id, table_name) DO UPDATE SET ' +
    'synced_through = GREATEST(state.synced_through, EXCLUDED.synced_through), ' +
    'first_day = LEAST(COALESCE(state.first_day, state.synced_through), EXCLUDED.first_day), ' +
    'updated_at = pg_catalog.now()';
/** Each table's stored range for a project, as text (a day out of range reads as it is). */
const RANGES_SQL = `SELECT table_name, ${dayText('COALESCE(first_day, synced_through)')} AS first, ` +
    `${dayText('synced_through')} AS last FROM ${qualified(SYNC_STATE)} ` +
    'WHERE project_id = $1::pg_catalog.text';
/**
 * The store's tables that exist, with their columns and types (to create or check them), their
 * comments, and whether the role owns them (`COMMENT` is the owner's).
 */
const EXISTING_COLUMNS_SQL = 'SELECT c.relname AS table_name, a.attname AS column_name, ' +
    'pg_catalog.format_type(a.atttypid, a.atttypmod) AS column_type, ' +
    "pg_catalog.obj_description(c.oid, 'pg_class') AS table_comment, " +
    'pg_catalog.col_description(c.oid, a.attnum) AS column_comment, ' +
    "pg_catalog.pg_has_role(c.relowner, 'USAGE') AS owned FROM pg_catalog.pg_class c " +
    'JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
    'LEFT JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ' +
    "WHERE n.nspname = $1::pg_catalog.text AND c.relkind IN ('r', 'p')";
/** The primary key of each of the store's tables that exist (none: `key` is null), in order. */
const PRIMARY_KEYS_SQL = 'SELECT c.relname AS table_name, con.conname AS constraint_name, ' +
    'ARRAY(SELECT a.attname::pg_catalog.text FROM pg_catalog.unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord) ' +
    'JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.ord) AS key ' +
    'FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
    "LEFT JOIN pg_catalog.pg_constraint con ON con.conrelid = c.oid AND con.contype = 'p' " +
    "WHERE n.nspname = $1::pg_catalog.text AND c.relkind IN ('r', 'p')";
/**
 * The most bytes one entry of a btree index holds (`BTMaxItemSize` for 8 kB pages, Postgres 12
 * and later): a row whose primary key is longer cannot be stored ("index row size exceeds btree
 * version 4 maximum 2704").
 */
const BTREE_MAX_ENTRY_BYTES = 2_704;
/** How a key column's value lies in an index entry: its alignment and, if fixed, its size. */
const INDEX_LAYOUT = {
    text: { align: 4 },
    json: { align: 4 },
    bigint: { align: 8, size: 8 },
    double: { align: 8, size: 8 },
    timestamp: { align: 8, size: 8 },
    date: { align: 4, size: 4 },
    boolean: { align: 1, size: 1 },
};
const aligned = (offset, align) => Math.ceil(offset / align) * align;
/**
 * The bytes of the index entry `values` make (as `index_form_tuple` lays it out, uncompressed,
 * in a UTF-8 database): an 8-byte header, then each value at its alignment, a text of at most
 * 126 bytes with a 1-byte length and unaligned, a longer one with a 4-byte length; the whole
 * rounded up to 8. Postgres may compress a long text and fit it in fewer: never counted on, so
 * what is refused here is what Postgres might refuse, whatever the text.
 */
function indexEntryBytes(columns, row) {
    let offset = 8;
    for (const column of columns) {
        const layout = INDEX_LAYOUT[column.type];
        if (layout.size !== undefined) {
            offset = aligned(offset, layout.align) + layout.size;
            continue;
        }
        const bytes = Buffer.byteLength(String(row[column.name] ?? ''));
        offset = bytes <= 126 ? offset + 1 + bytes : aligned(offset, layout.align) + 4 + bytes;
    }
    return aligned(offset, 8);
}
/**
 * Whether `values` make a key longer than a btree holds. Most keys are far shorter: a bound from
 * the texts' lengths (a UTF-16 unit is at most 3 bytes of UTF-8) answers without counting bytes.
 */
function keyTooLong(columns, row) {
    let bound = 16;
    for (const column of columns) {
        const value = row[column.name];
        bound += 8 + (typeof value === 'string' ? value.length * 3 : 8);
    }
    return bound > BTREE_MAX_ENTRY_BYTES && indexEntryBytes(columns, row) > BTREE_MAX_ENTRY_BYTES;
}

;// CONCATENATED MODULE: ./analytics/history/postgres/schema.ts
/**
 * The store's schema and tables, created when missing and checked when present, before any
 * request is spent: a role that may not create them, or may not write them, is told which
 * privilege it lacks (and the GRANT that gives it); a table with other columns, or without the
 * store's primary key, is refused. Existing objects are looked up in the catalogue first, so a
 * role without the database's CREATE privilege works once an owner has created the schema. An
 * older `sync_state` gets `first_day`, filled once. Then every table and column gets its
 * description from the catalogue of tables (`COMMENT ON`), where it differs and the role owns
 * the table.
 */





const WRITE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
/** Creates what is missing, checks every table's columns, key and the role's privileges. */
async function ensureLayout(session, context) {
    const [schema] = await session.query("SELECT pg_catalog.has_schema_privilege(oid, 'USAGE') AS usable FROM pg_catalog.pg_namespace WHERE nspname = $1::pg_catalog.text", [SCHEMA]);
    if (!schema)
        await create(session, `CREATE SCHEMA ${quoted(SCHEMA)}`, 'schema', context);
    else if (!schema.usable)
        throw privilegeError(context, 'usage');
    let existing = await existingTables(session);
    const keys = await primaryKeys(session);
    let created = false;
    for (const [name, table] of CATALOGUE) {
        const found = existing.get(name);
        if (name === SYNC_STATE && found) {
            await fillFirstDay(session, context, !found.columns.has('first_day'));
            found.columns.set('first_day', found.columns.get('first_day') ?? { type: 'date', comment: null });
        }
        if (found) {
            checkColumns(name, found, context);
            checkKey(name, keys.get(name), context);
        }
        else {
            await create(session, createTableSql(name, table), 'tables', context);
            created = true;
        }
    }
    await checkWritable(session, context);
    if (created)
        existing = await existingTables(session);
    await describeTables(session, existing, context);
}
async function existingTables(session) {
    const rows = await session.query(EXISTING_COLUMNS_SQL, [SCHEMA]);
    const tables = new Map();
    for (const row of rows) {
        const table = tables.get(row.table_name) ?? {
            columns: new Map(),
            comment: row.table_comment,
            owned: row.owned,
        };
        if (row.column_name !== null && row.column_type !== null) {
            table.columns.set(row.column_name, { type: row.column_type, comment: row.column_comment });
        }
        tables.set(row.table_name, table);
    }
    return tables;
}
/** Each existing table's primary key, as its columns in order, or undefined when it has none. */
async function primaryKeys(session) {
    const rows = await session.query(PRIMARY_KEYS_SQL, [SCHEMA]);
    return new Map(rows.map((row) => [
        row.table_name,
        row.constraint_name === null ? undefined : { name: row.constraint_name, columns: row.key },
    ]));
}
/** An older store's `sync_state` gets its tables' first days, in one transaction. */
/**
 * `first_day` of an older `sync_state`: the column added when it lacks one, and each table's
 * first day filled where it is missing (also when an owner added the column by hand), in one
 * transaction.
 */
async function fillFirstDay(session, context, addColumn) {
    if (!addColumn) {
        const [row] = await session.query(FIRST_DAY_MISSING_SQL);
        if (!row?.missing)
            return;
    }
    try {
        await session.query('BEGIN');
        if (addColumn)
            await session.query(ADD_FIRST_DAY_SQL);
        for (const sql of FILL_FIRST_DAY_SQL)
            await session.query(sql);
        await session.query('COMMIT');
    }
    catch (error) {
        await session.query('ROLLBACK').catch(() => undefined);
        if (error instanceof esm/* default.DatabaseError */.Ay.DatabaseError && error.code === '42501') {
            throw privilegeError(context, 'alter');
        }
        throw error;
    }
}
async function create(session, sql, what, context) {
    try {
        await session.query(sql);
    }
    catch (error) {
        if (error instanceof esm/* default.DatabaseError */.Ay.DatabaseError && error.code === '42501') {
            throw privilegeError(context, what);
        }
        throw error;
    }
}
/** A table of the store is used as it is only when it has every column, of the same type. */
function checkColumns(table, found, context) {
    for (const column of CATALOGUE.get(table)?.columns ?? []) {
        const type = SQL_TYPES[column.type];
        const actual = found.columns.get(column.name)?.type;
        if (actual === type)
            continue;
        const problem = actual === undefined
            ? `has no column ${column.name}`
            : `has ${column.name} as ${actual}, not ${type}`;
        throw new PostgresStoreError('layout', `The table ${SCHEMA}.${table} of ${storeName(context.description)} ${problem}: it was not made by this action's store (docs/analytics.md lists its columns); rename it or use another database.`);
    }
}
/**
 * A table of the store must have the store's primary key: the day's upserts name it (`ON
 * CONFLICT`), and it is what keeps a row once. Without it every day would fail, after the
 * requests were spent.
 */
function checkKey(table, found, context) {
    const key = CATALOGUE.get(table)?.key ?? [];
    if (found && found.columns.join() === key.join())
        return;
    const qualified = `${SCHEMA}.${table}`;
    const wanted = `PRIMARY KEY (${key.join(', ')})`;
    const problem = found
        ? `has the primary key (${found.columns.join(', ')}) where the store's is (${key.join(', ')})`
        : `has no primary key, where the store's is (${key.join(', ')})`;
    const fix = found
        ? `ALTER TABLE ${qualified} DROP CONSTRAINT ${quoted(found.name)}, ADD ${wanted}`
        : `ALTER TABLE ${qualified} ADD ${wanted}`;
    throw new PostgresStoreError('layout', `The table ${qualified} of ${storeName(context.description)} ${problem}: give it the store's key (${fix}) or rename the table so the next run creates it; nothing was requested or stored.`);
}
/**
 * Every table and column gets its catalogue description as its comment (what BI tools show),
 * where it differs. `COMMENT` is the owner's: a table the role does not own keeps its comments,
 * with one warning naming the tables.
 */
async function describeTables(session, existing, context) {
    const statements = [];
    const notOwned = [];
    for (const [name, table] of CATALOGUE) {
        const found = existing.get(name);
        if (!found)
            continue;
        const changes = [];
        if (found.comment !== table.description) {
            changes.push(commentSql(name, undefined, table.description));
        }
        for (const column of table.columns) {
            if (found.columns.get(column.name)?.comment !== column.description) {
                changes.push(commentSql(name, column, column.description));
            }
        }
        if (changes.length === 0)
            continue;
        if (found.owned)
            statements.push(...changes);
        else
            notOwned.push(`${SCHEMA}.${name}`);
    }
    if (notOwned.length > 0) {
        context.warning(`The descriptions of the store's tables (COMMENT ON) were not written on ${notOwned.join(', ')} of ${storeName(context.description)}: only a table's owner may, and the role ${quoted(context.user)} does not own them; a sync as their owner writes them (docs/analytics.md lists them).`);
    }
    if (statements.length === 0)
        return;
    try {
        await session.pipeline([
            { text: 'BEGIN' },
            ...statements.map((text) => ({ text })),
            { text: 'COMMIT' },
        ]);
    }
    catch (error) {
        await session.query('ROLLBACK').catch(() => undefined);
        const cause = error instanceof StatementFailed ? error.failure : error;
        // The server refusing a comment does not stop the history; anything else (the connection
        // gone, the deadline) does.
        if (!(cause instanceof esm/* default.DatabaseError */.Ay.DatabaseError))
            throw cause;
        context.warning(`The descriptions of the store's tables (COMMENT ON) could not be written in ${storeName(context.description)}: ${(0,shared_text/* oneLine */.TN)(cause.message, 200)}; the sync goes on without them.`);
    }
}
/** Every table must take the day's DELETE, INSERT and UPDATE, and be read for the cursors. */
async function checkWritable(session, context) {
    const checks = WRITE_PRIVILEGES.map((privilege) => `pg_catalog.has_table_privilege(c.oid, '${privilege}') AS "${privilege}"`);
    const rows = await session.query(`SELECT c.relname AS table_name, ${checks.join(', ')} FROM pg_catalog.pg_class c ` +
        'JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
        "WHERE n.nspname = $1::pg_catalog.text AND c.relkind IN ('r', 'p') " +
        'AND c.relname = ANY($2::pg_catalog.name[]) ORDER BY c.relname', [SCHEMA, [...CATALOGUE.keys()]]);
    for (const row of rows) {
        const missing = WRITE_PRIVILEGES.filter((privilege) => !row[privilege]);
        if (missing.length > 0)
            throw privilegeError(context, 'write', row.table_name, missing);
    }
}
/** The sentence for a privilege the role lacks, with the GRANT that gives it. */
function privilegeError(context, what, table, missing = []) {
    const role = `The role ${quoted(context.user)}`;
    const store = storeName(context.description);
    const grantee = quoted(context.user);
    const schema = quoted(SCHEMA);
    const sentences = {
        schema: `${role} may not create the schema ${SCHEMA} in ${store}: it lacks the CREATE privilege on the database ${quoted(context.database)} (GRANT CREATE ON DATABASE ${quoted(context.database)} TO ${grantee}), or an owner can create the schema once (CREATE SCHEMA ${schema}; GRANT USAGE, CREATE ON SCHEMA ${schema} TO ${grantee}).`,
        tables: `${role} may not create the store's tables in the schema ${SCHEMA} of ${store}: it lacks the CREATE privilege on the schema (GRANT CREATE ON SCHEMA ${schema} TO ${grantee}).`,
        usage: `${role} may not use the schema ${SCHEMA} of ${store}: it lacks the USAGE privilege on the schema (GRANT USAGE ON SCHEMA ${schema} TO ${grantee}).`,
        alter: `${role} may not add the column first_day to ${SCHEMA}.${SYNC_STATE} of ${store}, which this version keeps each table's first stored day in: only the table's owner may (ALTER TABLE ${schema}.${quoted(SYNC_STATE)} ADD COLUMN first_day date, run once by the owner, or ALTER TABLE ... OWNER TO ${grantee}).`,
        write: `${role} may not write the table ${SCHEMA}.${table ?? ''} of ${store}: it lacks ${missing.join(', ')} (GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${grantee}).`,
    };
    return new PostgresStoreError('privilege', sentences[what], { sqlState: '42501' });
}

// EXTERNAL MODULE: ./analytics/history/store.ts
var store = __webpack_require__(33473);
;// CONCATENATED MODULE: ./analytics/history/postgres/store.ts










/** How often a second sync asks again for the lock another one holds. */
const LOCK_POLL_MS = 500;
/**
 * Connects, takes the store's lock (waiting for another sync within the time left), creates the
 * schema and tables if missing and checks them. Every failure is a PostgresStoreError naming
 * `store`; a URL it cannot use is an InputError.
 */
async function openPostgresStore(options) {
    const target = (0,postgres_url/* parsePostgresUrl */.qQ)(options.url);
    if ('problem' in target)
        throw new inputs/* InputError */.dz('store', target.problem);
    if (target.ignoredParameters.length > 0) {
        options.warning((0,postgres_url/* redactPostgresUrl */.iO)(`The \`store\` URL's parameters ${target.ignoredParameters.join(', ')} are ignored: the store reads only sslmode, sslrootcert, sslcert and sslkey, and \`timeout\` bounds connecting and every statement.`, options.url));
    }
    const context = (step, session) => ({
        url: options.url,
        description: target.description,
        step,
        ending: session?.ending,
    });
    const session = await PostgresSession.create(target, options);
    try {
        await session.connect();
    }
    catch (error) {
        await session.close();
        throw storeFailure(error, context('connect', session));
    }
    try {
        await takeLock(session, target, options, context);
        try {
            await ensureLayout(session, { ...target, warning: options.warning });
        }
        catch (error) {
            throw storeFailure(error, context('schema', session));
        }
    }
    catch (error) {
        await session.close();
        throw error;
    }
    return new PostgresStore(session, target, options);
}
/** Waits for the store's advisory lock until the deadline: another sync may be writing. */
async function takeLock(session, target, options, context) {
    const locked = () => new PostgresStoreError('locked', `Another sync holds ${storeName(target.description)}: its lock was still taken when the \`timeout\` ran out (two syncs never write one database at once; the next run goes on from the store's cursors).`);
    try {
        for (;;) {
            const [row] = await session.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [ADVISORY_LOCK_KEY]);
            if (row?.locked)
                return;
            const left = options.deadline - options.clock.now();
            if (left <= 0)
                throw locked();
            await options.clock.sleep(Math.min(LOCK_POLL_MS, left), options.signal);
        }
    }
    catch (error) {
        if (error instanceof PostgresStoreError)
            throw error;
        if (session.ending === 'timeout')
            throw locked();
        if (options.signal.aborted) {
            throw storeFailure(error, { ...context('lock', session), ending: 'cancelled' });
        }
        throw storeFailure(error, context('lock', session));
    }
}
class PostgresStore {
    description;
    session;
    url;
    target;
    warning;
    constructor(session, target, options) {
        this.session = session;
        this.target = target;
        this.url = options.url;
        this.warning = options.warning;
        this.description = `Postgres ${target.description}`;
    }
    context(step, extra = {}) {
        return {
            url: this.url,
            description: this.target.description,
            step,
            ending: this.session.ending,
            ...extra,
        };
    }
    async ranges(projectId, today) {
        let rows;
        try {
            rows = await this.session.query(RANGES_SQL, [projectId]);
        }
        catch (error) {
            throw storeFailure(error, this.context('read'));
        }
        const ranges = new Map();
        for (const row of rows) {
            if (!(0,tables/* isTableName */.C0)(row.table_name))
                continue;
            const range = { first: row.first ?? '(none)', last: row.last ?? '(none)' };
            const problem = (0,store/* storedRangeProblem */.m)(row.table_name, range, today);
            if (problem) {
                throw new PostgresStoreError('layout', `The table ${SCHEMA}.${SYNC_STATE} of ${storeName(this.target.description)} ${problem} for project ${projectId}; nothing was changed: correct that row (or delete it, to load the table again from \`date-from\`).`);
            }
            ranges.set(row.table_name, range);
        }
        return ranges;
    }
    async writeDay(projectId, date, batches) {
        const statements = [];
        for (const batch of batches) {
            const rows = indexableRows(batch, { of: `of ${date}`, rest: 'day' }, this.warning);
            statements.push(...tableStatements(projectId, date, { table: batch.table, rows }));
        }
        for (const batch of batches) {
            statements.push({ text: GROW_RANGE_SQL, values: [projectId, batch.table, date] });
        }
        await this.transaction(statements, date);
    }
    async writeItems(projectId, batch) {
        if (tables/* STORE_TABLES */.ut[batch.table].keptBy !== 'item') {
            throw new PostgresStoreError('value', `${batch.table} is not a table of items.`);
        }
        const rows = indexableRows(batch, { of: 'read again by the feedback refresh', rest: 'page' }, this.warning);
        await this.transaction(tableStatements(projectId, undefined, { table: batch.table, rows }), 'a page of the feedback refresh');
    }
    /** `statements` in one transaction, all or nothing; `what` names it in a failure. */
    async transaction(statements, what) {
        const progress = { day: what };
        try {
            // One round trip for the statements; COMMIT alone after them, so a failure before it is
            // surely rolled back, and one during it is told apart.
            await this.session.pipeline([{ text: 'BEGIN' }, ...statements]).catch((error) => {
                if (!(error instanceof StatementFailed))
                    throw error;
                progress.table = error.statement.label;
                throw error.failure;
            });
            progress.committing = true;
            await this.session.query('COMMIT');
        }
        catch (error) {
            const failure = storeFailure(error, this.context('write', progress));
            // A connection still up holds the failed transaction open: end it. One that is gone
            // was rolled back by the server.
            await this.session.query('ROLLBACK').catch(() => undefined);
            throw failure;
        }
    }
    async close() {
        await this.session.close();
    }
}
/** One table's part of a day: its day's DELETE (a table kept by day), then its INSERTs. */
function tableStatements(projectId, date, batch) {
    const table = tables/* STORE_TABLES */.ut[batch.table];
    checkRows(batch, projectId, date);
    const label = batch.table;
    const statements = [];
    if (table.keptBy === 'day') {
        statements.push({ text: deleteDaySql(batch.table), values: [projectId, date], label });
    }
    const text = insertSql(batch.table);
    const columns = arrayColumns(batch.table);
    const scalars = table.keptBy === 'day' ? [projectId, date] : [projectId];
    for (let start = 0; start < batch.rows.length; start += ROWS_PER_INSERT) {
        const rows = batch.rows.slice(start, start + ROWS_PER_INSERT);
        const arrays = columns.map((column) => arrayLiteral(rows, column.name));
        statements.push({ text, values: [...scalars, ...arrays], name: `insert ${label}`, label });
    }
    return statements;
}
/** Each table's key columns, in the key's order. */
const KEY_COLUMNS = new Map(tables/* TABLE_NAMES */.ek.map((name) => {
    const { columns, key } = tables/* STORE_TABLES */.ut[name];
    const keyColumns = key.flatMap((column) => columns.filter((candidate) => candidate.name === column));
    return [name, keyColumns];
}));
/** How a warning names the dataset a table holds. */
function datasetOf(table) {
    const entry = Object.entries(tables/* DATASET_TABLES */.bd).find(([, name]) => name === table);
    return entry ? entry[0] : table;
}
/**
 * The batch's rows whose key a btree index holds. A longer key (an 8,000-character search term)
 * would fail the transaction, and every later night with it: its row is set aside, with one
 * warning per table and day (or page of the feedback refresh), before anything is sent, and the
 * rest is stored. `where` names the batch in the warning: `of` what, the rest of what.
 */
function indexableRows(batch, where, warning) {
    const columns = KEY_COLUMNS.get(batch.table) ?? [];
    const tooLong = batch.rows.filter((row) => keyTooLong(columns, row));
    const [first] = tooLong;
    if (first === undefined)
        return batch.rows;
    const texts = columns.filter((column) => typeof first[column.name] === 'string');
    const longest = texts.reduce((a, b) => String(first[a.name]).length >= String(first[b.name]).length ? a : b);
    const what = tooLong.length === 1
        ? 'a row whose key is longer than a Postgres index holds was'
        : `${tooLong.length} rows whose keys are longer than a Postgres index holds were`;
    const key = `${longest.name} ${(0,shared_text/* quoteShort */.pf)(String(first[longest.name]), 40)}`;
    warning(`${datasetOf(batch.table)} ${where.of}: ${what} set aside (${tooLong.length === 1 ? '' : 'the first: '}${key}, ${indexEntryBytes(columns, first)} bytes where a btree holds ${BTREE_MAX_ENTRY_BYTES}); the rest of the ${where.rest} is stored.`);
    const aside = new Set(tooLong);
    return batch.rows.filter((row) => !aside.has(row));
}
/**
 * A row of another project, or of another day in a table kept by day, would escape the day's
 * DELETE and stay twice on a re-run: refused (the sync builds rows; this guards the promise).
 */
function checkRows(batch, projectId, date) {
    const byDay = tables/* STORE_TABLES */.ut[batch.table].keptBy === 'day';
    const stray = batch.rows.find((row) => row.project_id !== projectId || (byDay && row.date !== date));
    if (stray) {
        throw new PostgresStoreError('value', `A row of ${batch.table} handed to the store for ${date} belongs to another ${stray.project_id === projectId ? 'day' : 'project'}: a day's rows must be that day's, so nothing of ${date} was stored.`, { day: date });
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
