import { act, screen } from '@testing-library/react';
import { history, type RemoteLifecycles } from '@flora/shared';
import { renderStandaloneHarness } from './standalone-harness';

const app: RemoteLifecycles = {
  bootstrap: async () => {},
  mount: async () => {},
  update: async () => {},
  unmount: async () => {},
};

test('a harness page (the UI kit gallery) renders at its path without sign-in, loaded only when visited', async () => {
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
  history.replace('/kit/');
  const load = jest.fn(() => import('@flora/shared/kit-gallery'));

  act(() => renderStandaloneHarness({ name: 'results', app, basePath: '/', startPath: '/tests/', pages: { '/kit/': load } }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Flora UI kit' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  // Elsewhere the harness still asks a signed-out visitor to sign in.
  act(() => history.push('/tests/'));
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in to test this app' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Flora UI kit' })).not.toBeInTheDocument();
});
