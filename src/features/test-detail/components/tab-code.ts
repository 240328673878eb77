// The code of the tabs other than Statistics (the one a test page opens on) loads when a tab is opened; the route's loader starts it
// beside the tab's data for a link that opens the page on that tab.
export const TAB_CODE = {
  health: () => import('./health-panel').then((module) => ({ default: module.HealthPanel })),
  timeline: () => import('./timeline-panel').then((module) => ({ default: module.TimelinePanel })),
  failures: () => import('./failures-panel').then((module) => ({ default: module.FailuresPanel })),
  executions: () => import('./executions-table').then((module) => ({ default: module.ExecutionsTable })),
};

export function loadTabCode(tab: string): void {
  if (tab in TAB_CODE) void TAB_CODE[tab as keyof typeof TAB_CODE]();
}
