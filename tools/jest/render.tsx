// Renders a screen as a remote mounts it: under the page's one QueryClient and a router at `path`.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { history } from '@flora/shared';
import { QueryProvider } from '@flora/shared/data';

export interface ScreenOptions {
  path?: string;
  /** The pattern the screen is mounted at (e.g. '/results/:hash/'), for its params. */
  route?: string;
  /** Route over the one shared history (as in production), so a test can read where a page navigated. */
  sharedHistory?: boolean;
}

export function renderScreen(ui: ReactElement, { path = '/', route, sharedHistory = false }: ScreenOptions = {}) {
  const screen = route ? (
    <Routes>
      <Route path={route} element={ui} />
    </Routes>
  ) : (
    ui
  );
  let router: ReactNode;
  if (sharedHistory) {
    history.replace(path);
    router = <HistoryRouter history={history}>{screen}</HistoryRouter>;
  } else {
    router = <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>;
  }
  return render(<QueryProvider>{router}</QueryProvider>);
}
