/**
 * The engine's own builtins, taken before pdfjs-dist's legacy build loads (adapters/pdfjs.ts imports
 * this module first). That build bundles core-js, which replaces `Array.prototype.push`,
 * `JSON.stringify` and `JSON.parse` with JavaScript versions for edge cases of newer standards
 * (arrays past 2^32 elements, `JSON.rawJSON`, the reviver's source text) that nothing here uses;
 * measured on this machine, the replaced push is 7.7× slower (1,088 ms against 142 ms for 20 M
 * pushes), and it slowed every line of the pipeline in a worker that had read a PDF.
 */
export const NATIVE_BUILTINS = {
  push: Array.prototype.push,
  stringify: JSON.stringify,
  parse: JSON.parse,
};

/** Puts the engine's own builtins back (after pdfjs-dist has loaded). Methods core-js only added stay: pdfjs uses them. */
export function restoreNativeBuiltins(): void {
  const keep = (target: object, name: string, value: unknown): void => {
    Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
  };
  if (Array.prototype.push !== NATIVE_BUILTINS.push) keep(Array.prototype, 'push', NATIVE_BUILTINS.push);
  if (JSON.stringify !== NATIVE_BUILTINS.stringify) keep(JSON, 'stringify', NATIVE_BUILTINS.stringify);
  if (JSON.parse !== NATIVE_BUILTINS.parse) keep(JSON, 'parse', NATIVE_BUILTINS.parse);
}
