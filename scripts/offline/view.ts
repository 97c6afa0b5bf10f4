/**
 * What a run leaves, shown in a terminal as a person meets it on GitHub: the log as the runner
 * shows it (groups as headings, annotations by their kind), and every comment and step summary
 * as GitHub renders it, read as text (the Markdown through marked with GFM, as the rendering
 * tests render it, then html-to-text: tables as aligned columns, links as their text, no escapes
 * or hidden markers). `npm run demo` and `npm run try` print through it.
 */
import { convert, type FormatCallback } from 'html-to-text'
import { Marked } from 'marked'
import type { RunActionResult } from '../../test/support/run-action.ts'

/** Where the view writes, a line at a time: the console, or a test's collector. */
export type Print = (line: string) => void

export const bold = (text: string): string =>
  process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text
export const indent = (text: string): string => text.replace(/^/gm, '  ')

/** The harness's temporary runner folders read as the runner's own variables. */
export const tidy = (text: string): string =>
  text
    .replace(/[^\s`'"]*\/run-action-[^/\s]+\/runner-temp/g, '$RUNNER_TEMP')
    .replace(/[^\s`'"]*\/run-action-[^/\s]+\/workspace/g, '$GITHUB_WORKSPACE')

/** An image as a reader of the terminal can picture it: its alt text. */
const imageAlt: FormatCallback = (element, _walk, builder) => {
  const alt = (element as { attribs?: Record<string, string> }).attribs?.['alt'] ?? 'image'
  builder.addInline(`[image: ${alt}]`)
}

/** GFM, as GitHub renders it; a Mermaid block, which GitHub draws, is named by its title. */
const github = new Marked({
  gfm: true,
  renderer: {
    code({ text, lang }) {
      if (lang !== 'mermaid') return false
      const title = /title\s+"?([^"\n]*)/.exec(text)?.[1] ?? 'untitled'
      return `<p>[chart: ${title.replaceAll('<', '&lt;')}]</p>`
    },
  },
})

/** Markdown as a person reads it once GitHub has rendered it, as plain text. */
export function asRead(markdown: string): string {
  const html = github.parse(markdown, { async: false })
  const text = convert(html, {
    wordwrap: false,
    formatters: { imageAlt },
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'imageAlt' },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
      {
        selector: 'table',
        format: 'dataTable',
        options: { uppercaseHeaderCells: false, maxColumnWidth: 400 },
      },
    ],
  })
  return text.replace(/\n{3,}/g, '\n\n').trim()
}

/**
 * The log as the runner shows it: groups as headings, annotations by their kind, no debug
 * lines or mask commands, and none of the artifact library's own chatter (only the action's
 * line about the upload).
 */
export function liveLog(print: Print): (line: string) => void {
  let group = ''
  return (line) => {
    if (/^::(debug|add-mask|endgroup)::/.test(line)) return
    const command = /^::(group|notice|warning|error)(?: [^:]*)?::(.*)$/.exec(line)
    if (command?.[1] === 'group') {
      group = command[2] ?? ''
      print(`  ▸ ${command[2]}`)
    } else if (command) print(`  ${command[1]}: ${tidy(command[2] ?? '')}`)
    else if (!group.startsWith('Uploading artifact') || line.startsWith('Uploaded artifact')) {
      print(`  | ${tidy(line)}`)
    }
  }
}

/**
 * The exit code and the outputs a later step would read: `names` in that order (those set), or
 * every output set; a value over `width` characters is cut there, unless `width` is 0.
 */
export function printOutputs(
  print: Print,
  result: RunActionResult,
  names: readonly string[] = Object.keys(result.outputs),
  width = 160,
): void {
  print(bold(`Exit code ${result.code ?? result.signal}; outputs`))
  for (const name of names) {
    const value = result.outputs[name]
    if (!value) continue
    const shown = width > 0 && value.length > width ? `${value.slice(0, width - 3)}...` : value
    print(indent(`${name} = ${tidy(shown)}`))
  }
}
