// Placeholder until the page lands in this branch of work; replaced, never shipped.
function SectionRoute() {
  return <div className="page">Not built yet.</div>;
}

export { SectionRoute as Component };
