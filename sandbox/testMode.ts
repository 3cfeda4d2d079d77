/** Whether the environment turns the sandbox's test mode on (SANDBOX_TEST_MODE=1 or true). */
export function isTestModeEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.SANDBOX_TEST_MODE === '1' || env.SANDBOX_TEST_MODE === 'true';
}
