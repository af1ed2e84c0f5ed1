// Types of shared-libraries.js for the TypeScript that imports it (tools/test).
export interface SharedLibrary {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}

/** The Module Federation `shared` entries for the package in `fromDir`. */
export function sharedLibraries(fromDir: string): Record<string, SharedLibrary>;
