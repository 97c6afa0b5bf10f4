/**
 * Mermaid's bundled ES module build: the same version and API as `mermaid` (whose types these
 * are), its dependencies in a few chunks rather than a thousand files to resolve and link.
 */
declare module 'mermaid/dist/mermaid.esm.mjs' {
  export { default } from 'mermaid'
}
