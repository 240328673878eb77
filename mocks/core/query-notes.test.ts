import { describe, expect, it } from 'vitest';
import { QueryNotes } from './query-notes';

const base = 'http://localhost/v1/repos/acme/checkout/logs';

describe('QueryNotes', () => {
  it('restores the noted query for a URL that carries only the noted cursor and per_page', () => {
    const notes = new QueryNotes();
    notes.note('c1', '?event_type=action.queue.leave&pull_request=7');
    const restored = notes.restore(new URL(`${base}?cursor=c1&per_page=3`));
    expect(restored.search).toBe('?event_type=action.queue.leave&pull_request=7&cursor=c1&per_page=3');
  });

  it('leaves a URL alone when it brings a query of its own, an unknown cursor or no cursor', () => {
    const notes = new QueryNotes();
    notes.note('c1', '?pull_request=7');
    for (const search of ['?cursor=c1&pull_request=7', '?cursor=c2', '?per_page=3', '']) {
      const url = new URL(`${base}${search}`);
      expect(notes.restore(url)).toBe(url);
    }
  });

  it('forgets the oldest notes beyond its capacity', () => {
    const notes = new QueryNotes(2);
    notes.note('a', '?x=1');
    notes.note('b', '?x=2');
    notes.note('c', '?x=3');
    expect(notes.restore(new URL(`${base}?cursor=a`)).search).toBe('?cursor=a');
    expect(notes.restore(new URL(`${base}?cursor=c`)).search).toBe('?x=3&cursor=c');
  });
});
