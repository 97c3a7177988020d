// Lighthouse needs something painted; the page adds nothing else.
export default function Page() {
  return (
    <main>
      <h1>Next.js</h1>
    </main>
  );
}
