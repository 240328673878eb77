// Recharts measures text in a hidden span it puts into the host's <body> on first use: the last tab out removes it.
const RECHARTS_MEASUREMENT_SPAN_ID = 'recharts_measurement_span';

let runningTabs = 0;
let hostHadMeasurementSpan = false;

export function tabStarted(): void {
  if (runningTabs === 0) hostHadMeasurementSpan = document.getElementById(RECHARTS_MEASUREMENT_SPAN_ID) !== null;
  runningTabs += 1;
}

export function tabStopped(): void {
  runningTabs -= 1;
  if (runningTabs === 0 && !hostHadMeasurementSpan) document.getElementById(RECHARTS_MEASUREMENT_SPAN_ID)?.remove();
}
