/**
 * Contract checks against the vendor's OpenAPI documents (vendored in test/openapi/):
 * `admin-openapi.json` and `external-openapi.json` (OpenAPI 3.0.1: draft-07-like schemas with
 * `nullable`, which Ajv 8 understands natively) and `analytics.openapi.json` (OpenAPI 3.1: JSON
 * Schema 2020-12, checked with Ajv2020). Both checks return a list of error strings; empty means
 * the documents allow it.
 *
 * - The operation is found by matching the path against the documents' path templates (a
 *   template with more literal segments wins). A template is prefixed with the path of the
 *   document's first server (`https://api.mintlify.com/v1` makes the external document's
 *   `/project/update/{projectId}` the template `/v1/project/update/{projectId}`).
 * - Path and query parameters are strings on the wire: they are converted strictly to the
 *   declared type (`integer`: canonical decimal digits only, so " 2", "0x10", "1e2" fail) and
 *   then checked against the parameter's schema (plus the date format the analytics document
 *   states only in prose: ISO 8601 date-time or YYYY-MM-DD). A query parameter the operation
 *   does not declare is an error (the client must ask exactly what the documents allow).
 * - Deprecated operations are an error in requests (docs/design.md, "The API": the v1 agent
 *   routes are deprecated and never used).
 * - Responses: a documented status is checked against its JSON schema; an undocumented error
 *   status (401, 403, 404 on create, 429 on views, ...) must have a `{"error": string}` body; an
 *   undocumented non-error status is an error. The documents' object schemas are open (extra
 *   properties allowed) and require almost nothing: `closed: true` also rejects a property the
 *   schema does not list (for the simulator, which must not invent fields a client could come to
 *   rely on), and `exempt` leaves named top-level properties out of the check (for answers that
 *   are deliberately off-document, such as a status outside the documented enum).
 * - `$ref`s to components are resolved: component schemas are registered with Ajv under an
 *   absolute id per document, parameter refs are looked up by JSON pointer.
 */
import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'

const OPENAPI_DIR = new URL('../openapi/', import.meta.url)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: JsonObject
}

interface Operation {
  doc: LoadedDoc
  method: string
  template: string
  regex: RegExp
  pathParams: string[]
  literalSegments: number
  parameters: Parameter[]
  deprecated: boolean
  requestBody: { required: boolean; schema: JsonObject | undefined } | undefined
  responses: Record<string, { schema: JsonObject | undefined; hasContent: boolean }>
}

interface LoadedDoc {
  name: string
  id: string
  /** The Ajv that holds the document's component schemas. */
  ajv: () => Ajv | Ajv2020
  raw: JsonObject
}

type QueryInput =
  URLSearchParams | Record<string, string | number | boolean | readonly string[] | undefined>

export interface RequestToCheck {
  method: string
  /** Path, optionally with a query string (merged into `query`). */
  path: string
  query?: QueryInput
  body?: unknown
  /** Lowercase names; when given, Authorization and Content-Type are checked too. */
  headers?: Record<string, string | undefined>
}

export interface ResponseToCheck {
  method: string
  path: string
  status: number
  body: unknown
  /** When given, a JSON response must say `content-type: application/json`. */
  headers?: Record<string, string | undefined>
  /** Also reject properties the documented schema does not list (at any depth). */
  closed?: boolean
  /** Top-level properties of the body left out of the check (the body must be an object). */
  exempt?: readonly string[]
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function pointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`)
  let cur: Json | undefined = doc
  for (const part of ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~')
    cur = isObject(cur) ? cur[key] : undefined
  }
  return cur
}

/** Follows `$ref`s of non-schema objects (parameters, responses, request bodies). */
function deref(doc: JsonObject, value: Json | undefined): Json | undefined {
  let cur = value
  for (let i = 0; i < 20 && isObject(cur) && typeof cur.$ref === 'string'; i++) {
    cur = pointer(doc, cur.$ref)
  }
  return cur
}

/** Copies a schema, pointing `#/components/schemas/X` refs at the document's Ajv registry. */
function rewriteRefs(value: Json, doc: LoadedDoc, defsKey: string): Json {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, doc, defsKey))
  if (!isObject(value)) return value
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string') {
      const m = /^#\/components\/schemas\/(.+)$/.exec(v)
      if (!m) throw new Error(`${doc.name}: unsupported schema $ref ${v}`)
      out[k] = `${doc.id}#/${defsKey}/${m[1] ?? ''}`
    } else {
      out[k] = rewriteRefs(v, doc, defsKey)
    }
  }
  return out
}

