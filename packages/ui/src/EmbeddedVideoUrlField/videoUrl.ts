import { allowedValues } from '../styles/allowedValues.ts';

/** The video sites whose players may be embedded. */
export type VideoProvider = 'youtube' | 'vimeo';
export const videoProviders = allowedValues<VideoProvider>()(['youtube', 'vimeo']);

/** A recognised video address: where it is hosted, its id, and the player address built from that id. */
export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** Built from the parsed id only, never from the typed address. */
  embedUrl: string;
}

const youTubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;
const youTubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com']);

const toUrl = (raw: string) => {
  try {
    return new URL(raw.trim());
  } catch {
    return null;
  }
};

const youTube = (id: string | null | undefined): VideoEmbed | null =>
  id && youTubeId.test(id)
    ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
    : null;

const vimeo = (id: string | undefined): VideoEmbed | null =>
  id && vimeoId.test(id) ? { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` } : null;

/**
 * Recognises a YouTube (youtube.com/watch?v=…, youtu.be/…) or Vimeo (vimeo.com/<id>) address;
 * anything else — other hosts, look-alike hosts, other schemes such as `javascript:` — gives `null`.
 */
export function parseVideoUrl(raw: string): VideoEmbed | null {
  const url = toUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (youTubeHosts.has(host)) return url.pathname === '/watch' ? youTube(url.searchParams.get('v')) : null;
  if (host === 'youtu.be') return segments.length === 1 ? youTube(segments[0]) : null;
  if (vimeoHosts.has(host)) return segments.length === 1 ? vimeo(segments[0]) : null;
  return null;
}
