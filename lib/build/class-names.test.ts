import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  type ClassMap,
  makeClassMap,
  renameSelector,
  renameSourceClasses,
  selectorClasses,
  shortName,
  stylesheetClasses,
} from './class-names';

const map: ClassMap = {
  flex: 'a',
  'font-bold': 'b',
  hidden: 'c',
  'text-center': 'd',
  'sm:block': 'e',
  'w-[3px]': 'f',
  group: 'g',
  'group-hover:underline': 'h',
  'min-[769px]:aspect-[2/1]': 'i',
  '2xl:text-lg': 'j',
  'w-28': 'k',
  italic: 'l',
};

const rename = (code: string, file = 'x.tsx') => renameSourceClasses(code, file, map);

describe('short names', () => {
  it('counts a…Z, then two characters, all valid identifiers', () => {
    expect([0, 1, 25, 26, 51].map(shortName)).toEqual(['a', 'b', 'z', 'A', 'Z']);
    expect(shortName(52)).toBe('aa');
    const names = Array.from({ length: 5000 }, (_, n) => shortName(n));
    expect(new Set(names).size).toBe(5000);
    for (const name of names) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
  });

  it('gives the most used classes the shortest names and skips the names plain CSS uses', () => {
    const uses: Record<string, number> = { 'font-bold': 9, flex: 3 };
    const made = makeClassMap(['px-4', 'flex', 'font-bold'], ['a'], (name) => uses[name] ?? 0);
    expect(made).toEqual({ 'font-bold': 'b', flex: 'c', 'px-4': 'd' });
  });
});

describe('the stylesheet', () => {
  it('reads class names through CSS escapes, and not inside strings', () => {
    expect(selectorClasses('.min-\\[769px\\]\\:aspect-\\[2\\/1\\] > .\\32 xl\\:text-lg[data-x=".no"]')).toEqual(['min-[769px]:aspect-[2/1]', '2xl:text-lg']);
  });

  it('finds the first rule of every block (a selector right after an at-rule)', () => {
    const css = '@layer base {\n  a { color: red; }\n}\n@layer utilities {\n  .pointer-events-none {\n    pointer-events: none;\n  }\n  .print\\:static {\n    @media print {\n      position: static;\n    }\n  }\n}\n';
    expect([...stylesheetClasses(css)]).toEqual(['pointer-events-none', 'print:static']);
  });

  it('renames the mapped classes of a selector and leaves the rest', () => {
    expect(renameSelector('.group:hover .group-hover\\:underline, .is-animated .flex', map)).toBe('.g:hover .h, .is-animated .a');
    expect(renameSelector('.min-\\[769px\\]\\:aspect-\\[2\\/1\\]', map)).toBe('.i');
    expect(renameSelector('.\\32 xl\\:text-lg', map)).toBe('.j');
  });

  it("keeps plain CSS rules' classes out of the utilities (scripts set them at run time)", () => {
    // Tailwind's compiler is ESM that Jest cannot load: it runs under tsx, as in the build.
    const script = `import { collectUtilityClasses } from './lib/build/class-names';
      collectUtilityClasses(process.cwd()).then(({ utilities, plain }) => console.log(JSON.stringify({ utilities: [...utilities], plain: [...plain] })));`;
    const output = execFileSync(path.join('node_modules', '.bin', 'tsx'), ['--eval', script], { encoding: 'utf8' });
    const { utilities, plain } = JSON.parse(output) as { utilities: string[]; plain: string[] };
    expect(plain).toContain('is-animated');
    expect(utilities).not.toContain('is-animated');
    for (const name of ['font-bold', 'print:static', 'pointer-events-none', 'group']) expect(utilities).toContain(name);
  }, 30_000);
});

describe('the sources', () => {
  it('renames className lists, in JSX and in template literals', () => {
    expect(rename('<p className="flex font-bold">x</p>')).toBe('<p className="a b">x</p>');
    expect(rename('<p className={`flex ${on ? "hidden" : "font-bold"} text-center`}>x</p>')).toBe('<p className={`a ${on ? "c" : "b"} d`}>x</p>');
  });

  it('leaves a token that touches an interpolation whole', () => {
    expect(rename('const cardClass = `flex font-bold${suffix}`;')).toBe('const cardClass = `a font-bold${suffix}`;');
  });

  it('renames a list of classes anywhere, a lone plain class only where a class is expected', () => {
    expect(rename("const styles = { card: 'flex font-bold', wide: 'sm:block', bar: 'w-[3px]' };")).toBe("const styles = { card: 'a b', wide: 'e', bar: 'f' };");
    expect(rename("const display = 'hidden'; const mark = { name: 'italic' };")).toBe("const display = 'hidden'; const mark = { name: 'italic' };");
    expect(rename("const toneClass = 'text-center'; const STYLE_CLASSES = { center: 'text-center' };")).toBe("const toneClass = 'd'; const STYLE_CLASSES = { center: 'd' };");
    expect(rename("cn('hidden', on && 'italic')")).toBe("cn('c', on && 'l')");
  });

  it('renames the argument given for a parameter named …Class', () => {
    const code = "const select = (part: string, widthClass: string) => <i className={widthClass} />; select('year', 'w-28');";
    expect(rename(code)).toBe("const select = (part: string, widthClass: string) => <i className={widthClass} />; select('year', 'k');");
  });

  it('leaves text, object keys, types, imports and mixed strings alone', () => {
    const code = [
      "import x from 'flex';",
      "type Tone = 'hidden' | 'flex';",
      "const o = { 'font-bold': 1 };",
      "const text = 'flex is a word';",
      "const css = 'display: flex';",
      "const escaped = 'flex\\tfont-bold';",
    ].join('\n');
    expect(rename(code, 'x.ts')).toBe(code);
  });
});
