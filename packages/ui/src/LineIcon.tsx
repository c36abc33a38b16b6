/** The close glyph, the one icon every page may need (a dialog's Close). */
export const CLOSE_PATH = 'M6 6l12 12M18 6L6 18';

export interface LineIconProps {
  /** The SVG path, drawn on a 24 × 24 grid. */
  d: string;
  size?: number;
  className?: string;
}

/** A small line icon in the text colour; decorative, so hidden from screen readers. */
export function LineIcon({ d, size = 24, className }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
