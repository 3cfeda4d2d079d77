/**
 * Auth server (SPEC §7 Auth): POST {auth}/token and GET {auth}/disconnect.
 * Bodies are JSON or application/x-www-form-urlencoded (OAuth2 style).
 */
import { z } from 'zod';

export const PasswordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(200),
  /** Test mode only: lifetime of the access token in seconds (e.g. 1 to test expiry). */
  expires_in: z.coerce.number().int().min(1).max(86_400).optional(),
});
export const RefreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(200),
  expires_in: z.coerce.number().int().min(1).max(86_400).optional(),
});
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [PasswordGrantSchema, RefreshGrantSchema]);

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds. */
  expires_in: z.int().min(1),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const DisconnectQuerySchema = z.object({ refresh_token: z.string().max(200).optional() });
export const DisconnectResponseSchema = z.object({ disconnected: z.literal(true) });

/**
 * A role the user holds, as written in the access token's `grants` claim. The `roles`
 * claim (read by lib/rules/tokens) lists the role names only.
 */
export const RoleGrantSchema = z.object({
  role: z.enum(['OrganizationAdmin', 'FormAdmin']),
  organizationSlug: z.string(),
  formType: z.string().optional(),
  formSlug: z.string().optional(),
});
export type RoleGrant = z.infer<typeof RoleGrantSchema>;

/** Claims of the sandbox's access tokens (HS256 JWT). */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  uid: z.string(),
  exp: z.number(),
  iat: z.number(),
  roles: z.array(z.string()),
  grants: z.array(RoleGrantSchema),
  unverified: z.boolean(),
  email: z.string(),
  /** Session (refresh-token family) the token belongs to: disconnect revokes it. */
  sid: z.string(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/**
 * OAuth2 client_credentials (HelloAsso's API style): an organisation's own site
 * exchanges its API credential for an access token of that organisation.
 */
export const ClientCredentialsGrantSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(1).max(200),
});

/** No refresh token: the site asks again with its credential (RFC 6749 §4.4.3). */
export const ClientTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds. */
  expires_in: z.int().min(1),
});
export type ClientTokenResponse = z.infer<typeof ClientTokenResponseSchema>;

/** Claims of a client_credentials access token (no user: `typ` is "client"). */
export const ClientTokenClaimsSchema = z.object({
  typ: z.literal('client'),
  sub: z.string(),
  client_id: z.string(),
  organizationSlug: z.string(),
  exp: z.number(),
  iat: z.number(),
});
export type ClientTokenClaims = z.infer<typeof ClientTokenClaimsSchema>;

/** POST /api/organizations/{org}/api-clients: a new credential, its secret shown this once. */
export const ApiClientResponseSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
  organizationSlug: z.string(),
  createdAt: z.string(),
});
export type ApiClientResponse = z.infer<typeof ApiClientResponseSchema>;
