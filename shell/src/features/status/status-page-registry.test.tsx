// The status page before the registry is in: a file of its own, so the page's load telemetry starts
// as a fresh page's does (nothing registered yet).
import { act, screen } from '@testing-library/react';
import { renderScreen } from '@flora/tools/jest/render';
import { registryFailed } from '../../lib/load-telemetry';
import StatusPage from './status-page';

it('waits for the registry, and says when it could not be loaded or lists nothing', () => {
  const { unmount } = renderScreen(<StatusPage registry={null} refused={null} />);
  expect(screen.getByText('Reading the remote registry…')).toBeInTheDocument();
  act(() => registryFailed(new Error('/remotes.json answered 503')));
  expect(screen.getByRole('alert')).toHaveTextContent('The remote registry could not be loaded');
  expect(screen.getByRole('alert')).toHaveTextContent('/remotes.json answered 503');
  unmount();
  renderScreen(<StatusPage registry={{ remotes: [] }} refused={null} />);
  expect(screen.getByRole('heading', { name: 'No remotes registered' })).toBeInTheDocument();
});
