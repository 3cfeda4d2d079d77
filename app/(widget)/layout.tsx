import type { ReactNode } from 'react';

/** Widget layout (SPEC §2): framed on associations' sites, so the body is transparent. */
export default function WidgetLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="widget">
      <main id="contenu">{children}</main>
    </div>
  );
}
