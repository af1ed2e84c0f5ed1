// Types of preset.js for the TypeScript that imports it (tools/test).
import type { Configuration } from 'webpack';

export interface FloraAppOptions {
  /** The package folder (__dirname of its webpack.config.js). */
  dir: string;
  /** Registry name: "shell", "care", … */
  name: string;
  /** The page entry (the shell itself, or a remote's standalone harness). */
  entry: string;
  /** The HTML page title. */
  title: string;
  /** Modules a remote exposes (`./app`, parcels). */
  exposes?: Record<string, string>;
}

export interface FloraRemoteOptions {
  /** The package folder (__dirname of its webpack.config.js). */
  dir: string;
  /** Registry name: "care", … */
  name: string;
  /** What the standalone page's title calls it: "care" -> "Flora care (standalone)". */
  label: string;
  /** Modules it exposes besides `./app`. */
  parcels?: Record<string, string>;
}

/** The webpack configuration (a function of webpack-cli's env and argv) of one app. */
export function floraApp(app: FloraAppOptions): (env: unknown, argv: { mode?: string }) => Configuration & Required<Pick<Configuration, 'output'>>;

/** A remote's configuration: its standalone harness as the page, its app (and parcels) exposed. */
export function floraRemote(remote: FloraRemoteOptions): ReturnType<typeof floraApp>;
