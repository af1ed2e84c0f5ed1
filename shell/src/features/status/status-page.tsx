// /status/ (staff; issue 18 part 5): the remotes the registry declares, where each is loaded from and
// the paths it owns. Its own chunk: nobody else downloads it.
import { DataList, Page } from '@flora/shared';
import type { Registry, RemoteEntry } from '../../lib/registry';

const COLUMNS = [
  { key: 'name', header: 'Remote', rowHeader: true, render: (r: RemoteEntry) => `${r.label} (${r.name})` },
  { key: 'manifest', header: 'Manifest', render: (r: RemoteEntry) => <code>{r.manifest}</code> },
  { key: 'base', header: 'Base path', render: (r: RemoteEntry) => <code>{r.basePath}</code> },
  {
    key: 'routes',
    header: 'Routes',
    render: (r: RemoteEntry) => r.routes.map((route) => `${route.path} (${route.access})`).join(', '),
  },
];

export function StatusPage({ registry, refused }: { registry: Registry | null; refused: string[] | null }) {
  return (
    <Page title="Remote status" description={refused ? 'The latest /remotes.json was refused; the last good registry is in use.' : 'The remotes /remotes.json declares.'}>
      <DataList
        aria-label="Registered remotes"
        columns={COLUMNS}
        rows={registry?.remotes ?? []}
        rowKey={(r) => r.name}
        empty="No registry is available in this browser."
      />
    </Page>
  );
}
export default StatusPage;
