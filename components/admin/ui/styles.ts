/** Class names shared by the admin's controls, so every screen looks and behaves alike. */
export const button = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand-900 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-brand-900 bg-white px-4 py-2 text-sm font-bold text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-bold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
  small:
    'inline-flex items-center justify-center gap-1 whitespace-nowrap rounded border border-slate-400 bg-white px-2 py-1 text-xs font-bold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50',
} as const;

export const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700';

export const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-6';

/** A link in running text or a table cell. */
export const link = 'font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** An error said above a form or a list (in a role="alert" element). */
export const errorBox = 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800';
