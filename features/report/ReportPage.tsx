import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { findFormAggregate } from '@/lib/api/forms';
import { basePath, brandName } from '@/lib/config';
import { formPageTitle } from '@/forms/formErrorFlag';
import { formBasePath, formRefFromRoute, type FormRouteParams } from '@/lib/routes/journey';
import { sendReport } from './actions';
import { ReportForm } from './ReportForm';
import { newReportKey } from './reportKey';

/**
 * The reported form, or null (unknown, or not public: nothing to report here). Cached per
 * request: the page and its metadata share one API call.
 */
const reportedFormCached = cache(async (organizationSlug: string, formKind: string, formSlug: string) => {
  const ref = formRefFromRoute({ organizationSlug, formKind, formSlug });
  const aggregate = ref ? await findFormAggregate(ref) : null;
  return ref && aggregate ? { ref, form: aggregate.form, organization: aggregate.organization } : null;
});

const reportedForm = ({ organizationSlug, formKind, formSlug }: FormRouteParams) =>
  reportedFormCached(organizationSlug, formKind, formSlug);

export async function reportPageMetadata(params: FormRouteParams): Promise<Metadata> {
  const reported = await reportedForm(params);
  if (!reported) return {};
  const t = await getTranslations('Report');
  return {
    title: await formPageTitle(t('pageTitle', { form: reported.form.title })),
    robots: { index: false, follow: false },
  };
}

/**
 * `/associations/{org}/{kind}/{form}/signaler`: report a form page (SPEC §2, §3). Its
 * form posts to a server action, so it works without JavaScript; the reported address is
 * the form's page, never one the visitor could type.
 */
export async function ReportPage({ params }: { params: FormRouteParams }) {
  const reported = await reportedForm(params);
  if (!reported) notFound();
  const { ref, form, organization } = reported;
  const [t, tMeta] = await Promise.all([getTranslations('Report'), getTranslations('Metadata')]);
  const pageTitle = tMeta('titleTemplate', { title: t('pageTitle', { form: form.title }), brand: brandName });
  return (
    <Container width="reading">
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1}>{t('title')}</Heading>
          <Text>{t('intro', { form: form.title, organization: organization.name })}</Text>
          <Link href={`${basePath}${formBasePath(ref)}`}>{t('back', { form: form.title })}</Link>
        </Stack>
        <ReportForm action={sendReport.bind(null, ref)} reportKey={newReportKey()} pageTitle={pageTitle} />
      </Stack>
    </Container>
  );
}
