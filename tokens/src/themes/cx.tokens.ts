import type { BrandTokens } from '../brand.ts';
import { primaryColors } from './primary-colors.ts';
import { sharedFocusRing, sharedTokens } from './shared.tokens.ts';

/** The CX branding: deep purple with magenta accents on warm neutrals. */
export const cxTokens: BrandTokens = {
  ...sharedTokens,
  color: {
    surface: {
      canvas: '#faf7f5',
      raised: '#ffffff',
      sunken: '#f2ece8',
      inverse: '#2a1830',
      overlay: 'rgba(42, 24, 48, 0.56)',
    },
    text: {
      default: '#2b1d2e',
      muted: '#5e4f5c',
      inverse: '#ffffff',
      link: '#8a1f72',
      onAction: '#ffffff',
    },
    border: { default: '#e4d9d4', strong: '#82707a', focus: '#a3137a' },
    action: {
      primary: primaryColors.cx,
      primaryHover: '#5a1874',
      primaryPressed: '#48125e',
      secondary: '#f3e8f6',
      secondaryHover: '#e8d5ee',
      secondaryPressed: '#dcc1e6',
      disabled: '#e9e2df',
      textDisabled: '#8f8489',
    },
    status: {
      positive: '#23763a',
      positiveSoft: '#e6f3e4',
      caution: '#8f5200',
      cautionSoft: '#fcefd9',
      critical: '#b3261e',
      criticalSoft: '#fbe6e3',
      info: '#3a56b0',
      infoSoft: '#e8ecf9',
    },
    badge: { green: '#24703a', greenSoft: '#e2f2e2', purple: '#7a2a8f', purpleSoft: '#f4e6f6' },
    header: { background: '#3d0f4f', text: '#ffffff' },
  },
  shadow: {
    sm: '0 1px 2px rgba(42, 24, 48, 0.08)',
    md: '0 2px 6px rgba(42, 24, 48, 0.1), 0 1px 2px rgba(42, 24, 48, 0.06)',
    lg: '0 8px 24px rgba(42, 24, 48, 0.14), 0 2px 6px rgba(42, 24, 48, 0.08)',
  },
  focusRing: { ...sharedFocusRing, color: '#a3137a' },
};
