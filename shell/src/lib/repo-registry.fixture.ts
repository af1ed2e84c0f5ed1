// Tests only: the repository's real remotes.json, with its manifest URLs filled in as the static
// server fills them in, so the guard and route tests run against the registry that is deployed.
import path from 'node:path';
import { createRegistryReader } from '@flora/tools/serve/registry-file';

const REPO_REGISTRY_FILE = path.resolve(__dirname, '../../../remotes.json');

export function repoRegistryDocument(): unknown {
  return createRegistryReader(REPO_REGISTRY_FILE)().registry;
}
