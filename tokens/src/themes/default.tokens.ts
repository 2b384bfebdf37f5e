import type { BrandTokens } from '../brand.ts';
import { primaryColors } from './primary-colors.ts';
import { sharedFocusRing, sharedTokens } from './shared.tokens.ts';

/** The default Mobilise branding: deep teal on white with cool neutral greys. */
export const defaultTokens: BrandTokens = {
  ...sharedTokens,
  color: {
    surface: {
      canvas: '#f6f8f9',
      raised: '#ffffff',
      sunken: '#edf1f3',
      inverse: '#12262d',
      overlay: 'rgba(18, 38, 45, 0.56)',
    },
    text: {
      default: '#17272e',
      muted: '#4b5d66',
      inverse: '#ffffff',
      link: '#0b5c8a',
      onAction: '#ffffff',
    },
    border: { default: '#d3dce0', strong: '#6b7d86', focus: '#1560bd' },
    action: {
      primary: primaryColors.default,
      primaryHover: '#0c5864',
      primaryPressed: '#094650',
      secondary: '#e2eff1',
      secondaryHover: '#cfe4e8',
      secondaryPressed: '#bbd9de',
      disabled: '#e1e6e9',
      textDisabled: '#7c8a91',
    },
    status: {
      positive: '#1d7a3e',
      positiveSoft: '#e3f4e8',
      caution: '#8a5a00',
      cautionSoft: '#fdf1d8',
      critical: '#b42318',
      criticalSoft: '#fde8e6',
      info: '#1f5fa8',
      infoSoft: '#e4eefb',
    },
    badge: { green: '#1b6b37', greenSoft: '#def3e4', purple: '#6b3fa0', purpleSoft: '#efe7f8' },
    header: { background: '#0f3a44', text: '#ffffff' },
  },
  shadow: {
    sm: '0 1px 2px rgba(18, 38, 45, 0.08)',
    md: '0 2px 6px rgba(18, 38, 45, 0.1), 0 1px 2px rgba(18, 38, 45, 0.06)',
    lg: '0 8px 24px rgba(18, 38, 45, 0.14), 0 2px 6px rgba(18, 38, 45, 0.08)',
  },
  focusRing: { ...sharedFocusRing, color: '#1560bd' },
};
