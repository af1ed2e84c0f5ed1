// Async boundary: Module Federation registers the shared singletons before the shell runs. The
// libraries every page starts with are in this script (eagerly shared: tools/webpack/shared-libraries.js);
// evaluating it and running the page's modules are two tasks, not one long one.
import { nextTask } from './lib/next-task';

void nextTask().then(() => {
  const reactDom = import('react-dom/client');
  void import('./bootstrap').then(({ start }) => start(reactDom));
});
