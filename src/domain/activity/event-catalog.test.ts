import { describe, expect, it } from 'vitest';
import { eventTypeValues } from '@/api/generated/enums';
import { categoryColor, eventCategory, eventTypeLabel, EVENT_TYPES, isKnownEventType } from './event-catalog';
import { EVENT_OUTCOMES, isOutcome, outcomeLabel } from './event-outcomes';

describe('event catalog', () => {
  it('knows exactly the contract’s types, each in one of its groups', () => {
    expect(EVENT_TYPES).toEqual(eventTypeValues);
    for (const type of EVENT_TYPES) expect(eventCategory(type), type).not.toBe('Other');
  });

  it('files a type under its most specific group', () => {
    expect(eventCategory('action.merge')).toBe('Pull request actions');
    expect(eventCategory('action.queue.checks.change')).toBe('Queue actions');
    expect(eventCategory('queue.pause.create')).toBe('Queue pause');
    expect(eventCategory('test.quarantined')).toBe('Test quarantine');
    expect(categoryColor('Queue actions')).toBe('violet');
  });

  it('shows a type newer than the contract under its raw name, as Other', () => {
    expect(isKnownEventType('action.teleport')).toBe(false);
    expect(isKnownEventType('constructor')).toBe(false);
    expect(eventCategory('action.teleport')).toBe('Other');
    expect(categoryColor('Other')).toBe('gray');
    expect(eventTypeLabel('action.teleport')).toBe('action.teleport');
    expect(eventTypeLabel('action.queue.checks_end')).toBe('Queue checks ended');
  });
});

describe('event outcomes', () => {
  it('are the contract’s, in its order', () => {
    expect(EVENT_OUTCOMES).toEqual(['success', 'failure', 'pending', 'neutral']);
    expect(EVENT_OUTCOMES.map(outcomeLabel)).toEqual(['Success', 'Failure', 'Pending', 'Neutral']);
  });

  it('an unknown outcome reads as its raw name', () => {
    expect(isOutcome('exploded')).toBe(false);
    expect(outcomeLabel('exploded')).toBe('exploded');
  });
});
