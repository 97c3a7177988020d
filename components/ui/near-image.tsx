'use client';

import type { ImageProps } from 'next/image';
import { useNearViewport } from '@/components/hooks/use-near-viewport';
import { imageAttributes } from './image';

/** A picture of the given shape that needs no request (an SVG of that aspect ratio, drawing nothing). */
export function placeholderOf(width: number, height: number): string {
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'/%3E`;
}

/**
 * An Image (./image.tsx) for below the fold of a long page: it asks for its file only once it
 * comes near the viewport (components/hooks/use-near-viewport.ts), not while the page loads,
 * where `loading="lazy"` alone would let Chrome fetch it beside the page's largest paint. Until
 * then, and without JavaScript, it shows a placeholder of its shape that needs no request, so
 * nothing moves when the file arrives. Never for what may be the largest paint itself.
 */
export function NearImage(props: Omit<ImageProps, 'preload' | 'priority' | 'loading'> & { width: number; height: number }) {
  const [near, ref] = useNearViewport();
  const { src, srcSet, sizes, ...img } = imageAttributes(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the props, alt included
  if (near) return <img {...img} ref={ref} src={src} srcSet={srcSet} sizes={sizes} />;
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- as above
  return <img {...img} ref={ref} src={placeholderOf(props.width, props.height)} />;
}
