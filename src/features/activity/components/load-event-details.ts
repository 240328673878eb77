/**
 * The expanded part of an event row, with its metadata readers: code the list's first screen does not
 * need. The feed asks for it once its first rows are painted, so "Details" rarely has to wait for it.
 */
export const loadEventDetails = () => import('./event-details');
