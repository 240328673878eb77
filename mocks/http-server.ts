// `npm run mock-server`: the mock over HTTP on 127.0.0.1:$PORT (default 4010), for curl, the
// production build of the dashboard or any other client. Reads MOCK_NOW and MOCK_SEED.
import { startHttpServer } from './http/create-http-server';
import { createMockBackend } from './mock-backend';
import { mockOptionsFromEnv } from './node';

const port = Number(process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid PORT: ${process.env.PORT}`);
  process.exit(1);
}

const started = performance.now();
const backend = createMockBackend(mockOptionsFromEnv());
const { url, close } = await startHttpServer(backend.handlers, { port, host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(`Cannot listen on 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const { store } = backend;
// Reveal the history up to now before saying "ready", so the first request does not pay for it.
store.syncTo(store.clock.now());
console.info(
  `Mock API listening on ${url} (seed "${store.seed}", clock ${new Date(store.clock.now()).toISOString()}, history anchored on ${new Date(store.anchorDay).toISOString().slice(0, 10)}, ready in ${Math.round(performance.now() - started)} ms)`,
);
console.info(`Try: curl -H "Authorization: Bearer demo-admin-key" ${url}/ci/acme/repositories/checkout/search/tests`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
