/*
 * The store finder's arithmetic, run in the visitor's browser: nothing about where the visitor is
 * leaves it. Distances are great-circle (haversine) on a sphere of the Earth's mean radius, well
 * within the 「約」 the page puts before them.
 */

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance in km between two positions. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 約300m, 約1.2km, 約25km. */
export function formatDistance(km: number): string {
  const metres = Math.max(100, Math.round(km * 10) * 100);
  if (metres < 1000) return `約${metres}m`;
  if (metres < 10_000) return `約${(metres / 1000).toFixed(1)}km`;
  return `約${Math.round(km).toLocaleString('ja-JP')}km`;
}

/** The stores that have a position, nearest first, with their distance; at most `count`. */
export function nearestStores<T extends { latitude?: number | null; longitude?: number | null }>(stores: readonly T[], here: Position, count: number): (T & { km: number })[] {
  return stores
    .flatMap((store) =>
      typeof store.latitude === 'number' && typeof store.longitude === 'number'
        ? [{ ...store, km: distanceKm(here, { latitude: store.latitude, longitude: store.longitude }) }]
        : [],
    )
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

/** The prefecture an address starts with (東京都, 北海道, 大阪府, 神奈川県…), or null. */
export function prefectureOf(address: string | null | undefined): string | null {
  return address?.trim().match(/^(東京都|北海道|京都府|大阪府|[^\s都道府県]{2,3}県)/)?.[1] ?? null;
}
