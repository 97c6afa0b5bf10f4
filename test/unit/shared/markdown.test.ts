/**
 * The escapers of src/shared/markdown.ts against hostile values, checked by rendering the result with a
 * real GFM renderer (marked) and looking at the HTML a reader would get.
 */
import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import {
  boundMarkdown,
  cell,
  code,
  detailsTable,
  fenced,
  link,
  MAX_SUMMARY_CHARS,
  mermaidLabel,
  text,
  textWithLinks,
  url,
} from '../../../src/shared/markdown.ts'

const render = (markdown: string): string => marked.parse(markdown, { async: false, gfm: true })

/** Values a server or an issue author could send. */
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<details open><summary>x</summary>hidden</details>',
  '<!-- hidden -->',
  '[click](javascript:alert(1))',
  '![img](https://evil.example/x.png)',
  'https://evil.example/autolink',
  'www.evil.example',
  '@octocat please look',
  'see #123',
  '**bold** _em_ ~~strike~~ `code`',
  'a | b | c',
  '&lt;img&gt; &#60;',
  '$\\phantom{x}$',
  '\\',
  '``` fence',
  '# heading',
  '- list item',
  '1. numbered',
  'line one\nline two\r\n| x |',
  'lone \ud800 surrogate',
]

/** What must never appear in the rendered HTML of an escaped value. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<(img|script|details|summary|a|strong|em|del|h\d|li|ol|ul|table)\b/i)
  expect(html).not.toContain('<!--')
}

describe('markdown: plain text', () => {
  it.each(HOSTILE)('renders %j as inert text', (value) => {
    const html = render(text(value))
    expectInert(html)
    expect(html).not.toMatch(/<code>/)
  })

  it('keeps what a reader sees: the characters themselves, on one line', () => {
    const html = render(text('a *b* <c> [d](e) `f`'))
    expect(html).toBe('<p>a *b* &lt;c&gt; [d](e) `f`</p>\n')
  })

  it('breaks mentions and issue references with a zero-width joiner, so none pings or links', () => {
    expect(text('@octocat #12')).toBe('@\u200doctocat \\#\u200d12')
  })

  it('shortens long values and never throws on lone surrogates', () => {
    expect([...text('x'.repeat(500), 10)]).toHaveLength(10)
    expect(text('\ud800')).toBe('\ufffd')
  })
})

describe('markdown: table cells', () => {
  it.each(HOSTILE)('keeps %j inside one cell, as text or as code', (value) => {
    for (const inner of [text(value), code(value)]) {
      const html = render(`| a | b |\n|---|---|\n| ${cell(inner)} | end |\n`)
      expect(html.match(/<td>/g)).toHaveLength(2)
      expect(html).toMatch(/<td>end<\/td>/)
      expect(html.replace(/<\/?(table|thead|tbody|tr|th|td|code)>/g, '')).not.toMatch(/<[a-z]/i)
    }
  })
})

describe('markdown: code spans and fenced blocks', () => {
  it.each(HOSTILE)('code(%j) is one code span', (value) => {
    const html = render(code(value))
    expect(html.match(/<code>/g)).toHaveLength(1)
    expectInert(html.replace(/<\/?(p|code)>/g, ''))
  })

  it('holds backtick runs of any length', () => {
    expect(render(code('a ``` b'))).toBe('<p><code>a ``` b</code></p>\n')
    expect(render(code('`x`'))).toBe('<p><code>`x`</code></p>\n')
  })

  it.each(HOSTILE)('fenced(%j) is one code block', (value) => {
    const html = render(`${fenced(`${value}\n\`\`\`\nafter`)}\n\nnext`)
    expect(html.match(/<pre>/g)).toHaveLength(1)
    expect(html).toMatch(/<p>next<\/p>/)
  })
})

describe('markdown: links', () => {
  it('makes links of https URLs only', () => {
    expect(render(url('https://github.com/acme/docs/pull/9'))).toContain(
      '<a href="https://github.com/acme/docs/pull/9">https://github.com/acme/docs/pull/9</a>',
    )
    for (const target of [
      'javascript:alert(1)',
      'http://github.com/acme/docs/pull/9',
      'data:text/html,<b>x</b>',
      'https://user:pass@github.com/x',
      'https://github.com/x) [y](javascript:alert(1)',
      '//evil.example',
      'https://github.com/\ud800',
    ]) {
      const html = render(url(target))
      expect(html, target).not.toContain('<a ')
      expect(html, target).toContain('<code>')
      expect(render(link('the pull request', target))).not.toContain('<a ')
    }
  })

  it('escapes the text of a link', () => {
    const html = render(link('<img src=x> [x](y)', 'https://github.com/a'))
    expect(html).toBe('<p><a href="https://github.com/a">&lt;img src=x&gt; [x](y)</a></p>\n')
  })
})

describe('markdown: a sentence with its URLs as links', () => {
  const PR = 'https://github.com/acme/docs/pull/9'

  it('links each named URL where it occurs and escapes the rest', () => {
    const html = render(textWithLinks(`Job j_1 completed *now*: ${PR}. See ${PR}`, [PR]))
    expect(html).toBe(
      `<p>Job j_1 completed *now*: <a href="${PR}">${PR}</a>. See <a href="${PR}">${PR}</a></p>\n`,
    )
  })

  it('links a URL only when it is named and safe: others stay plain text', () => {
    const other = 'https://evil.example/x'
    for (const [sentence, urls] of [
      [`Go to ${other} now`, [PR]],
      ['Go to javascript:alert(1) now', ['javascript:alert(1)']],
      ['Go to http://github.com/a now', ['http://github.com/a']],
      [`Go to ${PR} now`, [undefined, null, '']],
    ] as const) {
      const html = render(textWithLinks(sentence, urls))
      expect(html, sentence).not.toContain('<a ')
      expect(html, sentence).toBe(`<p>${sentence}</p>\n`)
    }
  })

  it('prefers the longer URL where one begins another', () => {
    const page = `${PR}/files`
    const html = render(textWithLinks(`At ${page}.`, [PR, page]))
    expect(html).toBe(`<p>At <a href="${page}">${page}</a>.</p>\n`)
  })

  it('keeps markup inert around the links', () => {
    const html = render(textWithLinks(`<img src=x> @octocat [x](y) ${PR} | cell`, [PR]))
    expect(html).not.toContain('<img')
    expect(html).toContain(`<a href="${PR}">${PR}</a>`)
    expect(html.match(/<a /g)).toHaveLength(1)
  })
})

describe('markdown: key/value tables', () => {
  it('opens with a header a reader can read, and keeps each value in its cell', () => {
    const html = render(detailsTable([['Status', code('a|b')]]).join('\n'))
    expect(html).toContain('<th>Detail</th>\n<th>Value</th>')
    expect(html).toContain('<td>Status</td>\n<td><code>a|b</code></td>')
  })
})

describe('markdown: Mermaid labels', () => {
  it('leaves no directive, quote, comment or line break', () => {
    for (const value of [
      '%%{init: {"theme": "dark"}}%%',
      'a"b',
      '%% comment',
      'x\ny',
      '<b>',
      '`md`',
    ]) {
      const label = mermaidLabel(value)
      expect(label, value).not.toMatch(/["%<>`\n{}]/)
    }
    expect(mermaidLabel('"x"\n#')).toBe('#34;x#34; #35;')
    expect(mermaidLabel('é'.repeat(50), 10)).toBe('é'.repeat(9) + '…')
  })
})

describe('markdown: boundMarkdown keeps a body under a limit', () => {
  const row = (n: number) =>
    `| page ${n} | [guides/page\\-${n}](https://acme.mintlify.app/p/${n}) |`
  const table = ['| Page | Link |', '|---|---|', ...Array.from({ length: 500 }, (_, n) => row(n))]

  it('returns text that fits as it is', () => {
    expect(boundMarkdown('short', 10)).toBe('short')
  })

  it('cuts between lines, never inside a link or a table row, and says it shortened', () => {
    const bounded = boundMarkdown(table.join('\n'), 2_000)
    expect(bounded.length).toBeLessThanOrEqual(2_000)
    const lines = bounded.split('\n')
    const rows = lines.filter((line) => line.startsWith('| page'))
    expect(rows.length).toBeGreaterThan(5)
    for (const line of rows) expect(table).toContain(line)
    expect(bounded).toMatch(/shortened here: the rest did not fit in GitHub's limit/)
    // Every link the reader sees is whole.
    expect(render(bounded).match(/<a /g)).toHaveLength(rows.length)
  })

  it('closes a fenced block and a <details> it cut, so the note renders as text', () => {
    const log = Array.from({ length: 400 }, (_, n) => `error line ${n} <b>`).join('\n')
    const markdown = `<details><summary>Log</summary>\n\n${fenced(log, 20_000)}\n\n</details>\n\nAfter.`
    const bounded = boundMarkdown(markdown, 1_500)
    expect(bounded.length).toBeLessThanOrEqual(1_500)
    expect(bounded).toMatch(/\n````?\n<\/details>\n\n\*… shortened/)
    const html = render(bounded)
    expect(html).toContain('<em>… shortened here')
    expect(html).not.toContain('<b>')
  })

  it('the summary bound fits 1 MiB of UTF-8 even in three-byte characters', () => {
    const wide = '€'.repeat(MAX_SUMMARY_CHARS + 10)
    expect(Buffer.byteLength(boundMarkdown(wide, MAX_SUMMARY_CHARS))).toBeLessThanOrEqual(
      1024 * 1024,
    )
  })
})
