/** Request header set by the proxy with the current path (without the /forms base path). */
export const PATHNAME_HEADER = 'x-forms-pathname';

/** Request header set by the proxy with this request's CSP nonce (Next reads it from the CSP header itself). */
export const NONCE_HEADER = 'x-nonce';
