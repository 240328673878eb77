import { DEMO_PORT } from '../support/ports';

/** A plain static file host (sub-path-server.ts) with the demo build under a sub-path: beside the other ports. */
export const OFFLINE_HOST_PORT = DEMO_PORT + 3;
export const OFFLINE_HOST_ORIGIN = `http://127.0.0.1:${OFFLINE_HOST_PORT}`;
/** Deep on purpose: nothing in the build may assume it lives at the root. */
export const DEMO_SUB_PATH = '/some/sub/path/';
