'use client';

import { Link } from '../../components/Link/Link';
import { useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { bar, icon, item, list } from './AdminShortcutsBar.css';

export type AdminShortcutKind = 'edit' | 'share' | 'statistics' | 'administrators';

export interface AdminShortcut {
  kind: AdminShortcutKind;
  /** "Modifier le contenu", "Diffuser", "Statistiques", "Administrateurs". */
  label: string;
  /** Back-office page: {organization}/{type}/{slug}/edition/1, /diffusion, /statistiques, /administrateurs. */
  href: string;
}

export interface AdminShortcutsBarProps {
  shortcuts: AdminShortcut[];
  /** Name of the navigation landmark. @default strings.adminShortcutsLabel */
  label?: string;
}

const paths: Record<AdminShortcutKind, string> = {
  edit: 'M4 16.5V20h3.5L18 9.5 14.5 6zM16 4.5L19.5 8',
  share: 'M16 8a3 3 0 1 0-2.9-3.7L8.8 6.9a3 3 0 1 0 0 4.2l4.3 2.6A3 3 0 1 0 14 12l-4.3-2.6',
  statistics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  administrators:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M17 3.5a4 4 0 0 1 0 7M22 21v-1a6 6 0 0 0-3-5',
};

/**
 * Shortcuts to a form's back-office for its administrators (SPEC §2): each opens in a
 * new tab, which the link announces ("ouvre une nouvelle fenêtre").
 */
export function AdminShortcutsBar({ shortcuts, label }: AdminShortcutsBarProps) {
  const strings = useDesignSystemStrings();
  return (
    <nav className={bar} aria-label={label ?? strings.adminShortcutsLabel}>
      <ul className={list}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.kind} className={item}>
            <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={paths[shortcut.kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <Link href={shortcut.href} external variant="standalone">
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
