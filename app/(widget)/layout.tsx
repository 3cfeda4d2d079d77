import type { ReactNode } from 'react';
import { HeightReporter } from '@/features/widgets/HeightReporter';

/**
 * Widget layout (SPEC §2): framed on associations' sites, so the body is transparent.
 * The height reporter lets an embedder that names its origin resize the frame (docs/widgets.md).
 */
export default function WidgetLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="widget">
      <main id="contenu">{children}</main>
      <HeightReporter />
    </div>
  );
}
