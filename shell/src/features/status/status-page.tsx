// /status/ (staff): what this browser loaded from each remote in /remotes.json — its manifest, the
// build (version and build id), whether its entry loaded here and how long it took, the last error —
// and the shared-library versions each remote was built against, with a warning where the shell's
// singleton is outside a remote's range. Loaded on demand: nothing here is in the shell's first bundle.
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Banner, Button, DataList, EmptyState, LoadingState, Page, StatusPill, VisuallyHidden, type DataListColumn, type StatusPillTone } from '@flora/shared';
import {
  entryRecords,
  loadEntryNow,
  registryRecord,
  subscribeToEntries,
  type EntryRecord,
  type EntryState,
  type RegisteredRemote,
} from '../../lib/load-telemetry';
import { compareShared, mismatchMessage, shellSharedVersions, type SharedRow, type SharedVerdict } from './shared-compat';
import { useManifests, type ManifestState } from './use-manifests';
import styles from './status-page.module.css';

const ENTRY_PILLS: Record<EntryState, { tone: StatusPillTone; text: string }> = {
  loaded: { tone: 'success', text: 'Loaded' },
  'not-loaded': { tone: 'neutral', text: 'Not yet' },
  loading: { tone: 'info', text: 'Loading' },
  failed: { tone: 'error', text: 'Failed' },
};

const SHARED_PILLS: Record<SharedVerdict, { tone: StatusPillTone; text: string }> = {
  ok: { tone: 'success', text: 'Matches' },
  mismatch: { tone: 'warning', text: 'Mismatch' },
  unshared: { tone: 'neutral', text: 'Not in the shell' },
};

interface RemoteRow extends RegisteredRemote {
  label: string;
  manifest: ManifestState;
  entry: EntryRecord;
  shared: SharedRow[] | null;
}

/** How the app names each remote ("The results app"), by registry name. */
export type RemoteLabels = Readonly<Partial<Record<string, string>>>;

const NONE = <span className={styles.muted}>—</span>;

function VersionCell({ manifest }: { manifest: ManifestState }) {
  if (manifest.status === 'loading') return <span className={styles.muted}>Checking…</span>;
  if (manifest.status === 'error') return <span className={styles.error}>Manifest unreachable: {manifest.message}</span>;
  const { buildName, buildVersion, buildId } = manifest.info;
  return (
    <span className={styles.version}>
      <span>{[buildName, buildVersion].filter(Boolean).join(' ') || 'Unnamed build'}</span>
      <span className={styles.muted}>
        build <code>{buildId}</code>
      </span>
    </span>
  );
}

