import { DEMO_PORT } from '../support/ports';

/** The host page fixture's static server (host-server.ts): next to the demo and production builds' ports. */
export const EMBED_HOST_PORT = DEMO_PORT + 2;
export const EMBED_HOST_ORIGIN = `http://127.0.0.1:${EMBED_HOST_PORT}`;
/** Where the fake repository page puts its "Insights" tab. */
export const INSIGHTS_BASE_PATH = '/repo/acme/checkout/insights';
