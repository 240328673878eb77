// dayjs with the UTC plugin, for the features that do calendar work in a time zone (the activity
// log's days and zones, custom range inputs, the change verdict). Plain formatting is in ./time.ts,
// which needs no library, so pages that only show times do not load this one.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export { dayjs };
