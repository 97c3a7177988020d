'use client';

import { type Role, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from '@/lib/core/auth/roles';
import { useLiveCollection } from '../live';

export interface RoleValue {
  role: Role;
  storeIds: string[];
}

/**
 * The role of an account and, for store staff, the stores they work for: the role as radio
 * buttons with what each may do, the stores as checkboxes (shown for store staff only).
 */
export function RoleFields({ idPrefix, value, onChange, error }: { idPrefix: string; value: RoleValue; onChange: (value: RoleValue) => void; error?: string | null }) {
  const stores = useLiveCollection('Store');
  const toggleStore = (id: string, checked: boolean) =>
    onChange({ ...value, storeIds: checked ? [...value.storeIds, id] : value.storeIds.filter((storeId) => storeId !== id) });
  const errorId = `${idPrefix}-stores-error`;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-bold">権限</legend>
        <div className="mt-2 space-y-2">
          {ROLES.map((role) => (
            <label key={role} className="flex items-start gap-2 rounded-md border border-slate-200 p-3 text-sm has-checked:border-brand-700 has-checked:bg-slate-50">
              <input
                type="radio"
                name={`${idPrefix}-role`}
                value={role}
                checked={value.role === role}
                onChange={() => onChange({ ...value, role })}
                className="mt-1"
                aria-describedby={`${idPrefix}-${role}-description`}
              />
              <span>
                <span className="font-bold">{ROLE_LABELS[role]}</span>
                <span id={`${idPrefix}-${role}-description`} className="block text-slate-700">
                  {ROLE_DESCRIPTIONS[role]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {value.role === 'staff' ? (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="text-sm font-bold">
            担当店舗 <span className="text-xs font-normal text-slate-700">（1つ以上）</span>
          </legend>
          {error ? (
            <p id={errorId} className="mt-1 text-sm font-bold text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {stores.loading && stores.items.length === 0 ? <p className="text-sm text-slate-700">店舗を読み込んでいます…</p> : null}
            {[...stores.items]
              .sort((a, b) => a.name.localeCompare(b.name, 'ja'))
              .map((store) => (
                <label key={store.id} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={value.storeIds.includes(store.id)} onChange={(event) => toggleStore(store.id, event.target.checked)} />
                  {store.name}
                </label>
              ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
