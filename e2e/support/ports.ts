// Ports of the servers the journeys run against; shared by playwright.config.ts and the specs.
// E2E_PORT moves all three, so parallel runs (other worktrees) do not collide.
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The production build, which carries no mock. */
export const PRODUCTION_PORT = DEMO_PORT + 1;
/** `npm run mock-server`: the mock as a real HTTP API, for the production build to talk to. */
export const MOCK_SERVER_PORT = DEMO_PORT + 1838;
export const MOCK_SERVER_API = `http://127.0.0.1:${MOCK_SERVER_PORT}/v1`;
