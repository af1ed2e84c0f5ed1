// Types of inline-early-script.js for the TypeScript that imports it (tools/test).
export class InlineEarlyScript {
  constructor(options: { dist: string; name: string });
  apply(compiler: { hooks: { afterEmit: { tap(name: string, run: () => void): void } } }): void;
}
