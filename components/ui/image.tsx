'use client';

import { getImageProps, type ImageProps } from 'next/image';
import type { ImgHTMLAttributes } from 'react';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's responsive <img>, offering only the widths the layout can use. With a `sizes` of
 * pixel widths only (a thumbnail, a card), next/image lists every configured width up to 1920
 * in each <img>; here the list stops at the first width that covers the largest slot on a 2×
 * screen. A client component like next/image, so the page's RSC payload carries only its props,
 * not the candidate list.
 */
export function Image({ preload, ...props }: ImageProps) {
  const img = imageAttributes(props);
  if (preload) {
    preloadResource(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the props, alt included
  return <img {...img} />;
}

/** The <img> attributes of `props`: next/image's, with the candidate list trimmed (see Image). */
export function imageAttributes(props: Omit<ImageProps, 'preload'>): ImgHTMLAttributes<HTMLImageElement> & { src: string } {
  const { props: img } = getImageProps(props);
  const srcSet = img.srcSet && img.sizes ? trimSrcSet(img.srcSet, img.sizes) : img.srcSet;
  const largest = srcSet?.split(', ').at(-1)?.split(' ')[0];
  const src = srcSet === img.srcSet ? img.src : (largest ?? img.src);
  // next/image marks its <img> for its own checks and hides a broken image's alt text with a
  // transparent colour: neither is needed here, and both cost bytes in every <img>.
  const rest: Record<string, unknown> = { ...img };
  delete rest['data-nimg'];
  const layout = { ...img.style };
  delete layout.color;
  return { ...rest, src, srcSet, style: Object.keys(layout).length > 0 ? layout : undefined };
}

/** Device pixel ratio the trimmed list still serves sharp. */
const MAX_DENSITY = 2;

/**
 * The candidates of `srcSet` a browser can pick for `sizes` on screens up to 2×: when every slot
 * is in CSS pixels, up to the first width of at least twice the largest; otherwise all of them.
 */
export function trimSrcSet(srcSet: string, sizes: string): string {
  const slots = sizes.split(',').map((entry) => entry.trim().split(/\s+/).at(-1) ?? '');
  const pixels = slots.map((slot) => /^(\d+(?:\.\d+)?)px$/.exec(slot)?.[1]);
  if (pixels.some((value) => value === undefined)) return srcSet;
  const needed = Math.max(...pixels.map(Number)) * MAX_DENSITY;
  const candidates = srcSet.split(', ');
  const cover = candidates.findIndex((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]) >= needed);
  return cover < 0 ? srcSet : candidates.slice(0, cover + 1).join(', ');
}
