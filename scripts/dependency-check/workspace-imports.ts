import { isBuiltin } from 'node:module';
import ts from 'typescript';

/** One module a source file loads: its specifier, and whether only types are taken from it. */
export interface ImportOf {
  specifier: string;
  /** `import type …` / `export type … from` / `import('x').T`: gone once types are stripped. */
  typeOnly: boolean;
}

/** Source files whose imports count: what Node, Vite, Astro or Strapi load. */
export const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|astro)$/;

/**
 * The modules a file imports, read by TypeScript's parser: static and dynamic imports, re-exports,
 * `require`, `require.resolve` and `import.meta.resolve` with a string argument. An `.astro` file
 * contributes its frontmatter and its `<script>` elements.
 */
export function importsOf(fileName: string, text: string): ImportOf[] {
  const sources = fileName.endsWith('.astro') ? astroScripts(text) : [text];
  return sources.flatMap((source) => importsOfScript(fileName.endsWith('.astro') ? `${fileName}.ts` : fileName, source));
}

/**
 * The package a specifier names (`@scope/name` or `name`), or undefined when it names none: a
 * relative or absolute path, a Node.js built-in, or a scheme such as `astro:content` or `virtual:`.
 */
export function packageName(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || /^[a-z][\w+.-]*:/i.test(specifier) || isBuiltin(specifier)) return undefined;
  const parts = (specifier.split('?')[0] ?? specifier).split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function astroScripts(text: string): string[] {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  return frontmatter === undefined ? scripts : [frontmatter, ...scripts];
}

function importsOfScript(fileName: string, text: string): ImportOf[] {
  const found: ImportOf[] = [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push({ specifier: expression.text, typeOnly: node.isTypeOnly });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    } else if (ts.isCallExpression(node) && loadsModule(node.expression)) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * `import(…)`, `require(…)`, `require.resolve(…)`, `import.meta.resolve(…)` and
 * `createRequire(import.meta.url).resolve(…)`: what resolves from the file itself. A require made
 * for another folder (`createRequire(siteDir)`) loads that folder's packages, not this workspace's.
 */
function loadsModule(callee: ts.Expression): boolean {
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isIdentifier(callee)) return callee.text === 'require';
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'resolve') return false;
  const owner = callee.expression;
  if (ts.isIdentifier(owner)) return owner.text === 'require';
  if (ts.isMetaProperty(owner)) return owner.name.text === 'meta';
  return ts.isCallExpression(owner) && isRequireForThisFile(owner);
}

function isRequireForThisFile(call: ts.CallExpression): boolean {
  const [base] = call.arguments;
  return ts.isIdentifier(call.expression) && call.expression.text === 'createRequire' && base?.getText() === 'import.meta.url';
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (/\.(tsx|jsx)$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}
