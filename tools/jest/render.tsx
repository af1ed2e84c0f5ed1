// Renders a screen as a remote mounts it: under the page's one QueryClient and a router at `path`.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryProvider } from '@flora/shared/data';

/** `route` is the pattern the screen is mounted at (e.g. '/results/:hash/'), for its params. */
export function renderScreen(ui: ReactElement, { path = '/', route }: { path?: string; route?: string } = {}) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>{route ? <Routes><Route path={route} element={ui} /></Routes> : ui}</MemoryRouter>
    </QueryProvider>,
  );
}
