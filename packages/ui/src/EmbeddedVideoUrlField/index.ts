export type { EmbeddedVideoUrlFieldProps } from './EmbeddedVideoUrlField.tsx';
export { EmbeddedVideoUrlField } from './EmbeddedVideoUrlField.tsx';
export type { VideoEmbed, VideoProvider } from './videoUrl.ts';
export { parseVideoUrl, videoProviders } from './videoUrl.ts';
