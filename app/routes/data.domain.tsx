// Stub: replaced by the page's implementation.
export default function Page() {
  return <h1>data.domain</h1>;
}
