// A production build must carry none of the mock backend: no MSW, no seeded store, no demo credentials.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'dist';
const files = readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js'));
const forbidden = ['mockServiceWorker', 'setupWorker', 'demo-admin-key', 'generateRepositoryEvents'];
const offenders = files.flatMap((name) => {
  const text = readFileSync(join(dir, 'assets', name), 'utf8');
  return forbidden.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);
});
if (offenders.length > 0) {
  console.error(`production bundle contains mock code:\n  ${offenders.join('\n  ')}`);
  process.exit(1);
}
console.info(`production bundle (${files.length} JS files) carries no mock code`);
