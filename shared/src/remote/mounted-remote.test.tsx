// A remote's lifecycles (createRemoteLifecycles) mounted by MountedRemote, as the shell and the
// standalone harness mount `./app` and the cart panel.
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { createRemoteLifecycles } from './lifecycles';
import type { RemoteMountProps } from './mount-props';
import { MountedRemote } from './mounted-remote';
import { setRemoteLoader } from './remote-loader';

const NoQueries = ({ children }: { children: ReactNode }) => <>{children}</>;

test('a remote replaces the loading state, follows a new basePath without remounting, and unmounts with the page', async () => {
  const lifetimes: string[] = [];
  function Remote({ basePath, name }: RemoteMountProps) {
    useEffect(() => {
      lifetimes.push('mounted');
      return () => void lifetimes.push('unmounted');
    }, []);
    return <h1>{`${name} at ${basePath}`}</h1>;
  }
  setRemoteLoader(async () => createRemoteLifecycles(Remote, NoQueries));

  const page = render(<MountedRemote remote="care" basePath="/care" />);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'care at /care' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());

  page.rerender(<MountedRemote remote="care" basePath="/care/shop" />);
  expect(await screen.findByRole('heading', { name: 'care at /care/shop' })).toBeInTheDocument();

  page.unmount();
  await waitFor(() => expect(lifetimes).toEqual(['mounted', 'unmounted']));
});

test("a remote's render error shows the error page in its place", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error it caught
  function Broken(): ReactNode {
    throw new Error('the remote broke');
  }
  setRemoteLoader(async () => createRemoteLifecycles(Broken, NoQueries));

  render(<MountedRemote remote="care" />);
  expect(await screen.findByText('This page could not be shown.')).toBeInTheDocument();
  expect(screen.getByText('the remote broke')).toBeInTheDocument();
  jest.restoreAllMocks();
});

describe("a remote whose build was replaced under the open page (a chunk it needs is gone)", () => {
  const chunkLoadError = () => Object.assign(new Error('Loading chunk 312 failed.\n(missing: http://localhost:3002/312.0a1b2c3d.js)'), { name: 'ChunkLoadError' });
  /** A build of the results remote: its one page is a lazy chunk `page` loads. */
  const build = (page: () => Promise<() => ReactNode>) => {
    const Page = lazyPage(page);
    return createRemoteLifecycles(() => <Page />, NoQueries);
  };
  const newPage = async () => () => <h1>Results, new build</h1>;

  // React reports what the boundaries caught, also while the page is torn down after each test.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  test('is loaded anew in place, once, and shows its page', async () => {
    const loader = jest
      .fn()
      .mockResolvedValueOnce(build(() => Promise.reject(chunkLoadError())))
      .mockResolvedValueOnce(build(newPage));
    setRemoteLoader(loader);
    render(<MountedRemote remote="results" />);
    expect(await screen.findByRole('heading', { name: 'Results, new build' })).toBeInTheDocument();
    expect(loader.mock.calls).toEqual([
      ['results', './app', { fresh: false }],
      ['results', './app', { fresh: true }],
    ]);
    expect(screen.queryByText('This page could not be shown.')).not.toBeInTheDocument();
  });

  test('whose `./app` chunk is gone is loaded anew too', async () => {
    const loader = jest.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValueOnce(build(newPage));
    setRemoteLoader(loader);
    render(<MountedRemote remote="results" />);
    expect(await screen.findByRole('heading', { name: 'Results, new build' })).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('results', './app', { fresh: true });
  });

  test('shows the error page with Try again when the new build misses its chunk too', async () => {
    const loader = jest.fn().mockImplementation(async () => build(() => Promise.reject(chunkLoadError())));
    setRemoteLoader(loader);
    render(<MountedRemote remote="results" />);
    expect(await screen.findByText('This page could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  test('a page that fails for another reason is not reloaded', async () => {
    const loader = jest.fn().mockImplementation(async () => build(() => Promise.reject(new Error('a bug in the page'))));
    setRemoteLoader(loader);
    render(<MountedRemote remote="results" />);
    expect(await screen.findByText('a bug in the page')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

test('a standalone page (no host to reload the remote) shows the error page for a missing chunk', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Page = lazyPage(() => Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })));
  render(<Page />, { wrapper: ({ children }) => <MemoryRouter>{children}</MemoryRouter> });
  expect(await screen.findByText('Loading chunk 7 failed.')).toBeInTheDocument();
  jest.restoreAllMocks();
});
