import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The README says what the project is and the two commands; the rest lives in docs/, one file per
 * subject, linked. This keeps the README short and every link between them alive: a link to a
 * file must name one that exists, and a link to a heading (`#anchor`) must name one the target
 * has, spelled as GitHub spells it. A path in backticks that names a folder of the project must
 * exist too, so a file that moves cannot leave the docs behind.
 */

const root = path.resolve(__dirname, '..');
const README_MAX_LINES = 150;

/** Where a path in backticks is checked: it starts with one of the project's folders or is one of its root files. */
const PROJECT_PATH = /^(?:\.ci|app|components|deploy|docs|e2e|graphql|lib|public|scripts)\/\S*$/;
const ROOT_FILES = new Set([
  '.dependency-cruiser.cjs',
  'eslint.config.mjs',
  'instrumentation-client.ts',
  'instrumentation.ts',
  'jest.config.js',
  'middleware.ts',
  'next.config.ts',
  'package-lock.json',
  'package.json',
  'playwright.config.ts',
  'tsconfig.json',
]);
/** A placeholder or a pattern, not a path: `/media/<id>/…`, `lib/core/cache/*.test.ts`, `{a,b}.ts`. */
const NOT_A_PATH = /[<>*…{}$]/;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** The Markdown files of the project's documentation: the README and docs/*.md. */
function documentationFiles(dir: string): string[] {
  const docs = path.join(dir, 'docs');
  const inDocs = existsSync(docs) ? readdirSync(docs).filter((name) => name.endsWith('.md')).map((name) => path.join(docs, name)) : [];
  return [path.join(dir, 'README.md'), ...inDocs.sort()];
}

/** The lines of a Markdown text, with fenced code blocks blanked (their content is no Markdown). */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return '';
    }
    return line;
  });
}

/** Inline code spans of a line: their contents, and the line with each span replaced by its bare text. */
function codeSpans(line: string): { spans: string[]; plain: string } {
  const spans: string[] = [];
  const plain = line.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, _ticks: string, content: string) => {
    spans.push(content.trim());
    return content.trim().replace(/[[\]()]/g, ' ');
  });
  return { spans, plain };
}

/** A heading's anchor as GitHub makes it: its text in lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/`/g, '')
    .replace(/\*/g, '')
    .replace(/<[^>]+>/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its ATX headings' slugs (repeats numbered as GitHub does) and HTML ids. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(match[1]!);
  }
  return anchors;
}

/** Every problem with the links and the project paths of one Markdown file. */
export function problemsOf(file: string, projectRoot: string = root): Problem[] {
  const problems: Problem[] = [];
  const lines = proseLines(readFileSync(file, 'utf8'));
  const anchorsCache = new Map<string, Set<string>>();
  const anchorsIn = (target: string) => {
    let anchors = anchorsCache.get(target);
    if (!anchors) anchorsCache.set(target, (anchors = anchorsOf(readFileSync(target, 'utf8'))));
    return anchors;
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    const report = (message: string) => problems.push({ file: path.relative(projectRoot, file), line, message });
    const { spans, plain } = codeSpans(raw);

    const targets = [
      ...[...plain.matchAll(/!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
      ...[...plain.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(\S+)/g)].map((match) => match[1]!),
    ];
    for (const written of targets) {
      const target = written.replace(/^<|>$/g, '');
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check
      const hash = target.indexOf('#');
      const filePart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
      const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
      const resolved = filePart === '' ? file : filePart.startsWith('/') ? path.join(projectRoot, filePart) : path.resolve(path.dirname(file), filePart);
      if (!existsSync(resolved)) {
        report(`dead link: ${written} (no ${path.relative(projectRoot, resolved) || '.'})`);
        continue;
      }
      if (anchor === null) continue;
      if (resolved.endsWith('.md') && statSync(resolved).isFile()) {
        if (!anchorsIn(resolved).has(anchor)) report(`dead anchor: ${written} (${path.relative(projectRoot, resolved)} has no heading "#${anchor}")`);
      } else if (!/^L\d+(?:-L\d+)?$/.test(anchor)) {
        report(`anchor into a file that is not Markdown: ${written}`);
      }
    }

    for (const span of spans) {
      if (NOT_A_PATH.test(span) || !(PROJECT_PATH.test(span) || ROOT_FILES.has(span))) continue;
      if (!existsSync(path.join(projectRoot, span))) report(`names a path that does not exist: \`${span}\``);
    }
  });
  return problems;
}

const describeProblems = (problems: readonly Problem[]) => problems.map(({ file, line, message }) => `${file}:${line}: ${message}`).join('\n');

describe('the README and docs/', () => {
  test(`the README is at most ${README_MAX_LINES} lines: the rest lives in docs/`, () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test('every link to a file or a heading, and every project path in backticks, leads somewhere', () => {
    const problems = documentationFiles(root).flatMap((file) => problemsOf(file));
    expect(describeProblems(problems)).toBe('');
  });
});

describe('the link check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oz-docs-links-'));
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, 'lib'));
    writeFileSync(path.join(dir, 'lib', 'here.ts'), '');
    writeFileSync(
      path.join(dir, 'docs', 'a.md'),
      [
        '# Running behind a proxy',
        '## `npm run bench:web` — pages, 日本語',
        '## Limits',
        '## Limits',
        '```',
        '[not a link](nowhere.md) `lib/gone.ts`',
        '```',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const check = (text: string) => {
    writeFileSync(path.join(dir, 'README.md'), text);
    return problemsOf(path.join(dir, 'README.md'), dir).map((problem) => problem.message);
  };

  test('slugs headings as GitHub does', () => {
    expect(githubSlug('Running behind a proxy')).toBe('running-behind-a-proxy');
    expect(githubSlug('What is shared, and where')).toBe('what-is-shared-and-where');
    expect(githubSlug("The staff's calendar")).toBe('the-staffs-calendar');
    expect(githubSlug('`npm run bench:web` — pages, 日本語')).toBe('npm-run-benchweb--pages-日本語');
  });

  test('passes links that lead somewhere', () => {
    expect(
      check(
        '[a](docs/a.md) [b](docs/a.md#running-behind-a-proxy) [c](docs/a.md#limits-1) [d](docs/a.md#npm-run-benchweb--pages-日本語) ' +
          '[e](https://example.com/x#y) [f](lib/here.ts) `lib/here.ts` `lib/core/*.test.ts` `/media/<id>/…`',
      ),
    ).toEqual([]);
  });

  test('fails a link to a missing file, a missing heading, and a project path that does not exist', () => {
    expect(check('[gone](docs/missing.md) [typo](docs/a.md#running-behind-proxy) `lib/gone.ts` ``[x](docs/none.md)``')).toEqual([
      'dead link: docs/missing.md (no docs/missing.md)',
      'dead anchor: docs/a.md#running-behind-proxy (docs/a.md has no heading "#running-behind-proxy")',
      'names a path that does not exist: `lib/gone.ts`',
    ]);
  });
});
