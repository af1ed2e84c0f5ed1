// Async boundary: Module Federation negotiates the shared singletons before the shell runs.
// Three tasks, none long: this script (with the federation runtime) is evaluated in one; the page's
// modules are requested in the next; react-dom, the largest, is fetched beside them and evaluated
// on its own when it arrives (bootstrap.tsx renders once both are there).
import { nextTask } from './lib/next-task';

void nextTask().then(() => {
  const reactDom = import('react-dom/client');
  void import('./bootstrap').then(({ start }) => start(reactDom));
});
