// The fake repository host for the embed journeys: one small static server (no framework) that serves
//   /repo/<owner>/<repo>/insights/**  → host-page.html (every path below the tab: the host, like GitHub,
//                                        answers deep links into it itself; the tab reads the URL)
//   /static/ci-insights.js            → the embeddable build (EMBED_DIST, default dist-embed)
// and nothing else. Started by playwright.config.ts after `vite build --config vite.embed.config.ts`.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_SERVER_API } from '../support/ports';
import { EMBED_HOST_PORT } from './embed-ports';

const here = fileURLToPath(new URL('.', import.meta.url));
const distDir = process.env.EMBED_DIST ?? 'dist-embed';
const HOST_PAGE = /^\/repo\/([\w.-]+)\/([\w.-]+)\/insights(\/.*)?$/;

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://host.invalid');
  void answer(pathname).then(
    ({ status, type, body }) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    },
    (error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    },
  );
});

async function answer(pathname: string): Promise<{ status: number; type: string; body: string | Buffer }> {
  if (pathname === '/static/ci-insights.js') {
    return { status: 200, type: 'text/javascript', body: await readFile(join(distDir, 'ci-insights.js')) };
  }
  const match = HOST_PAGE.exec(pathname);
  if (match) {
    const [, owner = '', repo = ''] = match;
    const page = await readFile(join(here, 'host-page.html'), 'utf8');
    // Values go in as JSON inside the page's own data block, never as markup.
    const config = JSON.stringify({ owner, repo, apiBaseUrl: MOCK_SERVER_API, basePath: `/repo/${owner}/${repo}/insights` });
    return { status: 200, type: 'text/html; charset=utf-8', body: page.replace('{{HOST_CONFIG}}', config.replace(/</g, '\\u003c')) };
  }
  return { status: 404, type: 'text/plain', body: 'Not found' };
}

server.listen(EMBED_HOST_PORT, '127.0.0.1', () => {
  console.info(`Embed host page on http://127.0.0.1:${EMBED_HOST_PORT}/repo/acme/checkout/insights/ (build: ${distDir})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
