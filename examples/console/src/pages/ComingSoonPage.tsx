import { useMatches } from '@tanstack/react-router';

/** The honest page of an area not built yet: its title and a clear notice, no made-up data. */
export function ComingSoonPage() {
  const page = useMatches().findLast((m) => m.staticData.page)?.staticData.page;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-xl font-semibold text-slate-900">
        {page?.title}
      </h1>
      <div className="mt-4 rounded border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        <p className="font-medium">Coming in a later release</p>
        <p className="mt-1 text-sm">This screen is not built yet. Nothing here is placeholder data.</p>
      </div>
    </section>
  );
}
