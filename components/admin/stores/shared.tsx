export const STORES_HREF = '/admin/stores';

export function PublicStatus({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <span className="inline-block rounded bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">公開</span>
  ) : (
    <span className="inline-block rounded bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800">非公開</span>
  );
}
