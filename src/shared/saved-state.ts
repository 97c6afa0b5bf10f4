/**
 * What the main step saved for the post step (`core.saveState`, read back with `core.getState`):
 * JSON of a known shape. A value that is missing, not JSON, or of another shape (saved by another
 * version of the action) means there is nothing to finish.
 */
import * as v from 'valibot'

export function readSavedState<T>(
  saved: string,
  schema: v.GenericSchema<unknown, T>,
): T | undefined {
  if (!saved) return undefined
  try {
    const parsed = v.safeParse(schema, JSON.parse(saved))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}
