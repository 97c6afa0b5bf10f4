/** Git branch names, as inputs, events and the API give them. */

/**
 * A branch name git would accept (see `git check-ref-format --branch`), at most 255 characters,
 * with no invisible (format) character: checked before a name from an input, an event or the API
 * is sent or shown.
 */
export function isBranchName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    /^[^\p{Cc}\p{Cf}\s~^:?*[\\]+$/u.test(name) &&
    !name.includes('..') &&
    !name.includes('@{') &&
    !name.includes('//') &&
    !/^[/.]|[/.]$|\.lock$/.test(name) &&
    name !== '@'
  )
}
