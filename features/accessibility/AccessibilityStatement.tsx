import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { publicOrigin } from '@/lib/api/upstream';
import { basePath, brandName, contactEmail } from '@/lib/config';
import { auditRecord, criterionKey, type AuditedCriterion, type AuditRecord } from './auditRecord';
import { complianceRate, recordStatus, resultCounts } from './conformity';

/** The Défenseur des droits' pages of the RGAA recourse text (French only). Opened in the same tab. */
const defenseurDesDroits = {
  form: 'https://formulaire.defenseurdesdroits.fr/',
  delegates: 'https://www.defenseurdesdroits.fr/saisir/delegues',
} as const;

type Format = Awaited<ReturnType<typeof getFormatter>>;

/** An ISO calendar date of the record (YYYY-MM-DD) in words, in Paris. */
const longDate = (format: Format, isoDate: string) =>
  format.dateTime(new Date(`${isoDate}T12:00:00Z`), { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * `/accessibilite`: the accessibility statement on the RGAA 4.1 model. Its status and rate
 * are computed from the audit record (conformity.ts), never written by hand.
 */
export async function AccessibilityStatement({ record = auditRecord }: { record?: AuditRecord }) {
  const [t, format] = await Promise.all([getTranslations('AccessibilityStatement'), getFormatter()]);
  const rate = complianceRate(record);
  const status = recordStatus(record);
  const counts = resultCounts(record);
  const criterionLine = (criterion: AuditedCriterion) =>
    t.rich('criterionLine', {
      id: criterion.id,
      label: t(`criteria.${criterionKey(criterion.id)}.label`),
      result: t(`result.${criterion.result}`),
      strong: (chunks) => <strong>{chunks}</strong>,
    });
  const feedbackEmail = t.rich('feedbackEmail', {
    email: contactEmail,
    link: (chunks) => <Link href={`mailto:${contactEmail}`}>{chunks}</Link>,
  });
  // Same tab (no "opens a new window" to announce); the English messages say the sites are in French.
  const recourseWrite = t.rich('recourseWrite', {
    link: (chunks) => <Link href={defenseurDesDroits.form}>{chunks}</Link>,
  });
  const recourseDelegate = t.rich('recourseDelegate', {
    link: (chunks) => <Link href={defenseurDesDroits.delegates}>{chunks}</Link>,
  });
  return (
    <Container width="reading">
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1}>{t('title')}</Heading>
          <Text>{t('intro', { brand: brandName })}</Text>
          <Text>{t('scope', { brand: brandName, url: `${publicOrigin()}${basePath}` })}</Text>
        </Stack>

        <Section id="etat-de-conformite" title={t('complianceTitle')}>
          <Text>
            {t('complianceStatus', { brand: brandName, status: t(`status.${status}`), version: record.rgaaVersion })}
          </Text>
          <Text>{rate === null ? t('complianceRateNone') : t('complianceRate', { rate })}</Text>
          {status === 'compliant' ?
            null
          : record.exceptions.length > 0 ?
            <Text>{t('complianceReason')}</Text>
          : rate === 100 ?
            <Text>{t('complianceReasonPartialAudit')}</Text>
          : null}
        </Section>

        <Section id="resultats-des-tests" title={t('resultsTitle')}>
          <Text>
            {t('resultsScope', {
              assessed: record.criteria.length - counts.needsPerson,
              needsPerson: counts.needsPerson,
              total: record.rgaaCriteriaCount,
              version: record.rgaaVersion,
            })}
          </Text>
          <Text>{t('resultsSummary', counts)}</Text>
          <Stack as="ul" gap="small">
            {record.criteria.map((criterion) => (
              <li key={criterion.id}>
                <Text>{criterionLine(criterion)}</Text>
                {criterion.note ?
                  <Text size="small" tone="muted">
                    {t(`criteria.${criterionKey(criterion.id)}.note`)}
                  </Text>
                : null}
              </li>
            ))}
          </Stack>
        </Section>

        <Section id="contenus-non-accessibles" title={t('nonAccessibleTitle')}>
          <Heading level={3}>{t('nonComplianceTitle')}</Heading>
          {record.exceptions.length === 0 ?
            <Text>{t('noExceptions')}</Text>
          : <>
              <Text>{t('nonComplianceIntro')}</Text>
              <Stack as="ul" gap="small">
                {record.exceptions.map((exception) => (
                  <li key={exception.id}>
                    <Text>{t(`exceptions.${exception.id}`)}</Text>
                    <Text>
                      {t('exceptionCriteria', {
                        criteria: format.list(
                          exception.criteria.map((criterion) => t('exceptionCriterion', criterion)),
                          { type: 'conjunction' },
                        ),
                      })}{' '}
                      {t(`exceptionStatus.${exception.status}`)}
                    </Text>
                  </li>
                ))}
              </Stack>
            </>
          }
        </Section>

        <Section id="etablissement" title={t('establishmentTitle')}>
          <Text>{t('establishedOn', { date: longDate(format, record.date) })}</Text>
          <Heading level={3}>{t('technologiesTitle')}</Heading>
          <ul>
            {record.technologies.map((technology) => (
              <li key={technology}>{t(`technologies.${technology}`)}</li>
            ))}
          </ul>
          <Heading level={3}>{t('environmentTitle')}</Heading>
          <Text>{t('environmentIntro')}</Text>
          <ul>
            {record.automatedChecks.map((check) => (
              <li key={check}>{t(`checks.${check}`)}</li>
            ))}
          </ul>
          {record.manualChecks.length === 0 ?
            <Text>{t('manualChecksNone')}</Text>
          : <>
              <Text>{t('manualChecksIntro')}</Text>
              <ul>
                {record.manualChecks.map((check) => (
                  <li key={`${check.date}-${check.assistiveTechnology}-${check.browser}`}>
                    {t('manualCheck', {
                      technology: t(`assistiveTechnologies.${check.assistiveTechnology}`),
                      browser: t(`browsers.${check.browser}`),
                      date: longDate(format, check.date),
                    })}
                  </li>
                ))}
              </ul>
            </>
          }
          <Heading level={3}>{t('pagesTitle')}</Heading>
          <ul>
            {record.pages.map((page) => (
              <li key={page}>{t(`pages.${page}`)}</li>
            ))}
          </ul>
        </Section>

        <Section id="retour-d-information" title={t('feedbackTitle')}>
          <Text>{t('feedbackText')}</Text>
          <Text>{feedbackEmail}</Text>
        </Section>

        <Section id="voies-de-recours" title={t('recourseTitle')}>
          <Text>{t('recourseIntro')}</Text>
          <Text>{t('recourseOptions')}</Text>
          <ul>
            <li>{recourseWrite}</li>
            <li>{recourseDelegate}</li>
            <li>{t('recoursePost')}</li>
          </ul>
        </Section>
      </Stack>
    </Container>
  );
}

/** One part of the statement: a level-2 heading naming its section. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="medium" as="section" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
