import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

/** A task that runs until released, recording how many ran at once. */
function gate() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release: () => release() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createConcurrencyLimit', () => {
  it('runs at most `max` tasks at once, the others in order as slots free up', async () => {
    const limit = createConcurrencyLimit(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const results = gates.map((entry, index) =>
      limit(async () => {
        started.push(index);
        await entry.done;
        return index;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]?.release();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.release();
    gates[2]?.release();
    gates[3]?.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('starts at most `startsPerTurn` in one turn of the event loop, the next ones in the turns after', async () => {
    const limit = createConcurrencyLimit(48, 8);
    let started = 0;
    const results = Array.from({ length: 20 }, (_, index) =>
      limit(async () => {
        started += 1;
        return index;
      }),
    );
    expect(started).toBe(8);
    await flush();
    expect(started).toBe(16);
    await flush();
    expect(started).toBe(20);
    expect(await Promise.all(results)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('starts up to `max` in one turn when starts are not paced', async () => {
    const limit = createConcurrencyLimit(12);
    let started = 0;
    const results = Array.from({ length: 20 }, () => limit(async () => (started += 1)));
    expect(started).toBe(12);
    await Promise.all(results);
    expect(started).toBe(20);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limit(() => Promise.resolve('next'))).toBe('next');
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const limit = createConcurrencyLimit(1);
    const first = gate();
    const running = limit(() => first.done);
    const controller = new AbortController();
    let ran = false;
    const waiting = limit(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    first.release();
    await running;
    expect(ran).toBe(false);
  });

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
  });

  describe('where the browser has scheduler.postTask', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    it('takes the next turn as a user-blocking task, not a timer behind rendering work', async () => {
      const posted: [() => void, unknown][] = [];
      vi.stubGlobal('scheduler', { postTask: (run: () => void, options: unknown) => (posted.push([run, options]), Promise.resolve()) });
      vi.resetModules();
      const { createConcurrencyLimit: withPostTask } = await import('./concurrency-limit');
      const limit = withPostTask(48, 8);
      let started = 0;
      for (let index = 0; index < 10; index++) void limit(async () => void (started += 1));
      expect(started).toBe(8);
      expect(posted.map(([, options]) => options)).toEqual([{ priority: 'user-blocking' }]);
      posted[0]![0]();
      expect(started).toBe(10);
    });
  });
});
