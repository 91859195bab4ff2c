import { readFileSync } from 'node:fs';

/** The app's version from package.json (the CLI runs from source, without the build's __APP_VERSION__). */
export function appVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
