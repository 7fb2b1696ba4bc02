/** Recognised video hosts: a link becomes an embeddable player; anything else stays a plain link. */
export interface VideoLink {
  url: string;
  embedUrl: string | null;
  host: string;
}

const RULES: Array<{ host: string; test: RegExp; embed: (m: RegExpExecArray) => string }> = [
  {
    host: 'youtube',
    test: /^https:\/\/(?:www\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{11})/,
    embed: (m) => `https://www.youtube-nocookie.com/embed/${m[1]}`,
  },
  { host: 'youtube', test: /^https:\/\/youtu\.be\/([\w-]{11})/, embed: (m) => `https://www.youtube-nocookie.com/embed/${m[1]}` },
  { host: 'rutube', test: /^https:\/\/rutube\.ru\/video\/([0-9a-f]{32})\/?/, embed: (m) => `https://rutube.ru/play/embed/${m[1]}` },
  { host: 'vk', test: /^https:\/\/(?:vk\.com|vkvideo\.ru)\/video(-?\d+)_(\d+)/, embed: (m) => `https://vk.com/video_ext.php?oid=${m[1]}&id=${m[2]}` },
];

export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://rutube.ru', 'https://vk.com'];

export function recogniseVideo(url: string): VideoLink | null {
  if (!/^https:\/\//.test(url)) return null;
  for (const rule of RULES) {
    const m = rule.test.exec(url);
    if (m) return { url, embedUrl: rule.embed(m), host: rule.host };
  }
  try {
    return { url, embedUrl: null, host: new URL(url).hostname };
  } catch {
    return null;
  }
}
