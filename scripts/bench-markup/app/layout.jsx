// The floor's root layout (scripts/bench-floor): a document and nothing else.
export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
