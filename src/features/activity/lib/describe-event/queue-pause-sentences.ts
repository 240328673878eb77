import { text } from '../metadata-readers';
import { byActor, withReason, type EventTypesStartingWith, type SentenceRules } from './sentence';

/* The merge queue paused, resumed, or its pause changed. */

export const QUEUE_PAUSE_SENTENCES: SentenceRules<EventTypesStartingWith<'queue.pause.'>> = {
  'queue.pause.create': (m) => withReason([`Merge queue paused${byActor(m, 'created_by', 'created_by_staff')}`], text(m, 'reason')),
  'queue.pause.delete': (m) => [`Merge queue resumed${byActor(m, 'deleted_by', 'deleted_by_staff')}`],
  'queue.pause.update': (m) => withReason([`Queue pause updated${byActor(m, 'updated_by', 'updated_by_staff')}`], text(m, 'reason')),
};
