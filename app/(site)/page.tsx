import { getAreasWithStores } from '@/lib/content/stores';
import { site } from '@/lib/site';

export default async function HomePage() {
  const groups = await getAreasWithStores();
  return (
    <>
      <section className="bg-brand-900 px-4 py-16 text-center text-white sm:py-24">
        <p className="text-sm tracking-[0.3em] text-accent-500">KAATSU × PERSONAL TRAINING</p>
        <h1 className="mt-4 text-3xl font-black leading-snug sm:text-5xl">{site.tagline}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-brand-100">{site.description}</p>
      </section>

      <section id="shop" aria-labelledby="shop-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="shop-heading" className="text-center text-2xl font-bold">
          店舗一覧
        </h2>
        {groups.map(({ area, stores }) => (
          <section key={area.id} aria-labelledby={`area-${area.id}`} className="mt-10">
            <h3 id={`area-${area.id}`} className="border-l-4 border-accent-500 pl-3 text-xl font-bold">
              {area.jp}
              <span className="ml-2 text-sm font-normal text-brand-700">{area.en}</span>
            </h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {stores.map((store) => (
                <li key={store.id} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-brand-100">
                  <p className="text-lg font-bold">{store.name}</p>
                  {store.address && <p className="mt-2 text-sm leading-relaxed">{store.address}</p>}
                  {store.access && <p className="mt-1 text-sm text-brand-700">{store.access}</p>}
                  {store.phone && (
                    <p className="mt-2 text-sm">
                      <a className="font-semibold text-brand-700 underline" href={`tel:${store.phone}`}>
                        {store.phone}
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </>
  );
}
