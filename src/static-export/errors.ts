/**
 * The static export's own failures, told apart by class: an archive refused for what it holds,
 * one that cannot be read to its end, and a disk that would not take the bundle or the site.
 * Kept free of imports, so the mode can check for them without loading the download or the
 * extraction.
 */

/** The bundle holds something that is not extracted (an entry, or data after its end). */
export class UnsafeArchiveError extends Error {
  /** The offending entry's path as the archive gives it (cut to 200 characters), if one. */
  readonly entry: string | undefined
  /** Why it is refused: the end of the sentence. */
  readonly reason: string

  constructor(entry: string | undefined, reason: string) {
    const what = entry === undefined ? '' : `its entry ${JSON.stringify(entry.slice(0, 200))} `
    super(`The bundle is unsafe and was not extracted: ${what}${reason}.`)
    this.name = 'UnsafeArchiveError'
    this.entry = entry?.slice(0, 200)
    this.reason = reason
  }
}

/** The bundle is not a .tar.gz archive a reader can follow to its end. */
export class BrokenArchiveError extends Error {
  /** What is wrong, in a few words. */
  readonly reason: string

  constructor(reason: string) {
    super(`The bundle is not a valid .tar.gz archive (${reason}); nothing was extracted.`)
    this.name = 'BrokenArchiveError'
    this.reason = reason
  }
}

/** Writing the bundle or the site failed: a full disk, a file size limit, a read-only folder. */
export class DiskWriteError extends Error {
  /** The folder written to. */
  readonly folder: string
  /** The file system's code: `ENOSPC`, `EFBIG`, `EDQUOT`, ... */
  readonly code: string

  /** `doing` starts the sentence (`Writing the bundle to <folder>`); `left` ends it. */
  constructor(doing: string, folder: string, code: string, left: string) {
    super(`${doing} failed: ${diskProblem(code)}; ${left}.`)
    this.name = 'DiskWriteError'
    this.folder = folder
    this.code = code
  }
}

/** What a file system error code means for someone looking at the runner. */
function diskProblem(code: string): string {
  switch (code) {
    case 'ENOSPC':
      return 'the disk is full (ENOSPC)'
    case 'EDQUOT':
      return 'the disk quota is used up (EDQUOT)'
    case 'EFBIG':
      return 'a file would be larger than the runner allows (EFBIG, the file size limit)'
    case 'EROFS':
      return 'the file system is read-only (EROFS)'
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${code})`
    case 'EEXIST':
    case 'ENOTDIR':
      return `a file stands where a folder is needed (${code})`
    default:
      return `the file system refused the write (${code})`
  }
}
