import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@flora/tools/jest/render';
import {
  entryFailed,
  entryLoaded,
  entryStarted,
  registryLoaded,
  setEntryLoader,
} from '../../lib/load-telemetry';
import type { Registry } from '../../lib/registry';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import StatusPage from './status-page';

// The shell's own shared versions, as the federation runtime holds them.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: () => ({
    options: {
      name: 'flora_shell',
      shared: {
        react: [{ version: '19.2.0', from: 'flora_shell' }],
        'react-dom': [{ version: '19.2.0', from: 'flora_shell' }],
        '@flora/shared': [{ version: '0.1.0', from: 'flora_shell' }],
      },
    },
  }),
}));

const url = (port: number) => `http://localhost:${port}/mf-manifest.json`;
const REMOTES = [
  { remote: 'results', versions: { stable: url(3002) } },
  { remote: 'care', versions: { stable: url(3003) } },
  { remote: 'shop', versions: { stable: url(3004) } },
];

function manifest(buildName: string, reactRange = '^19.2.0', extra = '') {
  return JSON.stringify({
    metaData: { name: buildName, buildInfo: { buildVersion: '0.1.0', buildName }, extra },
    shared: [
      { name: 'react', version: reactRange.replace('^', ''), requiredVersion: reactRange, singleton: true },
      { name: '@flora/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
      { name: '@flora/shared/care', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    ],
    exposes: [{ path: './app' }],
  });
}

let manifests: Record<string, { status: number; text: string }>;
const fetchMock = jest.fn(async (input: string) => {
  const answer = manifests[input];
  if (!answer) throw new TypeError('Failed to fetch');
  return { ok: answer.status < 400, status: answer.status, text: async () => answer.text } as Response;
});

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockClear();
  manifests = {
    [url(3002)]: { status: 200, text: manifest('@flora/mf-results') },
    [url(3003)]: { status: 200, text: manifest('@flora/mf-care', '^19.3.0') },
    [url(3004)]: { status: 404, text: 'Not found' },
  };
});

const LABELS: Record<string, string> = { results: 'The results app', care: 'The care app', shop: 'The shop' };
/** The registry the shell routes by, declaring `remotes`. */
const registryOf = (remotes = REMOTES): Registry => ({
  remotes: remotes.map((r) => ({ name: r.remote, label: LABELS[r.remote], manifest: r.versions.stable, basePath: '/', routes: [{ path: `/${r.remote}/*`, access: 'gated' }] })),
});
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`\\(${name}\\)$`) }).closest('tr')!;

