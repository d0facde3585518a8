export function meta() {
  return [{ title: "Stock page" }];
}

export function loader() {
  return { message: "Hello from a stock React Router page" };
}

export default function Home({ loaderData }: { loaderData: { message: string } }) {
  return (
    <main>
      <h1>Welcome</h1>
      <p>{loaderData.message}</p>
    </main>
  );
}
