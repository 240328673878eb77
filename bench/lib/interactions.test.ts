import { describe, expect, it } from 'vitest';
import { interactionFigures } from './figures';
import { judge } from './report';
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

describe('a click’s target', () => {
  const samples = (...repaints: number[]) => repaints.map((repaint) => ({ repaint, settled: repaint, longTasks: [] }));
  const result = {
    interaction: 'click',
    app: samples(240, 250, 260),
    bare: samples(190, 200, 210),
    appRequests: 18,
    heldToEveryRequest: false,
    unchangedBeforeClick: false,
    unexpectedRequests: null,
  };
  const clickFigure = (held: boolean) => judge(interactionFigures([{ ...result, heldToEveryRequest: held }])[0]!);

  it('holds a click to 100 ms beside the bare page sending its requests', () => {
    expect(clickFigure(false)).toMatchObject({ value: 250, target: { bound: 'at most', limit: 100 }, met: false });
  });
  it('holds a new page’s click to 1.25× the bare page sending every request it sent', () => {
    expect(clickFigure(true)).toMatchObject({
      reference: { name: 'bare React sending its 18 requests', value: 200 },
      ratio: 1.25,
      met: true,
    });
  });
});
