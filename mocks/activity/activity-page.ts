// What a list scan returns (fast path and linear reference alike); the handler turns it into the body
// and the Link header.
import type { ActivityLogEvent } from './event-log-types';

export interface ActivityPage {
  /** Newest first. */
  events: ActivityLogEvent[];
  /** Older matching events exist after the last one of this page. */
  hasNext: boolean;
  /** Newer matching events exist before the first one of this page. */
  hasPrev: boolean;
}
