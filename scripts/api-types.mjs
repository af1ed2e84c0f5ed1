// `pnpm api-types`: regenerates @flora/shared's API types (shared/src/http/api-types.ts) from the
// API's own OpenAPI description. `--check` (run by `npm test`) only compares, and fails when the
// committed types differ from what the current API describes: a renamed field breaks the build,
// not a screen. (`--target FILE` compares or writes another file: the check's own test uses it.)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { ROOT, log } from './lib/toolchain.mjs';
import { buildStale } from './lib/build.mjs';

const targetArg = process.argv.indexOf('--target');
const TARGET = targetArg > 0 ? path.resolve(process.argv[targetArg + 1]) : path.join(ROOT, 'shared/src/http/api-types.ts');
const HEADER = `// Generated from the API's OpenAPI description by \`pnpm api-types\` (scripts/api-types.mjs).
// Do not edit: change the API's route schemas and regenerate. \`npm test\` fails when this file is stale.
/* eslint-disable */
`;

export async function generateApiTypes() {
  await buildStale(['api']);
  const described = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/cli/openapi.js')], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (described.status !== 0) throw new Error(`the API could not describe itself:\n${described.stderr}`);
  const ast = await openapiTS(JSON.parse(described.stdout), { alphabetize: true });
  return HEADER + astToString(ast);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const fresh = await generateApiTypes();
  const committed = existsSync(TARGET) ? readFileSync(TARGET, 'utf8') : '';
  if (check) {
    if (fresh !== committed) {
      log(`API types are stale: ${path.relative(ROOT, TARGET)} differs from the API's OpenAPI description. Run \`pnpm api-types\` and commit.`);
      process.exit(1);
    }
    log('API types match the API\'s OpenAPI description');
  } else if (fresh !== committed) {
    writeFileSync(TARGET, fresh);
    log(`wrote ${path.relative(ROOT, TARGET)}`);
  } else {
    log('API types already up to date');
  }
}
