/* global document, requestAnimationFrame */
// A page the server drew (docs/decisions/0093) starts the app's code after the browser has painted the drawing.
// Run at once, the code's evaluation would hold the first frame back by the whole of it. The document preloads the
// code, so it downloads meanwhile. A tab opened in the background paints nothing, so there it starts at once.
(() => {
  const entry = document.currentScript.dataset.entry;
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
