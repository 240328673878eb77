/** The dashboard's whole stylesheet as a string, for the shadow root. */
export const EMBEDDED_CSS: string = '/*__CI_INSIGHTS_CSS__*/';
