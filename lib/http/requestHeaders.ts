/** Request header set by the proxy with the current path (without the /forms base path). */
export const PATHNAME_HEADER = 'x-forms-pathname';
