import { stripSearchParams } from '@tanstack/react-router';
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
