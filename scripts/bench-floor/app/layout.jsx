// The bench's floor: the smallest App Router page of our Next version and config (a
// server component, no providers). `npm run bench` reports every route above it.
export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
