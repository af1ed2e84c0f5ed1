// A command of the API's CLI that takes one file: its usage, the outcome on one line, exit code 1 on failure.
import path from 'node:path';

export function runFileCommand(name: string, usage: string, run: (file: string) => Promise<string>): void {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  run(path.resolve(file)).then(
    (outcome) => console.log(`[flora-api] ${outcome}`),
    (err: Error) => {
      console.error(`[flora-api] ${name} failed: ${err.message}`);
      process.exit(1);
    },
  );
}
