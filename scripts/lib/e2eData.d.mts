/** Before an e2e run: the servers' sandbox data and the clock's locks of `port` removed, unless a server listens on it. */
export function resetE2eData(port?: number): Promise<void>;
