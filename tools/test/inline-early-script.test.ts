// The shell's early script goes inline into index.html once it is built (tools/webpack/inline-early-script.js).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InlineEarlyScript } from '../webpack/inline-early-script';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'flora-early-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** The plugin's work after its build emitted (webpack calls its afterEmit hook so); index.html after it. */
function afterEmit(index: string, script: string): string {
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, 'early-start.js'), script);
  writeFileSync(path.join(dist, 'early-start.js.map'), '{}');
  const compiler = { hooks: { afterEmit: { tap: (_name: string, run: () => void) => run() } } };
  new InlineEarlyScript({ dist, name: 'early-start.js' }).apply(compiler);
  return readFileSync(path.join(dist, 'index.html'), 'utf8');
}

const PAGE = '<html><head><script defer src=/main.js></script></head><body><script defer data-app-early src=/early-start.js></script><div id=root></div></body></html>';

test('the code takes the place of its tag, without its source map comment, and the files are gone', () => {
  const html = afterEmit(PAGE, '(()=>{fetch("/remotes.json")})();\n//# sourceMappingURL=early-start.js.map');
  expect(html).toBe('<html><head><script defer src=/main.js></script></head><body><script data-app-early>(()=>{fetch("/remotes.json")})();</script><div id=root></div></body></html>');
  expect(existsSync(path.join(dist, 'early-start.js'))).toBe(false);
  expect(existsSync(path.join(dist, 'early-start.js.map'))).toBe(false);
});

test('code with "$" patterns is put in as written', () => {
  expect(afterEmit(PAGE, 'a="$&$1"')).toContain('<script data-app-early>a="$&$1"</script>');
});

test.each([
  ['code that would end the element early', PAGE, 'a="</script><script>evil()"', /cannot be inline/],
  ['a page without the tag', PAGE.replace(/<script defer data-app-early[^>]*><\/script>/, ''), 'a()', /no tag for early-start\.js/],
])('refuses %s, and leaves the page as it was', (_name, index, script, error) => {
  expect(() => afterEmit(index, script)).toThrow(error);
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe(index);
});
