/** Skeleton rows under a status message: the shape of what is coming, announced once. */
export function LoadingRows({ label, rows = 8 }: { label: string; rows?: number }) {
  return (
    <div className="loading-rows">
      <p role="status" className="loading-rows__label">
        <span className="spinner spinner--sm" aria-hidden="true" />
        {label}
      </p>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="loading-rows__row">
            <span className="skeleton skeleton--wide" />
            <span className="skeleton" />
            <span className="skeleton" />
            <span className="skeleton skeleton--narrow" />
          </div>
        ))}
      </div>
    </div>
  );
}
