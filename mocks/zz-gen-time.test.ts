import { test } from 'vitest';
import { generateRepositoryTimeline } from './store/generate-repository';
import { DEMO_REPOSITORY_PROFILES } from './store/repository-profiles';
test('time', () => {
  const p = DEMO_REPOSITORY_PROFILES[0]!;
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const t1 = performance.now();
    generateRepositoryTimeline(p, { seed: 'ci-insights-demo', scale: 1, anchor: Date.UTC(2026, 10, 27, 12) });
    times.push(Math.round(performance.now() - t1));
  }
  console.log('GEN', times.join(' '));
}, 60000);
