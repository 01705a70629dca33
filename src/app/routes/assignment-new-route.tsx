// Placeholder until the page lands in this branch of work; replaced, never shipped.
function AssignmentNewRoute() {
  return <div className="page">Not built yet.</div>;
}

export { AssignmentNewRoute as Component };
