// Stub: replaced by the page's implementation.
export default function Page() {
  return <h1>publications.story</h1>;
}
