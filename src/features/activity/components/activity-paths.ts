/*
 * The route this feature links to. Features never import route modules; the string is checked against
 * the generated route tree by the router's types wherever it is used.
 */
export const ACTIVITY_PATH = '/$owner/$repo/activity' as const;
