import { parseSearchWith, stringifySearchWith, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';

type Navigate<S> = (options: { search: (previous: S) => S; replace?: boolean; resetScroll?: boolean }) => Promise<void>;

/** The one way a page changes its URL state; stable across renders so memoised sections keep it. */
export function useSearchUpdater<S>(navigate: Navigate<S>, { resetScroll = true }: { resetScroll?: boolean } = {}) {
  return useCallback(
    (update: (previous: S) => S, options?: { replace?: boolean; resetScroll?: boolean }) =>
      navigate({ search: update, replace: options?.replace ?? false, resetScroll: options?.resetScroll ?? resetScroll }),
    [navigate, resetScroll],
  );
}

/** A route's URL state, one way: its schema, with every default (each key's fallback) kept out of the URL. */
export function urlState<S extends v.GenericSchema>(schema: S) {
  const defaults = v.getFallbacks(schema) as Partial<v.InferOutput<S>>;
  return { validateSearch: schema, search: { middlewares: [stripSearchParams<v.InferOutput<S>>(defaults)] } };
}

// The router's search strings as by default, but JSON.parse is tried only on what it can read (blanks, then a number, true, false,
// null, or the start of a string, array or object): a plain value, such as a drill-down link's ISO instant, no longer throws.
const MAYBE_JSON = /^[ \t\n\r]*(?:["[{]|(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)[ \t\n\r]*$)/;
const readValue = (value: string): unknown => (MAYBE_JSON.test(value) ? JSON.parse(value) : value);
const writeValue = (value: unknown) => (typeof value === 'string' && !MAYBE_JSON.test(value) ? value : JSON.stringify(value));
export const searchStrings = { parseSearch: parseSearchWith(readValue), stringifySearch: stringifySearchWith(writeValue, readValue) };
