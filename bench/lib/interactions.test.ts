import { describe, expect, it } from 'vitest';
import { sameRequest } from './interactions';

const LOGS = 'http://127.0.0.1:5610/v1/repos/acme/checkout/logs';

describe('sameRequest', () => {
  it('ignores the order of parameters, the page size and the window ends', () => {
    expect(
      sameRequest(
        `${LOGS}?received_from=1&received_to=2&outcome=failure&per_page=100`,
        `${LOGS}?outcome=failure&per_page=25&received_to=3&received_from=0`,
      ),
    ).toBe(true);
  });
  it('tells apart another filter, another value or another path', () => {
    expect(sameRequest(`${LOGS}?outcome=failure`, `${LOGS}?outcome=success`)).toBe(false);
    expect(sameRequest(`${LOGS}?outcome=failure`, `${LOGS}?outcome=failure&outcome=neutral`)).toBe(false);
    expect(sameRequest(`${LOGS}?outcome=failure`, `${LOGS}/aggregate?outcome=failure`)).toBe(false);
  });
});
