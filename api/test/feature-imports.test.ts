// Feature folders (src/features/<area>/) depend on each other in one direction only (and only
// through each one's index.ts, which lint enforces: eslint.config.mjs): what two areas
// share lives outside both (src/common/, src/schemas/; fulfilments are registered in app.ts). This
// reads every import of every feature file (TypeScript's own pre-processor: type-only imports,
// `export … from` and import() count too) and fails on a cycle between folders, direct (A imports
// B, B imports A) or through others (A -> B -> C -> A).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FEATURES = path.join(__dirname, '..', 'src', 'features');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );

/** The feature folder a path is in, or null outside src/features/. */
const areaOf = (file: string): string | null => {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
};

/** The modules a source imports or re-exports, type-only ones and import() included. */
const specifiersOf = (source: string) => ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);

/** area -> the areas it imports -> the first file (and what it imports) that does. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of filesUnder(FEATURES)) {
    const from = areaOf(file)!;
    const edges = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = areaOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from && !edges.has(to)) edges.set(to, `${path.relative(FEATURES, file)} imports ${specifier}`);
    }
  }
  return graph;
}

/** Every cycle, once, each as the path of areas with the import that makes each step. */
function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, area: string, trail: string[], seen: Set<string>) => {
    for (const [next, why] of graph.get(area) ?? []) {
      const step = [...trail, `-> ${next} (${why})`];
      if (next === start) {
        found.add([start, ...step].join(' '));
      } else if (!seen.has(next) && next > start) {
        // each cycle is reported from its smallest area only
        walk(start, next, step, new Set([...seen, next]));
      }
    }
  };
  for (const area of graph.keys()) walk(area, area, [], new Set([area]));
  return [...found];
}

it('has no import cycle between feature folders', () => {
  // The reader sees every kind of import, and the folders' real ones, so an empty answer means something.
  const source = "import type { A } from '../a/x';\nimport {\n  b,\n} from '../b/x';\nexport * from '../c/x';\nconst d = () => import('../d/x');";
  expect(specifiersOf(source)).toEqual(['../a/x', '../b/x', '../c/x', '../d/x']);
  const graph = featureGraph();
  expect(graph.get('payments')?.get('orders')).toMatch(/imports \.\.\/orders$/);
  expect(cycles(graph)).toEqual([]);
});
