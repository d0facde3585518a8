// The stock page: what a React Router template page looks like with a little data, eight cards
// from its loader (the size of our world map), so the bench compares like with like.
const CARDS = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  title: `Card ${i + 1}`,
  text: "A short description of what this card is about, one sentence long.",
}));

export function meta() {
  return [{ title: "Stock page" }];
}

export function loader() {
  return { message: "Hello from a stock React Router page", cards: CARDS };
}

export default function Home({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <main>
      <h1>Welcome</h1>
      <p>{loaderData.message}</p>
      <ul>
        {loaderData.cards.map((c) => (
          <li key={c.id}>
            <article>
              <h2>{c.title}</h2>
              <p>{c.text}</p>
              <a href={`/cards/${c.id}`}>Open</a>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
