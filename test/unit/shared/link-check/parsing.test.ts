/**
 * Reading pages and sitemaps with htmlparser2 (src/shared/link-check/html.ts, sitemap.ts): which
 * attributes are links, what names an anchor, how a page's bounds hold however the bytes
 * arrive, and which sitemap entries are pages.
 */
import { describe, expect, it } from 'vitest'
import {
  htmlReader,
  srcsetUrls,
  type DocumentFindings,
} from '../../../../src/shared/link-check/html.ts'
import { sitemapReader } from '../../../../src/shared/link-check/sitemap.ts'

async function read(
  html: string,
  options = { links: true, maxLinks: 100 },
  chunkSize = 0,
): Promise<DocumentFindings> {
  const reader = await htmlReader(options)
  const bytes = Buffer.from(html)
  const size = chunkSize || bytes.length
  for (let at = 0; at < bytes.length; at += size) reader.write(bytes.subarray(at, at + size))
  return reader.end()
}

describe('reading a page', () => {
  it('takes links and images, each once, and leaves scripts, styles and text alone', async () => {
    const page =
      await read(`<html><head><link rel="stylesheet" href="/style.css"><script src="/app.js"></script>
<script>var fake = '<a href="/in-a-script">x</a>'</script></head><body>
<a href="/a">a</a> <a href=" /a ">again</a> <area href="/map">
<img src="/logo.png" srcset="/logo-2x.png 2x, /logo-3x.png 3x"><picture><source srcset="/wide.webp 800w"></picture>
<video src="/v.mp4" poster="/poster.jpg"><track src="/captions.vtt"></video><iframe src="https://www.youtube.com/embed/x"></iframe>
<!-- <a href="/in-a-comment">x</a> --><p>href="/in-text"</p><a>no href</a><a href="">empty</a>
<a href="/q?x=1&amp;y=2">entities</a></body></html>`)
    expect(page.links).toEqual([
      '/a',
      '/map',
      '/logo.png',
      '/logo-2x.png',
      '/logo-3x.png',
      '/wide.webp',
      '/v.mp4',
      '/poster.jpg',
      '/captions.vtt',
      'https://www.youtube.com/embed/x',
      '/q?x=1&y=2',
    ])
  })

  it('knows the ids a fragment may name: any element’s id, and an <a>’s name', async () => {
    const page = await read(
      '<h2 id="install">x</h2><a name="old"></a><div name="not-an-anchor"></div>',
    )
    expect(page.ids.has('install')).toBe(true)
    expect(page.ids.has('old')).toBe(true)
    expect(page.ids.has('not-an-anchor')).toBe(false)
    expect(page.ids.has('missing')).toBe(false)
  })

  it('keeps the first <base href>', async () => {
    const page = await read('<base href="/docs/"><base href="/other/"><a href="x">x</a>')
    expect(page.baseHref).toBe('/docs/')
  })

  it('reads the same whichever way the bytes are split (a multi-byte character across chunks)', async () => {
    const html = '<a href="/caf\u00e9">caf\u00e9</a><h2 id="\u00fcber">x</h2><a href="/b">b</a>'
    const whole = await read(html)
    const byByte = await read(html, { links: true, maxLinks: 100 }, 1)
    expect(byByte.links).toEqual(whole.links)
    expect(byByte.links).toEqual(['/caf\u00e9', '/b'])
    expect(byByte.ids.has('\u00fcber')).toBe(true)
  })

  it('keeps at most maxLinks links; one longer than 2,048 characters only by its start, to list it; counts the rest', async () => {
    const many = Array.from({ length: 50 }, (_, i) => `<a href="/p/${i}">x</a>`).join('')
    const long = `<a href="/${'x'.repeat(3_000)}">long</a>`
    const page = await read(long + long + many, { links: true, maxLinks: 10 })
    expect(page.longLinks).toEqual([`/${'x'.repeat(299)}…`])
    expect(page.links).toHaveLength(9)
    expect(page.linksDropped).toBe(41)
  })

  it('keeps no links when only ids are wanted (a link target)', async () => {
    const page = await read('<a id="x" href="/a">a</a>', { links: false, maxLinks: 100 })
    expect(page.links).toEqual([])
    expect(page.ids.has('x')).toBe(true)
  })

  it('keeps at most 5,000 ids, and says a fragment may be among those it dropped', async () => {
    const ids = Array.from({ length: 6_000 }, (_, i) => `<p id="h${i}"></p>`).join('')
    const page = await read(ids)
    expect(page.ids.size).toBe(5_000)
    expect(page.ids.full).toBe(true)
    expect(page.ids.has('h0')).toBe(true)
  })
})

describe('srcsetUrls', () => {
  it.each([
    ['a.png 1x, b.png 2x', ['a.png', 'b.png']],
    ['a.png', ['a.png']],
    // As browsers read it: a comma inside a URL belongs to it.
    ['a.png,b.png 2x', ['a.png,b.png']],
    ['a.png, b.png 2x', ['a.png', 'b.png']],
    ['  a.png   100w ,  b.png 200w  ', ['a.png', 'b.png']],
    ['data:image/png;base64,AAA= 1x, b.png 2x', ['data:image/png;base64,AAA=', 'b.png']],
    ['a.png (max-width: 600px, 2x), b.png', ['a.png', 'b.png']],
    ['', []],
    [',,,', []],
  ])('%j -> %j', (srcset, urls) => {
    expect(srcsetUrls(srcset)).toEqual(urls)
  })

  it('takes linear time on a hostile value', () => {
    const started = performance.now()
    srcsetUrls(`a${','.repeat(1_000_000)}`)
    srcsetUrls('a '.repeat(500_000))
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('reading a sitemap', () => {
  async function sitemap(xml: string, maxPages = 10) {
    const reader = await sitemapReader(maxPages)
    reader.write(Buffer.from(xml))
    return reader.end()
  }

  it('gives each page’s path and query, each once, whatever host the sitemap names', async () => {
    const found = await sitemap(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://docs.example.com/</loc><lastmod>2026-11-01</lastmod></url>
  <url><loc> https://docs.example.com/guides/quickstart </loc></url>
  <url><loc>https://docs.example.com/search?q=a&amp;b=c</loc></url>
  <url><loc>https://docs.example.com/guides/quickstart</loc></url>
  <url><loc>ftp://docs.example.com/file</loc></url><url><loc>not a url</loc></url>
</urlset>`)
    expect(found).toEqual({
      pages: ['/', '/guides/quickstart', '/search?q=a&b=c'],
      pagesDropped: 0,
      sitemaps: [],
    })
  })

  it('gives the child sitemaps of an index, and counts pages past the limit', async () => {
    const index =
      await sitemap(`<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
<sm:sitemap><sm:loc>https://docs.example.com/sitemap-0.xml</sm:loc></sm:sitemap></sm:sitemapindex>`)
    expect(index.sitemaps).toEqual(['/sitemap-0.xml'])
    const urls = Array.from({ length: 15 }, (_, i) => `<url><loc>https://x.test/p${i}</loc></url>`)
    const limited = await sitemap(`<urlset>${urls.join('')}</urlset>`, 10)
    expect(limited.pages).toHaveLength(10)
    expect(limited.pagesDropped).toBe(5)
  })
})
