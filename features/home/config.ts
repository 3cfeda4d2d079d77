/**
 * Organisations whose public forms the home page lists while the built-in sandbox serves
 * the API (DEMO_ORGANIZATIONS, comma-separated slugs). The default is the sandbox's seed.
 */
export const demoOrganizationSlugs: readonly string[] = (
  process.env.DEMO_ORGANIZATIONS?.trim() ||
  'les-amis-du-quartier,club-sportif-des-berges,collectif-en-attente,repas-solidaires'
)
  .split(',')
  .map((slug) => slug.trim())
  .filter(Boolean);
