/** The file formats an export is written in (the `format` input), in the order of the files. */
export const EXPORT_FORMATS = ['json', 'csv', 'ndjson'] as const

export type ExportFormat = (typeof EXPORT_FORMATS)[number]
