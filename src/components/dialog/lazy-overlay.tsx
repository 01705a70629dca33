import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../error-boundary';
import { OverlayLoadFailed } from './overlay-load-failed';

/** How an overlay is closed: each says it through one of the two props React Aria's overlays use. */
export type Closable = { onClose: () => void } | { onOpenChange: (isOpen: boolean) => void };

const close = (props: Closable) => ('onClose' in props ? props.onClose() : props.onOpenChange(false));

/** The overlay's chunk did not arrive: told apart from an error of the overlay itself, which goes up as before. */
class OverlayLoadError extends Error {}

export interface LazyOverlay<P> {
  (props: P): ReactNode;
  /** Starts the download, once: a trigger calls it on hover, focus and press, so the first opening does not wait. */
  preload: () => void;
}

/**
 * A dialog, menu or popover whose code (React Aria's overlay, focus and collection modules, and the overlay's own)
 * is downloaded when it first opens, or when its trigger is hovered or focused, never with the page. Render it only
 * while open. If its chunk cannot be downloaded, a small native dialog says so and offers a reload, and the page
 * behind keeps whatever was typed into it.
 */
export function lazyOverlay<P extends Closable>(load: () => Promise<ComponentType<P>>): LazyOverlay<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        throw new OverlayLoadError('', { cause: error });
      },
    ));
  const Loaded = lazy(start) as unknown as ComponentType<P>;
  function Overlay(props: P) {
    return (
      <ErrorBoundary
        fallback={({ error }) => {
          if (!(error instanceof OverlayLoadError)) throw error;
          return <OverlayLoadFailed onClose={() => close(props)} />;
        }}
      >
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Object.assign(Overlay, { preload: () => void start().catch(() => undefined) });
}

/** Props that start an overlay's download when its trigger is hovered, focused or pressed (any button element). */
export const preloadOn = (overlay: { preload: () => void }) => ({
  onPointerEnter: overlay.preload,
  onFocus: overlay.preload,
  onPointerDown: overlay.preload,
});