function LoadButton({ row }: { row: RemoteRow }) {
  const [busy, setBusy] = useState(false);
  if (row.entry.state === 'loaded') return NONE;
  async function load() {
    setBusy(true);
    try {
      await loadEntryNow(row.remote);
    } catch {
      // recorded in the row: its state reads Failed, with the error
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" onClick={() => void load()} loading={busy || row.entry.state === 'loading'} loadingLabel={`Loading ${row.remote}…`}>
      {row.entry.state === 'failed' ? 'Try again' : 'Load'}
      <VisuallyHidden> {row.remote}</VisuallyHidden>
    </Button>
  );
}

const REMOTE_COLUMNS: DataListColumn<RemoteRow>[] = [
  {
    key: 'remote',
    header: 'Remote',
    rowHeader: true,
    render: (row) => (
      <span className={styles.version}>
        <span>{row.remote}</span>
        {row.label && <span className={styles.muted}>{row.label}</span>}
      </span>
    ),
  },
  { key: 'manifest', header: 'Manifest', render: (row) => <code className={styles.url}>{row.manifestUrl}</code> },
  { key: 'version', header: 'Version', render: (row) => <VersionCell manifest={row.manifest} /> },
  {
    key: 'entry',
    header: 'Entry in this browser',
    render: (row) => <StatusPill tone={ENTRY_PILLS[row.entry.state].tone}>{ENTRY_PILLS[row.entry.state].text}</StatusPill>,
  },
  { key: 'time', header: 'Load time', render: (row) => (row.entry.state === 'loaded' && row.entry.durationMs !== undefined ? `${row.entry.durationMs} ms` : NONE) },
  { key: 'error', header: 'Last error', render: (row) => (row.entry.lastError ? <span className={styles.error}>{row.entry.lastError}</span> : NONE) },
  { key: 'action', header: 'Action', render: (row) => <LoadButton row={row} /> },
];

const SHARED_COLUMNS: DataListColumn<SharedRow>[] = [
  { key: 'name', header: 'Library', rowHeader: true, render: (row) => <code>{row.name}</code> },
  { key: 'built', header: 'Built with', render: (row) => row.version ?? NONE },
  { key: 'range', header: 'Requires', render: (row) => row.requiredVersion ?? NONE },
  { key: 'shell', header: 'Shell provides', render: (row) => row.shellVersion ?? NONE },
  { key: 'state', header: 'Status', render: (row) => <StatusPill tone={SHARED_PILLS[row.verdict].tone}>{SHARED_PILLS[row.verdict].text}</StatusPill> },
];

function SharedLibraries({ rows, shellVersions }: { rows: RemoteRow[]; shellVersions: Readonly<Record<string, string>> }) {
  const mismatches = rows.flatMap((row) => (row.shared ?? []).filter((s) => s.verdict === 'mismatch').map((s) => mismatchMessage(row.remote, s)));
  const checked = rows.every((row) => row.manifest.status !== 'loading');
  const shellRows = Object.entries(shellVersions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, version]) => ({ name, version }));
  return (
    <section aria-labelledby="shared-heading" className={styles.section}>
      <h2 id="shared-heading" className={styles.heading}>
        Shared libraries
      </h2>
      <p className={styles.intro}>
        Each remote is built against ranges of the libraries shared as singletons; the shell&apos;s version must be in every range.
      </p>
      {mismatches.length > 0 ? (
        <Banner tone="warning" title={mismatches.length === 1 ? 'A version mismatch' : `${mismatches.length} version mismatches`}>
          <ul className={styles.mismatches}>
            {mismatches.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Banner>
      ) : (
        checked && <Banner tone="success">Every remote&apos;s ranges accept the shell&apos;s versions.</Banner>
      )}
      <h3 className={styles.subheading}>The shell</h3>
      <DataList
        aria-label="Libraries the shell provides"
        columns={[
          { key: 'name', header: 'Library', rowHeader: true, render: (r: { name: string }) => <code>{r.name}</code> },
          { key: 'version', header: 'Version', render: (r: { version: string }) => r.version },
        ]}
        rows={shellRows}
        rowKey={(r) => r.name}
        empty="The shell shares no libraries in this build."
      />
      {rows.map((row) => (
        <div key={row.remote}>
          <h3 className={styles.subheading}>{row.remote}</h3>
          {row.shared ? (
            <DataList
              aria-label={`Libraries ${row.remote} was built against`}
              columns={SHARED_COLUMNS}
              rows={row.shared}
              rowKey={(s) => s.name}
              empty="This remote shares no libraries."
            />
          ) : (
            <p className={styles.muted}>{row.manifest.status === 'loading' ? 'Checking…' : 'Unknown: its manifest could not be read.'}</p>
          )}
        </div>
      ))}
    </section>
  );
}

function Remotes({ remotes, labels }: { remotes: readonly RegisteredRemote[]; labels: RemoteLabels }) {
  const entries = useSyncExternalStore(subscribeToEntries, entryRecords);
  const manifests = useManifests(remotes);
  const shellVersions = useMemo(() => shellSharedVersions(), []);
  const rows: RemoteRow[] = remotes.map((r) => {
    const manifest = manifests.byRemote[r.remote] ?? { status: 'loading' };
    return {
      ...r,
      label: labels[r.remote] ?? '',
      manifest,
      entry: entries[r.remote] ?? { state: 'not-loaded' },
      shared: manifest.status === 'ok' ? compareShared(manifest.info.shared, shellVersions) : null,
    };
  });

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted} aria-live="polite">
          {manifests.refreshing ? 'Fetching manifests…' : manifests.checkedAt && `Manifests fetched at ${manifests.checkedAt.toLocaleTimeString()}.`}
        </p>
        <Button variant="secondary" onClick={manifests.refresh} loading={manifests.refreshing} loadingLabel="Fetching manifests…">
          Refresh
        </Button>
      </div>
      <DataList caption="Remotes in /remotes.json" columns={REMOTE_COLUMNS} rows={rows} rowKey={(row) => row.remote} className={styles.remotes} />
      <SharedLibraries rows={rows} shellVersions={shellVersions} />
    </>
  );
}

export function StatusPage({ labels = {} }: { labels?: RemoteLabels }) {
  const registry = useSyncExternalStore(subscribeToEntries, registryRecord);
  return (
    <Page title="Remote status" description="What this browser loaded from each remote, and the shared-library versions each was built against.">
      {registry.state === 'pending' && <LoadingState label="Reading the remote registry…" />}
      {registry.state === 'failed' && (
        <Banner tone="error" title="The remote registry could not be loaded">
          {registry.error}. Reload the page to try again.
        </Banner>
      )}
      {registry.state === 'ready' &&
        (registry.remotes.length === 0 ? (
          <EmptyState title="No remotes registered" message="/remotes.json lists no remotes." />
        ) : (
          <Remotes remotes={registry.remotes} labels={labels} />
        ))}
    </Page>
  );
}
