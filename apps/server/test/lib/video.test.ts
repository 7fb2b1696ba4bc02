import { describe, expect, it } from 'vitest';
import { recogniseVideo } from '../../src/lib/video';

describe('video links', () => {
  it('turns recognised hosts into embeds', () => {
    expect(recogniseVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(recogniseVideo('https://youtu.be/dQw4w9WgXcQ')?.host).toBe('youtube');
    expect(recogniseVideo('https://rutube.ru/video/0123456789abcdef0123456789abcdef/')?.embedUrl).toBe(
      'https://rutube.ru/play/embed/0123456789abcdef0123456789abcdef',
    );
    expect(recogniseVideo('https://vk.com/video-12345_678')?.embedUrl).toBe('https://vk.com/video_ext.php?oid=-12345&id=678');
  });

  it('keeps other https links as plain links and drops anything else', () => {
    expect(recogniseVideo('https://example.com/v/1')).toEqual({ url: 'https://example.com/v/1', embedUrl: null, host: 'example.com' });
    expect(recogniseVideo('javascript:alert(1)')).toBeNull();
    expect(recogniseVideo('http://youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
