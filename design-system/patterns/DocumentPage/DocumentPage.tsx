import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading/Heading';
import { Link } from '../../components/Link/Link';
import { Text } from '../../components/Text/Text';
import { Container } from '../../layout/Container/Container';
import { Stack } from '../../layout/Stack/Stack';
import { labelColumn as labelColumnStyle, page, screenOnly, table } from './DocumentPage.css';

export interface DocumentPageProps {
  /** The document's level-1 heading. */
  title: string;
  subtitle: string;
  /** The document's parts: `DocumentSection`s and the like. */
  children: ReactNode;
  /** The document's files (PDF, calendar), each a download link on its own line; not printed. */
  files: readonly { readonly href: string; readonly label: string }[];
  /** A line under the files on how to print the page; not printed. */
  printHint: string;
}

/**
 * A document as an accessible, printable page (a ticket, a receipt): its title and
 * subtitle, its parts, then its files and a print hint, left out of the print.
 * Presentational: the app passes the copy. The print stylesheet that hides the site's
 * chrome is the page's own.
 */
export function DocumentPage({ title, subtitle, children, files, printHint }: DocumentPageProps) {
  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={1}>{title}</Heading>
            <Text tone="muted">{subtitle}</Text>
          </Stack>
          {children}
          <div className={screenOnly}>
            <Stack gap="small">
              {files.map((file) => (
                <div key={file.href}>
                  <Link href={file.href} variant="standalone" download>
                    {file.label}
                  </Link>
                </div>
              ))}
              <Text size="small" tone="muted">
                {printHint}
              </Text>
            </Stack>
          </div>
        </Stack>
      </div>
    </Container>
  );
}

export interface DocumentSectionProps {
  /** The id of the section's heading, which names the section and its table. */
  id: string;
  heading: string;
  /** The table's rows: a row header and its value. */
  rows: readonly (readonly [label: string, value: string])[];
  /** `narrow`: the row headers take 35 % of the width, `wide` 40 %. @default 'wide' */
  labelColumn?: 'narrow' | 'wide';
}

/** A part of a document: a level-2 heading and a table of row headers and values. */
export function DocumentSection({ id, heading, rows, labelColumn = 'wide' }: DocumentSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="small">
        <Heading level={2} id={id}>
          {heading}
        </Heading>
        <table className={table} aria-labelledby={id}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className={labelColumnStyle[labelColumn]}>
                  {label}
                </th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </section>
  );
}
