#!/usr/bin/env node
// The check a remote's team runs in CI before deploying (docs/remotes.md): its built
// mf-manifest.json against the contract and the shell's shared singletons (remote-contract.js).
//   node tools/federation/check-remote.mjs mf-results/dist/mf-manifest.json
// Exit 0: fit to deploy; 1: each problem printed; 2: no readable manifest.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { remoteContractProblems } = createRequire(import.meta.url)('./remote-contract.js');

const file = process.argv[2];
if (!file) {
  console.error('usage: node tools/federation/check-remote.mjs <path to a remote build>/mf-manifest.json');
  process.exit(2);
}
let manifest;
try {
  manifest = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`cannot read ${file}: ${error.message}`);
  process.exit(2);
}
const problems = remoteContractProblems(manifest, file);
if (problems.length) {
  console.error(`${file} breaks the remote contract:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`${file}: exposes ./app, shares the shell's singletons, every range accepts the shell's versions`);
