'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

interface PickupEmblaProps {
  /** The carousel's viewport, already on the page. */
  viewport: HTMLElement;
  options: Parameters<typeof useEmblaCarousel>[0];
  /** Receives embla's API once it runs, and undefined when it stops. */
  onApi: (api: UseEmblaCarouselType[1]) => void;
}

/**
 * Runs embla on the PICK UP carousel's viewport and hands its API up; renders nothing. It is a
 * module of its own so that the page loads embla only when the carousel comes near the window
 * (pickup-carousel.tsx imports it then).
 */
export default function PickupEmbla({ viewport, options, onApi }: PickupEmblaProps) {
  const [viewportRef, embla] = useEmblaCarousel(options);
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(embla);
    return () => onApi(undefined);
  }, [embla, onApi]);
  return null;
}