describe('the remote status page', () => {
  it('lists every registered remote: manifest, build, whether its entry loaded here, load time and last error', async () => {
    registryLoaded(REMOTES);
    entryStarted('results', 100);
    entryLoaded('results', 343);
    entryStarted('shop', 0);
    entryFailed('shop', new Error('Failed to get manifest http://localhost:3004/mf-manifest.json'), 20);
    renderScreen(<StatusPage registry={registryOf()} refused={null} />, { path: '/status/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Remote status' })).toBeInTheDocument();
    await screen.findByText(/Manifests fetched at/);
    const results = rowOf('results');
    expect(within(results).getByRole('rowheader')).toHaveTextContent('The results app (results)');
    expect(within(results).getByText((_, el) => el?.tagName === 'CODE' && el.textContent === url(3002))).toBeInTheDocument();
    expect(within(results).getByText('@flora/mf-results')).toBeInTheDocument();
    expect(within(results).getByText('0.1.0')).toBeInTheDocument();
    expect(within(results).getByText(/^[0-9a-f]{8}$/)).toBeInTheDocument();
    expect(within(results).getByText('Loaded')).toBeInTheDocument();
    expect(within(results).getByText('243 ms')).toBeInTheDocument();
    expect(within(results).queryByRole('button')).not.toBeInTheDocument();

    expect(within(rowOf('care')).getByText('Not yet')).toBeInTheDocument();
    expect(within(rowOf('care')).getByRole('button', { name: 'Load care' })).toBeEnabled();

    const shop = rowOf('shop');
    expect(within(shop).getByText('Manifest unreachable: The manifest answered 404')).toBeInTheDocument();
    expect(within(shop).getByText('Failed')).toBeInTheDocument();
    expect(within(shop).getByText('Failed to get manifest http://localhost:3004/mf-manifest.json')).toBeInTheDocument();
    expect(within(shop).getByRole('button', { name: 'Try again shop' })).toBeInTheDocument();
  });

  it("warns where a remote's range does not accept the shell's singleton", async () => {
    registryLoaded(REMOTES);
    renderScreen(<StatusPage registry={registryOf()} refused={null} />);
    expect(await screen.findByText('care requires react ^19.3.0, the shell provides 19.2.0')).toBeInTheDocument();
    expect(screen.getByText('A version mismatch')).toBeInTheDocument();
    const libraries = screen.getByRole('table', { name: "Shared libraries: the shell's version and each remote's range" });
    const columns = within(libraries).getAllByRole('columnheader').map((th) => th.textContent);
    expect(columns).toEqual(['Library', 'Shell provides', 'results', 'care', 'shop']);
    const cells = (name: string) => within(within(libraries).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((td) => td.textContent);
    // results accepts the shell's react; care's range does not; shop's manifest could not be read
    expect(cells('react')).toEqual(['19.2.0', '^19.2.0', '^19.3.0Mismatch', 'Unknown']);
    expect(cells('@flora/shared')).toEqual(['0.1.0', '^0.1.0', '^0.1.0', 'Unknown']);
    // a library the shell does not share is said so, without a warning
    expect(cells('@flora/shared/care')).toEqual(['Not in the shell', '^0.1.0', '^0.1.0', 'Unknown']);
    expect(cells('react-dom')).toEqual(['19.2.0', 'Not used', 'Not used', 'Unknown']);
  });

  it('says so when every range accepts the shell', async () => {
    manifests[url(3003)] = { status: 200, text: manifest('@flora/mf-care') };
    registryLoaded(REMOTES.slice(0, 2));
    renderScreen(<StatusPage registry={registryOf(REMOTES.slice(0, 2))} refused={null} />);
    expect(await screen.findByText("Every remote's ranges accept the shell's versions.")).toBeInTheDocument();
    expect(screen.queryByText('Mismatch')).not.toBeInTheDocument();
  });

  it('loads a remote entry on demand and shows it loaded with its time', async () => {
    registryLoaded(REMOTES);
    const loader = jest.fn(async (remote: string) => {
      entryStarted(remote, 1000);
      entryLoaded(remote, 1087);
    });
    setEntryLoader(loader);
    renderScreen(<StatusPage registry={registryOf()} refused={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load care' }));
    expect(loader).toHaveBeenCalledWith('care');
    await waitFor(() => expect(within(rowOf('care')).getByText('Loaded')).toBeInTheDocument());
    expect(within(rowOf('care')).getByText('87 ms')).toBeInTheDocument();
  });

  it('shows a failed on-demand load in its row', async () => {
    registryLoaded(REMOTES);
    setEntryLoader(async (remote) => {
      entryStarted(remote);
      entryFailed(remote, new Error('ScriptNetworkError: http://localhost:3003/remoteEntry.js'));
      throw new Error('ScriptNetworkError');
    });
    renderScreen(<StatusPage registry={registryOf()} refused={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load care' }));
    expect(await within(rowOf('care')).findByText('ScriptNetworkError: http://localhost:3003/remoteEntry.js')).toBeInTheDocument();
    expect(within(rowOf('care')).getByRole('button', { name: 'Try again care' })).toBeEnabled();
  });

  it('Refresh fetches every manifest again and shows the new build', async () => {
    registryLoaded(REMOTES);
    renderScreen(<StatusPage registry={registryOf()} refused={null} />);
    await screen.findByText(/Manifests fetched at/);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const before = within(rowOf('results')).getByText(/^[0-9a-f]{8}$/).textContent;
    manifests[url(3002)] = { status: 200, text: manifest('@flora/mf-results', '^19.2.0', 'a new build') };
    manifests[url(3004)] = { status: 200, text: manifest('@flora/mf-shop') };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    await waitFor(() => expect(within(rowOf('results')).getByText(/^[0-9a-f]{8}$/).textContent).not.toBe(before));
    expect(await within(rowOf('shop')).findByText('@flora/mf-shop')).toBeInTheDocument();
  });

  it('shows the manifest this browser loads (a QA override wins) and says when the latest registry was refused', async () => {
    registryLoaded([...REMOTES.slice(0, 1), { remote: 'care', versions: { stable: url(3103), override: true } }, REMOTES[2]]);
    manifests[url(3103)] = { status: 200, text: manifest('@flora/mf-care') };
    renderScreen(<StatusPage registry={registryOf()} refused={['remote "care": route /care/* is already claimed']} />);
    expect(screen.getByText('The latest /remotes.json was refused; the last good registry is in use.')).toBeInTheDocument();
    expect(within(rowOf('care')).getByText((_, el) => el?.tagName === 'CODE' && el.textContent === url(3103))).toBeInTheDocument();
    expect(await within(rowOf('care')).findByText('@flora/mf-care')).toBeInTheDocument();
  });

  it('shows which build each remote serves the signed-in user, and the canary share', async () => {
    const canary = { manifest: url(3202), share: 100 };
    manifests[url(3202)] = { status: 200, text: manifest('@flora/mf-results') };
    signIn({ id: 5 });
    try {
      registryLoaded([{ remote: 'results', versions: { stable: url(3002), canary } }, REMOTES[1]]);
      renderScreen(<StatusPage registry={null} refused={null} />);
      const results = await screen.findByRole('rowheader', { name: 'results' });
      const row = results.closest('tr')!;
      expect(within(row).getByText('Canary')).toBeInTheDocument();
      expect(within(row).getByText('canary for 100 % of users')).toBeInTheDocument();
      expect(within(row).getByText((_, el) => el?.tagName === 'CODE' && el.textContent === url(3202))).toBeInTheDocument();
      const care = screen.getByRole('rowheader', { name: 'care' }).closest('tr')!;
      expect(within(care).getByText('Stable')).toBeInTheDocument();
      expect(within(care).getByText('no canary')).toBeInTheDocument();
    } finally {
      signOut();
    }
  });

  it('stacks each remote as a card on a narrow screen, every value labelled', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      registryLoaded(REMOTES.slice(0, 1));
      entryStarted('results', 0);
      entryLoaded('results', 120);
      renderScreen(<StatusPage registry={registryOf(REMOTES.slice(0, 1))} refused={null} />);
      const list = await screen.findByRole('list', { name: 'Remotes in /remotes.json' });
      const card = within(list).getAllByRole('listitem')[0];
      expect(within(card).getByText('Entry in this browser')).toBeInTheDocument();
      expect(within(card).getByText('Load time')).toBeInTheDocument();
      expect(within(card).getByText('120 ms')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