/**
 * One Ajv per JSON Schema dialect, made when a document of that dialect first checks a value:
 * each compiles its meta-schema (to validate the documents' schemas) once, which cost more than
 * everything else here, and a file that checks only the external document never makes the 2020
 * one. The documents' component schemas live side by side in it under their own ids.
 */
const ajvs = new Map<'draft-07' | '2020-12', Ajv | Ajv2020>()
function ajvFor(is31: boolean): Ajv | Ajv2020 {
  const dialect = is31 ? '2020-12' : 'draft-07'
  let ajv = ajvs.get(dialect)
  if (!ajv) {
    // No optimizing pass over the generated code: it checks the same, and compiles in about half
    // the time (most of a contract file's validation is compiling, each schema once per worker).
    const options = {
      allErrors: true,
      strict: true,
      strictTypes: false,
      code: { optimize: false },
    } as const
    ajv = is31 ? new Ajv2020(options) : new Ajv(options)
    formats.default(ajv)
    // The analytics document's assistant cursor (a format ajv-formats does not know).
    ajv.addFormat('ulid', /^[0-9A-HJKMNP-TV-Z]{26}$/i)
    // OpenAPI annotations that are not JSON Schema keywords.
    for (const kw of ['example', 'xml', 'externalDocs', 'discriminator']) {
      if (!ajv.getKeyword(kw)) ajv.addKeyword(kw)
    }
    ajvs.set(dialect, ajv)
  }
  return ajv
}

function loadDoc(file: string, name: string): { doc: LoadedDoc; operations: Operation[] } {
  const raw = JSON.parse(readFileSync(new URL(file, OPENAPI_DIR), 'utf8')) as JsonObject
  const version = typeof raw.openapi === 'string' ? raw.openapi : ''
  const is31 = version.startsWith('3.1')
  const id = `https://openapi.invalid/${name}.json`
  const defsKey = is31 ? '$defs' : 'definitions'
  let ajv: Ajv | Ajv2020 | undefined
  const doc: LoadedDoc = {
    name,
    id,
    raw,
    // The components are registered (and checked against the meta-schema) at the first check.
    ajv: () => {
      if (!ajv) {
        ajv = ajvFor(is31)
        const components = isObject(raw.components) ? raw.components : {}
        const schemas = isObject(components.schemas) ? components.schemas : {}
        ajv.addSchema({ $id: id, [defsKey]: rewriteRefs(schemas, doc, defsKey) })
      }
      return ajv
    },
  }

  const schemaOf = (content: Json | undefined): JsonObject | undefined => {
    if (!isObject(content)) return undefined
    const json = content['application/json']
    if (!isObject(json) || !isObject(json.schema)) return undefined
    const s = rewriteRefs(json.schema, doc, defsKey)
    return isObject(s) ? s : undefined
  }

  const operations: Operation[] = []
  const paths = isObject(raw.paths) ? raw.paths : {}
  const base = serverBasePath(raw)
  for (const [relative, itemRaw] of Object.entries(paths)) {
    const template = base + relative
    const item = deref(raw, itemRaw)
    if (!isObject(item)) continue
    const pathParams: string[] = []
    const segments = template.split('/').slice(1)
    const regex = new RegExp(
      '^/' +
        segments
          .map((seg) => {
            const m = /^\{(.+)\}$/.exec(seg)
            if (m) {
              pathParams.push(m[1] ?? '')
              return '([^/]+)'
            }
            return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          })
          .join('/') +
        '$',
    )
    const literalSegments = segments.filter((s) => !s.startsWith('{')).length
    const common = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of HTTP_METHODS) {
      const op = item[method]
      if (!isObject(op)) continue
      const params = new Map<string, Parameter>()
      for (const pRaw of [...common, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = deref(raw, pRaw)
        if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue
        const schema = isObject(p.schema) ? rewriteRefs(p.schema, doc, defsKey) : {}
        params.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in as Parameter['in'],
          required: p.required === true || p.in === 'path',
          schema: isObject(schema) ? schema : {},
        })
      }
      const rb = deref(raw, op.requestBody)
      const responses: Operation['responses'] = {}
      const resRaw = isObject(op.responses) ? op.responses : {}
      for (const [status, rRaw] of Object.entries(resRaw)) {
        const r = deref(raw, rRaw)
        if (!isObject(r)) continue
        responses[status] = {
          schema: schemaOf(r.content),
          hasContent: isObject(r.content) && Object.keys(r.content).length > 0,
        }
      }
      operations.push({
        doc,
        method: method.toUpperCase(),
        template,
        regex,
        pathParams,
        literalSegments,
        parameters: [...params.values()],
        deprecated: op.deprecated === true,
        requestBody: isObject(rb)
          ? { required: rb.required === true, schema: schemaOf(rb.content) }
          : undefined,
        responses,
      })
    }
  }
  return { doc, operations }
}

