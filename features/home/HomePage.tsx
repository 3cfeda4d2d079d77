import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { basePath } from '@/lib/config';
import { formKindOf } from '@/lib/kinds/formKinds';
import type { DemoOrganization } from './demoForms';
import { loadDemoOrganizations } from './loadDemoForms';

const featureKeys = [
  'featureDonation',
  'featureEvent',
  'featureMembership',
  'featureShop',
  'featureCrowdfunding',
  'featureInstalments',
] as const;

export interface HomePageProps {
  /**
   * The error page shown in place of the content when the API fails (its database
   * unusable: 503). The route gives it: the error views are another feature's.
   */
  renderFailure: (error: unknown) => ReactNode;
}

/**
 * `/forms`: what the product is and, while the built-in sandbox serves the API, its demo
 * forms. When the API fails, the error page says so.
 */
export async function HomePage({ renderFailure }: HomePageProps) {
  const [t, demoOrganizations] = await Promise.all([
    getTranslations('Home'),
    loadDemoOrganizations().catch((error: unknown) => ({ failure: error })),
  ]);
  if (demoOrganizations && 'failure' in demoOrganizations) {
    return <Container width="content">{renderFailure(demoOrganizations.failure)}</Container>;
  }
  return (
    <Container width="content">
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1}>{t('title')}</Heading>
          <Text size="large">{t('lead')}</Text>
        </Stack>
        {demoOrganizations ?
          <DemoForms organizations={demoOrganizations} t={t} />
        : null}
        <Stack gap="small" as="section" aria-labelledby="fonctionnalites">
          <Heading level={2} id="fonctionnalites">
            {t('features')}
          </Heading>
          <ul>
            {featureKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <Text tone="muted">{t('tipExplanation')}</Text>
        </Stack>
      </Stack>
    </Container>
  );
}

function DemoForms({
  organizations,
  t,
}: {
  organizations: readonly DemoOrganization[];
  t: Awaited<ReturnType<typeof getTranslations<'Home'>>>;
}) {
  return (
    <Stack gap="medium" as="section" aria-labelledby="formulaires-demonstration" data-testid="demo-forms">
      <Heading level={2} id="formulaires-demonstration">
        {t('demoForms')}
      </Heading>
      {organizations.length === 0 ?
        <Text>{t('noDemo')}</Text>
      : <>
          <Text>{t('demoLead')}</Text>
          {organizations.map((organization) => (
            <Stack gap="small" as="section" aria-labelledby={`demo-${organization.slug}`} key={organization.slug}>
              <Heading level={3} id={`demo-${organization.slug}`}>
                {organization.name}
              </Heading>
              <ul>
                {organization.forms.map((form) => (
                  <li key={form.path}>
                    <Link href={`${basePath}${form.path}`}>{form.title}</Link>{' '}
                    <Text as="span" tone="muted">
                      {t('demoKind', { name: formKindOf(form.formType).words.name })}
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
          ))}
        </>
      }
    </Stack>
  );
}
