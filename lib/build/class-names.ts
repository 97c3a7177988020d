/**
 * Short class names in production builds.
 *
 * Every element's class list travels twice, in the HTML and again in the page's inline RSC
 * payload, and Tailwind's names are long (`min-[769px]:aspect-[2/1]`). A production build gives
 * each Tailwind utility a one- or two-letter name instead, in the stylesheet and in our source,
 * from one map made before the build starts:
 *
 * - `collectUtilityClasses` compiles app/globals.css with Tailwind over the project's sources, as
 *   its PostCSS plugin does, and keeps the class names found only in generated utilities. Classes
 *   written as plain CSS rules (`.animate-ready`, `.is-animated`, the article body's) keep their
 *   names: scripts and stored content set those at run time.
 * - `renameSourceClasses` (lib/build/class-names-loader.cjs, on our .ts/.tsx files) rewrites
 *   string literals that are class lists; `renameSelector` (lib/build/class-names-postcss.cjs,
 *   after Tailwind) rewrites the selectors. Development builds keep Tailwind's names.
 *
 * A class list the source rewrite did not recognise would keep its long name and lose its style;
 * e2e/class-names.spec.ts fails when any element on the public pages or the admin carries one.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type ClassMap = Record<string, string>;

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REST = `${FIRST}0123456789_`;

/** The n-th short name: a…Z, then aa, ab…; valid CSS identifiers that need no escaping. */
export function shortName(n: number): string {
  if (n < FIRST.length) return FIRST[n]!;
  let rest = n - FIRST.length;
  let name = '';
  let width = 2;
  let capacity = FIRST.length * REST.length;
  while (rest >= capacity) {
    rest -= capacity;
    width += 1;
    capacity *= REST.length;
  }
  for (let i = 1; i < width; i += 1) {
    name = REST[rest % REST.length] + name;
    rest = Math.floor(rest / REST.length);
  }
  return FIRST[rest]! + name;
}

/**
 * Gives each utility a short name, the most used first (`uses` counts a class's appearances in
 * the sources). Names already taken by a plain CSS class are skipped.
 */
