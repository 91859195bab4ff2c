import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { envFor, runNodeSuites } from './node-suites';

/** The node:test runner of `npm test` on fixture files that pass, fail, crash, hang or declare nothing. */
const fixture = (name: string): string => `test/runner/fixtures/${name}.fixture.ts`;

async function run(names: string[], options: { stopWhen?: (file: string) => Promise<void>; quietMs?: number; onLine?: (line: string) => void } = {}) {
  const lines: string[] = [];
  const totals = await runNodeSuites(names.map(fixture), { ...options, print: (l) => { lines.push(l); options.onLine?.(l); } });
  return { totals, text: lines.join('\n'), lines };
}

describe('node:test runner', () => {
  it('counts passing tests per file and in total; a skipped test is neither', async () => {
    const { totals, lines } = await run(['passing']);
    assert.deepEqual(totals, { passed: 2, failed: 0 });
    assert.match(lines.at(-1) ?? '', /^\[1\/1\] ok {3}test\/runner\/fixtures\/passing\.fixture\.ts — 2 passed, 0 failed, 1 skipped in \d+\.\d s · total 2 passed, 0 failed · \dm\d\ds$/);
  });

  it('what the tests print, even half a line that looks like an event, does not disturb the counts', async () => {
    const { totals, lines } = await run(['noisy']);
    assert.deepEqual(totals, { passed: 2, failed: 0 });
    assert.match(lines.at(-1) ?? '', /^\[1\/1\] ok {3}test\/runner\/fixtures\/noisy\.fixture\.ts — 2 passed, 0 failed in /);
  });

  it('prints a failure with its suite path and assertion diff before its file line', async () => {
    const { totals, lines } = await run(['failing']);
    assert.deepEqual(totals, { passed: 1, failed: 1 });
    const failure = lines.findIndex((l) => l.includes('✖ test/runner/fixtures/failing.fixture.ts › arithmetic › is wrong on purpose'));
    const summary = lines.findIndex((l) => l.startsWith('[1/1] FAIL test/runner/fixtures/failing.fixture.ts — 1 passed, 1 failed'));
    assert.ok(failure >= 0 && summary > failure, lines.join('\n'));
    assert.match(lines[failure] ?? '', /\n {6}AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal:\n[^]*4 !== 5[^]*failing\.fixture\.ts:7/);
  });

  it('a file that crashes while loading, or declares no test, is a failure with the reason', async () => {
    const { totals, text } = await run(['crashing', 'empty']);
    assert.deepEqual(totals, { passed: 0, failed: 2 });
    assert.match(text, /✖ test\/runner\/fixtures\/crashing\.fixture\.ts: the file stopped before its tests ended \(exit 1\)\n[^]*Error: fixture failed to load/);
    assert.match(text, /✖ test\/runner\/fixtures\/empty\.fixture\.ts: the file declares no test/);
  });

  it('a failing before hook fails the suite and cancels its tests, all counted', async () => {
    const { totals, text } = await run(['hook']);
    assert.deepEqual(totals, { passed: 0, failed: 2 });
    assert.match(text, /✖ test\/runner\/fixtures\/hook\.fixture\.ts › needs a server \(\d+\.\d s\)\n {6}Error: the server did not start/);
  });

  it('a file that never ends is stopped by the hang guard, naming the test it was in; one that lingers after its tests too', async () => {
    // The guard fires once the heartbeat shows where each file hangs, not after some time.
    const waiting: { re: RegExp; resolve: () => void }[] = [];
    const onLine = (line: string): void => {
      for (const w of waiting.filter((x) => x.re.test(line))) w.resolve();
    };
    const stopWhen = (file: string) => new Promise<void>((resolve) => {
      waiting.push({ re: file.includes('stuck') ? /stuck\.fixture\.ts \([^)]*now: never settles\)/ : /lingering\.fixture\.ts \(\dm\d\ds, 1 passed\)/, resolve });
    });
    const { totals, text } = await run(['stuck', 'lingering'], { quietMs: 200, stopWhen, onLine });
    assert.deepEqual(totals, { passed: 1, failed: 2 });
    assert.match(text, /✖ test\/runner\/fixtures\/stuck\.fixture\.ts: stopped by the hang guard \(\dm\d\ds without news\), in: never settles/);
    assert.match(text, /\] FAIL test\/runner\/fixtures\/lingering\.fixture\.ts — 1 passed, 1 failed/);
  });
});

describe('node:test runner while a file is quiet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docintel-runner-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('prints which file and which test is still running, and the file finishes once released', async () => {
    const release = join(dir, 'release');
    process.env.RUNNER_FIXTURE_RELEASE = release;
    let heartbeats = 0;
    const { totals, lines } = await run(['held'], {
      quietMs: 200,
      onLine: (line) => {
        if (!line.includes('… still running:')) return;
        heartbeats += 1;
        // Released only once the heartbeat named the test: no timing decides the outcome.
        if (line.includes('now: waits to be released')) writeFileSync(release, '');
      },
    });
    assert.deepEqual(totals, { passed: 1, failed: 0 });
    assert.ok(heartbeats >= 1);
    assert.match(lines.find((l) => l.includes('still running')) ?? '', /^ {3}… still running: test\/runner\/fixtures\/held\.fixture\.ts \(\dm\d\ds, 0 passed(, now: waits to be released)?\) · \dm\d\ds in$/);
  });
});

describe('the environment of a suite file', () => {
  it('compiles renderer component tests with the renderer\'s settings, and leaves every other file alone', () => {
    assert.equal(envFor('src-renderer/ui/BarChart.test.tsx').TSX_TSCONFIG_PATH, 'tsconfig.web-test.json');
    assert.equal(envFor('src-main/services/keys.test.ts'), process.env);
  });
});
