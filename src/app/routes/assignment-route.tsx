// Placeholder until the page lands in this branch of work; replaced, never shipped.
function AssignmentRoute() {
  return <div className="page">Not built yet.</div>;
}

export { AssignmentRoute as Component };
