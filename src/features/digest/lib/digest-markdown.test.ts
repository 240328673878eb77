import { describe, expect, it } from 'vitest';
import { digestMarkdown } from './digest-markdown';

const repo = { owner: 'acme', repo: 'checkout' };

describe('the digest as Markdown', () => {
  it('writes each section’s lines as links, text escaped and addresses kept whole', () => {
    const text = digestMarkdown(
      'Weekly digest: acme/checkout',
      'The week of Nov 9 – Nov 15.',
      [
        {
          title: 'Quarantines',
          lines: [{ parts: ['Added: 2 [auto] | ', { data: '*manual*' }], link: { to: '/$owner/$repo/quarantines', params: repo } }],
        },
        { title: 'Recovered (0; week before: 1)', lines: [], empty: 'No test recovered this week.' },
      ],
      () => 'https://ci.example/acme/checkout/quarantines?q=(a b)',
    );
    expect(text).toBe(
      '# Weekly digest: acme/checkout\n\nThe week of Nov 9 – Nov 15.\n\n## Quarantines\n\n' +
        '- [Added: 2 \\[auto\\] \\| \\*manual\\*](https://ci.example/acme/checkout/quarantines?q=%28a%20b%29)\n' +
        '\n## Recovered (0; week before: 1)\n\nNo test recovered this week.\n',
    );
  });
});
