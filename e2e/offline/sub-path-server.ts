// A static file host as plain as they come, for the offline demo journeys: the files of a demo build
// (OFFLINE_DIST, default dist-demo) under DEMO_SUB_PATH, and 404 for everything else. No rewriting of
// deep links to index.html, no API: the build must manage with relative URLs and hash routing alone.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { DEMO_SUB_PATH, OFFLINE_HOST_PORT } from './offline-ports';

const root = normalize(process.env.OFFLINE_DIST ?? 'dist-demo');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The file a path names inside the build, or null when it lies outside the sub-path or the build. */
function fileFor(pathname: string): string | null {
  if (!pathname.startsWith(DEMO_SUB_PATH)) return null;
  const relative = decodeURIComponent(pathname.slice(DEMO_SUB_PATH.length)) || 'index.html';
  const file = normalize(join(root, relative));
  return file.startsWith(root + sep) ? file : null;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://host.invalid');
  const file = fileFor(pathname);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  readFile(file).then(
    (body) =>
      response
        .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
        .end(body),
    () => response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'),
  );
});

server.listen(OFFLINE_HOST_PORT, '127.0.0.1', () => {
  console.info(`Demo build ${root} on http://127.0.0.1:${OFFLINE_HOST_PORT}${DEMO_SUB_PATH}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
