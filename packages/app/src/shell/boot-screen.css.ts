import { globalStyle, keyframes } from '@vanilla-extract/css';

/**
 * The turning arc index.html shows in #app until React's first render replaces it, so a slow network
 * shows that the page is coming instead of a white screen. No theme class is on the page yet, so its
 * colours are the default branding's, spelled out.
 */
const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

globalStyle('[data-boot-screen]', {
  display: 'flex',
  minHeight: '100vh',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#0f6b78',
  backgroundColor: '#f6f8f9',
});

globalStyle('[data-boot-screen] svg', {
  width: '2.5rem',
  height: '2.5rem',
  animation: `${turn} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
