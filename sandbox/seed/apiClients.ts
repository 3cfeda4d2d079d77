/**
 * The seeded API credentials (OAuth2 client_credentials) of the demo organisations. Their
 * secrets are written here, so they are marked test_mode_only: they work only under
 * SANDBOX_TEST_MODE (tests, e2e). Outside it, an organisation admin creates a credential
 * with a random secret (POST /api/organizations/{org}/api-clients; docs/sandbox.md).
 */
export const DEMO_API_CLIENTS = [
  {
    clientId: 'les-amis-du-quartier-demo',
    organizationId: 1,
    clientSecret: 'test-mode-only-secret-les-amis-du-quartier',
  },
  {
    clientId: 'club-sportif-des-berges-demo',
    organizationId: 2,
    clientSecret: 'test-mode-only-secret-club-sportif-des-berges',
  },
] as const;
