'use client';

import copy from './global-error.copy.json';

/**
 * Last resort when the root layout itself fails: no providers are available, so it
 * reads its French strings directly (an extract of messages/fr.json: this page is part
 * of every page's JavaScript) and keeps to plain HTML.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr">
      <body>
        <main>
          <h1>{copy.title}</h1>
          <p>{copy.message}</p>
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
