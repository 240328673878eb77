// `npm run fuzz`: property-based fuzzing of the HTTP mock server (a test tool, like tests/conformance). FUZZ_RUNS
// (default 5000) cases from FUZZ_SEED; prints the count of each finding kind and exits 1 unless all are 0.
import { DEFAULT_MOCK_SEED, FIXTURE_NOW } from '../../mocks/fixtures';
import { startHttpServer } from '../../mocks/http/create-http-server';
import { createMockBackend } from '../../mocks/mock-backend';
import { closeRawConnections } from './fuzz-campaign';
import { formatReport, runFuzzCampaign } from './fuzz-campaign';

const runs = Number(process.env.FUZZ_RUNS ?? 5_000);
const seed = Number(process.env.FUZZ_SEED ?? 20_250_602);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('FUZZ_RUNS must be a positive integer and FUZZ_SEED an integer');
  process.exit(2);
}

const server = await startHttpServer(createMockBackend({ now: FIXTURE_NOW, seed: DEFAULT_MOCK_SEED }).handlers, { port: 0 });
// The handlers' own logs of a bug stay visible; everything else the fuzzer prints itself.
const report = await runFuzzCampaign({ baseUrl: server.url, runs, seed });
closeRawConnections();
await server.close();
console.info(formatReport(report));
const total = Object.values(report.counts).reduce((sum, count) => sum + count, 0);
process.exit(total === 0 ? 0 : 1);
