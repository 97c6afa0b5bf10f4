export const id = 890;
export const ids = [890];
export const modules = {

/***/ 80890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   visibleMarkdown: () => (/* binding */ visibleMarkdown)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73385);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52322);
/* harmony import */ var mdast_util_math__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76624);
/* harmony import */ var mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(60604);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72231);
/* harmony import */ var micromark_extension_math__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16341);






/** Elements whose content never shows: their text goes with them. */
const INVISIBLE_ELEMENTS = new Set([
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'object',
    'svg',
    'math',
    'head',
    'title',
]);
/** TeX that draws nothing (or nothing visible): such math is dropped whole. */
const INVISIBLE_TEX = /\\(?:[hv]?phantom|smash|mathllap|mathrlap|llap|rlap)\b|\\(?:text)?color\s*\{\s*(?:transparent|white|#?fff(?:fff)?)\s*\}|\\(?:tiny|scriptscriptstyle)\b|\\(?:kern|hspace|mkern)\s*(?:\{\s*)?-/i;
/**
 * The parser's and the writer's settings, built once: building GFM's extensions anew was about
 * a third of a call. The libraries only read them.
 */
const PARSE_OPTIONS = {
    extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_0__/* .gfm */ .T)(), (0,micromark_extension_math__WEBPACK_IMPORTED_MODULE_1__/* .math */ .D)()],
    mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_2__/* .gfmFromMarkdown */ .C)(), (0,mdast_util_math__WEBPACK_IMPORTED_MODULE_3__/* .mathFromMarkdown */ .c)()],
};
const WRITE_OPTIONS = {
    extensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_2__/* .gfmToMarkdown */ .H)(), (0,mdast_util_math__WEBPACK_IMPORTED_MODULE_3__/* .mathToMarkdown */ .B)()],
    bullet: '-',
    listItemIndent: 'one',
    fences: true,
    rule: '-',
    // A hard line break (two trailing spaces) is just a new line in a prompt.
    handlers: { break: () => '\n' },
    // Text that only showed because something followed it on its line (`[//]: # (x)<!-- -->`)
    // must not turn into a definition once that is gone: a `[` starting a line is escaped.
    unsafe: [{ character: '[', atBreak: true }],
};
/** The visible part of `markdown`, as Markdown. */
function visibleMarkdown(markdown) {
    const tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_4__/* .fromMarkdown */ .Y)(markdown, PARSE_OPTIONS);
    // Definitions render as nothing and go; the references that use them become plain links.
    const definitions = new Map();
    collectDefinitions(tree, definitions);
    const counter = { hidden: 0, definitions };
    keepVisible(tree, counter);
    const text = (0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__/* .toMarkdown */ .l)(tree, WRITE_OPTIONS);
    return { text: text.trim(), hidden: counter.hidden };
}
function collectDefinitions(node, into) {
    if (node.type === 'definition' && !into.has(node.identifier))
        into.set(node.identifier, node.url);
    if ('children' in node)
        for (const child of node.children)
            collectDefinitions(child, into);
}
/** Rewrites `parent`'s children in place, keeping only what renders visibly. */
function keepVisible(parent, counter) {
    const kept = [];
    /** Set while inside an inline element whose content does not show (`<script>` ... `</script>`). */
    let skipping;
    for (const child of parent.children) {
        if (skipping) {
            counter.hidden++;
            if (child.type === 'html')
                skipping = scanHtml(child.value, skipping).open;
            continue;
        }
        const replaced = visibleNode(child, counter);
        if (child.type === 'html')
            skipping = scanHtml(child.value).open;
        const last = kept.at(-1);
        for (const node of replaced) {
            // Text left on both sides of a removed tag joins again, as the reader sees it.
            if (node.type === 'text' && last?.type === 'text')
                last.value += node.value;
            else
                kept.push(node);
        }
    }
    // Space left at the edge of a paragraph by a removed tag is not worth a `&#x20;`.
    const first = kept[0];
    const end = kept.at(-1);
    if (first?.type === 'text')
        first.value = first.value.trimStart();
    if (end?.type === 'text')
        end.value = end.value.trimEnd();
    parent.children = kept.filter((node) => node.type !== 'text' || node.value !== '');
}
/** What is left of one node: itself (children cleaned), a text replacement, or nothing. */
function visibleNode(node, counter) {
    switch (node.type) {
        case 'definition':
            // `[x]: url "title"` and the `[//]: # (comment)` idiom render as nothing.
            counter.hidden++;
            return [];
        case 'html': {
            const text = visibleHtml(node);
            if (text !== node.value)
                counter.hidden++;
            return text.trim() === '' ? [] : [{ type: 'text', value: text }];
        }
        case 'image':
        case 'imageReference': {
            // The alt text and title show only when the image fails to load: keep where it points.
            if (node.alt || ('title' in node && node.title))
                counter.hidden++;
            const url = node.type === 'image' ? node.url : counter.definitions.get(node.identifier);
            return url === undefined ? [] : [{ type: 'image', url, alt: '', title: null }];
        }
        case 'linkReference': {
            const url = counter.definitions.get(node.identifier);
            const link = {
                type: 'link',
                url: url ?? '',
                title: null,
                children: node.children,
            };
            return visibleNode(link, counter);
        }
        case 'inlineMath':
        case 'math':
            if (INVISIBLE_TEX.test(node.value)) {
                counter.hidden++;
                return [];
            }
            return [node];
        case 'link': {
            if (node.title)
                counter.hidden++;
            const link = { ...node, title: null };
            keepVisible(link, counter);
            // A link without visible text (`[](https://x "...")`) renders as nothing.
            if (!hasVisibleText(link)) {
                counter.hidden++;
                return [];
            }
            return [link];
        }
        default:
            if ('children' in node)
                keepVisible(node, counter);
            return [node];
    }
}
function hasVisibleText(node) {
    if ('value' in node && typeof node.value === 'string' && node.value.trim() !== '')
        return true;
    if (node.type === 'image')
        return true;
    return 'children' in node && node.children.some((child) => hasVisibleText(child));
}
/**
 * The text an HTML fragment shows: comments, invisible elements with their content, and every
 * tag with its attributes removed; the text between tags kept (`<b>bold</b>` shows "bold").
 */
