// Tests only: the repository's real remotes.json, with its manifest URLs filled in as the static
// server fills them in, so the guard and route tests run against the registry that is deployed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveRegistry } from '@flora/tools/serve/registry-file';

export const REPO_REGISTRY_FILE = path.resolve(__dirname, '../../../remotes.json');

export function repoRegistryDocument(): unknown {
  return resolveRegistry(JSON.parse(readFileSync(REPO_REGISTRY_FILE, 'utf8')) as unknown);
}
