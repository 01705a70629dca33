import { NotFoundView } from '../not-found-view';

function NotFoundRoute() {
  return (
    <div className="page">
      <NotFoundView />
    </div>
  );
}

export { NotFoundRoute as Component };
