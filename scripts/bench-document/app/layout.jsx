// The document floor's root layout: the floor's, with the `<html>` attributes the measured
// pages' documents carry (the display settings' defaults, the font's class), written by
// `npm run bench` into ../documents.json (not committed) with each page's own folder.
import documents from '../documents.json';

export default function RootLayout({ children }) {
  return (
    <html {...documents.htmlAttributes}>
      <body>{children}</body>
    </html>
  );
}
