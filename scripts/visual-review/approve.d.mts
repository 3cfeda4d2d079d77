/** See approve.mjs: accepts ids of the review (or all), all or nothing. */
export function approve(
  root: string,
  ids: string[] | 'all',
): { id: string; decision: 'accept'; baseline: string; status: string }[];
