// Async boundary: Module Federation registers the shared singletons before the shell runs. The
// libraries every page starts with are in this script (eagerly shared: tools/webpack/shared-libraries.js),
// and so are the bootstrap and the app, which every page but the prerendered login pages runs at once
// (two scripts fewer for a phone to fetch beside this one; the login pages prefetch it after their
// first paint). Evaluating this script and running the page's modules are two tasks, not one long
// one. (The page's first requests left before: early-start.ts.)
import { nextTask } from './lib/next-task';

void nextTask().then(async () => {
  const { sendFirstReadsEarly } = await import(/* webpackMode: "eager" */ './app/first-reads');
  sendFirstReadsEarly();
  const reactDom = import('react-dom/client');
  void import(/* webpackMode: "eager" */ './bootstrap').then(({ start }) => start(reactDom));
});
