import { getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';

const featureKeys = [
  'featureDonation',
  'featureEvent',
  'featureMembership',
  'featureShop',
  'featureCrowdfunding',
  'featureInstalments',
] as const;

/** `/forms`: what the product is. The sandbox's demo forms are listed here once it exists. */
export async function HomePage() {
  const t = await getTranslations('Home');
  return (
    <Container width="content">
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1}>{t('title')}</Heading>
          <Text size="large">{t('lead')}</Text>
        </Stack>
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
