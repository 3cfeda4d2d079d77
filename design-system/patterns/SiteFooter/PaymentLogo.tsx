import { logo, logoAccent } from './SiteFooter.css';

export type PaymentLogoKind = 'card' | 'threeDSecure' | 'approved';

/**
 * Neutral placeholders for the payment-institution logos: no trademark is drawn. The
 * name comes from props (role="img" + aria-label, RGAA 1.1).
 */
export function PaymentLogo({ kind, label }: { kind: PaymentLogoKind; label: string }) {
  return (
    <svg className={logo} viewBox="0 0 72 48" role="img" aria-label={label} focusable="false">
      {kind === 'card' ?
        <g>
          <rect x="10" y="10" width="52" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
          <rect className={logoAccent} x="10" y="16" width="52" height="6" />
          <rect x="16" y="30" width="14" height="4" rx="1" fill="currentColor" />
        </g>
      : kind === 'threeDSecure' ?
        <g>
          <path
            d="M36 6l18 7v11c0 10-8 16-18 19-10-3-18-9-18-19V13z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path className={logoAccent} d="M29 24h14v10H29z" />
          <path d="M32 24v-3a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="3" />
        </g>
      : <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
          <path d="M14 20l22-11 22 11z" />
          <path d="M20 22v14M30 22v14M42 22v14M52 22v14" />
          <path d="M12 40h48" />
        </g>
      }
    </svg>
  );
}
