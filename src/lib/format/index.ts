// The one place a figure, a time or a length of time is written for people: every page formats through here.
export * from './numbers';
export * from './durations';
export * from './times';
