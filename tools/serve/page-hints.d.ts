// Types of page-hints.js for the TypeScript that imports it (tools/test).

/** A cache of remotes' manifests: `hintsFor` resolves to the page's `<link>` tags ('' when none). */
export function createPageHints(options?: { fetch?: typeof fetch; now?: () => number }): {
  hintsFor(registry: unknown, pathname: string): Promise<string>;
};

/** The page with `hints` at the end of its head. */
export function withHints(html: string, hints: string): string;
