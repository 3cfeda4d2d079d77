/** See server.mjs: the review page and its decisions on 127.0.0.1. */
export function startReviewServer(options?: {
  root?: string;
  port?: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
