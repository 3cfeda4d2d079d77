import { Heading } from '../../components/Heading/Heading';
import { Link } from '../../components/Link/Link';
import { Text } from '../../components/Text/Text';
import { Container } from '../../layout/Container/Container';
import { Stack } from '../../layout/Stack/Stack';
import { page } from '../DocumentPage/DocumentPage.css';

export interface SignedLinkExpiredProps {
  /** The page's level-1 heading: what the link opened ("Billet", "Reçu"). */
  title: string;
  /** What happened and where the document still is. */
  message: string;
  /** The sign-in page, back to where the document is once signed in. */
  signInHref: string;
  /** The sign-in link's text. */
  signInLabel: string;
}

/**
 * The page a signed link (a ticket's, a receipt's) opens once it has expired: its title,
 * why, and a link to sign in. Presentational: the app passes the copy.
 */
export function SignedLinkExpired({ title, message, signInHref, signInLabel }: SignedLinkExpiredProps) {
  return (
    <Container width="reading">
      <div className={page}>
        <Stack gap="medium">
          <Heading level={1}>{title}</Heading>
          <Text>{message}</Text>
          <div>
            <Link href={signInHref} variant="standalone">
              {signInLabel}
            </Link>
          </div>
        </Stack>
      </div>
    </Container>
  );
}
