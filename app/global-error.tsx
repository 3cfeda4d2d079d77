'use client';

import fr from '@/messages/fr.json';

/**
 * Last resort when the root layout itself fails: no providers are available, so it
 * reads the French messages directly and keeps to plain HTML.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const copy = fr.ErrorPage;
  return (
    <html lang="fr">
      <body>
        <main>
          <h1>{copy.server.title}</h1>
          <p>{copy.server.message}</p>
          <p>{copy.codeLabel.replace('{code}', '500')}</p>
          <button type="button" onClick={reset}>
            {copy.retry}
          </button>{' '}
          <a href="/forms">{copy.home}</a>
        </main>
      </body>
    </html>
  );
}
