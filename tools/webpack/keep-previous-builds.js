// Deploys that keep open tabs working (DESIGN §11): a production build replaces the entries
// (index.html, remoteEntry.js, mf-manifest.json: served no-cache) but keeps the previous builds'
// content-hashed chunks, which a tab still running an old entry asks for, for RETENTION_DAYS after the
// first build that no longer had them. Only then does a build delete them. When each chunk left the
// build is recorded in dist/RETIRED_LEDGER (a dotfile: the static server does not serve it). A tab
// older than that which meets a missing chunk loads the remote's new build (shared/src/remote/stale-build.ts).
const fs = require('node:fs');
const path = require('node:path');

/** Content-hashed chunk files, their source maps and license notes (chunkFilename '[name].[contenthash:8].js'). */
const HASHED_CHUNK = /\.[0-9a-f]{8}\.js(\.map|\.LICENSE\.txt)?$/;
const RETENTION_DAYS = 7;
const RETIRED_LEDGER = '.retired-chunks.json';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What CleanPlugin (output.clean) must leave for this plugin to decide. */
const keptForRetention = (file) => file === RETIRED_LEDGER || HASHED_CHUNK.test(file);

/**
 * After a build wrote `current` (its asset names) into `dist`: records when each chunk of an earlier
 * build left it, and deletes those retired longer than the retention. Returns the deleted files.
 */
function pruneRetiredChunks(dist, current, now = Date.now(), retentionMs = RETENTION_DAYS * DAY_MS) {
  const ledgerFile = path.join(dist, RETIRED_LEDGER);
  let retired = {};
  try {
    retired = JSON.parse(fs.readFileSync(ledgerFile, 'utf8'));
  } catch {
    // first build with a ledger: every earlier chunk retires now
  }
  const live = new Set(current);
  const next = {};
  const deleted = [];
  for (const file of fs.readdirSync(dist).filter((f) => HASHED_CHUNK.test(f) && !live.has(f)).sort()) {
    const since = retired[file] ?? now;
    if (now - since > retentionMs) {
      fs.rmSync(path.join(dist, file), { force: true });
      deleted.push(file);
    } else {
      next[file] = since;
    }
  }
  fs.writeFileSync(ledgerFile, `${JSON.stringify(next, null, 1)}\n`);
  return deleted;
}

class KeepPreviousBuilds {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('KeepPreviousBuilds', (compilation) => {
      const dist = compilation.outputOptions.path;
      pruneRetiredChunks(dist, compilation.getAssets().map((asset) => asset.name));
    });
  }
}

module.exports = { HASHED_CHUNK, KeepPreviousBuilds, keptForRetention, pruneRetiredChunks, RETENTION_DAYS };
