import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectOcrSteps, step, stepSync } from './steps';

test('steps add their time per name only while a collector is set', async () => {
  const times = new Map<string, number>();
  collectOcrSteps(times);
  const wait = (ms: number): Promise<number> => new Promise((r) => setTimeout(() => r(ms), ms));
  assert.equal(await step('a', () => wait(20)), 20);
  await step('a', () => wait(20));
  assert.equal(stepSync('b', () => 7), 7);
  collectOcrSteps(null);
  await step('c', () => wait(1));
  assert.ok((times.get('a') ?? 0) >= 35, `a took ${times.get('a')}`);
  assert.ok(times.has('b'));
  assert.equal(times.has('c'), false);
});

test('a step that throws still counts its time and rethrows', async () => {
  const times = new Map<string, number>();
  collectOcrSteps(times);
  await assert.rejects(step('bad', () => Promise.reject(new Error('no'))), /no/);
  collectOcrSteps(null);
  assert.ok(times.has('bad'));
});

test('a step inside another is named under it', async () => {
  const times = new Map<string, number>();
  collectOcrSteps(times);
  await step('outer', async () => { stepSync('inner', () => 1); await step('deep', async () => 2); });
  await step('next', async () => 3);
  collectOcrSteps(null);
  assert.deepEqual([...times.keys()].sort(), ['next', 'outer', 'outer › deep', 'outer › inner']);
});
