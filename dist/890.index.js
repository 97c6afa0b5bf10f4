export const id = 890;
export const ids = [890];
export const modules = {

/***/ 80890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   visibleMarkdown: () => (/* binding */ visibleMarkdown)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73385);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52322);
/* harmony import */ var mdast_util_math__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76624);
/* harmony import */ var mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(60604);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72231);
/* harmony import */ var micromark_extension_math__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16341);






/** Elements whose content never shows: their text goes with them. */
const INVISIBLE_ELEMENTS = /^(script|style|template|noscript|iframe|object|svg|math|head|title)$/i;
/** TeX that draws nothing (or nothing visible): such math is dropped whole. */
const INVISIBLE_TEX = /\\(?:[hv]?phantom|smash|mathllap|mathrlap|llap|rlap)\b|\\(?:text)?color\s*\{\s*(?:transparent|white|#?fff(?:fff)?)\s*\}|\\(?:tiny|scriptscriptstyle)\b|\\(?:kern|hspace|mkern)\s*\{?\s*-/i;
/** The visible part of `markdown`, as Markdown. */
function visibleMarkdown(markdown) {
    const tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_0__/* .fromMarkdown */ .Y)(markdown, {
        extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_1__/* .gfm */ .T)(), (0,micromark_extension_math__WEBPACK_IMPORTED_MODULE_2__/* .math */ .D)()],
        mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmFromMarkdown */ .C)(), (0,mdast_util_math__WEBPACK_IMPORTED_MODULE_4__/* .mathFromMarkdown */ .c)()],
    });
    // Definitions render as nothing and go; the references that use them become plain links.
    const definitions = new Map();
    collectDefinitions(tree, definitions);
    const counter = { hidden: 0, definitions };
    keepVisible(tree, counter);
    const text = (0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_5__/* .toMarkdown */ .l)(tree, {
        extensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmToMarkdown */ .H)(), (0,mdast_util_math__WEBPACK_IMPORTED_MODULE_4__/* .mathToMarkdown */ .B)()],
        bullet: '-',
        listItemIndent: 'one',
        fences: true,
        rule: '-',
        // A hard line break (two trailing spaces) is just a new line in a prompt.
        handlers: { break: () => '\n' },
        // Text that only showed because something followed it on its line (`[//]: # (x)<!-- -->`)
        // must not turn into a definition once that is gone: a `[` starting a line is escaped.
        unsafe: [{ character: '[', atBreak: true }],
    });
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
    let skippingUntil;
    for (const child of parent.children) {
        if (skippingUntil) {
            counter.hidden++;
            if (child.type === 'html' && skippingUntil.test(child.value))
                skippingUntil = undefined;
            continue;
        }
        const replaced = visibleNode(child, counter);
        if (child.type === 'html') {
            const open = /<([a-z][a-z0-9-]*)\b[^>]*>(?![\s\S]*<\/\1\s*>)/i.exec(child.value);
            if (open?.[1] && INVISIBLE_ELEMENTS.test(open[1])) {
                skippingUntil = new RegExp(`</${open[1]}\\s*>`, 'i');
            }
        }
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
    return node.value
        .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
        .replace(/<([a-z][a-z0-9-]*)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, (element, name) => INVISIBLE_ELEMENTS.test(name) ? '' : element)
        .replace(/<\/?[a-z][a-z0-9-]*\b[^>]*>|<![^>]*>|<\?[\s\S]*?\?>/gi, '');
}


/***/ })

};
