import { createContext, useContext } from 'react';
import type { TimeZoneChoice } from '../lib/time-zone';

/** The zone the log words times in (the URL's `tz`), for the parts deep in the list. */
export const TimeZoneContext = createContext<TimeZoneChoice>('local');

export function useTimeZone(): TimeZoneChoice {
  return useContext(TimeZoneContext);
}