/** The path of the document's first server, without a trailing slash ('' for a bare host). */
function serverBasePath(raw: JsonObject): string {
  const first = Array.isArray(raw.servers) ? raw.servers[0] : undefined
  const url = isObject(first) && typeof first.url === 'string' ? first.url : undefined
  if (url === undefined) return ''
  return new URL(url).pathname.replace(/\/+$/, '')
}

let loaded: Operation[] | undefined
function allOperations(): Operation[] {
  if (!loaded) {
    loaded = [
      ...loadDoc('admin-openapi.json', 'admin').operations,
      ...loadDoc('analytics.openapi.json', 'analytics').operations,
      ...loadDoc('external-openapi.json', 'external').operations,
      ...loadDoc('static-export-openapi.json', 'static-export').operations,
    ].sort((a, b) => b.literalSegments - a.literalSegments)
  }
  return loaded
}

const closedCopies = new WeakMap<JsonObject, JsonObject>()

/**
 * The schema with `additionalProperties: false` on every object schema that lists `properties`
 * and says nothing about extra ones (`$ref`ed component schemas are left as they are).
 */
function closedSchema(schema: JsonObject): JsonObject {
  let copy = closedCopies.get(schema)
  if (!copy) {
    const close = (value: Json): Json => {
      if (Array.isArray(value)) return value.map(close)
      if (!isObject(value)) return value
      const out: JsonObject = {}
      for (const [k, v] of Object.entries(value)) {
        // Property names are not schemas: copy the map, closing each property's schema.
        out[k] =
          k === 'properties' && isObject(v)
            ? Object.fromEntries(Object.entries(v).map(([name, s]) => [name, close(s)]))
            : close(v)
      }
      if (isObject(value.properties) && !('additionalProperties' in value)) {
        out.additionalProperties = false
      }
      return out
    }
    const closed = close(schema)
    copy = isObject(closed) ? closed : schema
    closedCopies.set(schema, copy)
  }
  return copy
}

/** The body without the exempted top-level properties. */
function withoutExempt(body: unknown, exempt: readonly string[] | undefined): unknown {
  if (!exempt || exempt.length === 0 || !isObject(body)) return body
  return Object.fromEntries(Object.entries(body).filter(([name]) => !exempt.includes(name)))
}

const compiled = new WeakMap<object, ValidateFunction>()
function validatorFor(doc: LoadedDoc, schema: JsonObject): ValidateFunction {
  let v = compiled.get(schema)
  if (!v) {
    v = doc.ajv().compile(schema)
    compiled.set(schema, v)
  }
  return v
}

