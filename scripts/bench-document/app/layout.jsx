// The document floor's root layout: the floor's, with the `<html>` attributes the measured
// pages' documents carry (the display settings' defaults, the font's class) and their font
// preload, written by `npm run bench` into ../documents.json (not committed) with each
// page's own folder.
import { preload } from 'react-dom';
import documents from '../documents.json';

export default function RootLayout({ children }) {
  // The app's first-paint font, preloaded as next/font does it (a `Link` header there).
  for (const href of documents.fontPreloads) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html {...documents.htmlAttributes}>
      <body>{children}</body>
    </html>
  );
}
