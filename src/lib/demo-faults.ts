// The offline demo's "Simulate" setting, as the app sees it: the mock backend (src/mock-bootstrap.ts)
// names the faults it can simulate; the Settings drawer offers them. Absent outside the demo.

export interface DemoFaultControl {
  choices: readonly { value: string; label: string }[];
  /** The fault simulated now ('none' when the mock answers normally). */
  current(): string;
  /** Switches the simulated fault; the app then re-runs the page's requests. */
  choose(value: string): void;
}