function formatErrors(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const extra =
      e.keyword === 'additionalProperties' && 'additionalProperty' in e.params
        ? ` (${String(e.params.additionalProperty)})`
        : e.keyword === 'enum' && 'allowedValues' in e.params
          ? ` (${JSON.stringify(e.params.allowedValues)})`
          : ''
    return `${where}${e.instancePath} ${e.message ?? e.keyword}${extra}`
  })
}

function check(doc: LoadedDoc, schema: JsonObject, value: unknown, where: string): string[] {
  const validate = validatorFor(doc, schema)
  return validate(value) ? [] : formatErrors(where, validate.errors)
}

interface MatchedOperation {
  op: Operation
  params: Record<string, string>
}

function splitPath(path: string): { pathname: string; search: URLSearchParams } {
  const q = path.indexOf('?')
  return q < 0
    ? { pathname: path, search: new URLSearchParams() }
    : { pathname: path.slice(0, q), search: new URLSearchParams(path.slice(q + 1)) }
}

function findOperation(method: string, pathname: string): MatchedOperation | undefined {
  const upper = method.toUpperCase()
  for (const op of allOperations()) {
    if (op.method !== upper) continue
    const m = op.regex.exec(pathname)
    if (!m) continue
    const params: Record<string, string> = {}
    op.pathParams.forEach((name, i) => {
      const rawValue = m[i + 1] ?? ''
      let value = rawValue
      try {
        value = decodeURIComponent(rawValue)
      } catch {
        // keep the raw text; its schema check will report it if it matters
      }
      params[name] = value
    })
    return { op, params }
  }
  return undefined
}

/** The documented operation for a method and path, e.g. for test names. */
export function describeOperation(
  method: string,
  path: string,
): { template: string; document: string; statuses: string[] } | undefined {
  const found = findOperation(method, splitPath(path).pathname)
  if (!found) return undefined
  return {
    template: found.op.template,
    document: found.op.doc.name,
    statuses: Object.keys(found.op.responses),
  }
}

function schemaTypes(schema: JsonObject): string[] {
  const t = schema.type
  if (typeof t === 'string') return [t]
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string')
  return []
}

/** Converts a wire string to the parameter's declared type; undefined when impossible. */
function coerceParam(text: string, schema: JsonObject): unknown {
  const types = schemaTypes(schema)
  if (types.length === 0 || types.includes('string')) return text
  if (types.includes('integer') && /^-?(0|[1-9]\d*)$/.test(text)) return Number(text)
  if (types.includes('number') && /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text)) return Number(text)
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true'
  return undefined
}

/**
 * Constraints the documents state only in prose: the analytics dates are described as
 * "Date in ISO 8601 or YYYY-MM-DD format" but typed as plain strings.
 */
const DATE_PROSE = /ISO 8601 or YYYY-MM-DD/
const API_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/i

function proseErrors(p: Parameter, value: unknown, where: string): string[] {
  const description = typeof p.schema.description === 'string' ? p.schema.description : ''
  if (DATE_PROSE.test(description) && typeof value === 'string' && !API_DATE.test(value)) {
    return [`${where} must be an ISO 8601 date-time or YYYY-MM-DD (got ${JSON.stringify(value)})`]
  }
  return []
}

function checkParam(op: Operation, p: Parameter, value: unknown, where: string): string[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value]
  const types = schemaTypes(p.schema)
  if (values.length > 1 && !types.includes('array')) {
    return [`${where} is given ${values.length} times`]
  }
  const errors: string[] = []
  for (const v of values) {
    let converted: unknown = v
    if (typeof v === 'string') {
      converted = coerceParam(v, p.schema)
      if (converted === undefined) {
        errors.push(`${where} must be ${types.join(' or ')} (got ${JSON.stringify(v)})`)
        continue
      }
    }
    errors.push(...check(op.doc, p.schema, converted, where), ...proseErrors(p, converted, where))
  }
  return errors
}

