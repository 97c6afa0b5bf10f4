/**
 * Fails when a module under src/ exports a value (const, function, class) that no other file
 * names: such an export says "shared" about something private. Other files are src/, test/,
 * bench/ and scripts/ (a seam a test uses counts). Types are left alone: a type in an exported
 * signature is part of that contract even when nobody names it yet. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '..')

/** The .ts files below `dir`, as absolute paths. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name))
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  )
}

/** Names of the values `file` exports by declaration. */
function exportedValues(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  return source.statements.filter(isExported).flatMap((statement) => {
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((d) =>
        ts.isIdentifier(d.name) ? [d.name.text] : [],
      )
    }
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      return statement.name ? [statement.name.text] : []
    }
    return []
  })
}

const sources = tsFiles(join(root, 'src'))
const texts = new Map(
  ['src', 'test', 'bench', 'scripts']
    .flatMap((dir) => tsFiles(join(root, dir)))
    .map((file) => [file, readFileSync(file, 'utf8')]),
)
const unshared: string[] = []
for (const file of sources) {
  for (const name of exportedValues(file, texts.get(file) ?? '')) {
    const word = new RegExp(`\\b${name}\\b`)
    const namedElsewhere = [...texts].some(([other, text]) => other !== file && word.test(text))
    if (!namedElsewhere) unshared.push(`${relative(root, file)}: ${name}`)
  }
}

if (unshared.length > 0) {
  for (const entry of unshared) console.error(`Exported but used only in its own file: ${entry}`)
  process.exit(1)
}
console.log(`Every value exported from the ${sources.length} modules of src/ is used elsewhere.`)