function visibleHtml(node) {
    return scanHtml(node.value).text;
}
/** Longest tag name looked at: no HTML element has a longer one. */
const MAX_TAG_NAME = 64;
/**
 * One pass over an HTML fragment, by hand (issue text is hostile: no pattern here may
 * backtrack): the text it shows, and the invisible element it leaves open (`<script>` without
 * its `</script>`), whose content goes on in the next nodes. `inside` starts the pass inside such
 * an element.
 */
function scanHtml(html, inside) {
    let text = '';
    let open = inside;
    let at = 0;
    const skipTo = (end, from) => {
        const found = html.indexOf(end, from);
        return found < 0 ? html.length : found + end.length;
    };
    while (at < html.length) {
        const lt = html.indexOf('<', at);
        if (lt < 0) {
            if (!open)
                text += html.slice(at);
            break;
        }
        if (!open)
            text += html.slice(at, lt);
        if (html.startsWith('<!--', lt)) {
            at = skipTo('-->', lt + 4);
            continue;
        }
        if (html.startsWith('<?', lt)) {
            at = skipTo('?>', lt + 2);
            continue;
        }
        const closing = html[lt + 1] === '/';
        const name = tagName(html, lt + (closing ? 2 : 1));
        const gt = html.indexOf('>', lt);
        if ((!name && html[lt + 1] !== '!') || gt < 0) {
            // Not a tag (`a < b`), or one that never closes: it shows as text.
            if (!open)
                text += '<';
            at = lt + 1;
            continue;
        }
        if (open) {
            if (closing && name === open)
                open = undefined;
        }
        else if (!closing && name && INVISIBLE_ELEMENTS.has(name)) {
            open = name;
        }
        at = gt + 1;
    }
    return { text, open };
}
/** The lower-case tag name starting at `from` (a letter, then letters, digits and `-`). */
function tagName(html, from) {
    let end = from;
    while (end < html.length &&
        end - from < MAX_TAG_NAME &&
        isNameChar(html.charAt(end), end === from)) {
        end++;
    }
    return end > from ? html.slice(from, end).toLowerCase() : undefined;
}
function isNameChar(char, first) {
    const lower = char.toLowerCase();
    if (lower >= 'a' && lower <= 'z')
        return true;
    return !first && ((char >= '0' && char <= '9') || char === '-');
}


/***/ })

};