function queryEntries(
  query: QueryInput | undefined,
  search: URLSearchParams,
): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>()
  const add = (k: string, v: unknown): void => {
    out.set(k, [...(out.get(k) ?? []), v])
  }
  for (const [k, v] of search) add(k, v)
  if (query instanceof URLSearchParams) {
    for (const [k, v] of query) add(k, v)
  } else if (query) {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue
      if (Array.isArray(v)) for (const x of v as readonly string[]) add(k, x)
      else add(k, v)
    }
  }
  return out
}

export function validateRequest(req: RequestToCheck): string[] {
  const { pathname, search } = splitPath(req.path)
  const found = findOperation(req.method, pathname)
  const label = `${req.method.toUpperCase()} ${pathname}`
  if (!found) return [`${label}: no documented operation`]
  const { op, params } = found
  const errors: string[] = []
  if (op.deprecated) errors.push(`${label}: the operation ${op.template} is deprecated`)

  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    errors.push(...checkParam(op, p, params[p.name] ?? '', `path parameter ${p.name}`))
  }

  const query = queryEntries(req.query, search)
  const declared = op.parameters.filter((x) => x.in === 'query')
  for (const p of declared) {
    const values = query.get(p.name)
    if (!values || values.length === 0) {
      if (p.required) errors.push(`query parameter ${p.name} is required`)
      continue
    }
    errors.push(
      ...checkParam(op, p, values.length === 1 ? values[0] : values, `query parameter ${p.name}`),
    )
  }
  for (const name of query.keys()) {
    if (!declared.some((p) => p.name === name)) {
      errors.push(`query parameter ${name} is not documented for ${op.method} ${op.template}`)
    }
  }

  if (op.requestBody) {
    if (req.body === undefined) {
      if (op.requestBody.required) errors.push('request body is required')
    } else if (op.requestBody.schema) {
      errors.push(...check(op.doc, op.requestBody.schema, req.body, 'request body'))
    }
  } else if (req.body !== undefined) {
    errors.push(`${op.method} ${op.template} takes no request body`)
  }

  if (req.headers) {
    const auth = req.headers.authorization
    if (!auth || !/^Bearer \S+$/.test(auth)) {
      errors.push('header authorization must be "Bearer <admin API key>"')
    }
    if (req.body !== undefined) {
      const ct = req.headers['content-type'] ?? ''
      if (!/^application\/json\b/i.test(ct)) {
        errors.push(`header content-type must be application/json (got ${JSON.stringify(ct)})`)
      }
    }
  }
  return errors
}

const ERROR_BODY_SCHEMA: JsonObject = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
}

export function validateResponse(res: ResponseToCheck): string[] {
  const { pathname } = splitPath(res.path)
  const found = findOperation(res.method, pathname)
  const label = `${res.method.toUpperCase()} ${pathname} ${res.status}`
  if (!found) return [`${label}: no documented operation`]
  const { op } = found
  const status = String(res.status)
  const documented =
    op.responses[status] ?? op.responses[`${status[0] ?? ''}XX`] ?? op.responses.default
  const where = `response ${res.status} body`

  const errors: string[] = []
  if (res.exempt && res.exempt.length > 0 && !isObject(res.body)) {
    errors.push(`${label}: exempt properties given, but the body is not an object`)
  }
  const body = withoutExempt(res.body, res.exempt)
  if (!documented) {
    if (res.status < 400) {
      return [`${label}: status ${res.status} is not documented for ${op.method} ${op.template}`]
    }
    const schema = res.closed ? closedSchema(ERROR_BODY_SCHEMA) : ERROR_BODY_SCHEMA
    return [...errors, ...check(op.doc, schema, body, where)]
  }
  if (documented.schema) {
    const ct = res.headers?.['content-type']
    if (res.headers && !/^application\/json\b/i.test(ct ?? '')) {
      errors.push(`${label}: content-type must be application/json (got ${JSON.stringify(ct)})`)
    }
    const schema = res.closed ? closedSchema(documented.schema) : documented.schema
    errors.push(...check(op.doc, schema, body, where))
  } else if (!documented.hasContent && res.body !== undefined && res.body !== '') {
    errors.push(`${label}: no body is documented`)
  }
  return errors
}
