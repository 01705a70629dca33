// Placeholder until the page lands in this branch of work; replaced, never shipped.
function AssignmentDatesRoute() {
  return <div className="page">Not built yet.</div>;
}

export { AssignmentDatesRoute as Component };
