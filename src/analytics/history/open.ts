/**
 * Where a store is (`store` input) and how it is opened: a Parquet folder or a Postgres
 * database, each module loaded with `await import()` only when a sync uses it, so neither
 * hyparquet-writer nor pg costs any other run anything.
 */
import * as path from 'node:path'
import type { Clock } from '../../shared/clock.js'
import { InputError, type InputSource } from '../../shared/inputs.js'
import { postgresUrlProblem, postgresUrlSecrets } from './postgres-url.js'
import type { AnalyticsStore } from './store.js'

/** The `store` input, read: a folder (absolute) or a Postgres URL (a secret). */
export type StoreLocation = { kind: 'parquet'; folder: string } | { kind: 'postgres'; url: string }

export interface OpenStoreOptions {
  /** Epoch ms on `clock`: the run's `timeout`. */
  deadline: number
  /** The run's cancellation. */
  signal: AbortSignal
  clock: Clock
  warning: (message: string) => void
}

/** `^scheme://`: a URL rather than a folder. */
const URL_SCHEME = /^([a-z][\d+.a-z-]*):\/\//i

/**
 * `store`: a folder (relative to the workspace) for a Parquet store, a postgres:// or
 * postgresql:// URL for a Postgres store, undefined when empty. A URL is masked whole, with its
 * password, before it is checked; no message quotes it.
 */
export function storeLocation(source: InputSource<'store'>): StoreLocation | undefined {
  const value = source.get('store')
  if (value === '') return undefined
  const scheme = URL_SCHEME.exec(value)?.[1]?.toLowerCase()
  if (scheme !== undefined) {
    for (const secret of postgresUrlSecrets(value)) source.setSecret?.(secret)
    if (scheme !== 'postgres' && scheme !== 'postgresql') {
      throw new InputError(
        'store',
        `Input \`store\` must be a folder path (relative to the workspace) or a postgres:// or postgresql:// URL; got a ${scheme}:// URL.`,
      )
    }
    const problem = postgresUrlProblem(value)
    if (problem) throw new InputError('store', problem)
    return { kind: 'postgres', url: value }
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) {
    throw new InputError(
      'store',
      'Input `store` must be a folder path on one line, without control characters, or a postgres:// URL.',
    )
  }
  return { kind: 'parquet', folder: path.resolve(source.workspace ?? '.', value) }
}

/** Opens the store `location` names; its errors name the `store` input. */
export async function openStore(
  location: StoreLocation,
  options: OpenStoreOptions,
): Promise<AnalyticsStore> {
  if (location.kind === 'parquet') {
    const { openParquetStore } = await import('./parquet.js')
    return openParquetStore({ folder: location.folder, signal: options.signal })
  }
  const { openPostgresStore } = await import('./postgres.js')
  return openPostgresStore({ url: location.url, ...options })
}