export function makeClassMap(utilities: Iterable<string>, reserved: Iterable<string>, uses: (name: string) => number = () => 0): ClassMap {
  const taken = new Set(reserved);
  const ordered = [...new Set(utilities)].filter((name) => !taken.has(name));
  const utilityNames = new Set(ordered);
  const count = new Map(ordered.map((name) => [name, uses(name)]));
  ordered.sort((a, b) => count.get(b)! - count.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  const map: ClassMap = {};
  let n = 0;
  for (const name of ordered) {
    let short = shortName(n++);
    while (taken.has(short) || utilityNames.has(short)) short = shortName(n++);
    map[name] = short;
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// CSS

/** A class selector, with CSS escapes (`\:`, `\[`, `\32 `); quoted strings are skipped whole. */
const SELECTOR_TOKEN = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\.((?:[\w-]|[^\x00-\x7f]|\\[0-9a-fA-F]{1,6}[ \t\n]?|\\[^0-9a-fA-F\n])+)/g;

function unescapeCss(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6})[ \t\n]?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** The class names a selector list names. */
export function selectorClasses(selector: string): string[] {
  const names: string[] = [];
  for (const match of selector.matchAll(SELECTOR_TOKEN)) if (match[1]) names.push(unescapeCss(match[1]));
  return names;
}

/** A selector with every class of the map renamed. */
export function renameSelector(selector: string, map: ClassMap): string {
  return selector.replace(SELECTOR_TOKEN, (whole, escaped: string | undefined) => {
    if (!escaped) return whole;
    const short = map[unescapeCss(escaped)];
    return short ? `.${short}` : whole;
  });
}

/** Every class name in a stylesheet's rule selectors (at-rule parameters are not selectors). */
export function stylesheetClasses(css: string): Set<string> {
  const names = new Set<string>();
  // A selector is the text before a `{` back to the previous `{`, `}` or `;`.
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/(?:^|[{};])\s*([^{};@\s][^{};]*)\{/g)) {
    for (const name of selectorClasses(match[1]!)) names.add(name);
  }
  return names;
}

// ---------------------------------------------------------------------------------------------
// Tailwind

/**
 * The class names only Tailwind's generated utilities use (`utilities`), and those plain CSS
 * rules use (`plain`), for the stylesheet at `cssFile` over the sources it names.
 */
export async function collectUtilityClasses(root: string, cssFile = path.join(root, 'app', 'globals.css')): Promise<{ utilities: Set<string>; plain: Set<string> }> {
  const { compile } = await import('@tailwindcss/node');
  const { Scanner } = await import('@tailwindcss/oxide');
  const css = readFileSync(cssFile, 'utf8');
  const base = path.dirname(cssFile);
  const compiler = await compile(css, { base, onDependency: () => {} });
  const sources = (compiler.root === 'none' ? [] : compiler.root === null ? [{ base: root, pattern: '**/*', negated: false }] : [{ ...compiler.root, negated: false }]).concat(compiler.sources);
  const candidates = new Scanner({ sources }).scan();
  // The compiler builds incrementally: first the stylesheet alone, then with the utilities.
  const plain = stylesheetClasses(compiler.build([]));
  const all = stylesheetClasses(compiler.build(candidates));
  const utilities = new Set([...all].filter((name) => !plain.has(name)));
  return { utilities, plain };
}

// ---------------------------------------------------------------------------------------------
// Source

/** A declaration, property, attribute or parameter whose name says it holds classes. */
const CLASS_NAME = /class/i;
/** Helpers that join class lists. */
const CLASS_JOINERS = new Set(['cn', 'clsx', 'cx', 'join', 'classNames']);

function nameText(name: ts.Node | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return name.name.text;
  return undefined;
}

/** The parameter names of the functions a file declares by name (`function f`, `const f = () =>`). */
function parameterNames(source: ts.SourceFile): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name) names.set(node.name.text, node.parameters.map((p) => nameText(p.name) ?? ''));
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      names.set(node.name.text, node.initializer.parameters.map((p) => nameText(p.name) ?? ''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Whether `node` sits where a class list is expected: a className, a `…Class` value or
 * parameter (and the argument given for one), cn(…).
 */
function inClassContext(node: ts.Node, parameters: Map<string, string[]>): boolean {
  let child = node;
  for (let at = node.parent; at && !ts.isSourceFile(at); child = at, at = at.parent) {
    if (ts.isJsxAttribute(at)) return CLASS_NAME.test(nameText(at.name) ?? '');
    if (ts.isCallExpression(at) && ts.isIdentifier(at.expression)) {
      const callee = at.expression.text;
      if (CLASS_JOINERS.has(callee)) return true;
      const index = at.arguments.indexOf(child as ts.Expression);
      if (index >= 0 && CLASS_NAME.test(parameters.get(callee)?.[index] ?? '')) return true;
    }
    if (
      (ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at) || ts.isParameter(at) || ts.isBindingElement(at) || ts.isPropertyDeclaration(at)) &&
      CLASS_NAME.test(nameText(at.name) ?? '')
    ) {
      return true;
    }
    if (ts.isFunctionLike(at) && CLASS_NAME.test(nameText(at.name) ?? '')) return true;
    if (ts.isBlock(at) || ts.isJsxElement(at) || ts.isJsxSelfClosingElement(at)) return false;
  }
  return false;
}

/**
 * Renames the class tokens of one literal's text. A list of two or more classes, or one class
 * with a variant or an arbitrary value (`sm:block`, `w-[3px]`), is a class list anywhere; a lone
 * plain class (`hidden`, `text-center`) only where a class is expected, since the same word can be
 * a CSS value or a name. Tokens touching an interpolation (`${…}`) are left whole.
 */
function renameText(text: string, map: ClassMap, classContext: boolean, openStart: boolean, openEnd: boolean): string | null {
  const tokens = text.split(/(\s+)/);
  const edge = (i: number) => (openStart && i === 0) || (openEnd && i === tokens.length - 1);
  const whole = tokens.map((token, i) => ({ token, i })).filter(({ token, i }) => token !== '' && !/^\s+$/.test(token) && !edge(i));
  if (whole.length === 0) return null;
  // Mixed text: only a class context may hold names of classes with no style of their own.
  if (!classContext && !whole.every(({ token }) => map[token] !== undefined)) return null;
  const isList = whole.length >= 2 || whole.some(({ token }) => /[:[/]/.test(token));
  if (!isList && !classContext) return null;
  let changed = false;
  for (const { token, i } of whole) {
    const short = map[token];
    if (short) {
      tokens[i] = short;
      changed = true;
    }
  }
  return changed ? tokens.join('') : null;
}

/** The TypeScript/TSX source with the class lists in its string literals renamed. */
export function renameSourceClasses(code: string, fileName: string, map: ClassMap): string {
  if (Object.keys(map).length === 0) return code;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const edits: { start: number; end: number; text: string }[] = [];
  const parameters = parameterNames(source);

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    let raw: { start: number; end: number; openStart: boolean; openEnd: boolean } | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
      if (ts.isElementAccessExpression(node.parent) || ts.isCaseClause(node.parent)) return;
      raw = { start: node.getStart(source) + 1, end: node.end - 1, openStart: false, openEnd: false };
    } else if (ts.isTemplateHead(node)) {
      raw = { start: node.getStart(source) + 1, end: node.end - 2, openStart: false, openEnd: true };
    } else if (ts.isTemplateMiddle(node)) {
      raw = { start: node.getStart(source) + 1, end: node.end - 2, openStart: true, openEnd: true };
    } else if (ts.isTemplateTail(node)) {
      raw = { start: node.getStart(source) + 1, end: node.end - 1, openStart: true, openEnd: false };
    }
    if (raw) {
      const text = code.slice(raw.start, raw.end);
      // Escapes would shift meanings; class lists never need them.
      if (!text.includes('\\')) {
        const context = inClassContext(node, parameters);
        const renamed = renameText(text, map, context, raw.openStart, raw.openEnd);
        if (renamed !== null) edits.push({ start: raw.start, end: raw.end, text: renamed });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The build's map

/** The folders whose .ts/.tsx files the loader rewrites (and whose uses order the short names). */
export const SOURCE_DIRS = ['app', 'components', 'lib'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

/**
 * Where a build's map is kept: outside its output folder, which `next build` empties after
 * reading its config, and named after that folder (a benchmark builds beside the site).
 */
export function classMapFile(root: string, distDir = '.next'): string {
  return path.join(root, 'node_modules', '.cache', 'oz-class-names', `${path.basename(distDir)}.json`);
}

/** Makes the map for the project at `root` and writes it to `file` (JSON); returns the map. */
export async function writeClassMap(root: string, file: string): Promise<ClassMap> {
  const { utilities, plain } = await collectUtilityClasses(root);
  const uses = new Map<string, number>();
  for (const dir of SOURCE_DIRS) {
    for (const source of sourceFiles(path.join(root, dir))) {
      for (const token of readFileSync(source, 'utf8').split(/[\s"'`{}()]+/)) {
        if (utilities.has(token)) uses.set(token, (uses.get(token) ?? 0) + 1);
      }
    }
  }
  const map = makeClassMap(utilities, plain, (name) => uses.get(name) ?? 0);
  mkdirSync(path.dirname(file), { recursive: true });
  // Build workers may write the same map at once: each writes its own file and renames it.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(map));
  renameSync(temporary, file);
  return map;
}
