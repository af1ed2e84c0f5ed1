// Route-level code splitting for remotes (DESIGN §10): each page is its own chunk, loaded when its
// route is first shown, inside an error boundary with Try again. A page that fails to render, or
// whose chunk fails to load or times out (SPEC §8), shows the error page inside the frame, never a
// blank outlet; Try again loads the chunk afresh (React.lazy would keep the failed promise). A chunk
// that a newer deploy removed makes the host load the remote's new build instead (stale-build.ts).
import { Component, lazy, type ContextType, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '../navigation/router';
import { ErrorPage } from '../ui/error-page';
import { LoadingState } from '../ui/loading-state';
import { isChunkLoadError, NewBuildContext } from './stale-build';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class PageBoundary extends Component<BoundaryProps, { error: Error | null; newBuild: boolean }> {
  static contextType = NewBuildContext;
  declare context: ContextType<typeof NewBuildContext>;
  state = { error: null as Error | null, newBuild: false };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  // Set before the browser paints: the error page never flashes while the new build loads.
  componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && this.context(error)) return void this.setState({ newBuild: true });
    console.error('[flora] a page failed', error, info.componentStack);
  }

  render() {
    const { error, newBuild } = this.state;
    if (!error) return this.props.children;
    if (newBuild) return <LoadingState />;
    return (
      <ErrorPage
        message="This page could not be shown."
        detail={error.message}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** A page component loaded on first render: `lazyPage(() => import('./x-page').then((m) => m.XPage))`. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Loaded = fresh();
  return function LazyPage(props: P) {
    const [, setAttempt] = useState(0);
    // A new path starts clean: an error on one page does not follow the user to the next.
    const { pathname } = useLocation();
    return (
      <PageBoundary
        key={pathname}
        onRetry={() => {
          Loaded = fresh();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<LoadingState />}>
          <Loaded {...props} />
        </Suspense>
      </PageBoundary>
    );
  };
}
