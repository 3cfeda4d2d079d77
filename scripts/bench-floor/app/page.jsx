export const dynamic = 'force-dynamic';

export default function BarePage() {
  return (
    <main>
      <h1>Page nue</h1>
    </main>
  );
}
