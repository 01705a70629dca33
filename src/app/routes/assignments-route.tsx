// Placeholder until the page lands in this branch of work; replaced, never shipped.
function AssignmentsRoute() {
  return <div className="page">Not built yet.</div>;
}

export { AssignmentsRoute as Component };
