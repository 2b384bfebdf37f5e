/** Small decorative glyphs for this group's controls; always hidden from assistive technology. */
const glyph = { width: 14, height: 14, viewBox: '0 0 14 14', focusable: false } as const;
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ChevronDownIcon = () => (
  <svg {...glyph} aria-hidden="true">
    <path d="M3 5 L7 9 L11 5" {...stroke} />
  </svg>
);

export const CheckIcon = () => (
  <svg {...glyph} aria-hidden="true">
    <path d="M2.5 7.5 L5.5 10.5 L11.5 3.5" {...stroke} />
  </svg>
);

export const CloseIcon = () => (
  <svg {...glyph} aria-hidden="true">
    <path d="M2.5 2.5 L11.5 11.5 M11.5 2.5 L2.5 11.5" {...stroke} />
  </svg>
);

export const MenuIcon = () => (
  <svg {...glyph} aria-hidden="true">
    <path d="M2 3.5 H12 M2 7 H12 M2 10.5 H12" {...stroke} />
  </svg>
);
