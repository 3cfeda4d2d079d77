/** A decorative "opens a list" chevron (Select, ComboBox); 1em, in the text colour. */
export function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <polyline points="3,6 8,11 13,6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
