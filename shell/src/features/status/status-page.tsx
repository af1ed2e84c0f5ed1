// /status/ (staff): what this browser loaded from each remote in /remotes.json — which build it serves
// this user (stable or canary, and the canary's share), its manifest, the
// build (version and build id), whether its entry loaded here and how long it took, the last error —
// and the shared-library versions each remote was built against, with a warning where the shell's
// singleton is outside a remote's range. Loaded on demand: nothing here is in the shell's first bundle.
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { Registry } from '../../lib/registry';
import {
  Banner,
  Button,
  currentUser,
  cx,
  EmptyState,
  layoutClassNames,
  LoadingState,
  Page,
  StatusPill,
  type StatusPillTone,
  VisuallyHidden,
} from '@flora/shared';
import { DataList, type DataListColumn } from '@flora/shared/widgets';
import {
  entryRecords,
  loadEntryNow,
  registryRecord,
  subscribeToEntries,
  type EntryRecord,
  type EntryState,
} from '../../lib/load-telemetry';
import { servedManifest, versionsOf, type Canary, type RemoteVersions, type ServedVersion } from '../../lib/remote-versions';
import { compareShared, mismatchMessage, shellSharedVersions, type SharedRow } from './shared-compat';
import { useManifests, type ManifestState } from './use-manifests';
import styles from './status-page.module.css';

const ENTRY_PILLS: Record<EntryState, { tone: StatusPillTone; text: string }> = {
  loaded: { tone: 'success', text: 'Loaded' },
  'not-loaded': { tone: 'neutral', text: 'Not yet' },
  loading: { tone: 'info', text: 'Loading' },
  failed: { tone: 'error', text: 'Failed' },
};

const SHARED_PILLS = { mismatch: { tone: 'warning' as StatusPillTone, text: 'Mismatch' } };

interface RemoteRow extends ListedRemote {
  manifest: ManifestState;
  entry: EntryRecord;
  shared: SharedRow[] | null;
}

/** A remote as the page lists it: the registry's name and label, and the build this user gets. */
interface ListedRemote {
  remote: string;
  label: string;
  manifestUrl: string;
  served: ServedVersion;
  canary?: Canary;
}

function listed(remote: string, label: string, versions: RemoteVersions, userId: number | null): ListedRemote {
  const { url, version } = servedManifest(remote, versions, userId);
  return { remote, label, manifestUrl: url, served: version, canary: versions.canary };
}

const SERVED_TEXT: Record<ServedVersion, string> = { stable: 'Stable', canary: 'Canary', override: 'QA override' };

/** Which build this user gets, and the canary's share when the remote has one. */
function ServedCell({ row }: { row: ListedRemote }) {
  return (
    <span className={styles.stack}>
      <span>{SERVED_TEXT[row.served]}</span>{' '}
      <span className={styles.detail}>{row.canary ? `canary for ${row.canary.share} % of users` : 'no canary'}</span>
    </span>
  );
}

const NONE = <span className={styles.muted}>—</span>;

function VersionCell({ manifest }: { manifest: ManifestState }) {
  if (manifest.status === 'loading') return <span className={styles.muted}>Checking…</span>;
  if (manifest.status === 'error') return <span className={styles.error}>Manifest unreachable: {manifest.message}</span>;
  const { buildName, buildVersion, buildId } = manifest.info;
  return (
    <span className={styles.stack}>
      <span>{buildVersion ?? 'No version'}</span>{' '}
      <span className={styles.detail}>
        build <code>{buildId}</code>
      </span>{' '}
      {buildName && <span className={styles.detail}>{buildName}</span>}
    </span>
  );
}

/** The URL, breakable after its origin ("http://localhost:3002" / "/mf-manifest.json") rather than anywhere. */
function ManifestUrl({ url }: { url: string }) {
  const cut = url.indexOf('/', url.indexOf('//') + 2);
  return (
    <code className={styles.url}>
      {cut > 0 ? (
        <>
          <span className={styles.nowrap}>{url.slice(0, cut)}</span>
          <wbr />
          <span className={styles.nowrap}>{url.slice(cut)}</span>
        </>
      ) : (
        url
      )}
    </code>
  );
}

function LoadButton({ row }: { row: RemoteRow }) {
  const [busy, setBusy] = useState(false);
  if (row.entry.state === 'loaded') return null;
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
    render: (row) =>
      row.label ? (
        <span className={styles.stack}>
          <span>{row.label}</span> <span className={styles.detail}>({row.remote})</span>
        </span>
      ) : (
        row.remote
      ),
  },
  { key: 'served', header: 'Serves you', render: (row) => <ServedCell row={row} /> },
  { key: 'manifest', header: 'Manifest', render: (row) => <ManifestUrl url={row.manifestUrl} /> },
  { key: 'version', header: 'Version', render: (row) => <VersionCell manifest={row.manifest} /> },
  {
    key: 'entry',
    header: 'Entry in this browser',
    render: (row) => (
      <span className={styles.entry}>
        <StatusPill tone={ENTRY_PILLS[row.entry.state].tone}>{ENTRY_PILLS[row.entry.state].text}</StatusPill>
        <LoadButton row={row} />
      </span>
    ),
  },
  { key: 'time', header: 'Load time', render: (row) => (row.entry.state === 'loaded' && row.entry.durationMs !== undefined ? `${row.entry.durationMs} ms` : NONE) },
  { key: 'error', header: 'Last error', render: (row) => (row.entry.lastError ? <span className={styles.error}>{row.entry.lastError}</span> : NONE) },
];

