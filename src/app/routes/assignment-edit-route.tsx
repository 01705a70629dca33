// Placeholder until the page lands in this branch of work; replaced, never shipped.
function AssignmentEditRoute() {
  return <div className="page">Not built yet.</div>;
}

export { AssignmentEditRoute as Component };
