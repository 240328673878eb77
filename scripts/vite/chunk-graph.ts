import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The files `start` loads before it runs: the chunks themselves and everything they import statically. */
export function staticClosure(start: readonly OutputChunk[], byFileName: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFileName.get(imported);
      if (next) visit(next);
    }
  };
  start.forEach(visit);
  return seen;
}