/** One shared library across the shell and every remote: what the shell provides, what each requires. */
interface LibraryRow {
  name: string;
  shellVersion?: string;
  byRemote: Readonly<Record<string, SharedRow | undefined>>;
}

function libraryRows(rows: RemoteRow[], shellVersions: Readonly<Record<string, string>>): LibraryRow[] {
  const names = new Set([...Object.keys(shellVersions), ...rows.flatMap((row) => (row.shared ?? []).map((s) => s.name))]);
  return [...names].sort().map((name) => ({
    name,
    shellVersion: shellVersions[name],
    byRemote: Object.fromEntries(rows.map((row) => [row.remote, row.shared?.find((s) => s.name === name)])),
  }));
}

function RangeCell({ remote, library }: { remote: RemoteRow; library: LibraryRow }) {
  if (!remote.shared) return <span className={styles.muted}>{remote.manifest.status === 'loading' ? 'Checking…' : 'Unknown'}</span>;
  const shared = library.byRemote[remote.remote];
  if (!shared) return <span className={styles.muted}>Not used</span>;
  const range = shared.requiredVersion ?? shared.version ?? 'any';
  if (shared.verdict !== 'mismatch') return range;
  return (
    <span className={styles.stack}>
      <span>{range}</span>
      <StatusPill tone={SHARED_PILLS.mismatch.tone}>{SHARED_PILLS.mismatch.text}</StatusPill>
    </span>
  );
}

function SharedLibraries({ rows, shellVersions }: { rows: RemoteRow[]; shellVersions: Readonly<Record<string, string>> }) {
  const mismatches = rows.flatMap((row) => (row.shared ?? []).filter((s) => s.verdict === 'mismatch').map((s) => mismatchMessage(row.remote, s)));
  const checked = rows.every((row) => row.manifest.status !== 'loading');
  const columns: DataListColumn<LibraryRow>[] = [
    { key: 'name', header: 'Library', rowHeader: true, render: (library) => <code>{library.name}</code> },
    { key: 'shell', header: 'Shell provides', render: (library) => library.shellVersion ?? <span className={styles.muted}>Not in the shell</span> },
    ...rows.map((remote) => ({
      key: `remote-${remote.remote}`,
      header: remote.remote,
      render: (library: LibraryRow) => <RangeCell remote={remote} library={library} />,
    })),
  ];
  return (
    <section aria-labelledby="shared-heading" className={styles.section}>
      <h2 id="shared-heading" className={styles.heading}>
        Shared libraries
      </h2>
      <p className={styles.intro}>
        The range each remote was built to accept, beside the version the shell provides: one copy of each is shared by the whole page, so the shell&apos;s version must be in every range.
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
      {/* One column per remote: with many remotes the table scrolls sideways inside this region, which
          the keyboard can focus and scroll (the cells themselves hold nothing focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div className={styles.scrollRegion} role="region" aria-label="Shared libraries by remote" tabIndex={0}>
        <DataList
          caption="Shared libraries: the shell's version and each remote's range"
          columns={columns}
          rows={libraryRows(rows, shellVersions)}
          rowKey={(library) => library.name}
          empty="No shared libraries to show."
          className={styles.unclipped}
        />
      </div>
    </section>
  );
}

function Remotes({ remotes }: { remotes: readonly ListedRemote[] }) {
  const entries = useSyncExternalStore(subscribeToEntries, entryRecords);
  const manifests = useManifests(remotes);
  const shellVersions = useMemo(() => shellSharedVersions(), []);
  const rows: RemoteRow[] = remotes.map((r) => {
    const manifest = manifests.byRemote[r.remote] ?? { status: 'loading' };
    return {
      ...r,
      manifest,
      entry: entries[r.remote] ?? { state: 'not-loaded' },
      shared: manifest.status === 'ok' ? compareShared(manifest.info.shared, shellVersions) : null,
    };
  });

  return (
    <>
      <div className={cx(layoutClassNames.toolbar, styles.toolbar)}>
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

export interface StatusPageProps {
  /** The registry the shell routes by (the last good one when the latest was refused); null without one. */
  registry: Registry | null;
  /** Why the latest /remotes.json was refused, else null. */
  refused: string[] | null;
}

function StatusPage({ registry, refused }: StatusPageProps) {
  const loaded = useSyncExternalStore(subscribeToEntries, registryRecord);
  // The registry's remotes, each with the build this user loads (a QA override wins).
  const remotes = useMemo<ListedRemote[] | null>(() => {
    const userId = currentUser()?.id ?? null;
    const inUse = new Map(loaded.state === 'ready' ? loaded.remotes.map((r) => [r.remote, r.versions]) : []);
    if (registry) return registry.remotes.map((r) => listed(r.name, r.label, inUse.get(r.name) ?? versionsOf(r), userId));
    return loaded.state === 'ready' ? loaded.remotes.map((r) => listed(r.remote, '', r.versions, userId)) : null;
  }, [registry, loaded]);

  return (
    <Page
      title="Remote status"
      description={
        refused
          ? 'The latest /remotes.json was refused; the last good registry is in use.'
          : 'What this browser loaded from each remote, and the shared-library versions each was built against.'
      }
    >
      {remotes === null && loaded.state === 'pending' && <LoadingState label="Reading the remote registry…" />}
      {remotes === null && loaded.state === 'failed' && (
        <Banner tone="error" title="The remote registry could not be loaded">
          {loaded.error}. Reload the page to try again.
        </Banner>
      )}
      {remotes &&
        (remotes.length === 0 ? (
          <EmptyState title="No remotes registered" message="/remotes.json lists no remotes." />
        ) : (
          <Remotes remotes={remotes} />
        ))}
    </Page>
  );
}

export default StatusPage;
