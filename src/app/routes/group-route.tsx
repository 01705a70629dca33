// Placeholder until the page lands in this branch of work; replaced, never shipped.
function GroupRoute() {
  return <div className="page">Not built yet.</div>;
}

export { GroupRoute as Component };
