/** Before an e2e run: the servers' sandbox data and the clock's locks of `port` removed, unless a server listens on it. */
export function resetE2eData(port?: number): Promise<void>;
/** The folder of the clock's locks of the server on `port` (tests/support/journey.ts `lockRoot`, the same name). */
export function clockLockRoot(port: number): string;
