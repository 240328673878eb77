// The offline demo's "Simulate" setting: the mock backend (src/mock-bootstrap.ts) names its faults, Settings offers them.

export interface DemoFaultControl {
  choices: readonly { value: string; label: string }[];
  /** The fault simulated now ('none' when the mock answers normally). */
  current(): string;
  /** Switches the simulated fault; the app then re-runs the page's requests. */
  choose(value: string): void;
}
