/**
 * Deployment settings read from the environment. Server-only values never reach the
 * browser; the brand is public (it is in every page title).
 */
export const brandName = process.env.NEXT_PUBLIC_BRAND_NAME?.trim() || 'Entraide';

/** Base path of the app (next.config.ts). Links built outside next/link need it. */
export const basePath = '/forms';

export const contactEmail = process.env.NEXT_PUBLIC_CONTACT_EMAIL?.trim() || 'contact@formulaires.example';

/** The platform's main site, where the footer's institutional pages live. */
export const mainSiteUrl = (process.env.NEXT_PUBLIC_MAIN_SITE_URL?.trim() || 'https://www.formulaires.example').replace(
  /\/$/,
  '',
);
