// A remote's lifecycles (createRemoteLifecycles) mounted by MountedRemote, as the shell and the
// standalone harness mount `./app` and the cart panel.
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
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
