/** 2025-04-01 → 2025.04.01 (free of dependencies, so the admin's preview may use it too). */
export function formatNewsDate(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll('-', '.');
}
