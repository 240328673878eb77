/*
 * Nodes a library puts into the host's <body> for its own use, outside our shadow root: Recharts measures axis labels in a hidden
 * span it creates on first use and finds again by id.
 */
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
