import { expandShortImageUrl, shortImageLoader } from './short-image-url';

describe('short image addresses', () => {
  it('gives a local image at the default quality the short address, and expands it back', () => {
    const short = shortImageLoader({ src: '/images/top/mv-1.webp', width: 640 });
    expect(short).toBe('/i/640/images/top/mv-1.webp');
    expect(expandShortImageUrl(short)).toBe('/_next/image?url=%2Fimages%2Ftop%2Fmv-1.webp&w=640&q=75');
    expect(expandShortImageUrl(shortImageLoader({ src: '/media/01ab.webp?v=2', width: 96, quality: 75 }))).toBe('/_next/image?url=%2Fmedia%2F01ab.webp%3Fv%3D2&w=96&q=75');
  });

  it('keeps the optimizer address for another quality or a remote image', () => {
    expect(shortImageLoader({ src: '/images/a.webp', width: 640, quality: 90 })).toBe('/_next/image?url=%2Fimages%2Fa.webp&w=640&q=90');
    expect(shortImageLoader({ src: 'https://example.com/a.webp', width: 640 })).toBe('/_next/image?url=https%3A%2F%2Fexample.com%2Fa.webp&w=640&q=75');
  });

  it('expands nothing but its own addresses, and never to another host', () => {
    for (const url of ['/images/a.webp', '/i/', '/i/abc/a.webp', '/i/640', '/i/640//evil.example/a.webp', '/i/640/\\evil.example/a.webp', '/i/12345/a.webp', '/index']) {
      expect(expandShortImageUrl(url)).toBeNull();
    }
    expect(expandShortImageUrl(undefined)).toBeNull();
  });
});
