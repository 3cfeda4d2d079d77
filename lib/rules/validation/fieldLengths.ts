/** Without zod: the browser checks an address's length (./emailAddress) with the page. */

/** Default maximum lengths (the spec leaves them to each field: these are ours). */
export const FIELD_MAX_LENGTHS = {
  name: 50,
  email: 254,
  address: 250,
  city: 100,
  companyName: 100,
  customField: 500,
  reportMessage: 2000,
  password: 128,
} as const;
