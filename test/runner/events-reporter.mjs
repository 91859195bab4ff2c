import { inspect } from 'node:util';

/**
 * A node:test reporter for one test file, read by test/runner/node-suites.ts (see RunnerEvent
 * there): one JSON object per line, written as the events happen, so a failure is reported when it
 * fails, not when its file ends. Only what the runner prints is sent: leaf results, a failure's
 * details, the file's stderr (shown when the file fails) and node's own summary counts.
 * Plain JavaScript: node loads reporters before the `--import tsx` hooks are in place.
 */

/** Lines of a failure's stack kept: the assertion and the test's own frames, not node's internals. */
const STACK_LINES = 12;

export default async function* eventsReporter(source) {
  const names = [];
  for await (const event of source) {
    const out = toRunnerEvent(event, names);
    if (out) yield `${JSON.stringify(out)}\n`;
  }
}

function toRunnerEvent(event, names) {
  const data = event.data;
  switch (event.type) {
    case 'test:dequeue':
      // A test (or suite) begins to run; `test:start` only comes when it is reported, after it ended.
      return { ev: 'begin', nesting: data.nesting, name: data.name };
    case 'test:complete':
      return { ev: 'end', nesting: data.nesting, name: data.name };
    case 'test:start':
      names.length = data.nesting;
      names.push(data.name);
      return null;
    case 'test:pass':
      if (data.details.type === 'suite') return null;
      return { ev: 'pass', name: data.name, ms: data.details.duration_ms, skip: Boolean(data.skip), todo: Boolean(data.todo) };
    case 'test:fail':
      // A failing suite shows through its failing tests, unless a hook of its own failed.
      if (data.details.type === 'suite' && data.details.error?.failureType !== 'hookFailed') return null;
      return { ev: 'fail', path: [...names.slice(0, data.nesting), data.name], ms: data.details.duration_ms, details: describeError(data.details.error) };
    case 'test:stderr':
      return { ev: 'stderr', text: data.message };
    case 'test:diagnostic': {
      const m = /^(tests|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(data.message);
      return m ? { ev: 'summary', key: m[1], value: Number(m[2]) } : null;
    }
    default:
      return null;
  }
}

/** The thrown error (node wraps it in ERR_TEST_FAILURE): its message (with an assertion's diff) and its first frames. */
function describeError(error) {
  const thrown = error?.code === 'ERR_TEST_FAILURE' && error.cause !== undefined ? error.cause : error;
  if (typeof thrown === 'string') return thrown;
  if (!(thrown instanceof Error)) return inspect(thrown, { depth: 4, colors: false });
  const lines = String(thrown.stack ?? `${thrown.name}: ${thrown.message}`).split('\n');
  const stackAt = lines.findIndex((l) => /^\s+at /.test(l));
  const head = stackAt < 0 ? lines : lines.slice(0, stackAt);
  const frames = stackAt < 0 ? [] : lines.slice(stackAt).filter((l) => !/\(node:|node:internal/.test(l)).slice(0, STACK_LINES);
  const cause = thrown.cause instanceof Error ? [`Caused by: ${thrown.cause.stack ?? thrown.cause.message}`] : [];
  return [...head, ...frames, ...cause].join('\n');
}
