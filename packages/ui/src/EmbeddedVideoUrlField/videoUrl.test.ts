import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './videoUrl.ts';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ?si=abc  ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://WWW.YOUTUBE.COM/watch?v=a-_b1C2d3E4', 'youtube', 'a-_b1C2d3E4'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://www.vimeo.com/76979871#t=10s', 'vimeo', '76979871'],
  ])('recognises %s', (raw, provider, id) => {
    expect(parseVideoUrl(raw)).toMatchObject({ provider, id });
  });

  it('builds the player address from the id alone', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&autoplay=1&list=x')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(parseVideoUrl('https://vimeo.com/76979871?autoplay=1')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it.each([
    ['empty', ''],
    ['not an address', 'my holiday video'],
    ['javascript scheme', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['look-alike prefix', 'https://evilyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['youtu.be look-alike', 'https://youtu.be.evil.example/dQw4w9WgXcQ'],
    ['vimeo look-alike', 'https://vimeo.com.evil.example/76979871'],
    ['credentials before the host', 'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
    ['user info on a real host', 'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['other scheme', 'ftp://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['no video id', 'https://www.youtube.com/watch'],
    ['id too short', 'https://www.youtube.com/watch?v=abc'],
    ['id with markup', 'https://youtu.be/"><script>'],
    ['channel page', 'https://www.youtube.com/@somechannel'],
    ['embed path given', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['vimeo non-numeric', 'https://vimeo.com/channels/staffpicks'],
    ['vimeo nested path', 'https://vimeo.com/76979871/extra'],
  ])('rejects %s', (_case, raw) => {
    expect(parseVideoUrl(raw)).toBeNull();
  });
});
