// `npx tsx mocks/activity/run-activity-benchmark.ts [scale]` — prints the activity-log figures.
import { benchmarkActivityLog, formatReport } from './activity-benchmark';

const scale = Number(process.argv[2] ?? 10);
benchmarkActivityLog(Number.isFinite(scale) && scale > 0 ? scale : 10).then(
  (report) => console.info(formatReport(report)),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
